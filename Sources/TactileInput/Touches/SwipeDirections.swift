/// The directions of a swipe (a quick straight drag), relative to the UI's orientation; a
/// diagonal swipe has two bits. Raw values are the touch record's `info` bits.
public struct SwipeDirections: OptionSet, Equatable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let up = SwipeDirections(rawValue: 1 << 0)
    public static let down = SwipeDirections(rawValue: 1 << 1)
    public static let left = SwipeDirections(rawValue: 1 << 2)
    public static let right = SwipeDirections(rawValue: 1 << 3)
}
