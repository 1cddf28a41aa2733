import TactilePlatform
import TactileSystem

/// How progress follows time: a Bézier timing curve over a duration, or a spring that lasts until
/// it settles.
public enum AnimationTiming: Equatable, Sendable {
    /// The curve, stretched over the parameters' duration.
    case curve(TimingCurve)
    /// The spring; the animation lasts its settling duration within `threshold` (in units of the
    /// whole change), and the parameters' duration is ignored.
    case spring(Spring, threshold: Double = 0.001)
}

/// Options of an animation, after `UIView.AnimationOptions`.
public struct AnimationOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Creates a set of options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Repeats forever (until removed); `repeatCount` is then ignored.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 0)
    /// Each cycle runs forward then backward. The value still ends at the target (the model value)
    /// when the animation finishes.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the value on screen of the animation it replaces, instead of its own start value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Holds the animator's interaction-ignoring counter raised while the animation runs (the
    /// event layer then drops touches), as `beginIgnoringInteractionEvents` does.
    public static let ignoresInteraction = AnimationOptions(rawValue: 1 << 3)
}

/// Everything about an animation except what it animates.
public struct AnimationParameters: Equatable, Sendable {
    /// The length of one pass of a curve animation (ignored by springs); default 0.2 s.
    public var duration: Interval
    /// The time from the animation's start (its first frame) until it begins to move; the start
    /// value is shown meanwhile.
    public var delay: Interval
    /// The timing curve or spring; default ease-in-ease-out.
    public var timing: AnimationTiming
    /// How many cycles to run (a cycle is forward, or forward and back with `.autoreverse`);
    /// ignored with `.repeat`.
    public var repeatCount: Int
    /// Repeating, reversing, starting from the current state, ignoring touches.
    public var options: AnimationOptions

    /// Creates parameters; the duration and delay must not be negative, and `repeatCount` must be at least 1.
    public init(
        duration: Interval = .milliseconds(200), delay: Interval = .zero,
        timing: AnimationTiming = .curve(.easeInEaseOut), repeatCount: Int = 1,
        options: AnimationOptions = []
    ) {
        precondition(
            duration.nanoseconds >= 0 && delay.nanoseconds >= 0 && repeatCount >= 1,
            "an animation needs a duration and delay ≥ 0 and at least one cycle")
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.repeatCount = repeatCount
        self.options = options
    }

    /// A spring animation: it lasts until `spring` settles within `threshold` of the change.
    public static func spring(
        _ spring: Spring, threshold: Double = 0.001, delay: Interval = .zero,
        options: AnimationOptions = []
    ) -> AnimationParameters {
        AnimationParameters(duration: .zero, delay: delay, timing: .spring(spring, threshold: threshold), options: options)
    }

    /// The length of one forward pass: the duration, or the spring's settling duration.
    public var passDuration: Interval {
        switch timing {
        case .curve: return duration
        case let .spring(spring, threshold):
            let seconds = spring.settlingDuration(threshold: threshold)
            return Interval(nanoseconds: Int64((seconds * 1e9).rounded(.up)))
        }
    }

    /// Whether the change happens at once, with no frame in between: no duration and no delay.
    public var isImmediate: Bool {
        passDuration.nanoseconds == 0 && delay.nanoseconds == 0
    }
}

/// How an animation stopped, for completion and delegate callbacks.
public struct AnimationStop: Equatable, Sendable {
    /// True when it ran to its end; false when it was removed, replaced or interrupted.
    public var finished: Bool
    /// The fraction of its total time (all cycles) reached, in [0, 1]; for an endless animation,
    /// the fraction of the current cycle.
    public var timeFraction: Double
    /// The fraction of the change shown on screen when it stopped (a curve or spring can pass 1).
    public var valueFraction: Double

    /// Creates a stop record from whether the animation finished and the time and value fractions it reached.
    public init(finished: Bool, timeFraction: Double, valueFraction: Double) {
        self.finished = finished
        self.timeFraction = timeFraction
        self.valueFraction = valueFraction
    }
}
