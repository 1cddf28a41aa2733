import Raster

/// Two one-axis simulations moving a point, x and y independently (a scroll view decelerating
/// in both directions): at rest once both are.
public final class PointSimulation: Simulation<Point> {
    public let x: Simulation<Double>
    public let y: Simulation<Double>

    public init(x: Simulation<Double>, y: Simulation<Double>) {
        self.x = x
        self.y = y
        super.init(position: Point(x: x.position, y: y.position), velocity: Point(x: x.velocity, y: y.velocity))
    }

    public override var restingPosition: Point { Point(x: x.restingPosition, y: y.restingPosition) }

    public override func state(at time: Double) -> SimulationState<Point> {
        let sx = x.state(at: time), sy = y.state(at: time)
        return SimulationState(position: Point(x: sx.position, y: sy.position),
                               velocity: Point(x: sx.velocity, y: sy.velocity), isAtRest: sx.isAtRest && sy.isAtRest)
    }
}
