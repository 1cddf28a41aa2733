import CLinux
import Input
import Platform
import Raster

/// Runs the demo on a display: one run loop, one frame clock for the start animation, touch
/// input through the loop's fds, and only damaged areas redrawn and presented.
final class DemoApp {
    private let options: Options
    private let display: Display
    private let loop: RunLoop
    private let scene: DemoScene
    private var overlay: TouchOverlay
    private var damage = Region()
    private var start = Instant.zero
    private var sceneTime = 0.0
    private var framesPresented = 0
    private var reportedIdle = false
    private var input: InputManager?
    private var inputWatches: [Int32: WatchID] = [:]
    private var replayStart = Instant.zero
    private var replayTimer: TimerID?
    private(set) var exitStatus: Int32 = 0

    init(options: Options, display: Display, loop: RunLoop, resources: DemoResources) {
        self.options = options
        self.display = display
        self.loop = loop
        scene = DemoScene(width: display.width, height: display.height, resources: resources)
        overlay = TouchOverlay(scale: min(Double(display.width) / 800, Double(display.height) / 480))
    }

    /// Runs until a signal stops the loop, or until the screenshot is taken. Returns the exit status.
    func run(inputs: [InputSelection]) -> Int32 {
        start = loop.clock.now()
        damage = Region(display.bounds)
        loop.onFrame = { [unowned(unsafe) self] now in self.frame(now) }
        loop.addAnimation { [unowned(unsafe) self] now in
            let time = (now - self.start).seconds
            let previous = self.sceneTime
            self.sceneTime = min(time, DemoScene.animationDuration)
            for rect in self.scene.animatedBounds(time: previous) + self.scene.animatedBounds(time: self.sceneTime) {
                self.damage.formUnion(rect)
            }
            return time < DemoScene.animationDuration
        }
        if !inputs.isEmpty { startInput(inputs) }
        scheduleScreenshot()
        loop.run()
        return exitStatus
    }

    // MARK: Frames

    private func frame(_ now: Instant) {
        guard !damage.isEmpty else { return reportIdleIfDone() }
        let rects = damage.rects
        for rect in rects {
            let canvas = Canvas(display.backBuffer, clip: rect)
            scene.draw(on: canvas, time: sceneTime)
            overlay.draw(on: canvas)
        }
        display.present(damage: rects)
        damage = Region()
        framesPresented += 1
        if framesPresented == 1 {
            Console.info("tactile: first frame presented on \(display.modeDescription)")
        }
        if case .frames(let count) = options.screenshotMoment, options.screenshotPath != nil, framesPresented == count {
            takeScreenshot()
        }
        reportIdleIfDone()
    }

    private func reportIdleIfDone() {
        guard !reportedIdle, !loop.isAnimating, framesPresented > 0 else { return }
        reportedIdle = true
        Console.info("tactile: idle")
        if options.screenshotMoment == .idle, options.screenshotPath != nil { takeScreenshot() }
    }

    // MARK: Screenshots

    private func scheduleScreenshot() {
        guard options.screenshotPath != nil, case .time(let interval) = options.screenshotMoment else { return }
        loop.addTimer(at: start + interval) { [unowned(unsafe) self] in self.takeScreenshot() }
    }

    /// Saves what is on screen and ends the program.
    private func takeScreenshot() {
        guard let path = options.screenshotPath else { return }
        let picture = (display as? HeadlessDisplay)?.screen ?? display.backBuffer
        do throws(ScreenshotError) {
            try Screenshot.write(picture, to: path)
            Console.info("tactile: screenshot written to \(path)")
        } catch {
            Console.error(error.message)
            exitStatus = 1
        }
        loop.stop()
    }

    // MARK: Input

    private func startInput(_ selections: [InputSelection]) {
        var configuration = InputConfiguration()
        do throws(RecordingError) {
            configuration = try InputConfiguration.read(path: options.inputConfigurationPath)
        } catch {
            Console.error("\(options.inputConfigurationPath): \(error.message); using the default calibration")
        }
        do throws(InputError) {
            input = try InputManager(selections: selections, screen: (Double(display.width), Double(display.height)),
                                     calibration: configuration.calibration,
                                     rotation: configuration.rotation ?? options.rotation)
        } catch {
            Console.error("\(error.message); running without touch input")
            return
        }
        replayStart = loop.clock.now()
        handleInput()
    }

    /// Reads what arrived, turns touch records into damage, and keeps the loop watching exactly
    /// the input fds that exist now (devices come and go) and the next replayed event's time.
    private func handleInput(readable fd: Int32? = nil) {
        guard let input else { return }
        if let fd { input.handleReadable(fileDescriptor: fd) }
        for message in input.takeMessages() { Console.error(message) }
        for rect in overlay.apply(input.tracker.takeRecords()) { damage.formUnion(rect) }
        _ = input.tracker.takeKeyRecords()
        if !damage.isEmpty { loop.setNeedsFrame() }

        let current = input.fileDescriptors
        for (watchedFD, watch) in inputWatches where !current.contains(watchedFD) {
            loop.unwatch(watch)
            inputWatches[watchedFD] = nil
        }
        for newFD in current where inputWatches[newFD] == nil {
            inputWatches[newFD] = loop.watch(fd: newFD) { [unowned(unsafe) self] ready in self.handleInput(readable: ready) }
        }
        if replayTimer == nil, let offset = input.nextReplayOffset {
            replayTimer = loop.addTimer(at: replayStart + Interval(nanoseconds: offset * 1000)) { [unowned(unsafe) self] in
                self.replayTimer = nil
                self.input?.advanceReplays(elapsed: (self.loop.clock.now() - self.replayStart).nanoseconds / 1000)
                self.handleInput()
            }
        }
    }
}
