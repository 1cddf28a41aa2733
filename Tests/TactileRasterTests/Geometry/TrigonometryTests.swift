import Glibc
import TactileRaster
import TactileSystem
import Testing

/// The pure-Swift functions custom drawing and gestures use, against the C library's.
@Suite struct TrigonometryTests {
    /// Corner cases first (axes, signed zeros, infinities, a tiny y), then random points.
    static func points(seed: UInt64) -> [(Double, Double)] {
        var cases: [(Double, Double)] = [
            (0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (-1, -1), (1e-300, -1), (-0.0, -1),
            (3, -1e-9), (.infinity, 1), (1, -.infinity), (-.infinity, .infinity)
        ]
        var generator = SplitMix64(seed: seed)
        for _ in 0..<2000 {
            cases.append((Double.random(in: -1000...1000, using: &generator), Double.random(in: -1000...1000, using: &generator)))
        }
        return cases
    }

    @Test func arcTangentMatchesLibm() {
        for (y, x) in Self.points(seed: 11) {
            let ours = Trigonometry.atan2(y, x), reference = Glibc.atan2(y, x)
            #expect(abs(ours - reference) <= 1e-15 * max(1, abs(reference)), "atan2(\(y), \(x)): \(ours) vs \(reference)")
        }
        #expect(Trigonometry.atan2(0, 0) == 0)
        #expect(Trigonometry.atan2(.nan, 1).isNaN)
    }

    @Test func hypotenuseMatchesLibm() {
        var cases = Self.points(seed: 12)
        // Where x² + y² would overflow or underflow a Double (the last pair subnormal).
        let tiny = Double.leastNonzeroMagnitude
        cases += [(1e200, 1e200), (-3e307, 4e307), (1e-200, 1e-200), (tiny * 6_000, tiny * 8_000), (0, 0), (-0.0, 5)]
        for (x, y) in cases {
            let ours = Trigonometry.hypot(x, y), reference = Glibc.hypot(x, y)
            #expect(ours == reference || abs(ours - reference) <= 4e-16 * reference, "hypot(\(x), \(y)): \(ours) vs \(reference)")
        }
        #expect(Trigonometry.hypot(.nan, .infinity) == .infinity)
        #expect(Trigonometry.hypot(.nan, 1).isNaN)
    }
}
