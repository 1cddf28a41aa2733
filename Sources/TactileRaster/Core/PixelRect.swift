/// An axis-aligned rectangle of whole pixels: `x..<x+width` × `y..<y+height`.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// The number of columns; zero or negative makes the rectangle empty.
    public var width: Int
    /// The number of rows; zero or negative makes the rectangle empty.
    public var height: Int

    /// The `width` × `height` pixels from column `x` and row `y` on.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle spanning `minX..<maxX` × `minY..<maxY`; empty when either side is inverted.
    @inlinable public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// The empty rectangle at the origin.
    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// The first column, `x`.
    @inlinable public var minX: Int { x }
    /// The first row, `y`.
    @inlinable public var minY: Int { y }
    /// The column just past the right edge, `x + width`.
    @inlinable public var maxX: Int { x + width }
    /// The row just past the bottom edge, `y + height`.
    @inlinable public var maxY: Int { y + height }
    /// Whether the rectangle holds no pixels (a width or height of zero or less).
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The number of pixels, 0 when empty.
    @inlinable public var area: Int { isEmpty ? 0 : width * height }

    /// The overlap of two rectangles (empty, at the origin of neither, when they do not meet).
    @inlinable public func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return r.isEmpty ? .zero : r
    }

    /// Whether the two rectangles share at least one pixel.
    @inlinable public func intersects(_ other: PixelRect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The smallest rectangle containing both; an empty rectangle contributes nothing.
    @inlinable public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Whether pixel (`px`, `py`) lies inside.
    @inlinable public func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    /// Whether every pixel of `other` lies inside (always true for an empty `other`).
    @inlinable public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty
            || (other.minX >= minX && other.maxX <= maxX
                && other.minY >= minY && other.maxY <= maxY)
    }

    /// The same rectangle moved by `dx` columns and `dy` rows.
    @inlinable public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// "(x, y, width×height)", for logs and test failures.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
