import TactileInput
import TactilePlatform
import TactileSystem

/// The UI of one display, without the device: the screen and its main `window`, the animator,
/// the touch pipeline and its dispatcher, key routing, timers with their run-loop modes, the
/// screen reader, and the frames. Each frame that changed something lays out, draws,
/// composites and presents only the damage (`frame(on:)`); when nothing moves the run loop
/// sleeps with no timer armed.
///
/// A session is made with a run loop and an abstract `Display`, and names no backend, input
/// device or option: a host opens those and feeds the session (`handleTouches(_:)`,
/// `handleKeys(_:)`). `Application` of the Tactile module is the host of every Tactile
/// program; tests and tools may make sessions of their own on a headless display.
///
/// Views reach their session through their window (`View.session`, `Window.session`). The
/// session made last on a thread, while it lives, is that thread's `current` one: the animator
/// `View.animate` opens its blocks on and the reader `Accessibility.post` tells, as UIKit's
/// animation blocks and notifications go to the thread's run loop.
public final class ScreenSession {
    /// The run loop of the session's input, timers and frames.
    package let runLoop: RunLoop
    /// Where the picture goes.
    package let display: Display
    /// The display's screen in points (its scale: pixels per point).
    public let screen: Screen
    /// The main window, at the normal level, key and visible from the start, white until the app
    /// sets another background.
    public let window: Window
    /// The animator of every view of the session, ticking on its run loop: `View.animate` opens
    /// its blocks here.
    public let animator: Animator
    /// The stages touches pass through; the session's windows are the last stage
    /// (`touchDispatcher`). The launcher and accessibility add theirs in front.
    public let touchPipeline: TouchPipeline
    /// Delivers touches to the views of the screen's windows.
    public let touchDispatcher: TouchDispatcher
    /// Turns hardware key presses into presses, long presses and double presses
    /// (`addKeyAction(for:gesture:_:)`).
    public let keyGestures: KeyGestureRecognizer
    /// The name the session's status lines begin with: the program's.
    public let programName: String
    /// What the host gives the kit beyond the screen (its options, the panel's rotation, the
    /// touch calibration); nil for a session without one (tests, tools).
    public var host: ScreenHost? { hostReference }
    @Unowned private var hostReference: ScreenHost?
    /// Frames presented so far.
    public internal(set) var framesPresented = 0
    /// The touch-to-present latency of the latest frames that showed touches (`--log-latency`
    /// prints each as it comes).
    public internal(set) var inputLatency = InputLatency()
    /// Whether each touch-to-present latency is printed as it is measured (`--log-latency`).
    package var logsLatency = false
    /// Called each time the session becomes idle (`isIdle`), after the first frame: tools that
    /// end once a replay has played and everything settled stop here.
    public var onSettle: (() -> Void)?
    /// Called once, the first time the session becomes idle (after the first frame).
    public var onIdle: (() -> Void)?
    /// Called at each frame with the frame's time, after animations advanced and before the
    /// screen is drawn (tools that follow motion frame by frame: `tactile debug-scroll`).
    public var onFrame: ((Instant) -> Void)?
    /// Whether the session prints its status lines on standard output (first frame, idle).
    /// Tools whose own output goes there turn it off.
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
    /// of the TactileSpeech module when the reader turns on); nil: nowhere, the reader's events only.
    public var speechOutput: SpeechOutput? {
        didSet { screenReader?.speechOutput = speechOutput }
    }
    /// The system appearance (`appearance = …` in the launcher's settings, `--appearance`):
    /// light, dark or by the time of day (`wallClock`). Setting it restyles every window,
    /// cross-faded (`Screen.setUserInterfaceStyle(_:animated:)`); `setAppearance(_:animated:)`
    /// with `animated` false changes it without the fade.
    public var appearance: AppearancePreference {
        get { appearancePreference }
        set { setAppearance(newValue, animated: true) }
    }
    var appearancePreference = AppearancePreference.light
    /// The timer that changes an `automatic` appearance at the next 07:00 or 19:00.
    var appearanceTimer: Timer?
    /// Called after `appearance` was set to a different preference (the launcher saves it).
    public var onAppearanceChange: (() -> Void)?
    /// The local time of day, for an `automatic` appearance and the apps' clocks; the system's
    /// unless the program fixes it (the launcher's `--time`).
    public var wallClock = WallClock.system()

