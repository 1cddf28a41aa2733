import TactilePlatform
import TactileSystem

/// A timer on the application's run loop (UIKit's `Timer`): fires once after a delay, or
/// repeatedly, until invalidated. Nothing polls: the loop sleeps until the earliest timer.
/// Make one with `ScreenSession.scheduledTimer(after:repeating:mode:_:)`.
public final class Timer {
    /// The loop it is scheduled on. A timer may outlive its session (an app's view released after
    /// the application): then it does nothing, and invalidating it is harmless.
    @Unowned private var runLoop: RunLoop
    private let loopLifetime: RunLoopLifetime
    private var id: TimerID?
    /// When the timer fires next; meaningful while it is valid.
    private(set) var fireDate = Instant.zero
    /// What the timer runs, kept so a suspended timer can be scheduled again.
    private var fire: (() -> Void)?
    /// The time between firings of a repeating timer; nil for a one-shot timer.
    public let repeatInterval: Interval?
    /// The run-loop modes it fires in: `.default` waits while a scroll view tracks (`RunLoopMode`).
    public let mode: RunLoopMode
    /// Whether `invalidate()` was called: a firing held back by tracking is then dropped.
    private(set) var isInvalidated = false
    /// Whether a firing is held back by tracking (`ScreenSession.hold`): the timer is still valid.
    var isHeld = false
    /// Whether its app went to the background while a firing was held: it waits for the app.
    private(set) var isSuspendedWhileHeld = false

    init(runLoop: RunLoop, repeatInterval: Interval?, mode: RunLoopMode = .default) {
        self.runLoop = runLoop
        loopLifetime = runLoop.lifetime
        self.repeatInterval = repeatInterval
        self.mode = mode
    }

    func schedule(at deadline: Instant, _ fire: @escaping () -> Void) {
        self.fire = fire
        fireDate = deadline
        // The loop keeps the timer (through this closure) until it fires for the last time or is
        // invalidated, as a run loop retains its timers in UIKit: an app may drop the result.
        id = runLoop.addTimer(at: deadline, repeating: repeatInterval) {
            // A one-shot timer is spent before its block runs, so the block sees it invalid.
            if let interval = self.repeatInterval { self.fireDate = self.fireDate + interval } else { self.id = nil }
            fire()
            // A spent one-shot timer lets go of its block: the block may hold the timer (the
            // application's does), and the two would keep each other alive forever.
            if self.repeatInterval == nil, self.id == nil { self.fire = nil }
        }
    }

    /// Takes a valid timer off the run loop, returning how long it had left to wait; nil when it
    /// was not valid. `resume(after:)` puts it back (a suspended application's timers).
    package func suspend(now: Instant) -> Interval? {
        if isHeld && !isInvalidated {
            isSuspendedWhileHeld = true
            return .zero
        }
        guard isValid, let id else { return nil }
        runLoop.cancelTimer(id)
        self.id = nil
        return fireDate > now ? fireDate - now : .zero
    }

    /// Schedules a suspended timer again, to fire `remaining` after `now`.
    package func resume(after remaining: Interval, now: Instant) {
        if isSuspendedWhileHeld {
            // The held firing is released with the others once nothing tracks.
            isSuspendedWhileHeld = false
            return
        }
        guard let fire, id == nil else { return }
        schedule(at: now + remaining, fire)
    }

    /// Whether the timer will still fire.
    public var isValid: Bool {
        if isHeld { return !isInvalidated }
        guard let id, !loopLifetime.hasEnded else { return false }
        return runLoop.isPending(id)
    }

    /// Stops the timer; it never fires again. Invalidating twice does nothing.
    public func invalidate() {
        if let id, !loopLifetime.hasEnded { runLoop.cancelTimer(id) }
        id = nil
        fire = nil
        isInvalidated = true
    }
}
