import CTactileDRM
import CTactileLinux
import TactileSystem

/// Identifies a timer added to a `RunLoop`.
public struct TimerID: Hashable, Sendable {
    let value: Int
}

/// Identifies a file descriptor watched by a `RunLoop`.
public struct WatchID: Hashable, Sendable {
    let value: Int
}

/// Identifies an animation driven by a `RunLoop`'s frame clock.
public struct AnimationID: Hashable, Sendable {
    let value: Int
}

/// A run loop could not be set up.
public enum RunLoopError: Error, Equatable {
    /// The kernel refused a timerfd, a signalfd or a signal mask; `errno` says why.
    case systemCall(name: String, errno: Int32)

    /// One line for the person running the program.
    public var message: String {
        switch self {
        case let .systemCall(name, errno):
            return "run loop: \(name) failed: \(SystemErrorText.describe(errno))"
        }
    }
}

/// The program's one event loop: it blocks in `poll()` on the watched file descriptors (input),
/// one timerfd armed at the earliest deadline, and a signalfd.
///
/// Each wakeup runs one pass, in this order: file descriptor and signal handlers, due timers,
/// the animation tick (when the frame clock is due), then `onFrame` (layout, draw, composite,
/// present) when a frame was ticked or `setNeedsFrame()` was called.
///
/// One frame clock drives every animation at `frameInterval`, however many run: one timer
/// deadline per frame. When nothing animates and no timer is pending, the timerfd is disarmed
/// and the loop sleeps until a file descriptor becomes readable or a signal arrives: no wakeups.
///
/// With a `VirtualClock` the loop never blocks: instead of sleeping until the next deadline it
/// advances the clock to it (file descriptors are still polled, without waiting), so tests run
/// in virtual time.
public final class RunLoop {
    /// The loop's time source; timers, frames and animations all read it.
    public let clock: Clock
    /// Whether the loop still exists, for what may outlive it and must then leave it alone (a
    /// timer kept by a view released after its application): they hold this strongly.
    public let lifetime = RunLoopLifetime()
    /// The time between animation frames: the display's refresh interval.
    public var frameInterval: Interval {
        didSet { precondition(frameInterval.nanoseconds > 0, "the frame interval must be positive") }
    }
    /// Called at the end of a pass that ticked animations or had a frame requested, with the
    /// frame's time: lay out, draw, composite and present here.
    public var onFrame: ((Instant) -> Void)?

    /// What the loop has done since it was created or `resetStatistics()` was called.
    public private(set) var statistics = RunLoopStatistics()
    /// The clock's time at each animation frame while recording (see `recordFrameTimestamps`).
    public private(set) var frameTimestamps: [Instant] = []
    /// Whether each animation frame's time is appended to `frameTimestamps`.
    public var recordsFrameTimestamps = false

    /// The deadline the timerfd is armed at, nil when it is disarmed.
    public private(set) var armedDeadline: Instant?
    /// Whether `run` is executing.
    public private(set) var isRunning = false

    private let virtualClock: VirtualClock?
    private var timerFD: Int32 = -1
    private var signalFD: Int32 = -1

    private struct Timer {
        var id: Int
        var deadline: Instant
        var repeatInterval: Interval?
        var handler: () -> Void
    }
    /// Pending timers by (deadline, id): the order they fire in.
    private var timers: [Timer] = []

    private struct Watch {
        var id: Int
        var fd: Int32
        var handler: (Int32) -> Void
    }
    private var watches: [Watch] = []

    private struct Animation {
        var id: Int
        var tick: (Instant) -> Bool
    }
    private var animations: [Animation] = []
    /// The frame clock's next deadline; meaningful while `animations` is not empty.
    private var nextFrameTime = Instant.zero

    private struct SignalHandler {
        var signal: Int32
        /// Nil for `stop(onSignal:)`: the loop stops itself, with no closure holding it.
        var handler: ((Int32) -> Void)?
    }
    private var signalHandlers: [SignalHandler] = []
    private var blockedSignals: [Int32] = []
    private var previousSignalMask = sigset_t()

