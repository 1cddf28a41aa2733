/// Where a simulation is at one time: position, velocity (per second), and whether it has come
/// to rest.
public struct SimulationState<Value> {
    /// Where the simulation is.
    public var position: Value
    /// How fast it moves, in the position's units per second.
    public var velocity: Value
    /// True once the motion is over: `position` is then the resting position.
    public var isAtRest: Bool

    /// Creates a state at `position` moving at `velocity` units per second.
    public init(position: Value, velocity: Value, isAtRest: Bool) {
        self.position = position
        self.velocity = velocity
        self.isAtRest = isAtRest
    }
}

extension SimulationState: Equatable where Value: Equatable {}

/// A motion that is not given a duration but runs until it comes to rest: a fling decaying, a
/// spring returning to its target, a fling bouncing off an edge. A `SimulationAnimation` steps
/// it with each frame's time (`Animator.animate(_:simulation:apply:completion:)`); a scroll
/// view builds its deceleration from these.
///
/// Subclasses give the state at any time after the start by overriding
/// `computeState(at:into:)`, in closed form where there is one, so every frame is exact whatever
/// the frame times were and no error adds up, and give `super.init` where the motion comes to
/// rest. A class hierarchy, generic over the value, so animations and composite simulations can
/// hold any simulation without existentials (Embedded Swift).
///
/// The state comes back through `inout` rather than as a result because Embedded Swift calls an
/// override whose result or arguments mention `Value` with the wrong convention when called
/// through `Simulation<Double>` (docs/embedded-swift-traps.md); an `inout` argument is passed by
/// address whatever `Value` is, so the override and its callers agree.
open class Simulation<Value> {
    /// The position at the last step (the start before the first).
    public final private(set) var position: Value
    /// The velocity at the last step, per second.
    public final private(set) var velocity: Value
    /// The time of the last step, in seconds since the start.
    public final private(set) var time = 0.0
    /// Whether it had come to rest at the last step.
    public final private(set) var isAtRest = false
    /// Where it comes to rest.
    public let restingPosition: Value

    /// A simulation starting at `position` with `velocity` (per second) that comes to rest at
    /// `restingPosition`.
    public init(position: Value, velocity: Value, restingPosition: Value) {
        self.position = position
        self.velocity = velocity
        self.restingPosition = restingPosition
    }

    /// Moves to `time` seconds after the start: position, velocity and rest become those of
    /// `state(at: time)`.
    public final func step(to time: Double) {
        let state = state(at: time)
        self.time = time
        position = state.position
        velocity = state.velocity
        isAtRest = state.isAtRest
    }

    /// The state `time` seconds after the start (time ≥ 0); once at rest, the resting position
    /// with no velocity. Does not change the simulation.
    public final func state(at time: Double) -> SimulationState<Value> {
        var state = SimulationState(position: position, velocity: velocity, isAtRest: isAtRest)
        computeState(at: time, into: &state)
        return state
    }

    /// Sets `state` to the state `time` seconds after the start (time ≥ 0): what `state(at:)`
    /// returns. Overridden by every simulation; must not change the simulation. `state` comes in
    /// holding the last step's state.
    open func computeState(at time: Double, into state: inout SimulationState<Value>) {
        fatalError("Simulation.computeState(at:into:) must be overridden")
    }

    /// The distance in points within which a simulation counts as arrived: half a pixel at
    /// `scale` pixels per point (UIKit's scroll views stop within half a pixel).
    public static func restingThreshold(scale: Double) -> Double {
        precondition(scale > 0, "a scale must be positive")
        return 0.5 / scale
    }
}
