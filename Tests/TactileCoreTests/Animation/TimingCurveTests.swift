import TactileCore
import TactileRaster
import TactileTestSupport
import Testing

/// Timing curves against the Bézier formula evaluated here independently: the Bernstein form,
/// with x(s) = t solved by plain bisection.
@Suite struct TimingCurveTests {
    /// y at time t of the cubic Bézier (0,0) p1 p2 (1,1), by 200 bisection steps on x(s).
    static func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
        func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(x1, x2, middle) < t { low = middle } else { high = middle }
        }
        return bernstein(y1, y2, (low + high) / 2)
    }

    static let cases: [(String, TimingCurve, [Double])] = [
        ("linear", .linear, [0, 0, 1, 1]),
        ("easeIn", .easeIn, [0.42, 0, 1, 1]),
        ("easeOut", .easeOut, [0, 0, 0.58, 1]),
        ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
        ("default", .default, [0.25, 0.1, 0.25, 1]),
        ("custom overshoot", TimingCurve(0.3, -0.4, 0.6, 1.6), [0.3, -0.4, 0.6, 1.6]),
        ("custom steep", TimingCurve(0, 1, 0, 1), [0, 1, 0, 1]),
        ("custom flat ends", TimingCurve(1, 0, 0, 1), [1, 0, 0, 1])
    ]

    @Test(arguments: 0..<cases.count)
    func valuesMatchTheBezierFormula(index: Int) {
        let (name, curve, p) = Self.cases[index]
        for step in 0...200 {
            let t = Double(step) / 200
            let expected = Self.reference(p[0], p[1], p[2], p[3], at: t)
            // (1, 0)(0, 1) has x′(½) = 0: near t = ½, doubles pin s down only to about ∛ε ≈ 6e-6
            // (x − ½ ∝ (s − ½)³), in the reference as in the curve, so y can differ by that much.
            let tolerance = name == "custom flat ends" && abs(t - 0.5) < 0.01 ? 2e-5 : 1e-9
            #expect(abs(curve.value(at: t) - expected) < tolerance, "\(name) at \(t)")
        }
    }

    @Test func controlPointsAreTheReferenceValues() {
        #expect(TimingCurve.easeIn.controlPoint1 == Point(x: 0.42, y: 0))
        #expect(TimingCurve.easeOut.controlPoint2 == Point(x: 0.58, y: 1))
        #expect(TimingCurve.default.controlPoint1 == Point(x: 0.25, y: 0.1))
        #expect(TimingCurve.default.controlPoint2 == Point(x: 0.25, y: 1))
    }

    @Test func endsAreExactAndTimeIsClamped() {
        for (_, curve, _) in Self.cases {
            #expect(abs(curve.value(at: 0)) < 1e-12)
            #expect(abs(curve.value(at: 1) - 1) < 1e-12)
            #expect(curve.value(at: -3) == curve.value(at: 0))
            #expect(curve.value(at: 7) == curve.value(at: 1))
        }
        // Known midpoint: ease-in-ease-out is symmetric about (0.5, 0.5).
        #expect(abs(TimingCurve.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-12)
    }
}
