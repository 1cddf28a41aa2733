import TactilePlatform

/// A stack of screens with a navigation bar (UIKit's `UINavigationController`): the top screen
/// fills the whole view, under the translucent bar, with the bar's height as its view's top
/// `safeAreaInsets` (a list starts below the bar and scrolls on under it; lay other content out
/// in `safeAreaLayoutGuide`); with an opaque bar (`NavigationBar.isTranslucent` false) it fills
/// the area below the bar instead; `pushViewController(_:animated:)` slides a new screen in from
/// the right over the current one, which moves a third of the way left and dims slightly (the
/// reverse on pop; 0.35 s, ease in and out; see `NavigationTransition`). The bar shows the top
/// screen's `navigationItem`: its title centred, a back button titled after the screen below
/// (popping it), and its bar buttons.
///
/// A pan from the left edge of the screen (`interactivePopGestureRecognizer`) pops
/// interactively: the top screen follows the finger, and on release the pop completes when the
/// screen is past half the width or the finger moves right faster than
/// `interactivePopVelocityThreshold` (500 pt/s), and is cancelled otherwise (also on a fast
/// move left); either way the screens settle on a spring that starts at the finger's speed.
/// Appearance methods stay balanced: a cancelled pop gives the top screen will-disappear,
/// will-appear, did-appear, and the screen below will-appear, will-disappear, did-disappear.
///
/// Screens that leave the top keep their views (not on screen); a popped screen is released
/// unless something else holds it.
open class NavigationController: ViewController, GestureRecognizerDelegate {
    /// A release faster than this (pt/s, to the right) completes an interactive pop wherever the
    /// screen is; as fast to the left cancels it.
    public static let interactivePopVelocityThreshold = 500.0

    private var stack: [ViewController] = []

    /// The screens, bottom (root) to top. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The screen on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The screen shown: the one the top screen presents, else the top screen.
    public var visibleViewController: ViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// The bar at the top.
    public let navigationBar = NavigationBar(frame: Rect(x: 0, y: 0, width: 320, height: NavigationBar.defaultHeight))

    /// Whether the bar is hidden (the top screen then fills the whole view).
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the bar hides on a compact height (a 480 × 320 panel), as UIKit's
    /// `hidesBarsWhenVerticallyCompact`: for a screen that needs every point of a short panel
    /// (the 1401's console). Default false. Unlike UIKit it leaves `isNavigationBarHidden` alone
    /// (the bar comes back when the screen turns to a regular height) and no tap shows the bar.
    public var hidesBarsWhenVerticallyCompact = false {
        didSet { if hidesBarsWhenVerticallyCompact != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the bar shows now.
    private final var showsBar: Bool {
        !isNavigationBarHidden
            && !(hidesBarsWhenVerticallyCompact && viewIfLoaded?.traitCollection.verticalSizeClass == .compact)
    }

    /// The left-edge pan that pops the top screen (on the controller's view). Disable it to turn
    /// the gesture off; it does not begin with one screen, while a transition runs, or when the
    /// top item hides its back button.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(name: "interactive-pop")

    /// The area holding the screens' views (the whole view, or below an opaque bar); clips them
    /// while they slide.
    let contentView = View()

    /// The transition under way.
    var transition: NavigationTransition?

    /// A stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        commonInit()
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty stack.
    public override init() {
        super.init()
        commonInit()
    }

    private final func commonInit() {
        interactivePopGestureRecognizer.delegate = self
        interactivePopGestureRecognizer.addAction(target: self) { owner, recognizer in
            owner.interactivePopChanged(recognizer)
        }
        navigationBar.onBack = Unowned(self).callback { owner in _ = owner.popViewController(animated: true) }
        contentView.clipsToBounds = true
    }

    deinit {
        interactivePopGestureRecognizer.delegate = nil
        interactivePopGestureRecognizer.removeAllActions()
        navigationBar.onBack = nil
    }

    // MARK: The view

    open override func loadView() {
        super.loadView()
        let root = view
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        root.addGestureRecognizer(interactivePopGestureRecognizer)
        if let top = topViewController { contentView.addSubview(top.view) }
    }

    open override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        // 44 pt on every panel: UIKit's 32 pt bar of a phone's landscape would make its buttons
        // smaller than a touch target.
        let height = NavigationBar.defaultHeight
        let barHeight = showsBar ? height : 0
        navigationBar.isHidden = !showsBar
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        let under = navigationBar.isTranslucent
        let top = under ? 0 : barHeight
        contentView.frame = Rect(x: 0, y: top, width: bounds.width, height: Swift.max(0, bounds.height - top))
        // A sliding screen's frame belongs to the transition.
        if transition == nil { topViewController?.view.frame = contentView.bounds }
        screenSafeAreaInsets = EdgeInsets(top: under ? barHeight : 0)
        for child in children { child.viewIfLoaded?.setContainerSafeAreaInsets(screenSafeAreaInsets) }
    }

    /// What the screens' views get as their safe area: the bar's height at the top when they lie
    /// under it.
    private var screenSafeAreaInsets = EdgeInsets.zero

    override var childrenForAppearance: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    // MARK: Pushing and popping

    /// Pushes `viewController` on top; with `animated`, it slides in from the right. A screen
    /// already in the stack is not pushed again.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// The reader's escape pops the top screen, as the back button does (else, presented, it closes).
    open override func accessibilityPerformEscape() -> Bool {
        if popViewController(animated: true) != nil { return true }
        return super.accessibilityPerformEscape()
    }

    /// Pops the top screen (it slides out to the right with `animated`) and returns it; nil when
    /// only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every screen above the root and returns them (bottom to top); nil when the root is
    /// on top. The top screen slides out; those between leave at once.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    /// Pops the screens above `viewController` (which must be in the stack) and returns them;
    /// nil when it is not in the stack or already on top.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack (a screen listed twice counts once). With `animated`, a new top screen
    /// slides in as by a push when it was not in the stack, or is uncovered as by a pop when it
    /// was. A transition under way ends at once first (an interactive pop is cancelled).
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        finishTransitionNow()
        var newStack: [ViewController] = []
        for controller in viewControllers where !newStack.contains(where: { $0 === controller }) {
            newStack.append(controller)
        }
        replaceStack(with: newStack, animated: animated, interactive: false)
    }

