import Input
import Platform
import System

/// Runs an app: what every Tactile program needs, so that an app only builds views.
///
/// It owns the run loop and its clock, the display (a framebuffer, else a desktop window, else
/// memory: `RuntimeOptions.display`), the screen and its main `window`, every input source
/// (evdev touchscreens and key devices with hotplug, replayed recordings, the desktop pointer),
/// the touch pipeline, the animator, signals and the console's text mode, and the frames: each
/// pass that changed something lays out, draws, composites and presents only the damage. When
/// nothing moves it sleeps with no timer armed. With `--screenshot` it takes a picture once idle
/// (or after a time or a number of frames) and ends; headless, that runs in virtual time.
///
/// ```swift
/// let app = Application()
/// let label = Label(frame: Rect(x: 20, y: 20, width: 300, height: 40))
/// label.text = "Hello"
/// app.window.addSubview(label)
/// app.run()
/// ```
///
/// There is one application per process (`Application.shared`, as UIKit's `UIApplication`): it
/// owns the animator `View.animate` uses, attached to its run loop when it is made.
public final class Application {
    /// The application made last in this process.
    nonisolated(unsafe) public private(set) static var shared: Application?

    /// The runtime's options (command line and environment) the application was made with.
    public let options: RuntimeOptions
    /// The one event loop: input, timers, the frame clock and signals.
    public let runLoop: RunLoop
    /// Where the picture goes.
    public let display: Display
    /// The display's screen in points (its scale: pixels per point).
    public let screen: Screen
    /// The main window, at the normal level, key and visible from the start, white until the app
    /// sets another background.
    public let window: Window
    /// The animator of every view of the application, ticking on `runLoop`: `View.animate` opens
    /// its blocks here.
    public let animator: Animator
    /// The stages touches pass through; the application's windows are the last stage
    /// (`touchDispatcher`). The launcher and accessibility add theirs in front.
    public let touchPipeline: TouchPipeline
    /// Delivers touches to the views of the screen's windows.
    public let touchDispatcher: TouchDispatcher
    /// Turns hardware key presses into presses, long presses and double presses
    /// (`addKeyAction(for:gesture:_:)`).
    public let keyGestures: KeyGestureRecognizer
    /// The exit status `run()` ends with: 1 after a failed screenshot, or what `stop(status:)` set.
    public private(set) var exitStatus: Int32 = 0
    /// Frames presented so far.
    public internal(set) var framesPresented = 0
    /// The touch-to-present latency of the latest frames that showed touches (`--log-latency`
    /// prints each as it comes).
    public internal(set) var inputLatency = InputLatency()
    /// Called each time the application becomes idle (`isIdle`), after the first frame: tools
    /// that end once a replay has played and everything settled stop here.
    public var onSettle: (() -> Void)?
    /// Called once, the first time the application becomes idle (after the first frame).
    public var onIdle: (() -> Void)?
    /// Called at each frame with the frame's time, after animations advanced and before the
    /// screen is drawn (tools that follow motion frame by frame: `tactile debug-scroll`).
    public var onFrame: ((Instant) -> Void)?
    /// Whether the application prints its status lines on standard output (first frame, idle,
    /// screenshot written). Tools whose own output goes there turn it off.
    public var printsStatus = true
    /// The screen reader, while `accessibilityMode` is not `.off`.
    public private(set) var screenReader: ScreenReader?
    /// What the screen reader does (docs/accessibility.md, "Modes"): `--accessibility MODE` or
    /// `TACTILE_ACCESSIBILITY` at start, then the launcher's setting. Off drops the reader and
    /// its stage: touches pass unchanged at no cost. The other modes also switch the recognizers
    /// to their accessibility definitions (`TouchDispatcher.gestureMode`).
    public var accessibilityMode: AccessibilityMode = .off {
        didSet { if accessibilityMode != oldValue { accessibilityModeDidChange() } }
    }
    /// The screen reader's preferences, for the reader running now and the next one made.
    public var screenReaderSettings = ScreenReaderSettings() {
        didSet {
            screenReader?.settings = screenReaderSettings
            updateLargerTouchTargets()
        }
    }
    /// The stage of "larger touch targets" while the setting is on and the reader is not
    /// (the reader has its own enlarged areas).
    private var largerTouchTargets: LargerTouchTargetsStage?
    /// Where the screen reader's speech and cues are heard (the launcher sets a `SpeechPlayer`
    /// of the Speech module when the reader turns on); nil: nowhere, the reader's events only.
    public var speechOutput: SpeechOutput? {
        didSet { screenReader?.speechOutput = speechOutput }
    }
    /// Called after `accessibilityMode` changed and its reader was made (whoever prints or
    /// speaks the reader's events sets them up again here).
    public var onAccessibilityModeChange: (() -> Void)?
    /// Called after each frame was presented (`tactile soak` compares it with a full redraw).
    package var onFramePresented: (() -> Void)?

