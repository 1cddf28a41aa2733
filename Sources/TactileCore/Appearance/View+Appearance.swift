import TactileRaster

extension View {
    /// The colour controls use for what is active or selected (UIKit's `tintColor`): the one
    /// set on this view or the nearest ancestor, else the screen's (`Screen.tintColor`, the
    /// accent setting), else `Color.systemBlue` for the appearance in effect here. A dynamic tint
    /// is resolved for that appearance.
    /// Setting nil goes back to inheriting. Each view whose tint changes hears
    /// `tintColorDidChange()`.
    public var tintColor: Color! {
        get { (explicitTintUpTheTree ?? .systemBlue).resolvedColor(with: effectiveUserInterfaceStyle) }
        set {
            guard newValue != ownTintColor else { return }
            ownTintColor = newValue
            appearanceMayHaveChanged()
        }
    }

    /// The style this view and its subviews draw in, whatever the screen's (nil: inherited).
    public var overrideUserInterfaceStyle: UserInterfaceStyle? {
        get { ownUserInterfaceStyle }
        set {
            guard newValue != ownUserInterfaceStyle else { return }
            ownUserInterfaceStyle = newValue
            appearanceMayHaveChanged()
        }
    }

    /// The style in effect here: the nearest override up the tree, else the screen's, else light.
    public var effectiveUserInterfaceStyle: UserInterfaceStyle {
        var view: View? = self
        while let current = view {
            if let style = current.ownUserInterfaceStyle { return style }
            if current.superview == nil, let window = current as? Window { return window.screen?.userInterfaceStyle ?? .light }
            view = current.superview
        }
        return .light
    }

    /// The system colours resolved for the style in effect here.
    var palette: Palette { .of(effectiveUserInterfaceStyle) }

    /// Tells every view of this subtree whose tint or style changed (hooks `tintColorDidChange()`
    /// and `userInterfaceStyleDidChange()`), after a change here or a move to another superview.
    func appearanceMayHaveChanged() {
        let inheritedStyle =
            superview?.effectiveUserInterfaceStyle
            ?? (self as? Window)?.screen?.userInterfaceStyle ?? .light
        notifyAppearance(
            explicitTint: superview?.explicitTintUpTheTree ?? (self as? Window)?.screen?.tintColor,
            inheritedStyle: inheritedStyle)
    }

    private func notifyAppearance(explicitTint inheritedTint: Color?, inheritedStyle: UserInterfaceStyle) {
        let style = ownUserInterfaceStyle ?? inheritedStyle
        let explicitTint = ownTintColor ?? inheritedTint
        let tint = (explicitTint ?? .systemBlue).resolvedColor(with: style)
        let oldStyle = shownAppearance.style
        let styleChanged = oldStyle != style
        let tintChanged = shownAppearance.tint != tint
        shownAppearance = (tint, style)
        if styleChanged {
            applyColorStyles()
            // Dynamic colours in draw(_:in:) resolve for the style drawn in.
            if hasCustomDrawing != false { setNeedsDisplay() }
            userInterfaceStyleDidChange()
            if let oldStyle, let screen = window?.screen {
                traitCollectionDidChange(TraitCollection(size: screen.size, displayScale: screen.scale, userInterfaceStyle: oldStyle))
            }
        }
        if tintChanged { tintColorDidChange() }
        for subview in subviews { subview.notifyAppearance(explicitTint: explicitTint, inheritedStyle: style) }
    }

    /// The nearest tint set on this view or an ancestor, nil when none is.
    private var explicitTintUpTheTree: Color? {
        ownTintColor ?? superview?.explicitTintUpTheTree ?? (self as? Window)?.screen?.tintColor
    }
}

extension View {
    /// Tells this view and its subviews that the screen's size classes changed from those of
    /// `before`, and lays them out again.
    func tellTraitsChanged(sizeClassesOf before: TraitCollection) {
        var previous = before
        previous.userInterfaceStyle = shownStyle
        setNeedsLayout()
        traitCollectionDidChange(previous)
        for subview in subviews { subview.tellTraitsChanged(sizeClassesOf: before) }
    }

    /// The style this view last heard of (`userInterfaceStyleDidChange()`), light before it is in
    /// a window: cheaper than `effectiveUserInterfaceStyle`, which walks up the tree.
    var shownStyle: UserInterfaceStyle { shownAppearance.style ?? .light }
}
