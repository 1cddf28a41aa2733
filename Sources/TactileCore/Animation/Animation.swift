import TactilePlatform
import TactileSystem

/// One running (or scheduled) animation as the `Animator` sees it: its timing, start time and
/// callbacks, whatever type of value it animates. `PropertyAnimation<Value>` adds the value
/// moved along a curve or spring, `SimulationAnimation<Value>` a value a simulation moves.
///
/// A class hierarchy rather than a protocol so the animator can hold animations of every value
/// type in one array without existentials of non-class protocols (Embedded Swift).
public class Animation {
    /// The animated property, or nil for an animation no other can replace.
    public let key: AnimationKey?
    /// Its duration, delay, curve and options.
    public let parameters: AnimationParameters
    /// The time of its first frame (shared by everything committed together), nil until then.
    public internal(set) var beginTime: Instant?
    /// Whether it has stopped (finished or interrupted); its callbacks have then run.
    public private(set) var isStopped = false
    /// Whether the delay has passed and `didStart` was called.
    public private(set) var hasStarted = false
    /// The time fraction reached at the last frame (see `AnimationStop.timeFraction`).
    public internal(set) var timeFraction = 0.0
    /// The fraction of the change shown at the last frame.
    public internal(set) var valueFraction = 0.0

    /// Called once when the delay has passed and the value starts to move.
    public var didStart: (() -> Void)?
    /// Called exactly once when it stops, with how it stopped.
    public var didStop: ((AnimationStop) -> Void)?
    /// Called exactly once when it stops: true when it ran to its end.
    public var completion: ((Bool) -> Void)?
    /// Internal listeners (animation blocks' shared completion), called before `completion`.
    var stopObservers: [(AnimationStop) -> Void] = []
    /// Whether it holds the animator's interaction-ignoring counter raised.
    var holdsInteraction = false
    /// Whether an animation block made it from a recorded property change (not added explicitly).
    var isFromRecordedChange = false

    private let passNanoseconds: Int64
    private var lastElapsed: Int64 = .min

    init(key: AnimationKey?, parameters: AnimationParameters) {
        self.key = key
        self.parameters = parameters
        passNanoseconds = parameters.passDuration.nanoseconds
    }

    /// The time of one cycle: one pass, two with `.autoreverse`.
    private final var cycleNanoseconds: Int64 {
        parameters.options.contains(.autoreverse) ? passNanoseconds * 2 : passNanoseconds
    }

    /// The whole running time after the delay, nil when it repeats forever (or, for a
    /// simulation, is not known beforehand).
    public var totalDuration: Interval? {
        if parameters.options.contains(.repeat) { return nil }
        let (total, overflow) = cycleNanoseconds.multipliedReportingOverflow(by: Int64(parameters.repeatCount))
        // More repeats than fit in 292 years of nanoseconds is forever.
        return overflow ? nil : Interval(nanoseconds: total)
    }

    /// Moves to the frame at `now` (a frame clock time at or after `beginTime`) and applies the
    /// value; returns true when the animation has reached its end. Does nothing when no time has
    /// passed since the last frame.
    func advance(to now: Instant) -> Bool {
        let begin = beginTime ?? now
        beginTime = begin
        let elapsed = (now - begin - parameters.delay).nanoseconds
        if elapsed == lastElapsed { return false }
        let firstFrame = lastElapsed == .min
        lastElapsed = elapsed
        if elapsed < 0 {
            // Delayed: show the start value once.
            if firstFrame { applyFraction(0) }
            return false
        }
        if !hasStarted {
            hasStarted = true
            didStart?()
        }
        return advance(elapsed: elapsed)
    }

    /// Moves to the frame `elapsed` nanoseconds after the delay and applies the value; returns
    /// true at the end. Overridden by animations not timed by their parameters.
    func advance(elapsed: Int64) -> Bool {
        if let total = totalDuration?.nanoseconds, elapsed >= total {
            timeFraction = 1
            valueFraction = 1
            applyFraction(1)
            return true
        }
        let cycle = cycleNanoseconds
        let local = cycle > 0 ? elapsed % cycle : 0
        let forward = local < passNanoseconds
        let passTime = forward ? local : cycle - local
        valueFraction = progress(atPassTime: passTime)
        if let total = totalDuration?.nanoseconds {
            timeFraction = total > 0 ? Double(elapsed) / Double(total) : 1
        } else {
            timeFraction = cycle > 0 ? Double(local) / Double(cycle) : 1
        }
        applyFraction(valueFraction)
        return false
    }

    /// The value fraction `passTime` nanoseconds into a forward pass.
    private final func progress(atPassTime passTime: Int64) -> Double {
        switch parameters.timing {
        case let .curve(curve):
            return passNanoseconds > 0 ? curve.value(at: Double(passTime) / Double(passNanoseconds)) : 1
        case let .spring(spring, _):
            return spring.value(at: Double(passTime) / 1e9)
        }
    }