    /// Makes `newStack` the stack, animating the change of top screen when asked and possible.
    private final func replaceStack(with newStack: [ViewController], animated: Bool, interactive: Bool) {
        let oldStack = stack
        let oldTop = stack.last, newTop = newStack.last
        stack = newStack
        // A new top screen is a new screen for the reader (read once the slide has ended).
        if oldTop !== newTop, oldTop != nil { Accessibility.post(.screenChanged(focus: nil)) }
        for controller in newStack where controller.parent !== self { addChild(controller) }
        let items = newStack.map { $0.navigationItem }
        guard isViewLoaded else {
            releaseChildren(notIn: newStack)
            navigationBar.setItems(items, animated: false)
            return
        }
        guard let from = oldTop, let to = newTop, from !== to else {
            // No change of top screen, or from or to nothing: no slide.
            navigationBar.setItems(items, animated: false)
            if oldTop !== newTop { swapTop(from: oldTop, to: newTop) }
            releaseChildren(notIn: newStack)
            return
        }
        guard animated || interactive, let animator = view.animator else {
            navigationBar.setItems(items, animated: false)
            swapTop(from: from, to: to)
            releaseChildren(notIn: newStack)
            return
        }
        view.layoutIfNeeded()
        to.view.setContainerSafeAreaInsets(screenSafeAreaInsets)
        let isPush = !oldStack.contains(where: { $0 === to })
        let bounds = contentView.bounds
        let slide = NavigationTransition(
            isPush: isPush, from: from, to: to, oldStack: oldStack, width: bounds.width,
            callsAppearance: forwardsAppearance)
        transition = slide
        if isPush {
            contentView.addSubview(slide.dimmingView)
            contentView.addSubview(slide.edgeShadowView)
            contentView.addSubview(to.view)
        } else {
            contentView.insertSubview(to.view, belowSubview: from.view)
            contentView.insertSubview(slide.dimmingView, belowSubview: from.view)
            contentView.insertSubview(slide.edgeShadowView, belowSubview: from.view)
        }
        slide.dimmingView.frame = bounds
        navigationBar.beginTransition(to: items, isPush: isPush)
        slide.apply(progress: 0, bar: navigationBar, height: bounds.height)
        if slide.callsAppearance {
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
        }
        if interactive {
            slide.isInteractive = true
            return
        }
        animator.animate(
            withDuration: NavigationTransition.duration, curve: NavigationTransition.curve,
            options: [.ignoresInteraction],
            changes: {
                slide.apply(progress: 1, bar: navigationBar, height: bounds.height)
            },
            completion: { _ in
                // A transition ended early (finishTransitionNow) has already been finished.
                if self.transition === slide { self.finishTransition(completed: true) }
            })
    }

    /// Replaces the top screen's view without a transition.
    private final func swapTop(from: ViewController?, to: ViewController?) {
        let calls = forwardsAppearance
        if calls { from?.beginAppearanceTransition(false, animated: false) }
        if calls { to?.beginAppearanceTransition(true, animated: false) }
        from?.viewIfLoaded?.removeFromSuperview()
        if let to {
            to.view.setContainerSafeAreaInsets(screenSafeAreaInsets)
            to.view.frame = contentView.bounds
            contentView.addSubview(to.view)
        }
        if calls { from?.endAppearanceTransition() }
        if calls { to?.endAppearanceTransition() }
    }

