extension StackView {
    /// Where a stack view places its arranged views across its axis (UIKit's
    /// `UIStackView.Alignment`, without the baseline alignments).
    public enum Alignment: Sendable, Equatable {
        /// Each view spans the whole width of a vertical stack, or height of a horizontal one.
        case fill
        /// Each view at its intrinsic size across the axis, against the left edge of a vertical
        /// stack or the top edge of a horizontal one.
        case leading
        /// Each view at its intrinsic size across the axis, centred.
        case center
        /// Each view at its intrinsic size across the axis, against the right edge of a vertical
        /// stack or the bottom edge of a horizontal one.
        case trailing

        /// `leading`, named for horizontal stacks: against the top edge.
        public static let top = Alignment.leading
        /// `trailing`, named for horizontal stacks: against the bottom edge.
        public static let bottom = Alignment.trailing
    }
}
