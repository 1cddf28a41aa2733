import TactileRaster

/// An affine transform taken apart for blending: translation · rotation · remaining · scale,
/// applied right to left to a point (scale first), as CSS Transforms decomposes a 2-D matrix.
/// The remaining matrix holds the shear; its first column is always (1, 0).
struct DecomposedTransform {
    var translation: Point
    var scaleX: Double
    var scaleY: Double
    /// Radians; positive turns clockwise on a y-down screen, as `AffineTransform(rotationAngle:)`.
    var angle: Double
    var m11: Double, m12: Double, m21: Double, m22: Double

    /// Nil when `transform` collapses an axis (a zero scale) or is not finite.
    init?(_ transform: AffineTransform) {
        let t = transform
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        var sx = (t.a * t.a + t.b * t.b).squareRoot()
        var sy = (t.c * t.c + t.d * t.d).squareRoot()
        guard sx > 0, sy > 0 else { return nil }
        // A mirror image: flip the axis that points more against its own direction.
        if t.determinant < 0 {
            if t.a < t.d { sx = -sx } else { sy = -sy }
        }
        // The columns without scale; the first is a unit vector at the rotation angle.
        let x0 = t.a / sx, y0 = t.b / sx, x1 = t.c / sy, y1 = t.d / sy
        angle = Trigonometry.atan2(y0, x0)
        // remaining = rotation(−angle) · columns; cos and sin of the angle are x0 and y0.
        m11 = x0 * x0 + y0 * y0
        m21 = -y0 * x0 + x0 * y0
        m12 = x0 * x1 + y0 * y1
        m22 = -y0 * x1 + x0 * y1
        translation = Point(x: t.tx, y: t.ty)
        scaleX = sx
        scaleY = sy
    }

    private init(
        translation: Point, scaleX: Double, scaleY: Double, angle: Double,
        m11: Double, m12: Double, m21: Double, m22: Double
    ) {
        self.translation = translation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.angle = angle
        self.m11 = m11; self.m12 = m12; self.m21 = m21; self.m22 = m22
    }

    /// The transform again.
    var transform: AffineTransform {
        let cosine = Trigonometry.cos(angle), sine = Trigonometry.sin(angle)
        // rotation · remaining, then each column times its scale.
        let r11 = cosine * m11 - sine * m21, r21 = sine * m11 + cosine * m21
        let r12 = cosine * m12 - sine * m22, r22 = sine * m12 + cosine * m22
        return AffineTransform(
            a: r11 * scaleX, b: r21 * scaleX, c: r12 * scaleY, d: r22 * scaleY,
            tx: translation.x, ty: translation.y)
    }

    /// Makes the two ends blend the natural way: a flip of x at one end and of y at the other is
    /// a half turn, and a rotation goes the shorter way round.
    mutating func prepareForBlending(with other: inout DecomposedTransform) {
        let pi = Trigonometry.pi
        if (scaleX < 0 && other.scaleY < 0) || (scaleY < 0 && other.scaleX < 0) {
            // rotation(θ ± π) · remaining · scale(−sx, −sy) is the same transform.
            scaleX = -scaleX
            scaleY = -scaleY
            angle += angle < 0 ? pi : -pi
        }
        if other.angle - angle > pi {
            angle += 2 * pi
        } else if angle - other.angle > pi {
            other.angle += 2 * pi
        }
    }

    /// Every part blended linearly.
    static func interpolate(from a: DecomposedTransform, to b: DecomposedTransform, fraction f: Double) -> DecomposedTransform {
        DecomposedTransform(
            translation: .interpolate(from: a.translation, to: b.translation, fraction: f),
            scaleX: .interpolate(from: a.scaleX, to: b.scaleX, fraction: f),
            scaleY: .interpolate(from: a.scaleY, to: b.scaleY, fraction: f),
            angle: .interpolate(from: a.angle, to: b.angle, fraction: f),
            m11: .interpolate(from: a.m11, to: b.m11, fraction: f),
            m12: .interpolate(from: a.m12, to: b.m12, fraction: f),
            m21: .interpolate(from: a.m21, to: b.m21, fraction: f),
            m22: .interpolate(from: a.m22, to: b.m22, fraction: f))
    }
}
