/// Distances inset from each edge of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the right edge, in points.
    public var right: Double

    /// Creates insets of the given points from each edge; 0 for the edges not given.
    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The same inset on all four edges.
    @inlinable public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }
}

extension Rect {
    /// The rectangle shrunk by `insets` (grown by negative insets); the size does not go below 0.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: Swift.max(0, width - insets.left - insets.right),
            height: Swift.max(0, height - insets.top - insets.bottom))
    }
}
