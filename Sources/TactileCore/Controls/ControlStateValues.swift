/// Values set per control state, looked up UIKit's way: the value of exactly that state, else
/// the value for `.normal`, else nil.
struct ControlStateValues<Value> {
    private var entries: [(state: Control.State, value: Value)] = []

    /// Whether no state has a value.
    var isEmpty: Bool { entries.isEmpty }

    /// The value set for exactly `state`.
    func exactValue(for state: Control.State) -> Value? {
        entries.first { $0.state == state }?.value
    }

    /// The value for `state`, falling back to `.normal`'s.
    func value(for state: Control.State) -> Value? {
        exactValue(for: state) ?? exactValue(for: .normal)
    }

    /// Sets (or with nil removes) the value of exactly `state`.
    mutating func set(_ value: Value?, for state: Control.State) {
        entries.removeAll { $0.state == state }
        if let value { entries.append((state, value)) }
    }
}
