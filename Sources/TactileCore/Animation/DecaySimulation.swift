/// A fling slowing down (a scroll view's deceleration): the velocity is multiplied by the
/// deceleration rate d every millisecond. With k = 1000·ln d,
/// v(t) = v0·d^(1000t) and x(t) = x0 + v0·(d^(1000t) − 1)/k; it tends to x0 − v0/k and is at
/// rest once the travel left is under `threshold`. A 2000 pt/s fling at `.normal` travels ≈ 999 pt.
public final class DecaySimulation: Simulation<Double> {
    /// Where it started, in points.
    public let initialPosition: Double
    /// The starting velocity, points per second.
    public let initialVelocity: Double
    /// How quickly the velocity decays: the factor it is multiplied by every millisecond.
    public let decelerationRate: DecelerationRate
    /// The travel left, in points, below which it rests (`Simulation.restingThreshold(scale:)`).
    public let threshold: Double
    private let k: Double

    /// A fling from `position` at `velocity` (points per second).
    public init(
        position: Double, velocity: Double, decelerationRate: DecelerationRate = .normal,
        threshold: Double = 0.5
    ) {
        precondition(threshold > 0, "a resting threshold must be positive")
        initialPosition = position
        initialVelocity = velocity
        self.decelerationRate = decelerationRate
        self.threshold = threshold
        k = decelerationRate.exponent
        // x0 − v0/k: where the fling would end given forever.
        super.init(position: position, velocity: velocity, restingPosition: position - velocity / k)
    }

    /// The position `time` seconds in, from the closed form (never snapped to rest).
    public func position(at time: Double) -> Double {
        initialPosition + initialVelocity * (AnimationMath.exp(k * time) - 1) / k
    }

    /// The velocity `time` seconds in.
    public func velocity(at time: Double) -> Double {
        initialVelocity * AnimationMath.exp(k * time)
    }

    /// When it passes `position`, in seconds: nil when it never gets there (behind the start,
    /// or at or beyond the resting position).
    public func time(toReach position: Double) -> Double? {
        let distance = position - initialPosition
        if distance == 0 { return 0 }
        // x(t) = p ⇔ e^(kt) = 1 + k(p − x0)/v0, which has a root only in (0, 1].
        guard initialVelocity != 0 else { return nil }
        let factor = 1 + k * distance / initialVelocity
        guard factor > 0 && factor <= 1 else { return nil }
        return AnimationMath.log(factor) / k
    }

    public override func computeState(at time: Double, into state: inout SimulationState<Double>) {
        let velocity = velocity(at: time)
        // The travel left is x∞ − x(t) = −v(t)/k.
        if abs(velocity / k) < threshold {
            state = SimulationState(position: restingPosition, velocity: 0, isAtRest: true)
        } else {
            state = SimulationState(position: position(at: time), velocity: velocity, isAtRest: false)
        }
    }
}
