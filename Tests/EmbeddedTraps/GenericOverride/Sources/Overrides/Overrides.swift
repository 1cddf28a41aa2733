// Four generic base classes, each with one overridable method, and a subclass binding the
// parameter to Double. Called through `Base<Double>`, the override must give what it gives when
// called directly. The first three forms mention the parameter in the method's type and are
// miscompiled by Embedded Swift 6.3 (the subclass's vtable entry takes its result or argument by
// address, the caller passes it in registers); the last passes the state through inout, which is
// by address either way, and is what Tactile's Simulation does.

/// A position and velocity, as Tactile's SimulationState.
public struct State<Value> {
    public var position: Value
    public var velocity: Value
    public init(position: Value, velocity: Value) {
        self.position = position
        self.velocity = velocity
    }
}

// 1. The parameter inside the result (a struct of it): Tactile's Simulation<Value>.state(at:) before the fix.
open class ResultInStruct<Value> {
    public init() {}
    open func state(at time: Double) -> State<Value> { fatalError("overridden") }
}
public final class ResultInStructOfDouble: ResultInStruct<Double> {
    public override init() { super.init() }
    public override func state(at time: Double) -> State<Double> { State(position: 3 * time, velocity: 3) }
}

// 2. The parameter as the result.
open class BareResult<Value> {
    public init() {}
    open func value(at time: Double) -> Value { fatalError("overridden") }
}
public final class BareResultOfDouble: BareResult<Double> {
    public override init() { super.init() }
    public override func value(at time: Double) -> Double { 3 * time }
}

// 3. The parameter as an argument.
open class Argument<Value> {
    public init() {}
    open func measure(_ value: Value) -> Double { fatalError("overridden") }
}
public final class ArgumentOfDouble: Argument<Double> {
    public override init() { super.init() }
    public override func measure(_ value: Double) -> Double { 3 * value }
}

// 4. The form that works: the state through inout.
open class InoutState<Value> {
    public init() {}
    open func state(at time: Double, into state: inout State<Value>) { fatalError("overridden") }
}
public final class InoutStateOfDouble: InoutState<Double> {
    public override init() { super.init() }
    public override func state(at time: Double, into state: inout State<Double>) {
        state = State(position: 3 * time, velocity: 3)
    }
}

// Callers that see only the base class, as Tactile's PointSimulation sees its axes. Not inlined,
// so the call goes through the vtable.
@inline(never) public func positionThroughBase(_ motion: ResultInStruct<Double>) -> Double {
    motion.state(at: 2).position
}
@inline(never) public func valueThroughBase(_ motion: BareResult<Double>) -> Double { motion.value(at: 2) }
@inline(never) public func measureThroughBase(_ motion: Argument<Double>) -> Double { motion.measure(2) }
@inline(never) public func positionThroughBase(_ motion: InoutState<Double>) -> Double {
    var state = State(position: 0.0, velocity: 0)
    motion.state(at: 2, into: &state)
    return state.position
}
