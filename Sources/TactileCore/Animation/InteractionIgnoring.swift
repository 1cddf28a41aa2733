/// UIKit's `beginIgnoringInteractionEvents` counter: touches are dropped while it is above zero.
/// Calls nest, so every begin needs its end; animations with `.ignoresInteraction` hold it raised
/// while they run.
public struct InteractionIgnoring: Equatable, Sendable {
    /// How many begins are not yet balanced by an end.
    public private(set) var count = 0

    /// Creates a counter at zero: touches are not ignored.
    public init() {}

    /// Whether touches should be ignored now.
    public var isIgnoring: Bool { count > 0 }

    /// Raises the counter.
    public mutating func begin() { count += 1 }

    /// Lowers the counter; an end without its begin is a programming error.
    public mutating func end() {
        precondition(count > 0, "unbalanced endIgnoringInteractionEvents")
        count -= 1
    }
}
