/// Screens side by side behind a tab bar at the bottom (UIKit's `UITabBarController`): a tap on
/// an item shows its screen. Each screen keeps its view while another is shown (taken off the
/// hierarchy, not rebuilt), so it comes back as it was left: its scroll position, its text, its
/// own navigation stack. The screens' `tabBarItem`s (title under an optional image; the title
/// is the screen's `title` unless set) make the bar.
open class TabBarController: ViewController {
    private var tabs: [ViewController] = []
    private var selection = 0

    /// The screens, one per tab. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the screen shown (0 when there are none). Setting an index out of range does
    /// nothing.
    public var selectedIndex: Int {
        get { selection }
        set { select(newValue) }
    }

    /// The screen shown.
    public var selectedViewController: ViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// The bar along the bottom.
    public let tabBar = TabBar(frame: Rect(x: 0, y: 0, width: 320, height: TabBar.defaultHeight))

    /// Run after the user tapped a tab and its screen is shown.
    public var didSelect: ((ViewController) -> Void)?

    /// The area above the bar holding the selected screen's view.
    let contentView = View()

    /// No screens.
    public override init() {
        super.init()
        tabBar.onSelect = Unowned(self).callback { owner, index in
            owner.select(index)
            if let shown = owner.selectedViewController { owner.didSelect?(shown) }
        }
    }

    deinit {
        tabBar.onSelect = nil
    }

    /// Replaces the screens; the selection stays on the same index when it still exists, else
    /// goes to the first. (Tabs change without animation; `animated` is for UIKit's signature.)
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        var list: [ViewController] = []
        for controller in viewControllers where !list.contains(where: { $0 === controller }) { list.append(controller) }
        let oldShown = selectedViewController
        for child in children where !list.contains(where: { $0 === child }) {
            if child !== oldShown { child.viewIfLoaded?.removeFromSuperview() }
            child.removeFromParent()
        }
        tabs = list
        for controller in list where controller.parent !== self { addChild(controller) }
        if !tabs.indices.contains(selection) { selection = 0 }
        tabBar.setItems(list.map { $0.tabBarItem })
        tabBar.select(selectedViewController?.tabBarItem)
        show(selectedViewController, replacing: oldShown)
    }

    private final func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selection else { return }
        let old = selectedViewController
        selection = index
        tabBar.select(selectedViewController?.tabBarItem)
        show(selectedViewController, replacing: old)
    }

    /// Puts `shown`'s view in the content area in place of `old`'s, with the appearance methods
    /// when the tab bar controller is on show.
    private final func show(_ shown: ViewController?, replacing old: ViewController?) {
        guard isViewLoaded, shown !== old else { return }
        let calls = forwardsAppearance
        if calls { old?.beginAppearanceTransition(false, animated: false) }
        if calls { shown?.beginAppearanceTransition(true, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        if let shown {
            shown.view.frame = contentView.bounds
            contentView.addSubview(shown.view)
        }
        if calls { old?.endAppearanceTransition() }
        if calls { shown?.endAppearanceTransition() }
    }

    open override func loadView() {
        super.loadView()
        view.addSubview(contentView)
        view.addSubview(tabBar)
        if let shown = selectedViewController { contentView.addSubview(shown.view) }
    }

    open override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let barHeight = TabBar.defaultHeight
        tabBar.frame = Rect(x: 0, y: Swift.max(0, bounds.height - barHeight), width: bounds.width, height: barHeight)
        contentView.frame = Rect(x: 0, y: 0, width: bounds.width, height: Swift.max(0, bounds.height - barHeight))
        selectedViewController?.viewIfLoaded?.frame = contentView.bounds
    }

    override var childrenForAppearance: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }
}
