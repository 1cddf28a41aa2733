import Foundation
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore

/// A PPM (P6) file read back: its size and its RGB bytes.
struct PPMPicture {
    let width: Int, height: Int
    let rgb: [UInt8]

    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // "P6", width, height, maximum value, each after whitespace, then one whitespace byte.
        var tokens: [String] = []
        var index = 0
        while tokens.count < 4 && index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
            var token = ""
            while index < bytes.count, bytes[index] != 0x20 && bytes[index] != 0x0A {
                token.append(Character(UnicodeScalar(bytes[index])))
                index += 1
            }
            tokens.append(token)
        }
        index += 1
        guard tokens.count == 4, tokens[0] == "P6", tokens[3] == "255",
            let width = Int(tokens[1]), let height = Int(tokens[2])
        else { throw PPMError() }
        self.width = width
        self.height = height
        rgb = Array(bytes[index...])
        guard rgb.count == width * height * 3 else { throw PPMError() }
    }

    struct PPMError: Error {}

    /// The pixel at (x, y) as 0xRRGGBB.
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        let i = (y * width + x) * 3
        return UInt32(rgb[i]) << 16 | UInt32(rgb[i + 1]) << 8 | UInt32(rgb[i + 2])
    }
}

/// A key window recording the presses delivered to it: "began home t=100".
final class PressRecordingWindow: Window {
    var log: [String] = []
    var presses: [Press] = []
    var eventTimes: [Int64] = []
    private func note(_ name: String, _ presses: [Press], _ event: PressEvent) {
        for press in presses { log.append("\(name) \(press.key.name) t=\(press.timestamp.nanoseconds / 1_000_000)") }
        self.presses += presses
        eventTimes.append(event.timestamp.nanoseconds / 1_000_000)
    }
    override func pressesBegan(_ presses: [Press], with event: PressEvent) { note("began", presses, event) }
    override func pressesEnded(_ presses: [Press], with event: PressEvent) { note("ended", presses, event) }
}

/// A view recording the presses that reach it.
final class PressRecordingView: View {
    var log: [String] = []
    override func pressesBegan(_ presses: [Press], with event: PressEvent) { log.append("began") }
    override func pressesEnded(_ presses: [Press], with event: PressEvent) { log.append("ended") }
}

/// `Application` on a headless display: a screenshot once idle, after a number of frames or
/// after a (virtual) time shows what was drawn then; timers run on the application's clock;
/// hardware key records reach the key window as presses.
@Suite struct ApplicationTests {
    static let red: UInt32 = 0xFF0000, blue: UInt32 = 0x0000FF

    /// Headless 200 × 100 options, with a screenshot to a fresh `.ppm` path when asked.
    static func options(screenshot: Bool = true) -> (RuntimeOptions, String) {
        var options = RuntimeOptions()
        options.display = .headless
        options.width = 200
        options.height = 100
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-apptest-\(UUID().uuidString).ppm").path
        if screenshot { options.screenshotPath = path }
        return (options, path)
    }

    /// Leaves the application's animator as the other tests expect it: nothing running,
    /// ticked by hand.
    static func releaseAnimator() {
        ScreenSession.current?.animator.removeAllAnimations()
        ScreenSession.current?.animator.detach()
    }

