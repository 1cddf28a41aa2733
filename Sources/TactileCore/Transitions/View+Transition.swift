import TactilePlatform
import TactileSystem

extension AnimationProperty {
    /// A view's transition (`View.transition(with:…)`): one at a time per container.
    public static let transition = AnimationProperty("transition")
}

extension View {
    /// Changes `container` with an animated transition, as UIKit's
    /// `UIView.transition(with:duration:options:animations:completion:)`: `animations` runs at
    /// once (set the new state there: add and remove subviews, change content), and the screen
    /// goes from the container's old look to its new one in `options.style` over `duration`.
    ///
    /// The two looks are snapshots (`View.snapshot`) shown in place of the container, which is
    /// hidden from the screen meanwhile but keeps its model, layout and touches; content outside
    /// the container's bounds is cut off during the transition. With `revealsLiveContent` a page
    /// curling up shows the container itself beneath it, changing as it changes. `completion` runs exactly once:
    /// with true when the transition ran to its end, false when it was interrupted (the
    /// animator's animations removed, or another transition started on the container). Without
    /// an animator (the container is on no screen), without a superview, or with no duration,
    /// the change happens at once and `completion` gets true.
    public static func transition(
        with container: View, duration: Interval, options: TransitionOptions = .crossDissolve,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let key = AnimationKey(container, .transition)
        // A transition already running ends here (its completion gets false), showing the
        // container again, whose model is the look to start from.
        container.animator?.removeAnimation(for: key)
        guard let animator = container.animator, duration.nanoseconds > 0, container.superview != nil else {
            animations()
            completion?(true)
            return
        }
        let scale = container.screenScale ?? 1
        let old = container.snapshot(scale: scale)
        animations()
        guard container.superview != nil else {
            completion?(true)
            return
        }
        let live = options.revealsLiveContent && options.style == .curlUp
        let new = live ? nil : container.snapshot(scale: scale)
        let overlay = TransitionOverlay(container: container, style: options.style, old: old, new: new, scale: scale)
        overlay.attach()
        let parameters = AnimationParameters(
            duration: duration, timing: .curve(options.curve),
            options: options.ignoresInteraction ? [.ignoresInteraction] : [])
        animator.animate(
            key, from: 0.0, to: 1.0, parameters: parameters,
            apply: { overlay.update(fraction: $0) },
            completion: { finished in
                overlay.detach()
                completion?(finished)
            })
    }

    /// Replaces `fromView` by `toView` with an animated transition of their superview, as UIKit's
    /// `UIView.transition(from:to:duration:options:completion:)`: `toView` takes `fromView`'s
    /// place among the subviews and `fromView` is removed (or, with
    /// `options.showsHideTransitionViews`, `fromView` is hidden and `toView` shown), and the
    /// superview goes from the old look to the new one as `transition(with:…)` describes.
    /// Without a superview the change happens at once.
    public static func transition(
        from fromView: View, to toView: View, duration: Interval,
        options: TransitionOptions = .crossDissolve, completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.showsHideTransitionViews {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview {
                parent.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            swap()
            completion?(true)
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }
}
