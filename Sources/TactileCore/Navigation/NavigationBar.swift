import TactilePlatform

/// The bar at the top of a navigation stack (UIKit's `UINavigationBar`): the top item's title
/// centred, a back button at the left labelled with the title of the item below ("Back" when it
/// has none or when it does not fit beside the title; the item's `backButtonTitle` overrides it)
/// or the item's left bar buttons, and its right bar buttons at the right. A
/// `NavigationController` keeps its items in step with its screens and fades the old content
/// into the new one as a screen slides in.
open class NavigationBar: View {
    /// For the reader a container titled with the screen's title: back button, title, buttons.
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isContainer: true, containerTitle: topItem?.title ?? "Navigation bar")
    }

    /// The standard height, 44 pt.
    public static let defaultHeight = 44.0

    /// Whether the bar lets what scrolls under it show through (UIKit's `isTranslucent`,
    /// default true): the navigation controller then lays its screens under the bar, with the
    /// bar's height as their safe area. Without blur (too dear for a software rasterizer on a
    /// small board) the background is 96 % opaque.
    public var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            BarChrome.applyColors(to: self, separator: separator, translucent: isTranslucent)
            superview?.setNeedsLayout()
        }
    }

    /// The items, bottom to top; the bar shows the top one.
    public private(set) var items: [NavigationItem] = []

    /// The item shown (the last).
    public var topItem: NavigationItem? { items.last }

    /// The item below the top one, whose title the back button shows.
    public var backItem: NavigationItem? { items.count >= 2 ? items[items.count - 2] : nil }

    /// The buttons and the back chevron take the inherited `tintColor` (View+Appearance.swift).
    open override func tintColorDidChange() { rebuild() }

    /// The colour of the title; nil (the default): the palette's label colour.
    public var titleColor: Color? { didSet { if titleColor != oldValue { rebuild() } } }

    /// The background and separator take the palette of the new style, the title its label colour.
    open override func userInterfaceStyleDidChange() {
        BarChrome.applyColors(to: self, separator: separator, translucent: isTranslucent)
        if titleColor == nil { rebuild() }
    }

    /// The font of the title (17 pt bold).
    public var titleFont: Font = .system(size: 17, weight: .bold) { didSet { rebuild() } }

    /// The font of the buttons (17 pt).
    public var buttonFont: Font = .system(size: 17) { didSet { rebuild() } }

    /// The hairline along the bottom edge.
    public let separator = View()

    /// What is shown for the top item.
    var content: NavigationBarContent?
    /// During a transition: the content leaving, and the items to go back to if it is cancelled.
    var outgoing: NavigationBarContent?
    private var outgoingItems: [NavigationItem] = []

    /// Run by the back button (the navigation controller pops).
    var onBack: (() -> Void)?

    /// A bar of `frame` with no items, in the palette's bar colour (light grey, or near black in
    /// dark mode).
    public override init(frame: Rect) {
        super.init(frame: frame)
        BarChrome.install(in: self, separator: separator, translucent: isTranslucent)
    }

    deinit {
        for item in items { forget(item) }
    }

    /// The title the back button shows now (after the last layout); nil when there is none.
    public var backButtonTitle: String? { content?.backTitle }

    /// Replaces the items; with `animated`, the old content cross-fades into the new over
    /// 0.25 s.
    public func setItems(_ items: [NavigationItem], animated: Bool) {
        endTransition(completed: true)
        if animated && animator != nil && superview != nil {
            View.transition(
                with: self, duration: .milliseconds(250), options: .crossDissolve,
                animations: { self.replaceItems(items) })
        } else {
            replaceItems(items)
        }
    }

    private final func replaceItems(_ newItems: [NavigationItem]) {
        for item in items where !newItems.contains(where: { $0 === item }) { forget(item) }
        items = newItems
        for item in items { observe(item) }
        rebuild()
    }

    private final func observe(_ item: NavigationItem) {
        item.changed = Unowned(self).callback { owner in
            // Only the top item and the one below it are on show.
            if item === owner.topItem || item === owner.backItem { owner.rebuild() }
        }
        for button in item.leftBarButtonItems + item.rightBarButtonItems {
            button.changed = Unowned(self).callback { owner in if item === owner.topItem { owner.rebuild() } }
        }
    }

    private final func forget(_ item: NavigationItem) {
        item.changed = nil
        for button in item.leftBarButtonItems + item.rightBarButtonItems { button.changed = nil }
    }

    /// Makes the content for the top item again.
    private final func rebuild() {
        guard outgoing == nil else {
            // Mid-transition: the incoming content is rebuilt, at the same opacity.
            let alpha = content?.alpha ?? 1
            content?.removeFromSuperview()
            content = makeContent()
            content?.alpha = alpha
            return
        }
        content?.removeFromSuperview()
        content = makeContent()
    }

    private final func makeContent() -> NavigationBarContent? {
        guard let top = topItem else { return nil }
        for item in items { observe(item) }
        let made = NavigationBarContent(item: top, backItem: backItem, bar: self)
        made.frame = bounds
        insertSubview(made, belowSubview: separator)
        return made
    }

    open override func layoutSubviews() {
        separator.frame = BarChrome.separatorFrame(in: self, atBottom: true)
        content?.frame = bounds
        outgoing?.frame = bounds
    }

    // MARK: Transitions (driven by the navigation controller)

    /// Whether the transition under way is a push (the new title comes from the right) or a
    /// pop (from the back button's place).
    private var transitionIsPush = true

    /// Starts showing `newItems` over the current content, which stays until
    /// `endTransition(completed:)`; `setTransitionProgress` fades and slides between them.
    final func beginTransition(to newItems: [NavigationItem], isPush: Bool) {
        endTransition(completed: true)
        transitionIsPush = isPush
        outgoingItems = items
        let old = content
        content = nil
        for item in items where !newItems.contains(where: { $0 === item }) { forget(item) }
        items = newItems
        content = makeContent()
        outgoing = old
    }

    /// Shows the transition at `progress` (0: the old content, 1: the new): the new content's
    /// opacity is `progress`, the old one's 1 − `progress`, and the titles slide past each other
    /// as UIKit's do (animated inside an animation block). On a push the new title comes in
    /// from half a bar to the right while the old one slides left to where the back button's
    /// title begins; a pop runs the same paths backwards. So the two titles are never drawn
    /// over each other, whatever the progress (an edge swipe held half way).
    final func setTransitionProgress(_ progress: Double) {
        guard let content, let outgoing else {
            content?.alpha = progress
            return
        }
        content.layoutIfNeeded()
        outgoing.layoutIfNeeded()
        content.alpha = progress
        outgoing.alpha = 1 - progress
        let toRight = bounds.width / 2
        if transitionIsPush {
            content.titleLabel.transform = AffineTransform(translationX: (1 - progress) * toRight, y: 0)
            outgoing.titleLabel.transform = AffineTransform(translationX: -progress * outgoing.titleTravelToBack, y: 0)
        } else {
            content.titleLabel.transform = AffineTransform(translationX: -(1 - progress) * content.titleTravelToBack, y: 0)
            outgoing.titleLabel.transform = AffineTransform(translationX: progress * toRight, y: 0)
        }
    }

    /// Ends the transition on the new items (`completed`) or back on the old ones.
    final func endTransition(completed: Bool) {
        guard let old = outgoing else { return }
        outgoing = nil
        old.titleLabel.removeAllAnimations()
        old.titleLabel.transform = .identity
        content?.titleLabel.removeAllAnimations()
        content?.titleLabel.transform = .identity
        if completed {
            old.removeFromSuperview()
            content?.removeAllAnimations()
            content?.alpha = 1
        } else {
            content?.removeFromSuperview()
            for item in items where !outgoingItems.contains(where: { $0 === item }) { forget(item) }
            items = outgoingItems
            for item in items { observe(item) }
            content = old
            old.removeAllAnimations()
            old.alpha = 1
        }
        outgoingItems = []
    }
}