    /// Drops the children no longer in the stack.
    private final func releaseChildren(notIn stack: [ViewController]) {
        for child in children where !stack.contains(where: { $0 === child }) {
            child.viewIfLoaded?.removeFromSuperview()
            // Out of the stack, no bar covers it any more.
            child.viewIfLoaded?.setContainerSafeAreaInsets(.zero)
            child.removeFromParent()
        }
    }

    /// Ends the transition on the new stack (`completed`) or the old one: the leaving screen's
    /// view leaves the hierarchy, the appearance methods end (or turn back), and popped screens
    /// are released.
    final func finishTransition(completed: Bool) {
        guard let slide = transition else { return }
        transition = nil
        slide.removeAnimations(bar: navigationBar)
        slide.dimmingView.removeFromSuperview()
        slide.edgeShadowView.removeFromSuperview()
        let shown = completed ? slide.to : slide.from
        let hidden = completed ? slide.from : slide.to
        hidden.view.removeFromSuperview()
        hidden.view.frame = contentView.bounds
        shown.view.frame = contentView.bounds
        navigationBar.endTransition(completed: completed)
        if !completed {
            stack = slide.oldStack
            for controller in stack where controller.parent !== self { addChild(controller) }
        }
        if slide.callsAppearance {
            if completed {
                slide.from.endAppearanceTransition()
                slide.to.endAppearanceTransition()
            } else {
                // As UIKit: the screen that was to appear disappears, the other appears again.
                slide.to.beginAppearanceTransition(false, animated: true)
                slide.to.endAppearanceTransition()
                slide.from.beginAppearanceTransition(true, animated: true)
                slide.from.endAppearanceTransition()
            }
        }
        releaseChildren(notIn: stack)
    }

    /// Ends a transition under way at once: an animated one where it was going, an interactive
    /// one cancelled.
    private final func finishTransitionNow() {
        guard let slide = transition else { return }
        finishTransition(completed: !slide.isInteractive)
    }

    // MARK: Interactive pop

    /// Lets the interactive pop begin only when there is a screen to go back to, no transition is under way,
    /// and the top screen shows its back button and presents nothing; other recognizers may always begin.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === interactivePopGestureRecognizer else { return true }
        guard let top = topViewController else { return false }
        return stack.count > 1 && transition == nil && !top.navigationItem.hidesBackButton
            && top.presentedViewController == nil
    }

    /// Pans of the screens' content (a list, a scroll view) wait for the edge pan to fail, so a
    /// drag from the edge pops rather than scrolls.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        guard recognizer === interactivePopGestureRecognizer, other is PanGestureRecognizer,
            let otherView = other.view, let root = viewIfLoaded
        else { return false }
        return otherView !== root && otherView.isDescendant(of: root)
    }

    private final func interactivePopChanged(_ recognizer: ScreenEdgePanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard transition == nil, stack.count > 1 else { return }
            replaceStack(with: Array(stack.dropLast()), animated: true, interactive: true)
            followFinger(recognizer)
        case .changed:
            followFinger(recognizer)
        case .ended:
            followFinger(recognizer)
            settleInteractivePop(velocity: recognizer.velocity(in: nil).x)
        case .cancelled:
            settleInteractivePop(velocity: -Double.infinity)
        default:
            break
        }
    }

    private final func followFinger(_ recognizer: ScreenEdgePanGestureRecognizer) {
        guard let slide = transition, slide.isInteractive, slide.width > 0 else { return }
        let progress = recognizer.translation(in: contentView).x / slide.width
        slide.apply(progress: progress, bar: navigationBar, height: contentView.bounds.height)
    }

    /// The finger lifted at `velocity` (pt/s, rightwards positive): completes or cancels the pop
    /// and lets the screens settle on a critically damped spring starting at the finger's speed
    /// (capped so that it does not overshoot).
    private final func settleInteractivePop(velocity: Double) {
        guard let slide = transition, slide.isInteractive else { return }
        slide.isInteractive = false
        let threshold = NavigationController.interactivePopVelocityThreshold
        let v = velocity.isNaN ? 0 : velocity
        let completes = v > threshold || (slide.progress > 0.5 && v >= -threshold)
        let target = completes ? 1.0 : 0.0
        guard let animator = view.animator else {
            finishTransition(completed: completes)
            return
        }
        let distance = abs(target - slide.progress) * slide.width
        var spring = Spring(duration: NavigationTransition.duration, bounce: 0)
        // In whole changes per second along the motion; below the spring's ω a critically damped
        // spring does not overshoot.
        let along = completes ? v : -v
        let omega = (spring.stiffness / spring.mass).squareRoot()
        if distance > 0.5 && along.isFinite { spring.initialVelocity = Swift.min(Swift.max(0, along / distance), omega * 0.99) }
        let height = contentView.bounds.height
        animator.animate(
            with: spring, options: [.ignoresInteraction],
            changes: {
                slide.apply(progress: target, bar: navigationBar, height: height)
            },
            completion: { _ in
                if self.transition === slide { self.finishTransition(completed: completes) }
            })
    }
}
