extension ViewController {
    /// Where a screen stands between hidden and shown, as its appearance methods last said.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// Whether the screen is shown or on its way in (its last appearance call was
    /// `viewWillAppear` or `viewDidAppear`).
    public var isAppearing: Bool { appearance == .appearing || appearance == .appeared }

    /// Starts the screen's appearance (`isAppearing` true) or disappearance: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, then does the same for the children the
    /// container shows (`childrenForAppearance`). A call that changes nothing (appearing while
    /// already appearing or shown) does nothing, so containers can call it freely. Turning round
    /// mid-way is allowed: an interactive pop that is cancelled makes the leaving screen appear
    /// again (will-disappear, will-appear, did-appear), as UIKit's
    /// `beginAppearanceTransition(_:animated:)`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
        appearanceAnimated = animated
        appearanceForwardedTo = childrenForAppearance
        for child in appearanceForwardedTo { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends what `beginAppearanceTransition` started: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`, then the same for the children it forwarded to. Does nothing when
    /// no transition is under way.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        let forwarded = appearanceForwardedTo
        appearanceForwardedTo = []
        for child in forwarded { child.endAppearanceTransition() }
    }

    /// Both halves at once, for changes without a transition.
    func setAppearance(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceTransition(isAppearing, animated: animated)
        endAppearanceTransition()
    }

    /// Whether this screen's view is shown or on its way in: containers call their children's
    /// appearance methods only then (a navigation stack built before it is on screen calls none
    /// until it appears).
    var forwardsAppearance: Bool { appearance == .appeared || appearance == .appearing }
}
