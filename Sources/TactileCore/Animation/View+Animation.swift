import TactilePlatform
import TactileSystem

extension View {
    /// The animator of the screen showing the view (through its window); nil while the view is
    /// on no screen.
    public var animator: Animator? { window?.screen?.animator }

    /// Records that the model value of `property` changed. Inside an animation block of the
    /// view's animator the change becomes an animation: the screen keeps showing the old value
    /// (through `setOverride`) until the animation starts, then every frame's value, and the
    /// model again once no animation of the property runs. Otherwise the screen shows the new
    /// value at the next frame, unless a running animation of the property still overrides it.
    func modelDidChange<Value: Animatable>(
        _ property: AnimationProperty, from old: Value, to new: Value,
        change: ViewChanges, overridden: Bool,
        setOverride: @escaping (View, Value?) -> Void
    ) {
        // Outside animation blocks a change never animates; the check spares a scrolling frame
        // the closures' allocations.
        if let animator, animator.hasOpenTransaction {
            let key = AnimationKey(self, property)
            // The closures keep the view alive while its animation runs.
            let animated = animator.propertyDidChange(
                key, from: old, to: new,
                didStop: { _ in
                    guard animator.animation(for: key) == nil else { return }  // replaced by a newer one
                    setOverride(self, nil)
                    self.markChanged(change)
                },
                apply: { value in
                    setOverride(self, value)
                    self.markChanged(change)
                })
            if animated {
                if !overridden { setOverride(self, old) }
                return
            }
        }
        if !overridden { markChanged(change) }
    }

    // MARK: Animation blocks (UIView.animate)

    /// Animates the changes `animations` makes to views on the application's screen
    /// (frame, bounds, center, transform, alpha, background colour, shadow) along `curve` over
    /// `duration`, after `delay`. The model values change at once; the screen shows the
    /// animation. `completion` is called once when every animation made here has stopped, with
    /// true when all ran to their end (false when one was interrupted or replaced).
    public static func animate(
        duration: Interval, delay: Interval = .zero, curve: TimingCurve = .easeInEaseOut,
        options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let animator = Animator.current else { return applyAtOnce(animations, completion) }
        animator.animate(
            withDuration: duration, delay: delay, curve: curve, options: options,
            changes: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with `spring` (see `Spring` for the duration +
    /// bounce and mass/stiffness/damping forms, and the initial velocity); the animation lasts
    /// until the spring settles.
    public static func animate(
        spring: Spring, delay: Interval = .zero, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let animator = Animator.current else { return applyAtOnce(animations, completion) }
        animator.animate(with: spring, delay: delay, options: options, changes: animations, completion: completion)
    }

    /// Animates with a spring of perceptual `duration` and `bounce` (0 none, up to 1), as
    /// `UIView.animate(springDuration:bounce:…)`.
    public static func animate(
        springDuration duration: Interval, bounce: Double = 0, initialSpringVelocity velocity: Double = 0,
        delay: Interval = .zero, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            spring: Spring(duration: duration, bounce: bounce, initialVelocity: velocity), delay: delay,
            options: options, animations: animations, completion: completion)
    }

    /// Applies the changes `actions` makes at once, even inside an animation block, replacing
    /// what the block recorded for the same properties (an animation of them that already runs
    /// goes on, as after any change outside a block).
    public static func performWithoutAnimation(_ actions: () -> Void) {
        guard let animator = Animator.current else { return actions() }
        animator.performWithoutAnimation(actions)
    }

    /// Without an application nothing drives animations: the changes are made at once and the
    /// completion hears that they reached their end.
    static func applyAtOnce(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }

    // MARK: Animating part of a frame

    /// Sets the frame; inside an animation block only the fields in `fields` animate, and the
    /// others take their new values at once (a view sliding sideways whose height a layout
    /// changes meanwhile). The fields animate linearly in between along the block's curve, as
    /// they do when setting `frame`. Outside an animation block this is `frame = newFrame`.
    public func setFrame(_ newFrame: Rect, animating fields: FrameFields) {
        if let animator, animator.isAnimatingChanges, fields != .all {
            let start = fields.start(from: frame, to: newFrame)
            // The fixed fields jump now; the animation recorded next starts from there.
            if start != frame { animator.performJump { frame = start } }
        }
        frame = newFrame
    }

    // MARK: Simulations

    /// Moves `property` of the view by `simulation` until it comes to rest: every frame, `set`
    /// receives the simulation's position and sets the model value, as a scroll view moves its
    /// content while it decelerates (the screen shows the model; no presentation override).
    /// A running animation of the property stops first. The animation is the property's, so
    /// `removeAnimation(for:)`, a view leaving the screen or a new animation of the property
    /// stops it where it is; `completion` gets true at rest. Nothing happens, and it returns nil,
    /// while the view is on no screen.
    ///
    /// ```swift
    /// // Fling a card sideways at 1500 pt/s; it slows down and bounces back from x = 300.
    /// let fling = BoundedDecaySimulation(position: card.center.x, velocity: 1500, lowerEdge: 0, upperEdge: 300)
    /// card.animate(.center, with: PointSimulation(x: fling, y: SpringSimulation(position: card.center.y, target: card.center.y)),
    ///              set: { card.center = $0 })
    /// ```
    /// Animate `center` or `bounds` (not `.frame`, which animates as those two).
    @discardableResult
    public func animate<Value>(
        _ property: AnimationProperty, with simulation: Simulation<Value>,
        set: @escaping (Value) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> SimulationAnimation<Value>? {
        guard let animator else { return nil }
        precondition(property != .frame, "a simulation moves center or bounds, not the frame")
        // Its presentation override would hide the model values the simulation sets.
        removeAnimation(for: property)
        return animator.animate(
            AnimationKey(self, property), simulation: simulation, apply: set,
            completion: completion)
    }

    // MARK: Running animations

    /// Stops the animation of `property` where it is (the screen shows the model value again)
    /// and returns how far it got; nil when none ran. Changes of it waiting in open animation
    /// blocks are dropped too. `.frame` is animated as its centre and
    /// bounds, and stops both (reporting the centre's stop, else the bounds').
    @discardableResult
    public func removeAnimation(for property: AnimationProperty) -> AnimationStop? {
        guard let animator else { return nil }
        if property == .frame {
            let centerStop = animator.removeAnimation(for: AnimationKey(self, .center))
            let boundsStop = animator.removeAnimation(for: AnimationKey(self, .bounds))
            return centerStop ?? boundsStop
        }
        return animator.removeAnimation(for: AnimationKey(self, property))
    }

    /// Stops every animation of the view, and drops its changes waiting in open animation blocks
    /// (the screen shows the model values).
    public func removeAllAnimations() {
        animator?.removeAnimations(of: ObjectIdentifier(self))
    }

    /// Stops the animations of this view and its descendants on `animator` (the subtree left the
    /// screen it drives), and drops those its open transactions would start: their completions
    /// get false, and nothing of theirs ticks on.
    package func removeAnimationsInSubtree(on animator: Animator) {
        guard animator.mayHaveAnimations else { return }
        animator.removeAnimations(of: ObjectIdentifier(self))
        for subview in subviews { subview.removeAnimationsInSubtree(on: animator) }
    }
}
