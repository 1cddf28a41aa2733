import TactileCore
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// Runs an app: what every Tactile program needs, so that an app only builds views.
///
/// The host of one `ScreenSession` (TactileCore: the screen, its windows, the animator, touches,
/// keys, timers and frames). The application opens what the command line and the environment
/// ask for: the display (a framebuffer, else a DRM device, else a desktop window, else memory:
/// `RuntimeOptions.display`), every input source (evdev touchscreens and key devices with
/// hotplug, replayed recordings, the desktop pointer), the console's text mode and terminal
/// switches, signals, and `--screenshot`'s picture (taken once idle, or after a time or a
/// number of frames; headless, in virtual time). What an app uses of the session it forwards.
///
/// ```swift
/// let app = Application()
/// let label = Label(frame: Rect(x: 20, y: 20, width: 300, height: 40))
/// label.text = "Hello"
/// app.window.addSubview(label)
/// app.run()
/// ```
///
/// A display backend is added here alone: its case in `DisplayChoice`, its `--display` spelling in
/// `RuntimeOptions.parseDisplay` and its opening in `OpenedDisplay` (Sources/Tactile/Runtime) and its type in TactilePlatform; the kit never names one.
public final class Application: ScreenHost {
    /// The runtime's options (command line and environment) the application was made with.
    public let options: RuntimeOptions
    /// The UI the application hosts: screen, windows, animator, touches, keys, timers, frames.
    public let session: ScreenSession
    /// The one event loop: input, timers, the frame clock and signals.
    package var runLoop: RunLoop { session.runLoop }
    /// Where the picture goes.
    package var display: Display { openedDisplay.display }
    /// The program's name, which begins every message and status line (the executable's).
    public var programName: String { session.programName }
    /// The exit status `run()` ends with: 1 after a failed screenshot, or what `stop(status:)` set.
    public private(set) var exitStatus: Int32 = 0
    /// Called after each frame was presented (`tactile soak` compares it with a full redraw).
    package var onFramePresented: (() -> Void)?

    private let openedDisplay: OpenedDisplay
    private var console: GraphicsConsole?
    var inputs: InputSources?
    #if TACTILE_DESKTOP
        private var pointer: PointerInput?
    #endif
    /// `--screenshot`'s picture and the moment it is taken; nil without one.
    var screenshot: ScreenshotMode?
    private(set) var isRunning = false
    /// Set when the run ended because its replays left it held for ever (`replaysEnded()`),
    /// which said so in its own line.
    var replayCouldNotGoOn = false

    // MARK: Making one

    /// The application for this process's command line and environment, knowing the app's own
    /// `options` besides the runtime's. Pixels per point: `--scale`, else the panel's density
    /// when the kernel gives its size (`PanelSize.pointScale(pixelWidth:pixelHeight:)`), else 1;
    /// an app lays out for the points it gets (`Screen.size`, `View.traitCollection`). A program's top level
    /// convenience: when the application cannot start (a wrong option, `--help`, a display that
    /// does not open), it prints why and ends the process with the error's `exitStatus` (2, 0,
    /// 1). Programs that handle that themselves use `init(arguments:options:)`.
    @export(interface)
    public convenience init(options: [ApplicationOption] = []) {
        do throws(ApplicationError) {
            try self.init(arguments: ProcessEnvironment.arguments(), options: options)
        } catch {
            error.report()
            ProcessEnvironment.exit(error.exitStatus)
        }
    }

    /// The application for `arguments` (a command line without the program's name) and the
    /// process's environment, as `init(options:)`, but reporting why it cannot start
    /// to the caller.
    @export(interface)
    public convenience init(arguments: [String], options: [ApplicationOption] = []) throws(ApplicationError) {
        let runtimeOptions: RuntimeOptions
        do throws(OptionsError) {
            runtimeOptions = try RuntimeOptions(arguments: arguments, applicationOptions: options)
        } catch {
            throw .options(error)
        }
        try self.init(runtimeOptions: runtimeOptions)
    }

