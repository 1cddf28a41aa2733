extension Control {
    /// How a control places its content horizontally inside its content area, UIKit's
    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Equatable, Sendable {
        /// Centred.
        case center
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
    }

    /// How a control places its content vertically inside its content area, UIKit's
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Equatable, Sendable {
        /// Centred.
        case center
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
    }
}
