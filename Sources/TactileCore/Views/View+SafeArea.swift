extension View {
    /// How far in from each edge the view's content is uncovered by the bars over it (UIKit's
    /// `safeAreaInsets`): a navigation controller lays its top screen's view under its
    /// translucent bar, the whole height of the controller, and gives that view the bar's height
    /// as its top inset. A subview inherits the part of its superview's insets it overlaps;
    /// a scroll view's content does not (the scroll view adjusts its content inset instead,
    /// `ScrollView.adjustedContentInset`). Zero for a view under no bar.
    public var safeAreaInsets: EdgeInsets {
        var insets = containerSafeAreaInsets
        guard let superview, !(superview is ScrollView) else { return insets }
        let inherited = superview.safeAreaInsets
        guard inherited != .zero else { return insets }
        // Where the view sits in its superview's bounds (untransformed, as UIKit).
        let origin = Point(
            x: center.x - bounds.width / 2 - superview.bounds.minX, y: center.y - bounds.height / 2 - superview.bounds.minY)
        let size = superview.bounds.size
        insets.top = Swift.max(insets.top, Swift.min(bounds.height, inherited.top - origin.y))
        insets.left = Swift.max(insets.left, Swift.min(bounds.width, inherited.left - origin.x))
        insets.bottom = Swift.max(insets.bottom, Swift.min(bounds.height, origin.y + bounds.height - (size.height - inherited.bottom)))
        insets.right = Swift.max(insets.right, Swift.min(bounds.width, origin.x + bounds.width - (size.width - inherited.right)))
        return insets
    }

    /// The part of the view's bounds inside its safe area (UIKit's `safeAreaLayoutGuide`, read
    /// through `layoutFrame`): lay content out in it that bars must not cover.
    public var safeAreaLayoutGuide: LayoutGuide {
        LayoutGuide(layoutFrame: bounds.inset(by: safeAreaInsets))
    }

    /// Gives the view `insets` from its container and tells it, and its subviews that inherit
    /// them, when they changed.
    final func setContainerSafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != containerSafeAreaInsets else { return }
        containerSafeAreaInsets = insets
        notifySafeAreaInsetsChange()
    }

    /// Calls `safeAreaInsetsDidChange()` on the view and the subviews that inherit its insets.
    final func notifySafeAreaInsetsChange() {
        safeAreaInsetsDidChange()
        guard !(self is ScrollView) else { return }
        for subview in subviews { subview.notifySafeAreaInsetsChange() }
    }
}

/// A rectangle to lay views out in (UIKit's `UILayoutGuide`; Tactile lays out by frames, so
/// a guide is read for its frame when laying out, not constrained against).
public struct LayoutGuide: Equatable, Sendable {
    /// The guide's rectangle in its view's bounds.
    public let layoutFrame: Rect
}
