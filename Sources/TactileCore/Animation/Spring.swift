import TactilePlatform
import TactileRaster
import TactileSystem

/// A damped spring that carries an animated value to its target: mass m, stiffness k, damping c
/// (as `CASpringAnimation`), with the closed-form solutions for every damping ratio.
///
/// The animation's progress is 1 − x(t), where x is the displacement from the target measured in
/// units of the whole change (x(0) = 1), so a spring overshoots past 1 and settles at 1.
public struct Spring: Equatable, Hashable, Sendable {
    /// The mass m, > 0.
    public var mass: Double
    /// The stiffness k, > 0.
    public var stiffness: Double
    /// The damping coefficient c, > 0.
    public var damping: Double
    /// The velocity at the start, in units of the whole change per second (UIKit's
    /// `initialSpringVelocity`: 1 means the full distance per second).
    public var initialVelocity: Double

    /// A spring from its physical parameters; the defaults are those of `CASpringAnimation`.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        precondition(mass > 0 && stiffness > 0 && damping > 0, "a spring needs positive mass, stiffness and damping")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// A spring from its perceptual form: `duration` is the period T of the undamped oscillation
    /// (k = 4π²m/T²) and `bounce` sets the damping ratio ζ = 1 − bounce (0: critically damped, no
    /// overshoot; towards 1: more bounce; below 0: over-damped), so c = 2ζ√(km).
    /// (0.5 s, 0.3) gives k ≈ 157.9, c ≈ 17.6.
    public init(duration: Interval, bounce: Double = 0, mass: Double = 1, initialVelocity: Double = 0) {
        precondition(duration.nanoseconds > 0 && bounce < 1, "a spring needs a positive duration and a bounce below 1")
        let period = duration.seconds
        let stiffness = 4 * Trigonometry.pi * Trigonometry.pi * mass / (period * period)
        let ratio = 1 - bounce
        self.init(
            mass: mass, stiffness: stiffness, damping: 2 * ratio * (stiffness * mass).squareRoot(),
            initialVelocity: initialVelocity)
    }

    /// Mass 1, stiffness 100, ζ = 1 (damping 20): a scroll view's return to an edge, fast and
    /// without overshoot (Core Animation's spring with mass 1, stiffness 100, damping ratio 1).
    public static let criticallyDamped = Spring(mass: 1, stiffness: 100, damping: 20)

    /// ζ = c / (2√(km)): below 1 the spring oscillates, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The fraction of the change shown after `time` seconds: starts at 0, may pass 1, ends at 1.
    public func value(at time: Double) -> Double {
        1 - displacement(at: time, from: 1, velocity: -initialVelocity)
    }

    /// The displacement x(t) from rest after `time` seconds for a start at displacement `x0` moving
    /// at `v0` (the closed forms of the damped harmonic oscillator).
    public func displacement(at time: Double, from x0: Double, velocity v0: Double) -> Double {
        let t = max(time, 0)
        let beta = damping / (2 * mass)
        switch motion(x0: x0, v0: v0) {
        case let .underdamped(omega, _):
            let decay = AnimationMath.exp(-beta * t)
            return decay * (x0 * Trigonometry.cos(omega * t) + (v0 + beta * x0) / omega * Trigonometry.sin(omega * t))
        case .critical:
            return AnimationMath.exp(-beta * t) * (x0 + (v0 + beta * x0) * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * AnimationMath.exp(r1 * t) + c2 * AnimationMath.exp(r2 * t)
        }
    }

    /// The velocity x'(t) after `time` seconds for a start at displacement `x0` moving at `v0`:
    /// the derivatives of the closed forms of `displacement(at:from:velocity:)`.
    public func velocity(at time: Double, from x0: Double, velocity v0: Double) -> Double {
        let t = max(time, 0)
        let beta = damping / (2 * mass)
        switch motion(x0: x0, v0: v0) {
        case let .underdamped(omega, _):
            let b = (v0 + beta * x0) / omega
            return AnimationMath.exp(-beta * t)
                * (v0 * Trigonometry.cos(omega * t) - (beta * b + omega * x0) * Trigonometry.sin(omega * t))
        case .critical:
            return AnimationMath.exp(-beta * t) * (v0 - beta * (v0 + beta * x0) * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * r1 * AnimationMath.exp(r1 * t) + c2 * r2 * AnimationMath.exp(r2 * t)
        }
    }

    /// How long the spring takes until its displacement stays within `threshold` of the target
    /// (in units of the whole change; e.g. 0.5 px / distance), from a bound on the motion's
    /// envelope, so the spring never leaves the threshold afterwards.
    public func settlingDuration(threshold: Double = 0.001) -> Double {
        precondition(threshold > 0, "a settling threshold must be positive")
        let x0 = 1.0, v0 = -initialVelocity
        let beta = damping / (2 * mass)
        switch motion(x0: x0, v0: v0) {
        case let .underdamped(_, amplitude):
            // |x(t)| ≤ A·e^(−βt).
            return amplitude <= threshold ? 0 : AnimationMath.log(amplitude / threshold) / beta
        case .critical:
            // |x(t)| ≤ e^(−βt)(|x0| + |B|t), which rises to one peak and then falls.
            let b = abs(v0 + beta * x0)
            let peak = b > 0 ? max(0, 1 / beta - abs(x0) / b) : 0
            return firstTime(after: peak, threshold: threshold) { t in
                AnimationMath.exp(-beta * t) * (abs(x0) + b * t)
            }
        case let .overdamped(r1, r2, c1, c2):
            // |x(t)| ≤ |C1|e^(r1 t) + |C2|e^(r2 t), falling from t = 0.
            return firstTime(after: 0, threshold: threshold) { t in
                abs(c1) * AnimationMath.exp(r1 * t) + abs(c2) * AnimationMath.exp(r2 * t)
            }
        }
    }

    private enum Motion {
        /// ω_d and the envelope amplitude √(x0² + ((v0 + βx0)/ω_d)²).
        case underdamped(omega: Double, amplitude: Double)
        case critical
        /// x(t) = C1·e^(r1 t) + C2·e^(r2 t).
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    private func motion(x0: Double, v0: Double) -> Motion {
        let zeta = dampingRatio
        let beta = damping / (2 * mass)
        let omega0 = (stiffness / mass).squareRoot()
        if abs(zeta - 1) < 1e-9 { return .critical }
        if zeta < 1 {
            let omega = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + beta * x0) / omega
            return .underdamped(omega: omega, amplitude: (x0 * x0 + b * b).squareRoot())
        }
        let root = (beta * beta - omega0 * omega0).squareRoot()
        let r1 = -beta + root, r2 = -beta - root
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        return .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
    }

    /// The first time after `start` where the falling `bound` drops below `threshold`.
    private func firstTime(after start: Double, threshold: Double, _ bound: (Double) -> Double) -> Double {
        if bound(start) < threshold { return start == 0 ? 0 : start }
        var low = start, high = start + 0.01
        while bound(high) >= threshold && high < 1e6 {
            low = high
            high = start + (high - start) * 2
        }
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if bound(middle) >= threshold { low = middle } else { high = middle }
        }
        return high
    }
}
