extension View {
    /// Asks for `layoutSubviews()` on the next layout pass. Marking many times before the pass
    /// still lays out once.
    public func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        markAncestorsNeedLayout(from: self)
    }

    /// Lays out this view and its subtree now if anything in it is marked, parents before
    /// children; returns at once when nothing is.
    public func layoutIfNeeded() {
        // A layoutSubviews may mark views again (a child resizing its parent); settle them,
        // with a bound so a layout that never converges cannot hang the frame.
        var rounds = 0
        while (needsLayout || descendantNeedsLayout) && rounds < 16 {
            layoutSubtree()
            rounds += 1
        }
    }

    func layoutSubtree() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        // A copy: layoutSubviews may add or remove views.
        let children = subviews
        for child in children where child.superview === self {
            if child.needsLayout || child.descendantNeedsLayout { child.layoutSubtree() }
        }
    }

    func markAncestorsNeedLayout(from view: View) {
        var ancestor = view.superview
        while let parent = ancestor, !parent.descendantNeedsLayout {
            parent.descendantNeedsLayout = true
            ancestor = parent.superview
        }
    }
}
