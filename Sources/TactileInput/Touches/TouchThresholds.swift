/// The numbers behind tap counts and swipe bits.
///
/// A tap continues a series (tapCount + 1) when it begins at most `tapInterval` after the
/// previous tap lifted and at most `tapDistance` from where that one began; a touch counts as a
/// tap only if it never strays more than `tapDistance` from where it began.
///
/// A swipe is a quick straight drag: within `swipeDuration` of touching down the finger is at
/// least `swipeDistance` from where it began, and the distance is at least `swipeStraightness`
/// of the path length travelled (a curve or a zig-zag does not qualify). The direction bits then
/// follow the displacement in 45° sectors: a horizontal bit when |dx| > tan 22.5°·|dy|, a
/// vertical bit when |dy| > tan 22.5°·|dx|, so a drag within 22.5° of an axis has one bit and a
/// diagonal one has two. Once set, the bits stay for the touch's remaining records.
public struct TouchThresholds: Equatable, Sendable {
    /// The longest pause, in seconds, between a tap lifting and the next beginning for the series to continue.
    public var tapInterval: Double = 0.35
    /// The farthest, in points, a tap may stray from where it began, and the next tap of a series may begin from it.
    public var tapDistance: Double = 45
    /// The shortest distance, in points, from where a swipe began.
    public var swipeDistance: Double = 50
    /// The time, in seconds after touching down, within which a swipe must cover `swipeDistance`.
    public var swipeDuration: Double = 0.5
    /// The smallest ratio of straight-line distance to path length travelled (0...1) for a swipe.
    public var swipeStraightness: Double = 0.85
    /// tan 22.5°.
    public var diagonalRatio: Double = 0.41421356237309503

    /// Creates the standard thresholds.
    public init() {}

    /// The reference values (0.35 s and 45 pt for taps; 50 pt within 0.5 s for swipes).
    public static let standard = TouchThresholds()
}
