import TactileRaster

/// Two one-axis simulations moving a point, x and y independently (a scroll view decelerating
/// in both directions): at rest once both are.
public final class PointSimulation: Simulation<Point> {
    /// The simulation of the horizontal coordinate.
    public let x: Simulation<Double>
    /// The simulation of the vertical coordinate.
    public let y: Simulation<Double>

    /// Creates a point simulation from one simulation per axis, starting where they start.
    public init(x: Simulation<Double>, y: Simulation<Double>) {
        self.x = x
        self.y = y
        super.init(
            position: Point(x: x.position, y: y.position), velocity: Point(x: x.velocity, y: y.velocity),
            restingPosition: Point(x: x.restingPosition, y: y.restingPosition))
    }

    public override func computeState(at time: Double, into state: inout SimulationState<Point>) {
        let sx = x.state(at: time), sy = y.state(at: time)
        state = SimulationState(
            position: Point(x: sx.position, y: sy.position),
            velocity: Point(x: sx.velocity, y: sy.velocity), isAtRest: sx.isAtRest && sy.isAtRest)
    }
}
