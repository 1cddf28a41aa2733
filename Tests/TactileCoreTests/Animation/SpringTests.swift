import Foundation
import TactileCore
import TactilePlatform
import TactileTestSupport
import Testing

/// Springs against the closed forms of docs/animation.md, 'Springs', recomputed here with libm,
/// and the over-damped case against a numerical integration of m·x'' + c·x' + k·x = 0.
@Suite struct SpringTests {
    @Test func durationAndBounceGiveTheReferenceVector() {
        let spring = Spring(duration: .milliseconds(500), bounce: 0.3)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        #expect(spring.mass == 1)
        // Exactly: k = 4π²/0.25, c = 2·0.7·√k.
        #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) < 1e-9)
        #expect(abs(spring.damping - 1.4 * (16 * Double.pi * Double.pi).squareRoot()) < 1e-9)
        #expect(abs(Spring(duration: .seconds(1), bounce: 0).dampingRatio - 1) < 1e-12)
    }

    /// Underdamped x(t) = e^(−βt)(x0·cos ω_d t + ((v0 + βx0)/ω_d) sin ω_d t).
    static func underdamped(m: Double, k: Double, c: Double, x0: Double, v0: Double, t: Double) -> Double {
        let beta = c / (2 * m)
        let zeta = c / (2 * (k * m).squareRoot())
        let omega = (k / m).squareRoot() * (1 - zeta * zeta).squareRoot()
        return exp(-beta * t) * (x0 * cos(omega * t) + (v0 + beta * x0) / omega * sin(omega * t))
    }

    /// Critically damped x(t) = e^(−βt)(x0 + (v0 + βx0)t).
    static func critical(m: Double, c: Double, x0: Double, v0: Double, t: Double) -> Double {
        let beta = c / (2 * m)
        return exp(-beta * t) * (x0 + (v0 + beta * x0) * t)
    }

    @Test func underdampedMatchesTheClosedForm() {
        let springs = [Spring(), Spring(duration: .milliseconds(500), bounce: 0.3), Spring(mass: 2, stiffness: 300, damping: 5, initialVelocity: 3)]
        for spring in springs {
            for step in 0...300 {
                let t = Double(step) * 0.01
                let x = Self.underdamped(
                    m: spring.mass, k: spring.stiffness, c: spring.damping,
                    x0: 1, v0: -spring.initialVelocity, t: t)
                #expect(abs(spring.value(at: t) - (1 - x)) < 1e-12, "\(spring) at \(t)")
                let y = Self.underdamped(m: spring.mass, k: spring.stiffness, c: spring.damping, x0: -40, v0: 250, t: t)
                #expect(abs(spring.displacement(at: t, from: -40, velocity: 250) - y) < 1e-10)
            }
        }
        // Underdamped overshoots by e^(−ζπ/√(1−ζ²)): 16.3 % for ζ = 0.5.
        let peak = (0...1000).map { Spring().value(at: Double($0) * 0.001) }.max() ?? 0
        #expect(abs(peak - (1 + exp(-0.5 * Double.pi / 0.75.squareRoot()))) < 1e-4)
    }

    @Test func criticallyDampedMatchesTheClosedForm() {
        // The scroll view's bounce: mass 1, stiffness 100, ζ = 1 → c = 20.
        let spring = Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -2)
        for step in 0...200 {
            let t = Double(step) * 0.01
            #expect(abs(spring.value(at: t) - (1 - Self.critical(m: 1, c: 20, x0: 1, v0: 2, t: t))) < 1e-12)
            #expect(abs(spring.displacement(at: t, from: 0, velocity: 800) - Self.critical(m: 1, c: 20, x0: 0, v0: 800, t: t)) < 1e-9)
        }
    }

    @Test func overdampedMatchesNumericalIntegration() {
        let spring = Spring(mass: 1.5, stiffness: 80, damping: 60, initialVelocity: 4)
        #expect(spring.dampingRatio > 1)
        // RK4 on x'' = −(c x' + k x)/m from x = 1, v = −4.
        var x = 1.0, v = -4.0
        let h = 1e-5
        func acceleration(_ x: Double, _ v: Double) -> Double { -(60 * v + 80 * x) / 1.5 }
        for step in 1...200_000 {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 10_000 == 0 {
                let t = Double(step) * h
                #expect(abs(spring.value(at: t) - (1 - x)) < 1e-9, "at \(t)")
            }
        }
    }

    @Test(arguments: [
        Spring(), Spring(duration: .milliseconds(500), bounce: 0.3), Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5),
        Spring(mass: 1.5, stiffness: 80, damping: 60, initialVelocity: 4), Spring(duration: .milliseconds(300), bounce: 0.8)
    ])
    func settlingDurationBoundsTheMotion(spring: Spring) {
        for threshold in [0.001, 0.01, 0.5 / 960] {
            let settle = spring.settlingDuration(threshold: threshold)
            #expect(settle > 0)
            // Within the threshold from then on (sampled densely up to 3× later)…
            var t = settle
            while t < settle * 3 + 0.1 {
                #expect(abs(1 - spring.value(at: t)) <= threshold * (1 + 1e-9), "t \(t)")
                t += 0.0005
            }
            // …and not a needlessly long time: the motion still exceeds a tenth of the threshold
            // within the last 30 % before it (a loose bound: the envelope, not the motion, is used).
            var exceeded = false
            t = settle * 0.7
            while t < settle {
                if abs(1 - spring.value(at: t)) > threshold / 10 { exceeded = true }
                t += 0.0005
            }
            #expect(exceeded)
        }
    }

    @Test func underdampedSettlingIsWhereTheEnvelopeMeetsTheThreshold() {
        let spring = Spring()  // β = 5, ω_d = √75
        let omega = 75.0.squareRoot()
        let amplitude = (1 + pow(5 / omega, 2)).squareRoot()
        let expected = log(amplitude / 0.001) / 5
        #expect(abs(spring.settlingDuration(threshold: 0.001) - expected) < 1e-12)
    }
}
