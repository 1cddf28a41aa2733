/// Sine, cosine, the arc tangent and the hypotenuse in pure Swift (what custom drawing and
/// gestures need: an app reaches them through `import Tactile`). One implementation on every CPU,
/// rather than each C library's, keeps the host and device pictures byte-identical.
public enum Trigonometry {
    /// π, the ratio of a circle's circumference to its diameter (as `Double.pi`).
    public static let pi = 3.141592653589793

    /// sin(x) to within a few ulps for |x| below about 1e6 (beyond, the reduction by π/2 loses
    /// accuracy: its first part has 33 bits).
    public static func sin(_ x: Double) -> Double {
        let (quadrant, r) = reduce(x)
        switch quadrant & 3 {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// cos(x) to within a few ulps for |x| below about 1e6 (beyond, the reduction by π/2 loses
    /// accuracy: its first part has 33 bits).
    public static func cos(_ x: Double) -> Double {
        let (quadrant, r) = reduce(x)
        switch quadrant & 3 {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    /// The angle of the point (`x`, `y`) from the positive x axis, in radians in [−π, π]: 0 at
    /// the origin, NaN when either is NaN.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        if x == 0 { return y == 0 ? 0 : (y > 0 ? pi / 2 : -pi / 2) }
        if x.isInfinite || y.isInfinite {
            if x.isInfinite && y.isInfinite { return (x > 0 ? pi / 4 : 3 * pi / 4) * (y > 0 ? 1 : -1) }
            if y.isInfinite { return y > 0 ? pi / 2 : -pi / 2 }
            return x > 0 ? (y.sign == .minus ? -0.0 : 0) : (y.sign == .minus ? -pi : pi)
        }
        // Beyond 45° from the x axis, the complement keeps the series argument at most 1.
        if abs(y) > abs(x) {
            let angle = (y > 0 ? pi / 2 : -pi / 2) - atan(x / y)
            return angle
        }
        let angle = atan(y / x)
        if x > 0 { return angle }
        return y.sign == .minus ? angle - pi : angle + pi
    }

    /// The arc tangent of `x` for |x| ≤ 1.
    private static func atan(_ x: Double) -> Double {
        // atan x = 2·atan(x / (1 + √(1 + x²))), twice: the argument falls below tan(π/16) ≈ 0.2.
        var r = x
        for _ in 0..<2 { r = r / (1 + (1 + r * r).squareRoot()) }
        // Series to degree 23: under 1e-17 for |r| ≤ 0.2.
        let r2 = r * r
        var power = r, sum = r
        var n = 3.0, sign = -1.0
        while n <= 23 {
            power *= r2
            sum += sign * power / n
            sign = -sign
            n += 2
        }
        return 4 * sum
    }

    /// The length of the vector (`x`, `y`), √(x² + y²), without overflow or underflow on the
    /// way: infinite when either is, NaN when either is NaN and neither infinite.
    public static func hypot(_ x: Double, _ y: Double) -> Double {
        let a = abs(x), b = abs(y)
        if a.isInfinite || b.isInfinite { return .infinity }
        if a.isNaN || b.isNaN { return .nan }
        let larger = max(a, b), smaller = min(a, b)
        guard larger > 0 else { return 0 }
        let ratio = smaller / larger
        return larger * (1 + ratio * ratio).squareRoot()
    }

    /// x = quadrant·π/2 + r with |r| ≤ π/4, π/2 split in two parts (Cody–Waite) for accuracy.
    private static func reduce(_ x: Double) -> (Int, Double) {
        let quadrant = (x * 0.6366197723675814).rounded()
        let r = (x - quadrant * 1.5707963267341256) - quadrant * 6.077100506506192e-11
        return (Int(quadrant), r)
    }

    // Taylor series to degree 17/16: under 1e-16 relative error on |r| ≤ π/4.
    private static func sinKernel(_ r: Double) -> Double {
        let r2 = r * r
        var term = r, sum = r
        var n = 1.0
        while n < 17 {
            term *= -r2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    private static func cosKernel(_ r: Double) -> Double {
        let r2 = r * r
        var term = 1.0, sum = 1.0
        var n = 0.0
        while n < 16 {
            term *= -r2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }
}
