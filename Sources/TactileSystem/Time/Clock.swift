import CTactileLinux

/// Where the run loop and everything animated get the time: one clock for the whole program,
/// injected so tests can run in virtual time.
///
/// A class rather than a protocol so it can be stored and passed without existentials in
/// Embedded Swift.
open class Clock {
    /// For subclasses: `Clock` has no time of its own, and they override `now()`.
    public init() {}

    /// The current time.
    open func now() -> Instant {
        fatalError("Clock.now() must be overridden")
    }

    /// The clock as a `VirtualClock` when it is one: the run loop then advances it instead of
    /// blocking. Overridden by `VirtualClock` only.
    open var virtualClock: VirtualClock? { nil }
}

/// The system's monotonic clock (CLOCK_MONOTONIC), the time base of the run loop's timerfd.
public final class MonotonicClock: Clock {
    public override init() {}

    public override func now() -> Instant {
        Instant(nanoseconds: tl_monotonic_ns())
    }
}

/// A clock that moves only when told: tests drive the run loop with it, without sleeping.
public final class VirtualClock: Clock {
    private var current: Instant

    /// A clock reading `start` until advanced.
    public init(start: Instant = .zero) {
        current = start
    }

    public override func now() -> Instant { current }

    public override var virtualClock: VirtualClock? { self }

    /// Moves the clock forward to `instant` (never backwards: an earlier instant is ignored).
    public func advance(to instant: Instant) {
        if instant > current { current = instant }
    }

    /// Moves the clock forward by `interval`.
    public func advance(by interval: Interval) {
        advance(to: current + interval)
    }
}
