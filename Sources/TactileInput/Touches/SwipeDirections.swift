/// The directions of a swipe (a quick straight drag), relative to the UI's orientation; a
/// diagonal swipe has two bits. Raw values are the touch record's `info` bits.
public struct SwipeDirections: OptionSet, Equatable, Sendable {
    /// The direction bits.
    public let rawValue: Int
    /// Creates a set of directions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Towards the top of the screen.
    public static let up = SwipeDirections(rawValue: 1 << 0)
    /// Towards the bottom of the screen.
    public static let down = SwipeDirections(rawValue: 1 << 1)
    /// Towards the left edge of the screen.
    public static let left = SwipeDirections(rawValue: 1 << 2)
    /// Towards the right edge of the screen.
    public static let right = SwipeDirections(rawValue: 1 << 3)
}
