/// Counters a `RunLoop` keeps so its behaviour can be measured: how often it woke up, how many
/// frames it ran, how often it re-armed its one timer.
public struct RunLoopStatistics: Equatable, Sendable {
    /// Returns from `poll()` (in virtual time: steps), the number the idle-wakeup budget is about.
    public var wakeups = 0
    /// Passes through input, timers, animation and drawing (one per wakeup).
    public var passes = 0
    /// Animation frames ticked by the frame clock.
    public var frames = 0
    /// Frame-clock deadlines skipped because the loop woke too late for them.
    public var droppedFrames = 0
    /// Calls of the frame callback (`RunLoop.onFrame`): animation frames plus requested redraws.
    public var framesDrawn = 0
    /// Timer handlers run.
    public var timersFired = 0
    /// Times the timerfd was armed at a new deadline.
    public var timerArmings = 0
    /// Times the timerfd was disarmed because nothing was left to wait for.
    public var timerDisarmings = 0

    /// Creates counters that are all zero.
    public init() {}
}
