/// An axis-aligned rectangle with fractional coordinates. Edges that are not on whole pixels are
/// anti-aliased by the operations that draw it.
public struct Rect: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    @inlinable public init(_ rect: PixelRect) {
        self.init(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var midX: Double { x + width / 2 }
    @inlinable public var midY: Double { y + height / 2 }
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