    private var nextID = 1
    private var needsFrame = false
    private var isDrawingFrame = false
    private var stopRequested = false

    /// A loop reading time from `clock`, ticking animations every `frameInterval`.
    public init(clock: Clock = MonotonicClock(), frameInterval: Interval = .period(hertz: 60)) throws(RunLoopError) {
        precondition(frameInterval.nanoseconds > 0, "the frame interval must be positive")
        self.clock = clock
        self.frameInterval = frameInterval
        self.virtualClock = clock.virtualClock
        if virtualClock == nil {
            timerFD = tl_timerfd_create()
            guard timerFD >= 0 else { throw .systemCall(name: "timerfd_create", errno: tl_errno()) }
        }
    }

    deinit {
        lifetime.hasEnded = true
        if timerFD >= 0 { close(timerFD) }
        if signalFD >= 0 {
            // Consume what is pending so unblocking does not deliver it with the default action.
            while tl_signalfd_read(signalFD) > 0 {}
            close(signalFD)
        }
        if !blockedSignals.isEmpty {
            _ = withUnsafePointer(to: &previousSignalMask) { tl_set_signal_mask($0) }
        }
    }

    // MARK: Timers

    /// Runs `handler` once at `deadline` (or, with `repeating`, every `repeating` after it).
    /// Timers due at the same time fire in the order they were added.
    @discardableResult
    public func addTimer(
        at deadline: Instant, repeating: Interval? = nil,
        _ handler: @escaping () -> Void
    ) -> TimerID {
        precondition(repeating.map { $0.nanoseconds > 0 } ?? true, "a repeat interval must be positive")
        let id = takeID()
        insert(Timer(id: id, deadline: deadline, repeatInterval: repeating, handler: handler))
        return TimerID(value: id)
    }

    /// Runs `handler` once after `interval` from now (or, with `repeating`, every `repeating` after).
    @discardableResult
    public func addTimer(
        after interval: Interval, repeating: Interval? = nil,
        _ handler: @escaping () -> Void
    ) -> TimerID {
        addTimer(at: clock.now() + interval, repeating: repeating, handler)
    }

    /// Removes a timer that has not fired yet (or a repeating one); unknown IDs are ignored.
    public func cancelTimer(_ timer: TimerID) {
        if let index = timers.firstIndex(where: { $0.id == timer.value }) {
            timers.remove(at: index)
        }
    }

    /// Whether a timer is still pending.
    public func isPending(_ timer: TimerID) -> Bool {
        timers.contains { $0.id == timer.value }
    }

    /// The number of pending timers.
    public var timerCount: Int { timers.count }

