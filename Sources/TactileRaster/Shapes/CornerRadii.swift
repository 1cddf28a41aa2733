/// The radii of a rounded rectangle's four corners, in pixels.
public struct CornerRadii: Equatable, Hashable, Sendable {
    /// The radius of the top-left corner, in pixels.
    public var topLeft: Double
    /// The radius of the top-right corner, in pixels.
    public var topRight: Double
    /// The radius of the bottom-right corner, in pixels.
    public var bottomRight: Double
    /// The radius of the bottom-left corner, in pixels.
    public var bottomLeft: Double

    /// Radii given corner by corner, clockwise from the top left.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    var isFinite: Bool {
        topLeft.isFinite && topRight.isFinite && bottomRight.isFinite && bottomLeft.isFinite
    }

    /// The radii a `width` × `height` rectangle actually draws with, as CSS and UIKit do: negative
    /// radii count as 0, and when two radii along a side add up to more than the side, all four
    /// scale down by the same factor so the tightest side just fits.
    func fitting(width: Double, height: Double) -> CornerRadii {
        var r = CornerRadii(
            topLeft: Swift.max(topLeft, 0), topRight: Swift.max(topRight, 0),
            bottomRight: Swift.max(bottomRight, 0), bottomLeft: Swift.max(bottomLeft, 0))
        var factor = 1.0
        func limit(_ side: Double, _ a: Double, _ b: Double) {
            let sum = a + b
            if sum > side { factor = Swift.min(factor, side / sum) }
        }
        limit(width, r.topLeft, r.topRight)
        limit(width, r.bottomLeft, r.bottomRight)
        limit(height, r.topLeft, r.bottomLeft)
        limit(height, r.topRight, r.bottomRight)
        if factor < 1 {
            r.topLeft *= factor; r.topRight *= factor; r.bottomRight *= factor; r.bottomLeft *= factor
        }
        return r
    }
}