    private let openedDisplay: OpenedDisplay
    /// The timestamp of the oldest touch handled since the last present that left something to
    /// draw: the next present shows it.
    var oldestUnshownTouch: Instant?
    private var console: GraphicsConsole?
    var inputs: InputSources?
    #if TACTILE_DESKTOP
    private var pointer: PointerInput?
    #endif
    /// Where key records go (Events/KeyRouter.swift).
    private let keys: KeyRouter
    /// One-shot timers scheduled and perhaps not yet fired: the application is not idle while one
    /// is pending (repeating timers never end, so they do not count).
    private var pendingOneShotTimers: [Timer] = []
    /// Scroll views that were dragged or decelerating when last looked at (`runLoopMode`).
    var trackingScrollViews: [ScrollView] = []
    /// Timers of the default mode that came due while tracking, with their blocks.
    var heldTimers: [(timer: Timer, block: (Timer) -> Void)] = []
    /// `--screenshot`'s picture and the moment it is taken; nil without one.
    var screenshot: ScreenshotMode?
    private var reportedIdle = false
    /// Whether "idle" was printed since the last frame that was not the end of the activity.
    private var isSettled = false
    private(set) var isRunning = false
    /// Set when the run ended because its replays left it held for ever (`replaysEnded()`),
    /// which said so in its own line.
    var replayCouldNotGoOn = false

    // MARK: Making one

    /// The application for this process's command line and environment, knowing the app's own
    /// `options` besides the runtime's. Points are pixels unless `designSize` is given: then the
    /// scale is the largest that fits that many points on the display. A program's top level
    /// convenience: when the application cannot start (a wrong option, `--help`, a display that
    /// does not open), it prints why and ends the process with the error's `exitStatus` (2, 0,
    /// 1). Programs that handle that themselves use `init(arguments:options:designSize:)`.
    @export(interface)
    public convenience init(options: [ApplicationOption] = [], designSize: Size? = nil) {
        do throws(ApplicationError) {
            try self.init(arguments: ProcessEnvironment.arguments(), options: options, designSize: designSize)
        } catch {
            error.report()
            ProcessEnvironment.exit(error.exitStatus)
        }
    }

    /// The application for `arguments` (a command line without the program's name) and the
    /// process's environment, as `init(options:designSize:)`, but reporting why it cannot start
    /// to the caller.
    @export(interface)
    public convenience init(arguments: [String], options: [ApplicationOption] = [],
                            designSize: Size? = nil) throws(ApplicationError) {
        let runtimeOptions: RuntimeOptions
        do throws(OptionsError) {
            runtimeOptions = try RuntimeOptions(arguments: arguments, applicationOptions: options)
        } catch {
            throw .options(error)
        }
        try self.init(runtimeOptions: runtimeOptions, designSize: designSize)
    }

