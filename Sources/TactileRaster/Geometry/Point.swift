/// A position in pixels, fractional where a shape is not aligned to the pixel grid.
public struct Point: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}
