import Foundation
import TactileCore
import TactileTestSupport
import Testing

/// The pure-Swift exp and log against the platform's libm, and against known constants.
@Suite struct AnimationMathTests {
    @Test func expMatchesKnownValues() {
        let known: [(Double, Double)] = [
            (0, 1), (1, 2.718281828459045), (-1, 0.36787944117144233), (0.5, 1.6487212707001282),
            (10, 22026.465794806718), (-20, 2.061153622438558e-09), (2.302585092994046, 10)
        ]
        for (x, expected) in known {
            #expect(abs(AnimationMath.exp(x) - expected) <= 1e-15 * expected, "exp(\(x))")
        }
    }

    @Test func expMatchesLibmOverItsRange() {
        var x = -740.0
        while x < 709 {
            let expected = Foundation.exp(x)
            #expect(abs(AnimationMath.exp(x) - expected) <= 1e-15 * expected, "exp(\(x))")
            x += 0.7310203
        }
        #expect(AnimationMath.exp(-800) == 0)
        #expect(AnimationMath.exp(800) == .infinity)
    }

    @Test func logMatchesKnownValuesAndLibm() {
        #expect(abs(AnimationMath.log(2.718281828459045) - 1) < 1e-15)
        #expect(abs(AnimationMath.log(2) - 0.6931471805599453) < 1e-16)
        #expect(abs(AnimationMath.log(10) - 2.302585092994046) < 1e-15)
        #expect(AnimationMath.log(1) == 0)
        #expect(AnimationMath.log(0) == -.infinity)
        #expect(AnimationMath.log(-1).isNaN)
        var x = 1e-300
        while x < 1e300 {
            let expected = Foundation.log(x)
            #expect(abs(AnimationMath.log(x) - expected) <= 1e-15 * max(1, abs(expected)), "log(\(x))")
            x *= 13.37
        }
    }
}