    private func insert(_ timer: Timer) {
        // Binary search for the first timer after (deadline, id): ties keep insertion order.
        var low = 0, high = timers.count
        while low < high {
            let middle = (low + high) / 2
            let other = timers[middle]
            if other.deadline < timer.deadline || (other.deadline == timer.deadline && other.id < timer.id) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        timers.insert(timer, at: low)
    }

    // MARK: Animations and frames

    /// Starts ticking `tick` with each frame's time, once per frame interval, until it returns
    /// false or is removed. When no other animation was running, the first tick happens in the
    /// current pass (or the next one when called outside a pass), or one frame interval later
    /// when called from `onFrame`; otherwise it joins the running frame clock.
    @discardableResult
    public func addAnimation(_ tick: @escaping (Instant) -> Bool) -> AnimationID {
        if animations.isEmpty {
            // Begun while drawing a frame: that frame shows the start, the next one moves on.
            nextFrameTime = isDrawingFrame ? clock.now() + frameInterval : clock.now()
        }
        let id = takeID()
        animations.append(Animation(id: id, tick: tick))
        return AnimationID(value: id)
    }

    /// Stops an animation; unknown IDs are ignored.
    public func removeAnimation(_ animation: AnimationID) {
        animations.removeAll { $0.id == animation.value }
    }

    /// Whether `animation` still ticks (neither removed nor ended by returning false).
    public func isRunning(_ animation: AnimationID) -> Bool {
        animations.contains { $0.id == animation.value }
    }

    /// The number of running animations.
    public var animationCount: Int { animations.count }

    /// Whether the frame clock is running.
    public var isAnimating: Bool { !animations.isEmpty }

    /// Asks for `onFrame` at the end of the current pass (or of the next one, which then happens
    /// without waiting), for changes that are not animations: input, timers, model updates.
    public func setNeedsFrame() { needsFrame = true }

    // MARK: File descriptors and signals

    /// Calls `handler` with `fd` whenever it is readable (or hung up, or in error: the handler's
    /// read then sees end of file or the error). The loop never reads or closes it.
    @discardableResult
    public func watch(fd: Int32, _ handler: @escaping (Int32) -> Void) -> WatchID {
        let id = takeID()
        watches.append(Watch(id: id, fd: fd, handler: handler))
        return WatchID(value: id)
    }

    /// Stops watching a file descriptor; unknown IDs are ignored.
    public func unwatch(_ watch: WatchID) {
        watches.removeAll { $0.id == watch.value }
    }

    /// Handles `signal` in the loop instead of by the process's signal disposition: the signal is
    /// blocked for the calling thread (call this from the thread that runs the loop, before
    /// starting others) and read from a signalfd, and `handler` runs in a pass, where it can do
    /// anything. Blocked signals are unblocked when the loop is destroyed.
    ///
    /// The loop keeps `handler` as long as it lives: a handler that holds the loop itself makes
    /// a reference cycle, and neither is ever freed. To stop the loop use `stop(onSignal:)`.
    public func onSignal(_ signal: Int32, _ handler: @escaping (Int32) -> Void) throws(RunLoopError) {
        try handle(signal, handler)
    }

    /// Makes `signal` stop the loop (as `stop()`), handled in the loop as `onSignal` handles it.
    public func stop(onSignal signal: Int32) throws(RunLoopError) {
        try handle(signal, nil)
    }

    private func handle(_ signal: Int32, _ handler: ((Int32) -> Void)?) throws(RunLoopError) {
        if !blockedSignals.contains(signal) {
            var mask = sigset_t()
            var one = [signal]
            let status = one.withUnsafeMutableBufferPointer { tl_block_signals($0.baseAddress, 1, &mask) }
            guard status == 0 else { throw .systemCall(name: "pthread_sigmask", errno: status) }
            if blockedSignals.isEmpty { previousSignalMask = mask }
            blockedSignals.append(signal)
            let fd = blockedSignals.withUnsafeBufferPointer {
                tl_signalfd(signalFD, $0.baseAddress, Int32($0.count))
            }
            guard fd >= 0 else { throw .systemCall(name: "signalfd", errno: tl_errno()) }
            signalFD = fd
        }
        signalHandlers.append(SignalHandler(signal: signal, handler: handler))
    }

    // MARK: Running

    /// Runs passes until `stop()` is called. With a `VirtualClock` it returns instead when
    /// nothing is left to happen (no timer, no animation, no readable file descriptor).
    public func run() {
        runPasses(until: nil)
    }

    /// Runs the passes due before `end` (a timer or frame at exactly `end` is left for later),
    /// or until `stop()` is called. The wakeup that only marks `end` is not counted in
    /// `statistics` and runs no pass. With a `VirtualClock` the clock is at `end` afterwards
    /// (unless stopped earlier).
    public func run(until end: Instant) {
        runPasses(until: end)
    }

    /// Runs passes for `interval` from now (see `run(until:)`).
    public func run(for interval: Interval) {
        runPasses(until: clock.now() + interval)
    }

    /// Makes `run` return after the current pass.
    public func stop() { stopRequested = true }

    /// Waits once (in virtual time: advances the clock to the next deadline, or takes readable
    /// file descriptors without advancing) and runs one pass. Returns false without doing
    /// anything when a virtual loop has nothing left to happen; a real loop blocks until
    /// something happens.
    @discardableResult
    public func step() -> Bool {
        guard wait(limit: nil) else { return false }
        performPass()
        return true
    }

    /// The earliest time the loop must wake up: the first timer, or the next frame while
    /// animating, or now when a frame was requested. Nil when only input can wake it.
    public var nextDeadline: Instant? {
        var deadline = timers.first?.deadline
        if !animations.isEmpty { deadline = earlier(deadline, nextFrameTime) }
        if needsFrame { deadline = earlier(deadline, clock.now()) }
        return deadline
    }

    /// Clears `statistics` and `frameTimestamps`.
    public func resetStatistics() {
        statistics = RunLoopStatistics()
        frameTimestamps.removeAll(keepingCapacity: true)
    }

    /// Runs the loop for `interval` while counting wakeups and recording frame times: what the
    /// benchmark reports (idle wakeups, animating wakeups, frame rate, jitter). Overdue work runs
    /// first, then the statistics are reset; recording stops afterwards.
    public func measure(for interval: Interval) -> RunLoopMeasurement {
        // Work already overdue (the frame of an animation added just before) belongs before the
        // window: counted inside, it would make N frame intervals look like N + 1 frames.
        while let deadline = nextDeadline, deadline < clock.now(), !stopRequested { step() }
        resetStatistics()
        let wasRecording = recordsFrameTimestamps
        recordsFrameTimestamps = true
        let start = clock.now()
        run(for: interval)
        let duration = clock.now() - start
        recordsFrameTimestamps = wasRecording
        return RunLoopMeasurement(
            duration: duration, statistics: statistics,
            timing: FrameTiming(timestamps: frameTimestamps, nominalInterval: frameInterval))
    }

    private func runPasses(until end: Instant?) {
        isRunning = true
        stopRequested = false
        defer {
            isRunning = false
            stopRequested = false
        }
        while !stopRequested {
            guard wait(limit: end) else { break }
            performPass()
        }
        if let end, !stopRequested { virtualClock?.advance(to: end) }
    }

    // MARK: Waiting

    /// Waits for the next event, dispatching file descriptor and signal handlers. Returns false
    /// when the wait ended only because `limit` was reached (or, in virtual time, when nothing is
    /// left to happen before `limit`).
    private func wait(limit: Instant?) -> Bool {
        let deadline = nextDeadline
        if let virtualClock {
            // Input first, at the current time, as a real loop would see it when it is readable.
            if pollDescriptors(timeoutMilliseconds: 0) > 0 {
                statistics.wakeups += 1
                dispatchReadyDescriptors()
                return true
            }
            guard let deadline, limit.map({ deadline < $0 }) ?? true else { return false }
            arm(deadline)
            virtualClock.advance(to: deadline)
            armedDeadline = nil  // as a real timerfd disarms itself when it expires
            statistics.wakeups += 1
            return true
        }
        let wakeTime = earlier(deadline, limit)
        arm(wakeTime)
        let ready = pollDescriptors(timeoutMilliseconds: -1)
        if ready < 0 { return true }  // EINTR: recompute the deadline in another pass
        var timerExpired = false
        if pollResults.first.map({ $0.revents != 0 }) == true {
            timerExpired = tl_timerfd_drain(timerFD) > 0
            if timerExpired { armedDeadline = nil }
        }
        // The wakeup that only marks the end of `run(until:)` belongs to the measurement, not
        // to the program: not counted.
        if timerExpired, ready == 1, let limit, clock.now() >= limit,
            deadline.map({ $0 >= limit }) ?? true
        {
            return false
        }
        statistics.wakeups += 1
        dispatchReadyDescriptors()
        return true
    }

    /// Arms the timerfd at `deadline` (disarms with nil) unless it already is.
    private func arm(_ deadline: Instant?) {
        guard deadline != armedDeadline else { return }
        if let deadline {
            statistics.timerArmings += 1
            if timerFD >= 0 { _ = tl_timerfd_arm(timerFD, max(0, deadline.nanoseconds)) }
        } else {
            statistics.timerDisarmings += 1
            if timerFD >= 0 { _ = tl_timerfd_arm(timerFD, -1) }
        }
        armedDeadline = deadline
    }

    /// The pollfd array of the last poll: timerfd, signalfd, then each watch in order.
    private var pollResults: [pollfd] = []
    private var polledWatches: [Watch] = []

    private func pollDescriptors(timeoutMilliseconds: Int32) -> Int32 {
        pollResults.removeAll(keepingCapacity: true)
        polledWatches = watches
        let readable = tl_pollin()
        pollResults.append(pollfd(fd: timerFD, events: readable, revents: 0))
        pollResults.append(pollfd(fd: signalFD, events: readable, revents: 0))
        for watch in polledWatches {
            pollResults.append(pollfd(fd: watch.fd, events: readable, revents: 0))
        }
        if timeoutMilliseconds == 0 && timerFD < 0 && signalFD < 0 && watches.isEmpty { return 0 }
        // poll ignores negative descriptors, so absent timerfd/signalfd slots cost nothing.
        let count = UInt(pollResults.count)
        let result = pollResults.withUnsafeMutableBufferPointer { tl_poll($0.baseAddress, count, timeoutMilliseconds) }
        if result < 0 {
            for index in pollResults.indices { pollResults[index].revents = 0 }
        }
        return result
    }

    /// Runs the handlers of the descriptors the last poll found ready. Reads the poll arrays in
    /// place (copies would allocate on every wakeup); the next poll rebuilds them.
    private func dispatchReadyDescriptors() {
        if pollResults.count > 1, pollResults[1].revents != 0 {
            while true {
                let signal = tl_signalfd_read(signalFD)
                if signal <= 0 { break }
                for entry in signalHandlers where entry.signal == signal {
                    if let handler = entry.handler { handler(signal) } else { stop() }
                }
            }
        }
        var offset = 0
        while offset < polledWatches.count {
            let index = offset + 2
            let watch = polledWatches[offset]
            offset += 1
            guard index < pollResults.count, pollResults[index].revents != 0 else { continue }
            // A handler may have unwatched it meanwhile.
            guard watches.contains(where: { $0.id == watch.id }) else { continue }
            watch.handler(watch.fd)
        }
    }

    // MARK: The pass

    private func performPass() {
        statistics.passes += 1
        let now = clock.now()
        fireDueTimers(now: now)
        var frameTime = now
        if !animations.isEmpty && nextFrameTime <= now {
            frameTime = tickAnimations(now: now)
        }
        if needsFrame {
            needsFrame = false
            statistics.framesDrawn += 1
            isDrawingFrame = true
            onFrame?(frameTime)
            isDrawingFrame = false
        }
    }

    private func fireDueTimers(now: Instant) {
        // Only timers that existed before this pass fire in it, so a handler adding a timer due
        // now cannot keep the pass going forever.
        let firstNewID = nextID
        while let first = timers.first, first.deadline <= now {
            guard let index = timers.firstIndex(where: { $0.deadline <= now && $0.id < firstNewID }) else { break }
            var timer = timers.remove(at: index)
            if let repeatInterval = timer.repeatInterval {
                // Next occurrence after now, on the timer's own grid.
                let missed = (now - timer.deadline).nanoseconds / repeatInterval.nanoseconds
                timer.deadline = timer.deadline + repeatInterval * (missed + 1)
                insert(timer)
            }
            statistics.timersFired += 1
            timer.handler()
        }
    }

    /// Ticks every animation with the latest frame-clock time not after `now`; returns that time.
    private func tickAnimations(now: Instant) -> Instant {
        let interval = frameInterval.nanoseconds
        let late = (now - nextFrameTime).nanoseconds / interval
        let frameTime = nextFrameTime + frameInterval * late
        nextFrameTime = frameTime + frameInterval
        statistics.droppedFrames += Int(late)
        statistics.frames += 1
        if recordsFrameTimestamps { frameTimestamps.append(now) }
        needsFrame = true
        let ticking = animations
        for animation in ticking {
            // Removed by an earlier tick in this frame: skip.
            guard animations.contains(where: { $0.id == animation.id }) else { continue }
            if !animation.tick(frameTime) {
                removeAnimation(AnimationID(value: animation.id))
            }
        }
        return frameTime
    }

    // MARK: Helpers

    private func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private func earlier(_ a: Instant?, _ b: Instant?) -> Instant? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }
}