    /// Called after `accessibilityMode` changed and its reader was made (whoever prints or
    /// speaks the reader's events sets them up again here).
    public var onAccessibilityModeChange: (() -> Void)?
    /// Called after each frame was presented, with the number presented so far (the host's
    /// screenshot after N frames; `tactile soak` compares the frame with a full redraw).
    package var onFramePresented: ((Int) -> Void)?
    /// Called the first time the session is idle, after `onIdle` (the host's idle screenshot).
    package var onFirstIdleForHost: ((Int) -> Void)?
    /// Whether the host still has work that keeps the session from being idle (replays with
    /// events left).
    package var hostIsBusy: () -> Bool = { false }

    /// The timestamp of the oldest touch handled since the last present that left something to
    /// draw: the next present shows it.
    var oldestUnshownTouch: Instant?
    /// Where key records go (Events/KeyRouter.swift).
    private let keys: KeyRouter
    /// One-shot timers scheduled and perhaps not yet fired: the session is not idle while one
    /// is pending (repeating timers never end, so they do not count).
    private var pendingOneShotTimers: [Timer] = []
    /// Scroll views that were dragged or decelerating when last looked at (`runLoopMode`).
    var trackingScrollViews: [ScrollView] = []
    /// Timers of the default mode that came due while tracking, with their blocks.
    var heldTimers: [(timer: Timer, block: (Timer) -> Void)] = []
    private var reportedIdle = false
    /// Whether "idle" was printed since the last frame that was not the end of the activity.
    private var isSettled = false

    // MARK: Making one

    /// A session drawing on `display` and running on `runLoop`, at `scale` pixels per point
    /// (the host's choice: `--scale`, else the panel's density). `host`: whoever opened the
    /// display (kept unowned: the host owns the session). The session becomes the thread's
    /// `current` one.
    public init(
        runLoop: RunLoop, display: Display, scale: Double = 1, programName: String = "tactile",
        host: ScreenHost? = nil
    ) {
        self.runLoop = runLoop
        self.display = display
        self.programName = programName
        animator = Animator()
        screen = Screen(pixelWidth: display.width, pixelHeight: display.height, scale: scale, animator: animator)
        window = Window(screen: screen)
        // White, as an empty app screen on a phone: black text on it shows from the first line.
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        touchPipeline = TouchPipeline()
        touchPipeline.clock = runLoop.clock
        touchDispatcher = TouchDispatcher(screen: screen, animator: animator)
        touchDispatcher.runLoop = runLoop
        touchPipeline.add(touchDispatcher)
        keyGestures = KeyGestureRecognizer(runLoop: runLoop)
        keys = KeyRouter(screen: screen, keyGestures: keyGestures)
        hostReference = host
        animator.attach(to: runLoop)
        screen.session = self
        ScreenSession.currentSlot.set(self)
    }

    deinit {
        if ScreenSession.current === self { ScreenSession.currentSlot.set(nil) }
    }

    /// The session made last on this thread that still lives; nil on a thread without one (a
    /// tool drawing views itself), where animation blocks apply their changes at once.
    public static var current: ScreenSession? { currentSlot.object }
    nonisolated(unsafe) private static let currentSlot = ThreadLocalReference<ScreenSession>()

    private func accessibilityModeDidChange() {
        if let reader = screenReader {
            reader.tearDown()
            touchPipeline.remove(reader.stage)
            screenReader = nil
        }
        touchDispatcher.gestureMode = accessibilityMode == .off ? .normal : .accessibility
        if accessibilityMode != .off {
            let reader = ScreenReader(session: self, mode: accessibilityMode)
            reader.settings = screenReaderSettings
            reader.speechOutput = speechOutput
            addBeforeDispatcher(reader.stage)
            screenReader = reader
        }
        updateLargerTouchTargets()
        onAccessibilityModeChange?()
    }