    /// An application with `runtimeOptions` (see `init(options:designSize:)`). `clock` replaces
    /// the default: the monotonic clock, or a virtual one for a headless screenshot.
    @export(interface)
    public init(runtimeOptions: RuntimeOptions, designSize: Size? = nil, clock: Clock? = nil) throws(ApplicationError) {
        options = runtimeOptions
        openedDisplay = try OpenedDisplay.open(runtimeOptions, title: "Tactile")
        display = openedDisplay.display
        if openedDisplay.isPanel {
            let console = GraphicsConsole()
            if let problem = console.problem { Console.error(problem) }
            self.console = console
        }
        // A headless screenshot runs in virtual time: the picture is the same however fast the
        // machine is, and no real waiting happens.
        let virtualTime = display is HeadlessDisplay && runtimeOptions.screenshotPath != nil
        do throws(RunLoopError) {
            runLoop = try RunLoop(clock: clock ?? (virtualTime ? VirtualClock() : MonotonicClock()),
                                  frameInterval: display.refreshInterval)
        } catch {
            throw .runLoop(error)
        }
        var scale = 1.0
        if let designSize, designSize.width > 0, designSize.height > 0 {
            scale = min(Double(display.width) / designSize.width, Double(display.height) / designSize.height)
        }
        animator = Animator()
        screen = Screen(pixelWidth: display.width, pixelHeight: display.height, scale: scale, animator: animator)
        window = Window(screen: screen)
        // White, as an empty app screen on a phone: black text on it shows from the first line.
        window.backgroundStyle = .background
        window.makeKeyAndVisible()
        touchPipeline = TouchPipeline()
        touchPipeline.clock = runLoop.clock
        touchDispatcher = TouchDispatcher(screen: screen, animator: animator)
        touchDispatcher.runLoop = runLoop
        touchPipeline.add(touchDispatcher)
        keyGestures = KeyGestureRecognizer(runLoop: runLoop)
        keys = KeyRouter(screen: screen, keyGestures: keyGestures)
        animator.attach(to: runLoop)
        if case .drm(let drm) = openedDisplay {
            drm.attach(to: runLoop) { line in Console.info("tactile: " + line) }
            // Another terminal may take the screen: DRM master goes with it and comes back.
            console?.handleSwitches(in: runLoop, release: { drm.suspend() },
                                    acquire: Unowned(self).callback { owner in
                                        drm.resume()
                                        owner.runLoop.setNeedsFrame()
                                    })
        }
        for signal in ProcessEnvironment.terminationSignals {
            do throws(RunLoopError) { try runLoop.stop(onSignal: signal) } catch {
                Console.error(error.message)
            }
        }
        runLoop.onFrame = Unowned(self).callback { owner, time in
            owner.onFrame?(time)
            owner.frame()
            owner.releaseHeldTimersIfNotTracking()
        }
        screenshot = ScreenshotMode(options: runtimeOptions, display: display, runLoop: runLoop) { [owner = Unowned(self)] line in owner.object.status(line)
        }
        // The application this one replaces is released only after the write: its deinit reads
        // `shared`; freed inside the write, anything it did with `shared` would be an
        // exclusivity violation (a trap in debug builds).
        withExtendedLifetime(Application.shared) { Application.shared = self }
        if let mode = runtimeOptions.accessibility {
            accessibilityMode = mode
            accessibilityModeDidChange()
        }
    }

    private func accessibilityModeDidChange() {
        if let reader = screenReader {
            reader.tearDown()
            touchPipeline.remove(reader.stage)
            screenReader = nil
        }
        touchDispatcher.gestureMode = accessibilityMode == .off ? .normal : .accessibility
        if accessibilityMode != .off {
            let reader = ScreenReader(application: self, mode: accessibilityMode)
            reader.settings = screenReaderSettings
            reader.speechOutput = speechOutput
            addBeforeDispatcher(reader.stage)
            screenReader = reader
        }
        updateLargerTouchTargets()
        onAccessibilityModeChange?()
    }

