import TactilePlatform
import TactileSystem

/// An animation whose value a `Simulation` gives: at each frame the simulation is stepped to the
/// time since the animation began (after its delay) and its position applied; it ends, finished,
/// at the first frame where the simulation is at rest. No duration, curve or repeat: it lasts as
/// long as the motion does.
///
/// Removed or replaced before that, it stops where the last frame left it: `simulation.position`
/// and `simulation.velocity` say where and how fast (a scroll view caught by a touch takes over
/// from there). Its stop fractions are 0 until it rests and 1 then. An animation replacing it
/// with `.beginFromCurrentState` starts from its own start value (give it the simulation's
/// position): the device build cannot cast to a simulation animation of any value type.
public final class SimulationAnimation<Value>: Animation {
    /// The motion; after each frame it holds that frame's state.
    public let simulation: Simulation<Value>
    private let apply: (Value) -> Void

    /// An animation of `key` by `simulation`; `apply` receives each frame's position. With
    /// `.ignoresInteraction` in `options` touches are dropped until it stops; `.repeat`,
    /// `.autoreverse` and `.beginFromCurrentState` do not apply to simulations.
    public init(
        key: AnimationKey?, simulation: Simulation<Value>, delay: Interval = .zero,
        options: AnimationOptions = [], apply: @escaping (Value) -> Void
    ) {
        precondition(
            !options.contains(.repeat) && !options.contains(.autoreverse),
            "a simulation runs once, until it comes to rest")
        self.simulation = simulation
        self.apply = apply
        super.init(key: key, parameters: AnimationParameters(duration: .zero, delay: delay, options: options))
    }

    /// Not known beforehand: until the simulation rests.
    public override var totalDuration: Interval? { nil }

    /// Even a simulation at rest from the start shows its one frame.
    override var isImmediate: Bool { false }

    override func advance(elapsed: Int64) -> Bool {
        simulation.step(to: Double(elapsed) / 1e9)
        if simulation.isAtRest {
            timeFraction = 1
            valueFraction = 1
        }
        apply(simulation.position)
        return simulation.isAtRest
    }

    /// Called with 0 while the delay runs: shows the start.
    override func applyFraction(_ fraction: Double) {
        simulation.step(to: 0)
        apply(simulation.position)
    }
}