    /// Puts `stage` in the pipeline just before the session's windows (after the launcher's
    /// stages and any stage of the reader's added before).
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
            let stage = LargerTouchTargetsStage(session: self)
            addBeforeDispatcher(stage)
            largerTouchTargets = stage
        }
    }

    /// Makes `host` the session's (`Application` does, once it is made: it owns the session).
    package func attach(host: ScreenHost) { hostReference = host }

    // MARK: Time

    /// Now on the session's clock: the monotonic clock, or virtual time in a headless screenshot.
    public var now: Instant { runLoop.clock.now() }

    /// The session's clock (`now`), for what keeps time of its own (a replay, a wall clock).
    public var clock: Clock { runLoop.clock }

    /// Frames the run loop could not draw in time since its statistics were last reset.
    public var droppedFrames: Int { runLoop.statistics.droppedFrames }

    /// What the picture is shown on, as the first frame's status line names it ("fbdev
    /// /dev/fb0 800x480 XRGB8888", "headless 800x480").
    public var displayDescription: String { display.modeDescription }

    /// Whether the session runs in virtual time (a headless screenshot, a replay tool).
    public var isVirtualTime: Bool { runLoop.clock.virtualClock != nil }

    /// Calls `tick` at every frame with the frame's time while it returns true or until the
    /// link is invalidated (UIKit's `CADisplayLink`). The run loop keeps frames coming while a
    /// link is live: keep one only while something moves.
    public func addDisplayLink(_ tick: @escaping (Instant) -> Bool) -> DisplayLink {
        DisplayLink(runLoop: runLoop, tick: tick)
    }

    /// Whether nothing is left to do: nothing animates or waits to be drawn, no finger is down,
    /// no key gesture is undecided, no one-shot timer is pending and the host has nothing left
    /// (replayed events), after the first frame.
    public var isIdle: Bool {
        !runLoop.isAnimating && !screen.needsFrame && !touchPipeline.hasActiveTouches && !keyGestures.isPending
            && screenReader?.isPending != true
            && !hostIsBusy() && framesPresented > 0 && !pendingOneShotTimers.contains { $0.isValid }
            && !hasHeldTimersToFire
    }

    // MARK: Timers

    /// A timer firing `block` after `interval`, then every `repeating` when given, until
    /// invalidated (UIKit's `Timer.scheduledTimer`). It runs on the session's clock: in a
    /// headless screenshot, virtual time. `mode`: `.default` (the default) holds the timer back
    /// while a scroll view is dragged or decelerating (`RunLoopMode`); `.common` fires it then too.
    @discardableResult
    public func scheduledTimer(
        after interval: Interval, repeating: Interval? = nil, mode: RunLoopMode = .default,
        _ block: @escaping (Timer) -> Void
    ) -> Timer {
        let timer = Timer(runLoop: runLoop, repeatInterval: repeating, mode: mode)
        // Not the timer itself: it keeps this block, and the run loop keeps it while pending (a
        // suspended one is kept by its holder, `HostedApp`), so holding it here would be a cycle.
        timer.schedule(at: runLoop.clock.now() + interval) { [owner = Unowned(self), timer = Unowned(timer)] in
            let (session, timer) = (owner.object, timer.object)
            switch timer.mode {
            case .default where !session.trackingScrollViews.isEmpty && session.runLoopMode == .tracking:
                // Fires once tracking ends; later firings missed meanwhile coalesce into it.
                session.hold(timer, block)
                return
            case .tracking where session.trackingScrollViews.isEmpty || session.runLoopMode != .tracking:
                // Only while tracking: a firing that comes due otherwise is skipped.
                return
            default:
                break
            }
            block(timer)
            session.setNeedsFrameIfChanged()
            // A spent one-shot timer may have been what kept the session from being idle.
            session.runLoop.setNeedsFrame()
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
        keyGestures.addAction(
            for: key, gesture: gesture,
            Unowned(self).callback { owner, _ in
                handler()
                owner.setNeedsFrameIfChanged()
            })
    }

    /// Delivers key records: to the key window's responder chain as presses (from its first
    /// responder, else the window itself), to the key gestures and to the text being edited
    /// (`KeyRouter`). Input devices call this; tests and tools may too.
    public func handleKeys(_ records: [KeyRecord]) {
        catchUpWithWallClock()
        keys.handle(records)
        setNeedsFrameIfChanged()
    }

    /// Input devices went away (unplugged, or a replay ended): keys they held down are released
    /// as cancelled presses, and undecided key gestures are dropped.
    public func handleDevicesGone(_ deviceIDs: [Int]) {
        if keys.devicesGone(deviceIDs, now: runLoop.clock.now()) { runLoop.setNeedsFrame() }
    }

    // MARK: Touches

    /// Passes touch records (screen points, on the session's clock) through the pipeline.
    /// Input devices call this; tests and tools may too.
    public func handleTouches(_ records: [TouchRecord]) {
        // Hit-testing must see the views where the next frame will show them: a view waiting for
        // its layout (a screen built a moment ago, before its first frame) has no frames yet.
        catchUpWithWallClock()
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

    // MARK: The host

    /// The value given for one of the program's own options (`ScreenHost.value(of:)`); nil when
    /// it was not given or the session has no host.
    public func value(of option: String) -> String? { host?.value(of: option) }

    /// Whether one of the program's own flags was given (`ScreenHost.isSet(_:)`).
    public func isSet(_ flag: String) -> Bool { host?.isSet(flag) ?? false }

    /// Runs the host until the program is stopped (`ScreenHost.run()`).
    public func run() -> Never {
        guard let host else { preconditionFailure("a session without a host cannot run") }
        host.run()
    }

    /// Turns the picture, and through the host the touches (`ScreenHost.setRotation(_:)`); a
    /// session without a host turns only its display. False when the display cannot turn.
    @discardableResult
    public func setRotation(_ newRotation: DisplayRotation) -> Bool {
        if let host { return host.setRotation(newRotation) }
        return turnDisplay(to: newRotation)
    }

    // MARK: Rotation

    /// How the picture is turned on the panel, clockwise.
    public var rotation: DisplayRotation { display.rotation }

    /// Turns the picture (Settings: Display): the display turns, the screen takes its new size in
    /// points (windows covering it follow and lay out again) and everything is drawn again.
    /// Returns false, changing nothing, when the display cannot turn (a desktop window). The host
    /// turns its touches as much (`Application.setRotation(_:)`).
    package func turnDisplay(to newRotation: DisplayRotation) -> Bool {
        guard newRotation != display.rotation else { return true }
        guard display.setRotation(newRotation) else { return false }
        screen.resize(to: Size(width: Double(display.width) / screen.scale, height: Double(display.height) / screen.scale))
        screen.setNeedsFullRedraw()
        runLoop.setNeedsFrame()
        return true
    }

    // MARK: Frames

    /// Asks for a frame when something on screen waits for one.
    package func setNeedsFrameIfChanged() {
        if screen.needsFrame { runLoop.setNeedsFrame() }
    }

    /// Asks the run loop for a frame.
    public func setNeedsFrame() { runLoop.setNeedsFrame() }

    /// Prints "NAME: idle (N frames presented)" each time the session settles (tools measure the
    /// cost of what happened in between by it); the first time also calls `onIdle`.
    func reportIdleIfDone() {
        guard isIdle else {
            isSettled = false
            return
        }
        guard !isSettled else { return }
        isSettled = true
        status("\(programName): idle (\(framesPresented) frames presented)")
        onSettle?()
        guard !reportedIdle else { return }
        reportedIdle = true
        onIdle?()
        onFirstIdleForHost?(framesPresented)
    }

    /// Prints a status line on standard output unless `printsStatus` is off.
    package func status(_ line: String) {
        if printsStatus { Console.info(line) }
    }
}
