import Glibc
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Transforms blend as translation, rotation, scale and shear (CSS's decomposition): checked
/// against rotations and scales built with libm.
@Suite struct TransformBlendingTests {
    func rotation(degrees: Double, scale: Double = 1) -> AffineTransform {
        let r = degrees * Double.pi / 180
        return AffineTransform(
            a: scale * Glibc.cos(r), b: scale * Glibc.sin(r),
            c: -scale * Glibc.sin(r), d: scale * Glibc.cos(r), tx: 0, ty: 0)
    }

    func close(_ a: AffineTransform, _ b: AffineTransform, within tolerance: Double = 1e-12) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
    }

    func blend(_ from: AffineTransform, _ to: AffineTransform, _ fraction: Double) -> AffineTransform {
        AffineTransform.interpolate(from: from, to: to, fraction: fraction)
    }

    @Test func aQuarterTurnPassesThroughAnEighthTurnAtFullSize() {
        #expect(close(blend(.identity, rotation(degrees: 90), 0.5), rotation(degrees: 45)))
        #expect(close(blend(.identity, rotation(degrees: 90), 0.25), rotation(degrees: 22.5)))
    }

    @Test func aHalfTurnTurnsInsteadOfCollapsing() {
        // Component by component this would be the zero matrix half-way.
        let half = blend(.identity, rotation(degrees: 180), 0.5)
        #expect(close(half, rotation(degrees: 90)) || close(half, rotation(degrees: -90)))
        #expect(abs(half.determinant - 1) < 1e-12)
    }

    @Test func rotationsGoTheShorterWayRound() {
        // 170° to −170° is 20° through 180°, not 340° through 0°.
        #expect(close(blend(rotation(degrees: 170), rotation(degrees: -170), 0.5), rotation(degrees: 180)))
        #expect(close(blend(rotation(degrees: -170), rotation(degrees: 170), 0.25), rotation(degrees: -175)))
    }

    @Test func scaleAndRotationBlendSeparately() {
        #expect(close(blend(.identity, rotation(degrees: 90, scale: 3), 0.5), rotation(degrees: 45, scale: 2)))
    }

    @Test func translationBlendsLinearlyWithTheRest() {
        var end = rotation(degrees: 60, scale: 2)
        end.tx = 30
        end.ty = -10
        var expected = rotation(degrees: 20, scale: 4.0 / 3)
        expected.tx = 10
        expected.ty = -10.0 / 3
        #expect(close(blend(.identity, end, 1.0 / 3), expected))
    }

    @Test func aFlipScalesThroughZero() {
        let flipped = AffineTransform(scaleX: -1, y: 1)
        #expect(close(blend(.identity, flipped, 0.25), AffineTransform(scaleX: 0.5, y: 1)))
        #expect(close(blend(.identity, flipped, 0.75), AffineTransform(scaleX: -0.5, y: 1)))
        let upsideDown = AffineTransform(scaleX: 1, y: -1)
        #expect(close(blend(.identity, upsideDown, 0.25), AffineTransform(scaleX: 1, y: 0.5)))
    }

    @Test func aShearBlendsAsCSSDecomposesIt() {
        // Shear x by y, (x + 0.8·y, y): CSS takes the second column's length as the y scale,
        // √(1 + 0.8²), and keeps the normalised column as the remaining matrix; each part blends.
        let sheared = AffineTransform(a: 1, b: 0, c: 0.8, d: 1, tx: 0, ty: 0)
        let endScale = (1 + 0.8 * 0.8).squareRoot()
        let scale = (1 + endScale) / 2
        let m12 = (0 + 0.8 / endScale) / 2, m22 = (1 + 1 / endScale) / 2
        #expect(close(blend(.identity, sheared, 0.5), AffineTransform(a: 1, b: 0, c: m12 * scale, d: m22 * scale, tx: 0, ty: 0)))
    }

    @Test func theEndsAreTheTransformsThemselves() {
        var generator = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let t = AffineTransform(
                a: Double.random(in: -3...3, using: &generator), b: Double.random(in: -3...3, using: &generator),
                c: Double.random(in: -3...3, using: &generator), d: Double.random(in: -3...3, using: &generator),
                tx: Double.random(in: -100...100, using: &generator), ty: Double.random(in: -100...100, using: &generator))
            guard abs(t.determinant) > 1e-3 else { continue }
            let u = AffineTransform(
                a: Double.random(in: -3...3, using: &generator), b: Double.random(in: -3...3, using: &generator),
                c: Double.random(in: -3...3, using: &generator), d: Double.random(in: -3...3, using: &generator), tx: 0, ty: 0)
            guard abs(u.determinant) > 1e-3 else { continue }
            #expect(
                close(blend(t, u, 0), t, within: 1e-9) && close(blend(t, u, 1), u, within: 1e-9),
                "\(t) → \(u)")
        }
    }
}
