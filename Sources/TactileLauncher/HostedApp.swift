import TactileCore
import TactileImages
import TactilePlatform
import TactileRaster
import TactileSystem

/// One application run by the `Launcher`: its window while it runs, its state and the callbacks
/// of its life. Several live in one device program; one at a time is in the foreground.
///
/// An app builds its views in its registration's `launch` closure, into `window`, and may keep
/// what it needs alive in `content`. Leaving the screen suspends it: its window leaves the
/// screen (no frames, no touches), its running animations end at their final values and its
/// timers made with `scheduledTimer(after:repeating:_:)` stop the clock until it returns.
public final class HostedApp {
    /// How the app was registered.
    public let registration: AppRegistration
    /// The app's name.
    public var name: String { registration.name }
    /// Where the app is in its life.
    public internal(set) var state: AppState = .notRunning
    /// The app's window while it runs (`.normal` level, at `Launcher.appFrame`: the screen
    /// below the status bar; white); nil when it is not running.
    public private(set) var window: Window!
    /// Anything the app keeps alive while it runs (its controller, its model); dropped when it is
    /// terminated.
    public var content: AnyObject?

    /// Called when the app leaves the screen (the home screen, another app, the app strip's
    /// choice). Save what must survive a termination here.
    public var onEnterBackground: (() -> Void)?
    /// Called when the app comes back to the screen after being in the background (restart
    /// repeating animations here).
    public var onEnterForeground: (() -> Void)?
    /// Called when the app is terminated (closed from the app strip, or under memory pressure
    /// while in the background), before its window goes.
    public var onTerminate: (() -> Void)?
    /// Called when the device is short of memory: release caches and whatever can be rebuilt.
    /// Background apps hear it first; if memory stays over budget the least recently used
    /// background app is terminated.
    public var onLowMemory: (() -> Void)?

    @Unowned private(set) var launcher: Launcher
    /// Increases each time the app comes to the foreground: the most recent has the largest.
    var lastActivation = 0
    /// The timers the app made, with the time left of those suspended with it.
    private var timers: [(timer: Timer, suspendedRemaining: Interval?)] = []

    init(registration: AppRegistration, launcher: Launcher) {
        self.registration = registration
        self.launcher = launcher
    }

    /// Whether the app is running (in the foreground or the background).
    public var isRunning: Bool { state != .notRunning }

    // MARK: Timers

    /// A timer (see `ScreenSession.scheduledTimer(after:repeating:mode:_:)`) that belongs to this app:
    /// it does not fire while the app is in the background, and resumes with the time it had
    /// left when the app returns. It is invalidated when the app is terminated.
    @discardableResult
    public func scheduledTimer(
        after interval: Interval, repeating: Interval? = nil, mode: RunLoopMode = .default,
        _ block: @escaping (Timer) -> Void
    ) -> Timer {
        let timer = launcher.session.scheduledTimer(after: interval, repeating: repeating, mode: mode, block)
        timers.removeAll { !$0.timer.isValid && $0.suspendedRemaining == nil }
        timers.append((timer, nil))
        if state == .background { suspendTimers() }
        return timer
    }

    // MARK: Life (driven by the launcher)

    func makeWindow(on screen: Screen, frame: Rect) {
        let window = Window(screen: screen, frame: frame)
        window.backgroundColor = .systemBackground
        // The reader reads the app, not the home screen behind it; loose items go under its name.
        window.accessibilityContainerTitle = name
        window.accessibilityViewIsModal = true
        self.window = window
    }

    func suspendTimers() {
        let now = launcher.session.now
        for index in timers.indices where timers[index].suspendedRemaining == nil {
            timers[index].suspendedRemaining = timers[index].timer.suspend(now: now)
        }
        timers.removeAll { $0.suspendedRemaining == nil }
    }

    func resumeTimers() {
        let now = launcher.session.now
        for (timer, remaining) in timers {
            if let remaining { timer.resume(after: remaining, now: now) }
        }
        timers = timers.map { ($0.timer, nil) }
    }

    /// Ends the animations of every view of the window at their final values (completions told
    /// they finished): a suspended app must not keep the frame timer running, and it comes back
    /// looking as its animations would have left it.
    func endAnimations(using animator: Animator) {
        guard let window else { return }
        var stack: [View] = [window]
        while let view = stack.popLast() {
            animator.finishAnimations(of: ObjectIdentifier(view))
            stack.append(contentsOf: view.subviews)
        }
    }

    func dropEverything() {
        for (timer, _) in timers { timer.invalidate() }
        timers.removeAll()
        window?.removeFromScreen()
        window = nil
        content = nil
        onEnterBackground = nil
        onEnterForeground = nil
        onTerminate = nil
        onLowMemory = nil
    }
}
