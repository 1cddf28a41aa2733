/// What happens when a view enters or leaves a window, or its window leaves the screen
/// (ARCHITECTURE.md, "Lifetimes"). Leaving stops everything the kit would otherwise call back
/// into the view with later: its gesture recognizers are cancelled and reset (their timers with
/// them), its animations removed (their completions told `false`, View+Hierarchy.swift), and the
/// subclasses stop their own motion and timers in `stopWindowActivity()` (a scroll view's
/// deceleration, a stepper's repeat, a caret's blink).
extension View {
    /// Tells the subtree it entered `window` (after it was added under a view of that window).
    final func subtreeDidEnterWindow() {
        didMoveToWindow()
        if !hasReportedTraits, window?.screen != nil {
            hasReportedTraits = true
            traitCollectionDidChange(nil)
        }
        for subview in subviews { subview.subtreeDidEnterWindow() }
    }

    /// Tells the subtree it left its window (after it was removed from a view of that window),
    /// stopping the kit's callbacks into it.
    final func subtreeDidLeaveWindow() {
        stopActivity()
        didMoveToWindow()
        for subview in subviews { subview.subtreeDidLeaveWindow() }
    }

    /// Stops the kit's callbacks into the subtree of a window taken off its screen (an app sent
    /// to the background, an alert dismissed, a closed app's window).
    final func subtreeDidLeaveScreen() {
        stopActivity()
        for subview in subviews { subview.subtreeDidLeaveScreen() }
    }

    private func stopActivity() {
        for recognizer in gestureRecognizers {
            recognizer.arena?.stopTracking(recognizer)
            recognizer.cancelTimer()
        }
        stopWindowActivity()
    }
}
