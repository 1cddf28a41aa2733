extension AffineTransform {
    /// Whether the transform keeps rectangles axis-aligned (no rotation or shear), so a
    /// transformed rectangle is exactly its bounding box.
    @inlinable public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// Whether the transform is a translation by whole units.
    @inlinable public var isIntegerTranslation: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == tx.rounded(.down) && ty == ty.rounded(.down)
    }

    /// `point` mapped through the transform (the same as `apply(to:)`).
    @inlinable public func applied(to point: Point) -> Point { apply(to: point) }

    /// The same transform for a size: the linear part only.
    public func apply(to size: Size) -> Size {
        Size(width: a * size.width + c * size.height, height: b * size.width + d * size.height)
    }
}
