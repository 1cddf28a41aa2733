import Foundation
import TactileInput
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore

/// What ends an application's run and what keeps it from being idle: timers the app drops,
/// one-shot timers still pending, a frame count the screen never reaches, keys held when
/// their device goes away, and which window becomes key when the key window goes.
@Suite struct ApplicationLifecycleTests {
    static func headless(screenshot: String?) -> RuntimeOptions {
        var options = RuntimeOptions()
        options.display = .headless
        options.width = 100
        options.height = 60
        options.screenshotPath = screenshot
        return options
    }

    static func temporaryPath(_ suffix: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString)\(suffix)").path
    }

    static func release() {
        ScreenSession.current?.animator.removeAllAnimations()
        ScreenSession.current?.animator.detach()
    }

    @Test func aTimerWhoseResultIsDroppedKeepsFiringUntilItInvalidatesItself() throws {
        defer { Self.release() }
        let app = try Application(runtimeOptions: Self.headless(screenshot: nil), clock: VirtualClock())
        var firings: [Int64] = []
        // The result is dropped, as in the README: the run loop keeps the timer alive.
        app.scheduledTimer(after: .milliseconds(100), repeating: .milliseconds(100)) { timer in
            firings.append(app.runLoop.clock.now().nanoseconds / 1_000_000)
            if firings.count == 3 { timer.invalidate() }
        }
        app.runLoop.run(until: Instant(nanoseconds: 1_000_000_000))
        #expect(firings == [100, 200, 300])
    }

    @Test func anIdleScreenshotWaitsForAPendingOneShotTimer() throws {
        defer { Self.release() }
        let path = Self.temporaryPath(".ppm")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try Application(runtimeOptions: Self.headless(screenshot: path))
        app.window.backgroundColor = .blue
        app.scheduledTimer(after: .milliseconds(500)) { _ in app.window.backgroundColor = .red }
        #expect(app.runUntilStopped() == 0)
        // Taken after the timer changed the screen, at its virtual time.
        #expect(try PPMPicture(path: path).pixel(50, 30) == 0xFF0000)
        #expect(app.runLoop.clock.now() == Instant(nanoseconds: 500_000_000))
    }

    @Test func aFrameCountTheScreenNeverReachesGivesTheLastFrame() throws {
        defer { Self.release() }
        let path = Self.temporaryPath(".ppm")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = Self.headless(screenshot: path)
        options.screenshotMoment = .frames(5)
        let app = try Application(runtimeOptions: options)
        app.window.backgroundColor = .red
        #expect(app.runUntilStopped() == 0)
        #expect(app.framesPresented == 1)
        #expect(try PPMPicture(path: path).pixel(10, 10) == 0xFF0000)
    }

    @Test func aRunEndingWithoutItsScreenshotFails() throws {
        defer { Self.release() }
        var options = Self.headless(screenshot: "/nonexistent-directory/shot.png")
        options.screenshotMoment = .idle
        let app = try Application(runtimeOptions: options)
        // The write fails: status 1, and the file the path names is not created.
        #expect(app.runUntilStopped() == 1)
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-directory/shot.png"))
    }

    @Test func aKeyHeldWhenItsDeviceGoesIsCancelledAndTheAppBecomesIdle() throws {
        defer { Self.release() }
        let app = try Application(runtimeOptions: Self.headless(screenshot: nil), clock: VirtualClock())
        let window = CancelRecordingWindow(screen: app.screen)
        window.makeKeyAndVisible()
        var longPresses = 0
        app.addKeyAction(for: .home, gesture: .longPress) { longPresses += 1 }
        app.handleKeys([KeyRecord(timestamp: Instant(nanoseconds: 0), key: .home, isPressed: true, deviceID: 7)])
        #expect(app.keyGestures.isPending)
        app.session.handleDevicesGone([3])  // another device: nothing happens
        #expect(window.log == ["began home"])
        app.session.handleDevicesGone([7])
        #expect(window.log == ["began home", "cancelled home"])
        #expect(!app.keyGestures.isPending)
        app.runLoop.run(until: Instant(nanoseconds: 2_000_000_000))
        #expect(longPresses == 0, "nobody holds the key any more")
        // The key is free: its next press begins anew.
        app.handleKeys([KeyRecord(timestamp: Instant(nanoseconds: 2_000_000_000), key: .home, isPressed: true, deviceID: 8)])
        #expect(window.log.last == "began home")
    }

    @Test func removingTheKeyWindowGivesKeyToTheFrontmostNormalWindow() throws {
        defer { Self.release() }
        let app = try Application(runtimeOptions: Self.headless(screenshot: nil), clock: VirtualClock())
        let statusBar = Window(screen: app.screen, frame: Rect(x: 0, y: 0, width: 100, height: 10))
        statusBar.windowLevel = .overlay
        statusBar.show()
        #expect(statusBar.frame == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(app.window.isKeyWindow, "show() does not take the key")
        let alert = Window(screen: app.screen, frame: Rect(x: 10, y: 10, width: 80, height: 40))
        alert.windowLevel = .alert
        alert.makeKeyAndVisible()
        #expect(alert.isKeyWindow)
        alert.removeFromScreen()
        #expect(app.window.isKeyWindow, "not the status bar in front of it")
    }
}

/// A window recording began, ended and cancelled presses by key name.
final class CancelRecordingWindow: Window {
    var log: [String] = []
    override func pressesBegan(_ presses: [Press], with event: PressEvent) { log += presses.map { "began \($0.key.name)" } }
    override func pressesEnded(_ presses: [Press], with event: PressEvent) { log += presses.map { "ended \($0.key.name)" } }
    override func pressesCancelled(_ presses: [Press], with event: PressEvent) {
        log += presses.map { "cancelled \($0.key.name)" }
    }
}
