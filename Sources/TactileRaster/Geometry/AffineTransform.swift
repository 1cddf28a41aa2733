/// A 2-D affine transform in UIKit's convention: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Equatable, Hashable, Sendable {
    /// The matrix entries, as `CGAffineTransform`'s: `a`, `b`, `c` and `d` scale, rotate and shear; `tx` and `ty` translate.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform with the given matrix entries.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `tx` horizontally and `ty` vertically.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically, about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen.
    public init(rotationAngle angle: Double) {
        let s = Trigonometry.sin(angle), co = Trigonometry.cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by (`x`, `y`) followed by this transform, as `CGAffineTransform.translatedBy(x:y:)`.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by `x` and `y` followed by this transform, as `CGAffineTransform.scaledBy(x:y:)`.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform, as `CGAffineTransform.rotated(by:)`.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `a·d − b·c`: the factor by which the transform scales areas (negative when it mirrors, 0 when it cannot be inverted).
    @inlinable public var determinant: Double { a * d - b * c }
    /// Whether this is exactly the identity transform.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// The inverse, or nil when the transform collapses the plane (determinant 0).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where `point` lands: (a·x + c·y + tx, b·x + d·y + ty).
    @inlinable public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The bounding box of `rect` after the transform.
    public func apply(to rect: Rect) -> Rect {
        let p0 = apply(to: Point(x: rect.minX, y: rect.minY)), p1 = apply(to: Point(x: rect.maxX, y: rect.minY))
        let p2 = apply(to: Point(x: rect.minX, y: rect.maxY)), p3 = apply(to: Point(x: rect.maxX, y: rect.maxY))
        let minX = Swift.min(p0.x, p1.x, p2.x, p3.x), maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let minY = Swift.min(p0.y, p1.y, p2.y, p3.y), maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
