/// Sine and cosine in pure Swift. Raster has no libm (it must build with no OS underneath), and
/// one implementation on every CPU keeps the host and device pictures byte-identical.
public enum Trigonometry {
    public static let pi = 3.141592653589793

    /// sin(x) to within a few ulps for |x| below about 1e9.
    public static func sin(_ x: Double) -> Double {
        let (quadrant, r) = reduce(x)
        switch quadrant & 3 {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// cos(x) to within a few ulps for |x| below about 1e9.
    public static func cos(_ x: Double) -> Double {
        let (quadrant, r) = reduce(x)
        switch quadrant & 3 {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
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
