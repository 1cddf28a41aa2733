/// How fast a fling slows down (`UIScrollView.DecelerationRate`): the factor its velocity is
/// multiplied by every millisecond.
public struct DecelerationRate: Hashable, Sendable {
    /// The factor per millisecond, in (0, 1).
    public let rawValue: Double

    /// Creates a rate from its factor per millisecond, which must be between 0 and 1 (exclusive).
    public init(rawValue: Double) {
        precondition(rawValue > 0 && rawValue < 1, "a deceleration rate is a factor between 0 and 1")
        self.rawValue = rawValue
    }

    /// 0.998 per ms: a scroll view's deceleration; time constant ≈ 499.5 ms.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per ms: a quick stop (paging); time constant ≈ 99.5 ms.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// k = 1000·ln d, per second (negative): v(t) = v0·e^(kt) = v0·d^(1000t).
    public var exponent: Double { 1000 * AnimationMath.log(rawValue) }

    /// The time in seconds over which the velocity falls by a factor e: −1/k.
    public var timeConstant: Double { -1 / exponent }
}
