/// A fling between two edges (a scroll view's deceleration on one axis, content offsets from
/// `lowerEdge` to `upperEdge`): it decays (`DecaySimulation`); if it would come to rest beyond
/// an edge, at the moment it crosses that edge a spring (`Spring.criticallyDamped` by default)
/// takes over from the edge with the velocity it had there: the speed falls to zero beyond the
/// edge, the motion reverses and settles flush with the edge. Without `bounces` it stops dead at
/// the edge instead. Released beyond an edge (rubber-banded), the spring brings it back from the
/// start, with the release velocity.
public final class BoundedDecaySimulation: Simulation<Double> {
    /// The smallest content offset it rests at, in points.
    public let lowerEdge: Double
    /// The largest content offset it rests at, in points.
    public let upperEdge: Double
    /// Whether a fling crossing an edge goes beyond and springs back (`UIScrollView.bounces`).
    public let bounces: Bool
    /// The decay it starts with (not used when it starts beyond an edge).
    public let decay: DecaySimulation
    /// The spring that brings it back, from the edge crossing (or the start), nil when there is
    /// none: it comes to rest between the edges, or stops at the edge without `bounces`.
    public let returnSpring: SpringSimulation?
    /// When the fling crosses an edge, seconds after the start (0 when it starts beyond one),
    /// nil when it never does.
    public let edgeTime: Double?
    private let edge: Double

    /// A fling from `position` at `velocity` (points per second) between `lowerEdge` and
    /// `upperEdge`; `threshold` (points) is where both the decay and the spring rest.
    public init(
        position: Double, velocity: Double, lowerEdge: Double, upperEdge: Double,
        decelerationRate: DecelerationRate = .normal, bounces: Bool = true,
        spring: Spring = .criticallyDamped, threshold: Double = 0.5
    ) {
        precondition(lowerEdge <= upperEdge, "the lower edge must not be above the upper one")
        self.lowerEdge = lowerEdge
        self.upperEdge = upperEdge
        self.bounces = bounces
        decay = DecaySimulation(
            position: position, velocity: velocity, decelerationRate: decelerationRate,
            threshold: threshold)
        if position < lowerEdge || position > upperEdge {
            edge = position < lowerEdge ? lowerEdge : upperEdge
            edgeTime = 0
            returnSpring = SpringSimulation(
                spring: spring, position: position, velocity: velocity, target: edge,
                threshold: threshold)
        } else {
            let rest = decay.restingPosition
            edge = rest < lowerEdge ? lowerEdge : upperEdge
            if rest < lowerEdge || rest > upperEdge, let time = decay.time(toReach: edge) {
                edgeTime = time
                returnSpring =
                    bounces
                    ? SpringSimulation(
                        spring: spring, position: edge, velocity: decay.velocity(at: time), target: edge,
                        threshold: threshold)
                    : nil
            } else {
                edgeTime = nil
                returnSpring = nil
            }
        }
        super.init(
            position: position, velocity: velocity,
            restingPosition: edgeTime == nil ? decay.restingPosition : edge)
    }

    public override func computeState(at time: Double, into state: inout SimulationState<Double>) {
        guard let edgeTime else {
            state = decay.state(at: time)
            return
        }
        if time < edgeTime {
            // Still inside: the decay's own rest does not apply, its resting point lies beyond.
            state = SimulationState(
                position: decay.position(at: time), velocity: decay.velocity(at: time),
                isAtRest: false)
        } else if let returnSpring {
            state = returnSpring.state(at: time - edgeTime)
        } else {
            state = SimulationState(position: edge, velocity: 0, isAtRest: true)
        }
    }
}
