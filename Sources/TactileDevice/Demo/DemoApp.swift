import Input
import Platform
import Tactile

/// Runs the demo on a display: one run loop whose frame clock drives the animator, touch input
/// read on the loop and delivered to views, and each frame only the damaged area composited and
/// presented. Nothing runs while nothing moves.
final class DemoApp {
    private let options: Options
    private let display: Display
    private let loop: RunLoop
    private let screen: Screen
    private let window: Window
    private let content: DemoContent
    private let indicators: TouchIndicators
    private let dispatcher: TouchDispatcher
    private var touchInput: TouchInput?
    #if TACTILE_DESKTOP
    private var pointerTouches: PointerTouches?
    #endif
    private var framesPresented = 0
    private var reportedIdle = false
    private(set) var exitStatus: Int32 = 0

    init(options: Options, display: Display, loop: RunLoop, resources: DemoResources) {
        self.options = options
        self.display = display
        self.loop = loop
        // Points on an 800 × 480 design grid, scaled to fit the display.
        let scale = min(Double(display.width) / DemoContent.designSize.width,
                        Double(display.height) / DemoContent.designSize.height)
        screen = Screen(pixelWidth: display.width, pixelHeight: display.height, scale: scale)
        window = Window(screen: screen)
        window.makeKeyAndVisible()
        content = DemoContent(window: window, resources: resources)
        indicators = TouchIndicators(in: window)
        dispatcher = TouchDispatcher(screen: screen)
    }

    /// Runs until a signal stops the loop, or until the screenshot is taken. Returns the exit status.
    func run(inputs: [InputSelection]) -> Int32 {
        let start = loop.clock.now()
        screen.animator.attach(to: loop)
        loop.onFrame = { [unowned(unsafe) self] _ in self.frame() }
        content.startAnimations(animator: screen.animator)
        loop.setNeedsFrame()
        if !inputs.isEmpty {
            touchInput = TouchInput(selections: inputs, size: screen.size, loop: loop,
                                    configurationPath: options.inputConfigurationPath, defaultRotation: options.rotation)
            touchInput?.onRecords = { [unowned(unsafe) self] records in self.deliver(records) }
            touchInput?.start()
        }
        #if TACTILE_DESKTOP
        if let window = display as? X11Display { attachPointer(of: window) }
        #endif
        scheduleScreenshot(start: start)
        loop.run()
        screen.animator.detach()
        return exitStatus
    }

    // MARK: Frames

    /// Lays out, draws and composites what changed, and presents just that.
    private func frame() {
        if screen.needsFrame {
            let damage = screen.render(into: display.backBuffer)
            if !damage.isEmpty {
                display.present(damage: damage)
                framesPresented += 1
                if framesPresented == 1 {
                    Console.info("tactile: first frame presented on \(display.modeDescription)")
                }
                if case .frames(let count) = options.screenshotMoment, options.screenshotPath != nil,
                   framesPresented == count {
                    takeScreenshot()
                }
            }
        }
        reportIdleIfDone()
    }

    /// Idle: nothing animates, nothing waits to be drawn, no finger is down and no replayed
    /// recording has events left.
    private var isIdle: Bool {
        !loop.isAnimating && !screen.needsFrame && dispatcher.activeTouches.isEmpty
            && touchInput?.isReplaying != true && framesPresented > 0
    }

    private func reportIdleIfDone() {
        guard !reportedIdle, isIdle else { return }
        reportedIdle = true
        Console.info("tactile: idle")
        if options.screenshotMoment == .idle, options.screenshotPath != nil { takeScreenshot() }
    }

    // MARK: Touches

    private func deliver(_ records: [TouchRecord]) {
        dispatcher.dispatch(records)
        indicators.apply(records)
        if screen.needsFrame { loop.setNeedsFrame() }
        // A replay may end after the animations it started: the idle screenshot waits for both.
        if !loop.isAnimating { loop.setNeedsFrame() }
    }

    #if TACTILE_DESKTOP
    /// The desktop window: its mouse is a finger, closing it ends the program.
    private func attachPointer(of window: X11Display) {
        let pointer = PointerTouches(pixelWidth: window.width, pixelHeight: window.height, size: screen.size)
        pointer.onRecords = { [unowned(unsafe) self] records in self.deliver(records) }
        window.onPointer = { event in pointer.handle(event) }
        let watch = loop.watch(fd: window.fileDescriptor) { _ in window.handleEvents() }
        // A closed connection stays readable: stop watching it as well as running.
        window.onClose = { [unowned(unsafe) self] in
            self.loop.unwatch(watch)
            self.loop.stop()
        }
        pointerTouches = pointer
        // Events that arrived while the window was set up are not announced on the socket again.
        // Handled in the loop's first pass, so that a connection already lost stops the loop
        // (a stop requested before `run` is forgotten when it starts).
        loop.addTimer(at: loop.clock.now()) { window.handleEvents() }
    }
    #endif

    // MARK: Screenshots

    private func scheduleScreenshot(start: Instant) {
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
}
