extension StackView {
    /// How a stack view shares its length along the axis among its arranged views (UIKit's
    /// `UIStackView.Distribution`, without equal centring). Views that are hidden take no part.
    public enum Distribution: Sendable, Equatable {
        /// Views keep their intrinsic lengths and `spacing` separates them. When they leave room
        /// over, the views without an intrinsic length along the axis share it equally (they
        /// stretch, as views of low hugging priority in UIKit); when every view has one, the
        /// last view stretches. When they do not fit, the views without an intrinsic length get
        /// none, and the others shrink from the last one backwards, each down to zero, until
        /// they fit.
        case fill
        /// Every view gets the same length: the stack's length less the spacing, divided by the
        /// number of views.
        case fillEqually
        /// Views share the stack's length less the spacing in proportion to their intrinsic
        /// lengths (equally when none has one; a view without one gets nothing otherwise).
        case fillProportionally
        /// Views keep their intrinsic lengths (zero without one) and the room left over widens
        /// the gaps equally, never below `spacing`; a single view sits at the start. When they
        /// do not fit, they shrink as with `fill`.
        case equalSpacing
    }
}