    /// An application with `runtimeOptions` (see `init(options:)`). `clock` replaces
    /// the default: the monotonic clock, or a virtual one for a headless screenshot.
    @export(interface)
    public init(runtimeOptions: RuntimeOptions, clock: Clock? = nil) throws(ApplicationError) {
        options = runtimeOptions
        let name = ProcessEnvironment.programName()
        openedDisplay = try OpenedDisplay.open(runtimeOptions, title: name)
        let display = openedDisplay.display
        if openedDisplay.isPanel {
            let console = GraphicsConsole()
            if let problem = console.problem { Console.error(problem) }
            self.console = console
        }
        // A headless screenshot runs in virtual time: the picture is the same however fast the
        // machine is, and no real waiting happens.
        let virtualTime =
            display is HeadlessDisplay && (runtimeOptions.screenshotPath != nil || runtimeOptions.accessibilityInspection != nil)
        let runLoop: RunLoop
        do throws(RunLoopError) {
            runLoop = try RunLoop(
                clock: clock ?? (virtualTime ? VirtualClock() : MonotonicClock()),
                frameInterval: display.refreshInterval)
        } catch {
            throw .runLoop(error)
        }
        let scale =
            runtimeOptions.scale ?? display.panelSize?.pointScale(pixelWidth: display.width, pixelHeight: display.height) ?? 1
        session = ScreenSession(runLoop: runLoop, display: display, scale: scale, programName: name)
        session.logsLatency = runtimeOptions.logsLatency
        session.attach(host: self)
        if case .drm(let drm) = openedDisplay {
            drm.attach(to: runLoop) { line in Console.info(name + ": " + line) }
            // Another terminal may take the screen: DRM master goes with it and comes back.
            console?.handleSwitches(
                in: runLoop, release: { drm.suspend() },
                acquire: { [loop = Unowned(runLoop)] in
                    drm.resume()
                    loop.object.setNeedsFrame()
                })
        }
        for signal in ProcessEnvironment.terminationSignals {
            do throws(RunLoopError) { try runLoop.stop(onSignal: signal) } catch {
                Console.error(error.message)
            }
        }
        session.drawsFramesOnRunLoop()
        screenshot = ScreenshotMode(options: runtimeOptions, display: display, runLoop: runLoop) { [owner = Unowned(self)] line in
            owner.object.session.status(line)
        }
        session.onFramePresented = Unowned(self).callback { owner, count in
            owner.onFramePresented?()
            owner.screenshot?.framePresented(count: count)
        }
        session.onFirstIdleForHost = Unowned(self).callback { owner, count in
            owner.screenshot?.settled(framesPresented: count)
            if let inspection = owner.options.accessibilityInspection { owner.runAccessibilityInspection(inspection) }
        }
        session.hostIsBusy = Unowned(self).callback { owner in owner.inputs?.isReplaying == true }
        if let mode = runtimeOptions.accessibility {
            session.accessibilityMode = mode
        }
        // An inspection's lines are the output: no status lines among them.
        if runtimeOptions.accessibilityInspection != nil { session.printsStatus = false }
        if let appearance = runtimeOptions.appearance {
            session.setAppearance(appearance, animated: false)
        }
    }

    // MARK: The session, for the app

    /// The display's screen in points (its scale: pixels per point).
    public var screen: Screen { session.screen }
    /// The main window, at the normal level, key and visible from the start.
    public var window: Window { session.window }
    /// The animator of every view of the application: `View.animate` opens its blocks here.
    public var animator: Animator { session.animator }
    /// The stages touches pass through (`ScreenSession.touchPipeline`).
    public var touchPipeline: TouchPipeline { session.touchPipeline }
    /// Delivers touches to the views of the screen's windows.
    public var touchDispatcher: TouchDispatcher { session.touchDispatcher }
    /// Hardware key presses, long presses and double presses.
    public var keyGestures: KeyGestureRecognizer { session.keyGestures }
    /// Frames presented so far.
    public var framesPresented: Int { session.framesPresented }
    /// The touch-to-present latency of the latest frames that showed touches.
    public var inputLatency: InputLatency { session.inputLatency }
    /// Called each time the application becomes idle (`ScreenSession.onSettle`).
    public var onSettle: (() -> Void)? {
        get { session.onSettle }
        set { session.onSettle = newValue }
    }
    /// Called once, the first time the application becomes idle (`ScreenSession.onIdle`).
    public var onIdle: (() -> Void)? {
        get { session.onIdle }
        set { session.onIdle = newValue }
    }
    /// Called at each frame with the frame's time (`ScreenSession.onFrame`).
    public var onFrame: ((Instant) -> Void)? {
        get { session.onFrame }
        set { session.onFrame = newValue }
    }
    /// Whether status lines are printed on standard output (`ScreenSession.printsStatus`).
    public var printsStatus: Bool {
        get { session.printsStatus }
        set { session.printsStatus = newValue }
    }
    /// The screen reader, while `accessibilityMode` is not `.off`.
    public var screenReader: ScreenReader? { session.screenReader }
    /// What the screen reader does (`ScreenSession.accessibilityMode`).
    public var accessibilityMode: AccessibilityMode {
        get { session.accessibilityMode }
        set { session.accessibilityMode = newValue }
    }
    /// The screen reader's preferences (`ScreenSession.screenReaderSettings`).
    public var screenReaderSettings: ScreenReaderSettings {
        get { session.screenReaderSettings }
        set { session.screenReaderSettings = newValue }
    }
    /// Where the screen reader's speech and cues are heard (`ScreenSession.speechOutput`).
    public var speechOutput: SpeechOutput? {
        get { session.speechOutput }
        set { session.speechOutput = newValue }
    }
    /// Called after `accessibilityMode` changed (`ScreenSession.onAccessibilityModeChange`).
    public var onAccessibilityModeChange: (() -> Void)? {
        get { session.onAccessibilityModeChange }
        set { session.onAccessibilityModeChange = newValue }
    }
    /// Whether nothing is left to do (`ScreenSession.isIdle`; replays with events left count).
    public var isIdle: Bool { session.isIdle }
    /// `.tracking` while a scroll view is dragged or decelerates, else `.default`.
    public var runLoopMode: RunLoopMode { session.runLoopMode }

