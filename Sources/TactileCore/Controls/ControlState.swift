extension Control {
    /// The state a control is in, UIKit's `UIControl.State`: a set of flags, `.normal` being
    /// none of them. Per-state appearance (titles, colours, images of `Button`) is looked up by
    /// the whole set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state bits.
        public let rawValue: UInt

        /// Creates a state from its bits.
        @inlinable public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not highlighted, not selected: the empty set.
        public static let normal: State = []
        /// A touch is down inside the control (within its hysteresis).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (`isEnabled` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
    }
}
