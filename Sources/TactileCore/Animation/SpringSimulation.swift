/// A value carried to `target` by a damped spring (mass, stiffness, damping of `spring`), from a
/// position and velocity of its own: a scroll view's return to an edge (`Spring.criticallyDamped`,
/// the default) or any spring-driven motion in points. Exact closed forms for every damping
/// ratio (see `Spring`).
///
/// At rest when within `threshold` of the target and slower than the threshold times the
/// spring's decay rate β = c/2m (what a decay at that rate would still carry it is under the
/// threshold): a spring passing its target fast is not at rest.
public final class SpringSimulation: Simulation<Double> {
    /// The spring's mass, stiffness and damping (its `initialVelocity` is not used).
    public let spring: Spring
    /// Where it started, in points.
    public let initialPosition: Double
    /// The starting velocity, points per second.
    public let initialVelocity: Double
    /// Where the spring carries it, in points.
    public let target: Double
    /// The distance in points within which it can rest (`Simulation.restingThreshold(scale:)`).
    public let threshold: Double

    /// Creates a simulation from `position` at `velocity` points per second towards `target`.
    public init(
        spring: Spring = .criticallyDamped, position: Double, velocity: Double = 0, target: Double,
        threshold: Double = 0.5
    ) {
        precondition(threshold > 0, "a resting threshold must be positive")
        self.spring = spring
        initialPosition = position
        initialVelocity = velocity
        self.target = target
        self.threshold = threshold
        super.init(position: position, velocity: velocity, restingPosition: target)
    }

    public override func computeState(at time: Double, into state: inout SimulationState<Double>) {
        let x0 = initialPosition - target
        let displacement = spring.displacement(at: time, from: x0, velocity: initialVelocity)
        let velocity = spring.velocity(at: time, from: x0, velocity: initialVelocity)
        let beta = spring.damping / (2 * spring.mass)
        if abs(displacement) < threshold && abs(velocity) < beta * threshold {
            state = SimulationState(position: target, velocity: 0, isAtRest: true)
        } else {
            state = SimulationState(position: target + displacement, velocity: velocity, isAtRest: false)
        }
    }
}
