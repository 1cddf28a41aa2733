import Platform

/// A timer on the application's run loop (UIKit's `Timer`): fires once after a delay, or
/// repeatedly, until invalidated. Nothing polls: the loop sleeps until the earliest timer.
/// Make one with `Application.scheduledTimer(after:repeating:_:)`.
public final class Timer {
    private unowned(unsafe) let runLoop: RunLoop
    private var id: TimerID?
    /// The time between firings of a repeating timer; nil for a one-shot timer.
    public let repeatInterval: Interval?

    init(runLoop: RunLoop, repeatInterval: Interval?) {
        self.runLoop = runLoop
        self.repeatInterval = repeatInterval
    }

    func schedule(at deadline: Instant, _ fire: @escaping () -> Void) {
        // The loop keeps the timer (through this closure) until it fires for the last time or is
        // invalidated, as a run loop retains its timers in UIKit: an app may drop the result.
        id = runLoop.addTimer(at: deadline, repeating: repeatInterval) {
            // A one-shot timer is spent before its block runs, so the block sees it invalid.
            if self.repeatInterval == nil { self.id = nil }
            fire()
        }
    }

    /// Whether the timer will still fire.
    public var isValid: Bool {
        guard let id else { return false }
        return runLoop.isPending(id)
    }

    /// Stops the timer; it never fires again. Invalidating twice does nothing.
    public func invalidate() {
        if let id { runLoop.cancelTimer(id) }
        id = nil
    }
}