    /// Puts `stage` in the pipeline just before the apps' windows (after the launcher's stages and
    /// any stage of the reader's added before).
    private func addBeforeDispatcher(_ stage: TouchStage) {
        touchPipeline.add(stage, at: touchPipeline.stages.firstIndex { $0 === touchDispatcher } ?? touchPipeline.stages.count)
    }

    private func updateLargerTouchTargets() {
        let wanted = screenReaderSettings.enlargesTouchTargets && accessibilityMode != .containers
        if wanted == (largerTouchTargets != nil) { return }
        if let stage = largerTouchTargets {
            touchPipeline.remove(stage)
            largerTouchTargets = nil
        } else {
            let stage = LargerTouchTargetsStage(application: self)
            addBeforeDispatcher(stage)
            largerTouchTargets = stage
        }
    }

    // MARK: Options

    /// The value given for one of the application's own options, nil when it was not given.
    public func value(of option: String) -> String? {
        options.applicationValues[option]
    }

    /// Whether one of the application's own flags was given.
    public func isSet(_ flag: String) -> Bool {
        options.applicationFlags.contains(flag)
    }

    // MARK: Running

    /// Runs until a signal (SIGINT, SIGTERM, SIGHUP), `stop(status:)`, the window closing or the
    /// screenshot ends it, then restores the console and ends the process with `exitStatus`.
    @export(interface)
    public func run() -> Never {
        let status = runUntilStopped()
        ProcessEnvironment.exit(status)
    }

    /// Runs as `run()` does but returns the exit status instead of ending the process (tests,
    /// programs that do more afterwards). Input starts here: replays count from now.
    @discardableResult
    @export(interface)
    public func runUntilStopped() -> Int32 {
        precondition(!isRunning, "the application is already running")
        isRunning = true
        // A replay asked for and not played ends the run: a screenshot or log of the untouched
        // screen would pass for the replay's result.
        let inputStarted = startInput()
        if inputStarted {
            screenshot?.start()
            runLoop.setNeedsFrame()
            runLoop.run()
        } else {
            exitStatus = 1
        }
        inputs?.stop()
        if let screenshot, inputStarted {
            if screenshot.writeFailed {
                exitStatus = 1
            } else if !screenshot.isTaken, !replayCouldNotGoOn {
                Console.error("ended before the screenshot was taken: nothing written to \(screenshot.path)")
                exitStatus = 1
            }
        }
        isRunning = false
        if case .drm(let drm) = openedDisplay {
            drm.relinquish()
            status("tactile: drm: " + drm.flipReport)
        }
        if let console, console.isActive {
            console.restore()
            status("tactile: console restored to text mode")
        }
        return exitStatus
    }

    /// Ends `run()` after the current pass with `status`.
    public func stop(status: Int32 = 0) {
        exitStatus = status
        runLoop.stop()
    }

    /// Whether nothing is left to do: nothing animates or waits to be drawn, no finger is down,
    /// no key gesture is undecided, no one-shot timer is pending and no replayed recording has
    /// events left (after the first frame).
    public var isIdle: Bool {
        !runLoop.isAnimating && !screen.needsFrame && !touchPipeline.hasActiveTouches && !keyGestures.isPending
            && screenReader?.isPending != true
            && inputs?.isReplaying != true && framesPresented > 0 && !pendingOneShotTimers.contains { $0.isValid }
            && !hasHeldTimersToFire
    }

    // MARK: Timers

