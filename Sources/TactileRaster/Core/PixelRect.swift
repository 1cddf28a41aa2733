/// An axis-aligned rectangle of whole pixels: `x..<x+width` × `y..<y+height`.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

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

    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Int { x }
    @inlinable public var minY: Int { y }
    @inlinable public var maxX: Int { x + width }
    @inlinable public var maxY: Int { y + height }
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
    @inlinable public var area: Int { isEmpty ? 0 : width * height }

    /// The overlap of two rectangles (empty, at the origin of neither, when they do not meet).
    @inlinable public func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return r.isEmpty ? .zero : r
    }

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

    @inlinable public func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    @inlinable public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty
            || (other.minX >= minX && other.maxX <= maxX
                && other.minY >= minY && other.maxY <= maxY)
    }

    @inlinable public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
