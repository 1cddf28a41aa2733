import TactilePlatform

extension ScreenSession {
    /// `.tracking` while a scroll view on the screen is dragged or decelerates, else `.default`
    /// (`RunLoopMode`). Looking also lets go of the scroll views that stopped.
    public var runLoopMode: RunLoopMode {
        let touching = touchPipeline.hasActiveTouches, animating = runLoop.isAnimating
        // Worked out afresh each time: a scroll view whose app went away, or whose drag a system
        // gesture cancelled, stops counting as soon as it is off screen or nothing moves it.
        trackingScrollViews.removeAll { scrollView in
            guard scrollView.window?.screen != nil else { return true }
            return !((scrollView.isDragging && touching) || (scrollView.isDecelerating && animating))
        }
        return trackingScrollViews.isEmpty ? .default : .tracking
    }

    /// A scroll view started dragging or decelerating (`ScrollView` says so; nothing balances
    /// it: `runLoopMode` looks at the scroll view again).
    package func scrollViewMayTrack(_ scrollView: ScrollView) {
        if !trackingScrollViews.contains(where: { $0 === scrollView }) { trackingScrollViews.append(scrollView) }
    }

    /// Holds back a default-mode timer that came due while tracking; a timer already held is
    /// held once.
    func hold(_ timer: Timer, _ block: @escaping (Timer) -> Void) {
        timer.isHeld = true
        if !heldTimers.contains(where: { $0.timer === timer }) { heldTimers.append((timer, block)) }
    }

    /// Whether a held timer waits to fire (not one whose app is in the background).
    var hasHeldTimersToFire: Bool { heldTimers.contains { !$0.timer.isSuspendedWhileHeld } }

    /// Fires the timers held back, once tracking has ended. Called at the end of each frame and
    /// after touches (the end of a drag or a deceleration always brings one or the other); also
    /// lets go of scroll views that stopped, so a closed app's views are not kept alive.
    package func releaseHeldTimersIfNotTracking() {
        guard !trackingScrollViews.isEmpty || !heldTimers.isEmpty else { return }
        guard runLoopMode != .tracking, hasHeldTimersToFire || heldTimers.contains(where: { $0.timer.isInvalidated }) else { return }
        // Those of an app in the background wait for it to return.
        let due = heldTimers.filter { !$0.timer.isSuspendedWhileHeld }
        heldTimers.removeAll { !$0.timer.isSuspendedWhileHeld || $0.timer.isInvalidated }
        for (timer, block) in due where !timer.isInvalidated {
            timer.isHeld = false
            block(timer)
        }
        setNeedsFrameIfChanged()
        runLoop.setNeedsFrame()
    }
}
