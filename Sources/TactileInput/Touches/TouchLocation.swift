/// A point on the screen in points (the Input module stands below the geometry types).
public struct TouchLocation: Equatable, Sendable {
    /// The horizontal position in points from the screen's left edge.
    public var x: Double
    /// The vertical position in points from the screen's top edge.
    public var y: Double

    /// Creates a location from screen coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The straight-line distance to `other`.
    public func distance(to other: TouchLocation) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