    @Test func aReplayThatCannotBeReadEndsTheRunWithStatus1AndNoScreenshot() throws {
        defer { Self.releaseAnimator() }
        var (options, path) = Self.options()
        defer { try? FileManager.default.removeItem(atPath: path) }
        options.inputs = [.replay(events: "/nonexistent/tactile-missing.evemu", description: nil)]
        let app = try Application(runtimeOptions: options)
        #expect(app.runUntilStopped() == 1)
        #expect(app.framesPresented == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anIdleScreenshotHoldsTheViewsColour() throws {
        defer { Self.releaseAnimator() }
        let (options, path) = Self.options()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try Application(runtimeOptions: options)
        #expect(ScreenSession.current === app.session)
        #expect(app.screen.size == Size(width: 200, height: 100))
        app.window.backgroundColor = .blue
        let view = View(frame: Rect(x: 20, y: 10, width: 50, height: 30))
        view.backgroundColor = .red
        app.window.addSubview(view)
        var idleCalls = 0
        app.onIdle = { idleCalls += 1 }

        #expect(app.runUntilStopped() == 0)
        #expect(idleCalls == 1)
        #expect(app.framesPresented == 1)
        let picture = try PPMPicture(path: path)
        #expect(picture.width == 200 && picture.height == 100)
        #expect(picture.pixel(20, 10) == Self.red && picture.pixel(69, 39) == Self.red)
        #expect(picture.pixel(70, 39) == Self.blue && picture.pixel(19, 10) == Self.blue)
        #expect(picture.pixel(150, 80) == Self.blue)
    }

    @Test func aScreenshotAfterOneFrame() throws {
        defer { Self.releaseAnimator() }
        var (options, path) = Self.options()
        defer { try? FileManager.default.removeItem(atPath: path) }
        options.screenshotMoment = .frames(1)
        let app = try Application(runtimeOptions: options)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        app.window.addSubview(view)
        #expect(app.runUntilStopped() == 0)
        #expect(app.framesPresented == 1)
        #expect(try PPMPicture(path: path).pixel(5, 5) == Self.red)
    }