    /// A timer firing `block` after `interval`, then every `repeating` when given, until
    /// invalidated (UIKit's `Timer.scheduledTimer`). It runs on the application's clock: in a
    /// headless screenshot, virtual time. `mode`: `.default` (the default) holds the timer back
    /// while a scroll view is dragged or decelerating (`RunLoopMode`); `.common` fires it then too.
    @discardableResult
    public func scheduledTimer(after interval: Interval, repeating: Interval? = nil, mode: RunLoopMode = .default,
                               _ block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(runLoop: runLoop, repeatInterval: repeating, mode: mode)
        // Not the timer itself: it keeps this block, and the run loop keeps it while pending (a
        // suspended one is kept by its holder, `HostedApp`), so holding it here would be a cycle.
        timer.schedule(at: runLoop.clock.now() + interval) { [owner = Unowned(self), timer = Unowned(timer)] in
            let (application, timer) = (owner.object, timer.object)
            switch timer.mode {
            case .default where !application.trackingScrollViews.isEmpty && application.runLoopMode == .tracking:
                // Fires once tracking ends; later firings missed meanwhile coalesce into it.
                application.hold(timer, block)
                return
            case .tracking where application.trackingScrollViews.isEmpty || application.runLoopMode != .tracking:
                // Only while tracking: a firing that comes due otherwise is skipped.
                return
            default:
                break
            }
            block(timer)
            application.setNeedsFrameIfChanged()
            // A spent one-shot timer may have been what kept the application from being idle.
            application.runLoop.setNeedsFrame()
        }
        if repeating == nil {
            pendingOneShotTimers.removeAll { !$0.isValid }
            pendingOneShotTimers.append(timer)
        }
        return timer
    }

    // MARK: Keys

    /// Runs `handler` each time hardware `key` performs `gesture` (press, long press, double
    /// press); see `KeyGestureRecognizer`.
    public func addKeyAction(for key: HardwareKey, gesture: KeyGesture, _ handler: @escaping () -> Void) {
        keyGestures.addAction(for: key, gesture: gesture, Unowned(self).callback { owner, _ in
            handler()
            owner.setNeedsFrameIfChanged()
        })
    }

    /// Delivers key records: to the key window's responder chain as presses (from its first
    /// responder, else the window itself), to the key gestures and to the text being edited
    /// (`KeyRouter`). Input devices call this; tests and tools may too.
    public func handleKeys(_ records: [KeyRecord]) {
        keys.handle(records)
        setNeedsFrameIfChanged()
    }

    /// Input devices went away (unplugged, or a replay ended): keys they held down are released
    /// as cancelled presses, and undecided key gestures are dropped.
    func handleDevicesGone(_ deviceIDs: [Int]) {
        if keys.devicesGone(deviceIDs, now: runLoop.clock.now()) { runLoop.setNeedsFrame() }
    }

    // MARK: Touches

    /// How far the loop's clock is behind the time recorded in the replayed recordings (the
    /// earliest one's first event happens when `run` starts): add it to a timestamp to get the
    /// recording's own time, as `tactile debug-touches` prints it. Zero without replays.
    package var replayTimeOffset: Interval { inputs?.replayTimeOffset ?? .zero }

    /// Passes touch records (screen points, on the run loop's clock) through the pipeline.
    /// Input devices call this; tests and tools may too.
    public func handleTouches(_ records: [TouchRecord]) {
        // Hit-testing must see the views where the next frame will show them: a view waiting for
        // its layout (a screen built a moment ago, before its first frame) has no frames yet.
        screen.layoutIfNeeded()
        touchPipeline.dispatch(records)
        releaseHeldTimersIfNotTracking()
        setNeedsFrameIfChanged()
        if screen.needsFrame, let first = records.first {
            var oldest = oldestUnshownTouch ?? first.timestamp
            for record in records where record.timestamp < oldest { oldest = record.timestamp }
            oldestUnshownTouch = oldest
        }
        // A replay may end after the animations it started: the idle screenshot waits for both.
        if !runLoop.isAnimating { runLoop.setNeedsFrame() }
    }

