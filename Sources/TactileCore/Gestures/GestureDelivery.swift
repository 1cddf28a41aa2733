/// Whether a view's gesture recognizers receive the touches of a sequence
/// (docs/gesture-arbitration.md, 'Per-view delivery properties'). Set it with
/// `View.gestureDelivery`.
public enum GestureDelivery: Equatable, Sendable {
    /// The view's recognizers receive the touches that involve it.
    case normal
    /// The view's recognizers receive nothing; other views' recognizers still do.
    case skip
    /// The view's recognizers receive nothing unless the view is the hit view.
    case skipUnlessHitView
    /// Neither this view's recognizers nor those of any of its ancestors receive anything.
    case stop
}

/// Which views' recognizers take part in a touch (the three policies of
/// docs/gesture-arbitration.md, 'Which recognizers take part'). Set it with
/// `TouchDispatcher.gestureDeliveryPolicy`.
public enum GestureDeliveryPolicy: Equatable, Sendable {
    /// Only the hit view (the deepest view under the finger).
    case hitView
    /// Every view whose area contains the point where the touch began, the hit view and its
    /// ancestors first, then views further back (overlapped siblings), front to back.
    case viewsContainingPoint
    /// The hit view and all its ancestors up to the window: UIKit's rule, the default.
    case hitViewAndAncestors
}

/// What happens to a touch's later changes when every recognizer of the hit view has failed.
public enum GestureFallThrough: Equatable, Sendable {
    /// They go to the recognizers of the nearest higher view that has some (the default): with
    /// the `hitView` policy a failed tap on a button lets its card's swipe see the rest.
    case higherViews
    /// They go to no recognizer.
    case drop
}
