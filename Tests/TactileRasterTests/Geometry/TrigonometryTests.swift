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

    /// Within the range the doc comments promise (|x| below 1e6): a few ulps of the result, or of
    /// 1 where the result is near 0 (its absolute error is what the reduction leaves).
    @Test func sineAndCosineMatchLibmBelowAMillion() {
        var generator = SplitMix64(seed: 13)
        var angles: [Double] = [0, -0.0, .pi / 4, .pi / 2, .pi, 3 * .pi / 2, 1e-300, 1e6, -1e6, 999_999.5]
        for _ in 0..<2000 { angles.append(Double.random(in: -10...10, using: &generator)) }
        for _ in 0..<2000 { angles.append(Double.random(in: -1e6...1e6, using: &generator)) }
        for x in angles {
            let sine = Trigonometry.sin(x), referenceSine = Glibc.sin(x)
            let cosine = Trigonometry.cos(x), referenceCosine = Glibc.cos(x)
            #expect(abs(sine - referenceSine) <= 4 * max(referenceSine.ulp, Double.ulpOfOne), "sin(\(x)): \(sine) vs \(referenceSine)")
            #expect(abs(cosine - referenceCosine) <= 4 * max(referenceCosine.ulp, Double.ulpOfOne), "cos(\(x)): \(cosine) vs \(referenceCosine)")
        }
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
