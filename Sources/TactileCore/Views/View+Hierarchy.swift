extension View {
    /// Adds `view` in front of the other subviews, removing it from its previous superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of `subviews` (0 is the back), removing it from its previous
    /// superview first; an index past the end appends.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(
            !(view is Window),
            "a window cannot be a subview of another view: show it with makeKeyAndVisible() and order windows by their levels")
        precondition(!isDescendant(of: view), "a view cannot contain its own ancestor")
        if view.superview === self, let current = indexOfSubview(view) {
            // Reordering among siblings: no removal, only the order changes.
            subviews.remove(at: current)
            subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
            view.markChanged(.subtree)
            return
        }
        // Animations go on only when the view stays under the same animator.
        view.detachFromSuperview(keepingAnimationsOn: animator)
        // The first subview can turn a translucent view's compositing into a group.
        if subviews.isEmpty { markChanged(.appearance) }
        subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
        view.superview = self
        view.willBeCompositedFromScratch()
        view.markChanged([.subtree, .geometry])
        if view.needsLayout || view.descendantNeedsLayout { markAncestorsNeedLayout(from: view) }
        view.appearanceMayHaveChanged()
        view.didMoveToSuperview()
        if window != nil { view.subtreeDidEnterWindow() }
        if !view.isHidden { view.notifyVisibilityDidChange() }
    }

    /// Inserts `view` just above `sibling` (which must be a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return }
        guard let index = indexOfSubview(sibling) else { return addSubview(view) }
        if view.superview === self, let current = indexOfSubview(view), current < index {
            insertSubview(view, at: index)
        } else {
            insertSubview(view, at: index + 1)
        }
    }

    /// Inserts `view` just below `sibling` (which must be a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return }
        guard let index = indexOfSubview(sibling) else { return insertSubview(view, at: 0) }
        if view.superview === self, let current = indexOfSubview(view), current < index {
            insertSubview(view, at: index - 1)
        } else {
            insertSubview(view, at: index)
        }
    }

    /// Moves `view` (a subview) in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self, let index = indexOfSubview(view), index != subviews.count - 1 else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    /// Moves `view` (a subview) behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self, let index = indexOfSubview(view), index != 0 else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview; its screen area is repainted on the next frame. The
    /// running animations of the view and its subviews stop (their completions get false).
    public func removeFromSuperview() {
        detachFromSuperview(keepingAnimationsOn: nil)
    }

    /// Removes the view from its superview, stopping the subtree's animations unless they run on
    /// `keptAnimator` (the animator of the view's next place).
    func detachFromSuperview(keepingAnimationsOn keptAnimator: Animator?) {
        guard let parent = superview, parent.indexOfSubview(self) != nil else { return }
        parent.willRemoveSubview(self)
        // The override may have changed the subviews.
        guard superview === parent, let index = parent.indexOfSubview(self) else { return }
        let formerAnimator = animator
        var root = parent
        while let next = root.superview { root = next }
        // The window must not keep pointing at a view that left it.
        if let window = root as? Window, let responder = window.firstResponder, responder.isDescendant(of: self) {
            _ = responder.resignFirstResponder()  // a text field ends its editing
            if window.firstResponder === responder { window.firstResponder = nil }
        }
        leaveDamage(in: root)
        root.markAncestorsChanged()
        root.descendantChanged = true
        let formerWindow = root as? Window
        // Code later in this turn may still reach the view (its own method that removed it, a
        // callback on the stack): it lives until the turn ends (Lifetimes/DeferredRelease.swift).
        formerWindow?.screen?.deferredRelease.keep(self)
        parent.subviews.remove(at: index)
        if parent.subviews.isEmpty { parent.markChanged(.appearance) }
        superview = nil
        if let formerAnimator, formerAnimator !== keptAnimator { removeAnimationsInSubtree(on: formerAnimator) }
        didMoveToSuperview()
        if formerWindow != nil { subtreeDidLeaveWindow() }
        if !isHidden { notifyVisibilityDidChange() }
    }

    /// Whether the view can be seen: neither it nor an ancestor is hidden, and its root is a
    /// window its screen shows. (Its alpha and frame do not count.)
    public var isEffectivelyVisible: Bool {
        var current: View = self
        while true {
            if current.isHidden { return false }
            guard let next = current.superview else { break }
            current = next
        }
        guard let window = current as? Window, let screen = window.screen else { return false }
        return screen.windows.contains { $0 === window }
    }

    /// Calls `visibilityDidChange()` on the view and its subtree, skipping hidden branches
    /// (they stay unseen whatever their ancestors do).
    func notifyVisibilityDidChange() {
        visibilityDidChange()
        for subview in subviews where !subview.isHidden { subview.notifyVisibilityDidChange() }
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: View {
        var root = self
        while let next = root.superview { root = next }
        return root
    }

    /// The window the view is in (the window itself for a window); nil when its root is not one.
    public var window: Window? { rootView as? Window }

    /// The session showing the view (through its window and screen): its timers, clock and host.
    /// Nil while the view is on no screen, or on a screen no session shows.
    public var session: ScreenSession? { window?.screen?.session }

    /// Pixels per point of the screen showing the view; nil while it is on no screen.
    public var screenScale: Double? { window?.screen?.scale }

    /// The first view in this subtree (depth first, the view itself first) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    func indexOfSubview(_ view: View) -> Int? {
        subviews.firstIndex { $0 === view }
    }
}