    /// A timer on the application's clock (`ScreenSession.scheduledTimer(after:repeating:mode:_:)`).
    @discardableResult
    public func scheduledTimer(
        after interval: Interval, repeating: Interval? = nil, mode: RunLoopMode = .default,
        _ block: @escaping (Timer) -> Void
    ) -> Timer {
        session.scheduledTimer(after: interval, repeating: repeating, mode: mode, block)
    }

    /// Runs `handler` each time hardware `key` performs `gesture` (`ScreenSession.addKeyAction`).
    public func addKeyAction(for key: HardwareKey, gesture: KeyGesture, _ handler: @escaping () -> Void) {
        session.addKeyAction(for: key, gesture: gesture, handler)
    }

    /// Delivers key records (`ScreenSession.handleKeys(_:)`).
    public func handleKeys(_ records: [KeyRecord]) { session.handleKeys(records) }

    /// Passes touch records through the pipeline (`ScreenSession.handleTouches(_:)`).
    public func handleTouches(_ records: [TouchRecord]) { session.handleTouches(records) }

    // MARK: Options

    /// The value given for one of the application's own options, nil when it was not given.
    public func value(of option: String) -> String? {
        options.applicationValues[option]
    }

    /// Whether one of the application's own flags was given.
    public func isSet(_ flag: String) -> Bool {
        options.applicationFlags.contains(flag)
    }

    /// `--accessibility MODE` or `TACTILE_ACCESSIBILITY`, nil when neither was given.
    public var startupAccessibilityMode: AccessibilityMode? { options.accessibility }

    /// `--appearance` or `TACTILE_APPEARANCE`, nil when neither was given.
    public var startupAppearance: AppearancePreference? { options.appearance }

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
            session.status("\(programName): drm: " + drm.flipReport)
        }
        if let console, console.isActive {
            console.restore()
            session.status("\(programName): console restored to text mode")
        }
        return exitStatus
    }

    /// Ends `run()` after the current pass with `status`.
    public func stop(status: Int32 = 0) {
        exitStatus = status
        runLoop.stop()
    }

    // MARK: Input

    /// How far the loop's clock is behind the time recorded in the replayed recordings (the
    /// earliest one's first event happens when `run` starts): add it to a timestamp to get the
    /// recording's own time, as `tactile debug-touches` prints it. Zero without replays.
    package var replayTimeOffset: Interval { inputs?.replayTimeOffset ?? .zero }

    /// Opens the input asked for; false when a replay was asked for and cannot be read (its
    /// error already printed): the run ends with status 1.
    private func startInput() -> Bool {
        // What the user asked for, else every touchscreen and key device on a real screen.
        var selections = options.inputs
        if selections.isEmpty, openedDisplay.isPanel { selections = [.automatic] }
        if !selections.isEmpty {
            inputs = InputSources(
                selections: selections, size: screen.size, loop: runLoop,
                configurationPath: options.inputConfigurationPath, defaultRotation: options.rotation)
            if inputs == nil && selections.contains(where: { $0.isReplay }) { return false }
            // Turned since start (Settings, before running): the touches turn as much.
            inputs?.displayTurned(by: display.rotation.difference(from: options.rotation), screen: screen.size)
            inputs?.onTouches = Unowned(session).callback { session, records in session.handleTouches(records) }
            inputs?.onKeys = Unowned(session).callback { session, records in session.handleKeys(records) }
            inputs?.onDevicesGone = Unowned(session).callback { session, ids in session.handleDevicesGone(ids) }
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
            let pointer = PointerInput(
                pixelWidth: window.width, pixelHeight: window.height, size: screen.size,
                clock: runLoop.clock)
            pointer.onTouches = Unowned(session).callback { session, records in session.handleTouches(records) }
            window.onPointer = { event in pointer.handle(event) }
            pointer.onKeys = Unowned(session).callback { session, records in session.handleKeys(records) }
            window.onKey = { event in pointer.handle(event) }
            let toPoints = Point(x: screen.size.width / Double(max(1, window.width)), y: screen.size.height / Double(max(1, window.height)))
            window.onScroll = Unowned(session).callback { session, x, y, dx, dy in
                let point = Point(x: (Double(x) + 0.5) * toPoints.x, y: (Double(y) + 0.5) * toPoints.y)
                guard let (view, _) = session.touchDispatcher.hitView(at: point) else { return }
                ScrollView.scrollWheel(from: view, by: Point(x: Double(dx), y: Double(dy)))
                session.setNeedsFrameIfChanged()
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
}
