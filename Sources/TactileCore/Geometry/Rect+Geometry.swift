extension Rect {
    /// A rectangle with its top-left corner at `origin`.
    @inlinable public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The top-left corner.
    @inlinable public var origin: Point {
        get { Point(x: x, y: y) }
        set { x = newValue.x; y = newValue.y }
    }

    /// The width and height.
    @inlinable public var size: Size {
        get { Size(width: width, height: height) }
        set { width = newValue.width; height = newValue.height }
    }

    /// The same area with a non-negative width and height, as CoreGraphics' `standardized`: a
    /// negative width or height counts from the other edge (x 20, width −10 becomes x 10, width 10).
    @inlinable public var standardized: Rect {
        var rect = self
        if rect.width < 0 { rect.x += rect.width; rect.width = -rect.width }
        if rect.height < 0 { rect.y += rect.height; rect.height = -rect.height }
        return rect
    }

    /// The midpoint.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle moved by `dx`, `dy`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The overlap of two rectangles, `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rectangles share some area.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle containing both; an empty rectangle contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `point` lies inside (left and top edges included, right and bottom excluded).
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle with each coordinate multiplied by `factor` (points to pixels).
    @inlinable public func scaled(by factor: Double) -> Rect {
        Rect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }
}
