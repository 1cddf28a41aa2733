extension StackView {
    /// The direction a stack view lines its arranged views up in (UIKit's
    /// `NSLayoutConstraint.Axis`).
    public enum Axis: Sendable, Equatable {
        /// Left to right, in a row.
        case horizontal
        /// Top to bottom, in a column.
        case vertical
    }
}
