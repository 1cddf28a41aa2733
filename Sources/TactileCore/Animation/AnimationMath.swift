/// The exponential and the natural logarithm in pure Swift, for springs and
/// transform blending: the device build has no libm beyond rounding, and one implementation
/// keeps host and device animations identical.
public enum AnimationMath {
    /// ln 2 split in two parts (Cody–Waite) so the range reduction loses no accuracy.
    private static let ln2High = 6.93147180369123816490e-01
    private static let ln2Low = 1.90821492927058770002e-10
    private static let ln2 = 0.6931471805599453

    /// e raised to `x`, to within a few ulps; 0 below about −745, +∞ above about 709.8.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        // x = k·ln 2 + r with |r| ≤ ln 2 / 2, then e^x = 2^k · e^r.
        let k = (x * 1.4426950408889634).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        // Taylor series to degree 14: under 1e-17 relative error for |r| ≤ 0.347.
        var term = 1.0, sum = 1.0
        var n = 1.0
        while n <= 14 {
            term *= r / n
            sum += term
            n += 1
        }
        return scaled(sum, byPowerOfTwo: Int(k))
    }

    /// The natural logarithm of `x`: −∞ at 0, NaN below 0.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        // x = m · 2^e with m in [√½, √2), then ln m = 2·atanh((m − 1)/(m + 1)).
        var e = Int(x.exponent)
        var m = x.significand
        if m > 1.4142135623730951 {
            m *= 0.5
            e += 1
        }
        let f = (m - 1) / (m + 1)
        let f2 = f * f
        var power = f, sum = f
        var n = 3.0
        while n <= 25 {
            power *= f2
            sum += power / n
            n += 2
        }
        return Double(e) * ln2 + 2 * sum
    }

    /// `value` · 2^`power`, in two steps so a subnormal or huge result still comes out right.
    private static func scaled(_ value: Double, byPowerOfTwo power: Int) -> Double {
        let half = power / 2
        return value * powerOfTwo(half) * powerOfTwo(power - half)
    }

    /// 2^`power` for −1022 ≤ power ≤ 1023, built from its bit pattern.
    private static func powerOfTwo(_ power: Int) -> Double {
        Double(bitPattern: UInt64(power + 1023) << 52)
    }
}