    /// Opens the input asked for; false when a replay was asked for and cannot be read (its
    /// error already printed): the run ends with status 1.
    private func startInput() -> Bool {
        // What the user asked for, else every touchscreen and key device on a real screen.
        var selections = options.inputs
        if selections.isEmpty, openedDisplay.isPanel { selections = [.automatic] }
        if !selections.isEmpty {
            inputs = InputSources(selections: selections, size: screen.size, loop: runLoop,
                                  configurationPath: options.inputConfigurationPath, defaultRotation: options.rotation)
            if inputs == nil && selections.contains(where: { $0.isReplay }) { return false }
            // Turned since start (Settings, before running): the touches turn as much.
            inputs?.displayTurned(by: display.rotation.difference(from: options.rotation), screen: screen.size)
            inputs?.onTouches = Unowned(self).callback { owner, records in owner.handleTouches(records) }
            inputs?.onKeys = Unowned(self).callback { owner, records in owner.handleKeys(records) }
            inputs?.onDevicesGone = Unowned(self).callback { owner, ids in owner.handleDevicesGone(ids) }
            inputs?.onReplaysEnded = Unowned(self).callback { owner in owner.replaysEnded() }
            inputs?.start()
        }
        #if TACTILE_DESKTOP
        if case .window(let window) = openedDisplay { attachPointer(of: window) }
        #endif
        return true
    }

    #if TACTILE_DESKTOP
    /// The desktop window: its mouse is a finger, its keys type like an evdev keyboard's, closing it
    /// ends the program.
    private func attachPointer(of window: X11Display) {
        let pointer = PointerInput(pixelWidth: window.width, pixelHeight: window.height, size: screen.size,
                                   clock: runLoop.clock)
        pointer.onTouches = Unowned(self).callback { owner, records in owner.handleTouches(records) }
        window.onPointer = { event in pointer.handle(event) }
        pointer.onKeys = Unowned(self).callback { owner, records in owner.handleKeys(records) }
        window.onKey = { event in pointer.handle(event) }
        let toPoints = Point(x: screen.size.width / Double(max(1, window.width)), y: screen.size.height / Double(max(1, window.height)))
        window.onScroll = Unowned(self).callback { owner, x, y, dx, dy in
            let point = Point(x: (Double(x) + 0.5) * toPoints.x, y: (Double(y) + 0.5) * toPoints.y)
            guard let (view, _) = owner.touchDispatcher.hitView(at: point) else { return }
            ScrollView.scrollWheel(from: view, by: Point(x: Double(dx), y: Double(dy)))
            owner.setNeedsFrameIfChanged()
        }
        let loop = runLoop
        let watch = loop.watch(fd: window.fileDescriptor) { _ in window.handleEvents() }
        // A closed connection stays readable: stop watching it as well as running.
        window.onClose = {
            loop.unwatch(watch)
            loop.stop()
        }
        self.pointer = pointer
        // Events that arrived while the window was set up are not announced on the socket again.
        // Handled in the loop's first pass, so that a connection already lost stops the loop
        // (a stop requested before `run` is forgotten when it starts).
        loop.addTimer(at: loop.clock.now()) { window.handleEvents() }
    }
    #endif

    // MARK: Frames

    /// Asks for a frame when something on screen waits for one.
    func setNeedsFrameIfChanged() {
        if screen.needsFrame { runLoop.setNeedsFrame() }
    }

    /// Prints "tactile: idle (N frames presented)" each time the program settles (tools measure
    /// the cost of what happened in between by it); the first time also calls `onIdle` and takes
    /// a screenshot taken when idle.
    func reportIdleIfDone() {
        guard isIdle else {
            isSettled = false
            return
        }
        guard !isSettled else { return }
        isSettled = true
        status("tactile: idle (\(framesPresented) frames presented)")
        onSettle?()
        guard !reportedIdle else { return }
        reportedIdle = true
        onIdle?()
        screenshot?.settled(framesPresented: framesPresented)
    }

    func status(_ line: String) {
        if printsStatus { Console.info(line) }
    }
}