    @Test func aTimedScreenshotShowsAnAnimationHalfwayInVirtualTime() throws {
        defer { Self.releaseAnimator() }
        var (options, path) = Self.options()
        defer { try? FileManager.default.removeItem(atPath: path) }
        options.screenshotMoment = .time(.milliseconds(500))
        let app = try Application(runtimeOptions: options)
        app.window.backgroundColor = .blue
        let view = View(frame: Rect(x: 0, y: 40, width: 20, height: 20))
        view.backgroundColor = .red
        app.window.addSubview(view)
        // From centre x 10 to 110 in 1 s, linear: the square's left edge moves 100 pt/s.
        View.animate(duration: .seconds(1), curve: .linear, animations: { view.center = Point(x: 110, y: 50) })

        #expect(app.runUntilStopped() == 0)
        #expect(app.runLoop.clock.now() == ms(500), "virtual time stopped at the screenshot")
        // Frames every 16 666 667 ns from 0: the last one before 500 ms is the 29th, at
        // 483.333343 ms, where the left edge is at 48.33 pt (x 48.33..<68.33).
        let picture = try PPMPicture(path: path)
        for x in 49...67 { #expect(picture.pixel(x, 50) == Self.red, "column \(x)") }
        #expect(picture.pixel(47, 50) == Self.blue)
        #expect(picture.pixel(69, 50) == Self.blue)
        #expect(abs(view.presentation.center.x - 58.333_334_3) < 1e-6)
    }

    @Test func aOneShotTimerFiresOnceAtItsTime() throws {
        defer { Self.releaseAnimator() }
        let (options, _) = Self.options(screenshot: false)
        let app = try Application(runtimeOptions: options, clock: VirtualClock())
        var firings: [Int64] = []
        var validInBlock: [Bool] = []
        let timer = app.scheduledTimer(after: .milliseconds(200)) { timer in
            firings.append(app.runLoop.clock.now().nanoseconds / 1_000_000)
            validInBlock.append(timer.isValid)
        }
        #expect(timer.isValid && timer.repeatInterval == nil)
        app.runLoop.run(until: ms(199))
        #expect(firings.isEmpty)
        app.runLoop.run(until: ms(2000))
        #expect(firings == [200])
        #expect(validInBlock == [false], "a one-shot timer is spent when its block runs")
        #expect(!timer.isValid)
    }

    @Test func aRepeatingTimerFiresUntilInvalidated() throws {
        defer { Self.releaseAnimator() }
        let (options, _) = Self.options(screenshot: false)
        let app = try Application(runtimeOptions: options, clock: VirtualClock())
        var firings: [Int64] = []
        let timer = app.scheduledTimer(after: .milliseconds(100), repeating: .milliseconds(50)) { _ in
            firings.append(app.runLoop.clock.now().nanoseconds / 1_000_000)
        }
        app.runLoop.run(until: ms(260))
        #expect(firings == [100, 150, 200, 250])
        #expect(timer.isValid)
        timer.invalidate()
        #expect(!timer.isValid)
        timer.invalidate()
        app.runLoop.run(until: ms(2000))
        #expect(firings == [100, 150, 200, 250])
    }

    @Test func aTimerInvalidatedInItsBlockStops() throws {
        defer { Self.releaseAnimator() }
        let (options, _) = Self.options(screenshot: false)
        let app = try Application(runtimeOptions: options, clock: VirtualClock())
        var count = 0
        let timer = app.scheduledTimer(after: .milliseconds(10), repeating: .milliseconds(10)) { timer in
            count += 1
            if count == 3 { timer.invalidate() }
        }
        app.runLoop.run(until: ms(1000))
        #expect(count == 3)
        #expect(!timer.isValid)
        let early = app.scheduledTimer(after: .milliseconds(100)) { _ in count += 100 }
        early.invalidate()
        app.runLoop.run(until: ms(2000))
        #expect(count == 3, "invalidated before it fired")
    }

    @Test func keyRecordsReachTheKeyWindowAsPresses() throws {
        defer { Self.releaseAnimator() }
        let (options, _) = Self.options(screenshot: false)
        let app = try Application(runtimeOptions: options, clock: VirtualClock())
        let window = PressRecordingWindow(screen: app.screen)
        window.makeKeyAndVisible()
        var pressed = 0
        app.addKeyAction(for: .back, gesture: .press) { pressed += 1 }

        app.handleKeys([KeyRecord(timestamp: ms(100), key: .back, isPressed: true)])
        app.handleKeys([KeyRecord(timestamp: ms(150), key: .back, isPressed: true, isRepeat: true)])
        app.handleKeys([KeyRecord(timestamp: ms(160), key: .back, isPressed: true)])  // already down
        #expect(window.log == ["began back t=100"])
        #expect(pressed == 0)
        app.handleKeys([KeyRecord(timestamp: ms(200), key: .back, isPressed: false)])
        #expect(window.log == ["began back t=100", "ended back t=200"])
        #expect(window.eventTimes == [100, 200])
        #expect(window.presses.count == 2 && window.presses[0] === window.presses[1], "one Press per press")
        #expect(window.presses[0].phase == .ended)
        #expect(pressed == 1)
        app.handleKeys([KeyRecord(timestamp: ms(300), key: .back, isPressed: false)])  // not down
        #expect(window.log.count == 2)
    }

    @Test func theFirstResponderReceivesPressesAndItsWindowWhatItPassesOn() throws {
        defer { Self.releaseAnimator() }
        let (options, _) = Self.options(screenshot: false)
        let app = try Application(runtimeOptions: options, clock: VirtualClock())
        let view = PressRecordingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let container = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(view)
        app.window.addSubview(container)
        let down = KeyRecord(timestamp: ms(100), key: .home, isPressed: true)
        let up = KeyRecord(timestamp: ms(100), key: .home, isPressed: false)
        // Not first responder: the window alone is offered the press.
        app.handleKeys([down, up])
        #expect(view.log.isEmpty)
        #expect(view.becomeFirstResponder() && view.isFirstResponder)
        app.handleKeys([down, up])
        #expect(view.log == ["began", "ended"])
        // Leaving the window clears it: presses go to the window again, nothing dangles.
        container.removeFromSuperview()
        #expect(app.window.firstResponder == nil && !view.isFirstResponder)
        app.handleKeys([down, up])
        #expect(view.log == ["began", "ended"])
        #expect(!View().becomeFirstResponder(), "a view in no window cannot be first responder")
    }
}
