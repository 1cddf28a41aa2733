/// A position in pixels, fractional where a shape is not aligned to the pixel grid.
public struct Point: Equatable, Hashable, Sendable {
    /// The horizontal position in pixels, growing to the right.
    public var x: Double
    /// The vertical position in pixels, growing downwards.
    public var y: Double

    /// The point at (`x`, `y`).
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0), as `CGPoint.zero`.
    public static let zero = Point(x: 0, y: 0)
}