    /// Ends the animation at once, showing its end value (an immediate change).
    final func finishImmediately() {
        timeFraction = 1
        valueFraction = 1
        applyFraction(1)
    }

    /// Stops it and runs its callbacks, once; later calls do nothing.
    final func stop(finished: Bool) {
        guard !isStopped else { return }
        isStopped = true
        let stop = AnimationStop(finished: finished, timeFraction: timeFraction, valueFraction: valueFraction)
        for observer in stopObservers { observer(stop) }
        stopObservers = []
        didStop?(stop)
        completion?(finished)
        didStop = nil
        completion = nil
        didStart = nil
    }

    /// Whether it ends as soon as it is committed (see `AnimationParameters.isImmediate`).
    var isImmediate: Bool { parameters.isImmediate }

    // MARK: Overridden by PropertyAnimation

    /// Shows the value `fraction` of the way.
    func applyFraction(_ fraction: Double) {}

    /// Takes the value `other` shows as its own start value, when both animate the same type.
    func beginFromPresentation(of other: Animation) {}
}

/// An animation of one value from `fromValue` to `toValue` (through keyframes, if given), written
/// each frame through `apply`.
public final class PropertyAnimation<Value: Animatable>: Animation {
    /// The start value (the presentation value of the replaced animation with
    /// `.beginFromCurrentState`).
    public private(set) var fromValue: Value
    /// The end value: the model value.
    public private(set) var toValue: Value
    /// The value on screen: the last value applied.
    public private(set) var presentationValue: Value
    /// The values passed through, first to last (nil for a plain from → to animation).
    public private(set) var keyframes: [Value]?
    /// Where each keyframe falls in [0, 1] of the animation's progress, increasing from 0 to 1.
    public let keyTimes: [Double]?
    private let apply: (Value) -> Void

    /// An animation of `key` from `from` to `to`; `apply` receives every frame's value (write it to
    /// the object's presentation state and mark it for redraw).
    public init(
        key: AnimationKey?, from: Value, to: Value, parameters: AnimationParameters,
        apply: @escaping (Value) -> Void
    ) {
        fromValue = from
        toValue = to
        presentationValue = from
        keyframes = nil
        keyTimes = nil
        self.apply = apply
        super.init(key: key, parameters: parameters)
    }

    /// A keyframe animation (`CAKeyframeAnimation`): through `values` in order, the i-th reached at
    /// progress `keyTimes[i]` (evenly spaced when nil), blending linearly between neighbours; the
    /// timing curve or spring shapes the progress over the whole. A path is a list of points.
    public init(
        key: AnimationKey?, values: [Value], keyTimes: [Double]? = nil, parameters: AnimationParameters,
        apply: @escaping (Value) -> Void
    ) {
        precondition(values.count >= 2, "a keyframe animation needs at least two values")
        let times = keyTimes ?? (0..<values.count).map { Double($0) / Double(values.count - 1) }
        precondition(
            times.count == values.count && times.first == 0 && times.last == 1
                && zip(times, times.dropFirst()).allSatisfy { $0 < $1 },
            "key times must rise from 0 to 1, one per value")
        fromValue = values[0]
        toValue = values[values.count - 1]
        presentationValue = values[0]
        keyframes = values
        self.keyTimes = times
        self.apply = apply
        super.init(key: key, parameters: parameters)
    }

    override func applyFraction(_ fraction: Double) {
        // The ends are exact, whatever the interpolation rounds.
        if fraction == 1 {
            presentationValue = toValue
        } else if fraction == 0 {
            presentationValue = fromValue
        } else if let keyframes, let keyTimes {
            // The segment holding the fraction; beyond the ends, the first or last extrapolates.
            var segment = 0
            while segment < keyTimes.count - 2 && fraction > keyTimes[segment + 1] { segment += 1 }
            let t0 = keyTimes[segment], t1 = keyTimes[segment + 1]
            presentationValue = Value.interpolate(
                from: keyframes[segment], to: keyframes[segment + 1],
                fraction: (fraction - t0) / (t1 - t0))
        } else {
            presentationValue = Value.interpolate(from: fromValue, to: toValue, fraction: fraction)
        }
        apply(presentationValue)
    }

    /// Before it starts: the value jumped from `old` to `new` without animation, so the
    /// animation moves by the same amount (see `Animatable.offsetting`).
    func jump(from old: Value, to new: Value) {
        fromValue = Value.offsetting(fromValue, from: old, to: new)
        toValue = Value.offsetting(toValue, from: old, to: new)
        presentationValue = fromValue
        keyframes = keyframes?.map { Value.offsetting($0, from: old, to: new) }
    }

    override func beginFromPresentation(of other: Animation) {
        guard let other = other as? PropertyAnimation<Value> else { return }
        fromValue = other.presentationValue
        presentationValue = fromValue
        keyframes?[0] = fromValue
    }
}
