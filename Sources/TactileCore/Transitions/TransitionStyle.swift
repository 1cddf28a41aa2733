/// How a transition replaces a container view's old look by its new one (the `transition…`
/// members of `UIView.AnimationOptions`, and the push of `CATransition`).
///
/// Transforms are two-dimensional, so a flip is drawn as the old picture squeezing to nothing
/// about the vertical centre line, then the new one widening from it, with a slight perspective
/// cue, and a page curl as a page folded flat along a horizontal line (see `TransitionGeometry`).
public enum TransitionStyle: Equatable, Sendable {
    /// The old look fades into the new one.
    case crossDissolve
    /// A turn about the vertical axis whose left side comes toward the viewer.
    case flipFromLeft
    /// A turn about the vertical axis whose right side comes toward the viewer.
    case flipFromRight
    /// The new look slides in from the left edge, pushing the old one out to the right.
    case pushFromLeft
    /// The new look slides in from the right edge, pushing the old one out to the left.
    case pushFromRight
    /// The new look slides in from the top edge, pushing the old one out at the bottom.
    case pushFromTop
    /// The new look slides in from the bottom edge, pushing the old one out at the top.
    case pushFromBottom
    /// The old look is a page lifted from its bottom edge and folded up and away, uncovering the
    /// new one.
    case curlUp
    /// The new look is a page unfolding down from the top edge over the old one.
    case curlDown
}
