/// An axis-aligned rectangle with fractional coordinates. Edges that are not on whole pixels are
/// anti-aliased by the operations that draw it.
public struct Rect: Equatable, Hashable, Sendable {
    /// The left edge, in pixels.
    public var x: Double
    /// The top edge, in pixels (y grows downwards).
    public var y: Double
    /// The width in pixels; zero or negative makes the rectangle empty.
    public var width: Double
    /// The height in pixels; zero or negative makes the rectangle empty.
    public var height: Double

    /// The rectangle with its top-left corner at (`x`, `y`) and the given size.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle covering exactly the pixels of `rect`.
    @inlinable public init(_ rect: PixelRect) {
        self.init(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
    }

    /// The empty rectangle at the origin, as `CGRect.zero`.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, `x` (unlike `CGRect.minX`, a negative width is not standardized).
    @inlinable public var minX: Double { x }
    /// The top edge, `y` (unlike `CGRect.minY`, a negative height is not standardized).
    @inlinable public var minY: Double { y }
    /// The right edge, `x + width`.
    @inlinable public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    @inlinable public var maxY: Double { y + height }
    /// The horizontal centre, as `CGRect.midX`.
    @inlinable public var midX: Double { x + width / 2 }
    /// The vertical centre, as `CGRect.midY`.
    @inlinable public var midY: Double { y + height / 2 }
    /// Whether the rectangle covers no area: true unless both width and height are positive (so also for a NaN size).
    @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The same rectangle shrunk by `dx` on the left and on the right and by `dy` on top and at
    /// the bottom (grown for negative values), as CoreGraphics' `insetBy(dx:dy:)`; insetting past the middle
    /// gives a negative size (empty), where CoreGraphics gives its null rectangle.
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The smallest rectangle of whole pixels that contains this one (empty stays empty).
    /// Coordinates beyond ±2^30 are clamped there, so absurd geometry cannot trap.
    @inlinable public var enclosingPixels: PixelRect {
        guard !isEmpty, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .zero }
        @inline(__always) func pixel(_ v: Double) -> Int { Int(Swift.max(-0x4000_0000, Swift.min(0x4000_0000, v))) }
        return PixelRect(
            minX: pixel(minX.rounded(.down)), minY: pixel(minY.rounded(.down)),
            maxX: pixel(maxX.rounded(.up)), maxY: pixel(maxY.rounded(.up)))
    }
}
