/// One screen of an application and the views it shows (UIKit's `UIViewController`).
///
/// The view is made the first time `view` is read: `loadView()` makes it (by default a plain
/// view, opaque white, that reports its layout through `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews`), then `viewDidLoad()` runs once. Containers
/// (`NavigationController`, `TabBarController`, `Window.rootViewController`, `present`) size the
/// view and call the appearance methods: `viewWillAppear(_:)`, `viewDidAppear(_:)`,
/// `viewWillDisappear(_:)` and `viewDidDisappear(_:)`, always in will/did pairs, even when an
/// interactive transition is cancelled (the screen that was to leave then hears will-appear and
/// did-appear again, as in UIKit).
///
/// ```swift
/// final class DetailController: ViewController {
///     let label = Label()
///     override func viewDidLoad() {
///         title = "Detail"
///         view.addSubview(label)
///     }
///     override func viewDidLayoutSubviews() {
///         label.frame = view.bounds.insetBy(dx: 16, dy: 16)
///     }
/// }
/// ```
open class ViewController {
    // MARK: The view

    private var loadedView: View?

    /// The view of the screen, made by `loadView()` (then `viewDidLoad()`) the first time it is
    /// read. Setting it replaces the view without calling either.
    public var view: View {
        get {
            loadViewIfNeeded()
            // loadViewIfNeeded always leaves a view.
            return loadedView ?? View()
        }
        set {
            if let old = loadedView as? ViewControllerRootView { old.controller = nil }
            loadedView = newValue
        }
    }

    /// Whether the view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been made; nil otherwise (reading it makes nothing).
    public var viewIfLoaded: View? { loadedView }

    /// Makes the view now if it has not been made (`loadView()`, then `viewDidLoad()`).
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = ViewControllerRootView(controller: self) }
        viewDidLoad()
    }

    /// Makes the view and assigns it to `view`. The default makes an opaque white view (a screen
    /// covers what is behind it while it slides) that calls `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` from its layout. Override to make your own view; do not call
    /// `super` then, and lay the view out in its own `layoutSubviews`.
    open func loadView() {
        view = ViewControllerRootView(controller: self)
    }

    /// Called once, after the view was made. Add subviews here; their frames belong in
    /// `viewDidLayoutSubviews()`, when the view has its size.
    open func viewDidLoad() {}

    /// Goes back or closes for the screen reader's escape (two-finger scrub); returns whether it
    /// did. The default dismisses a controller presented modally.
    open func accessibilityPerformEscape() -> Bool {
        guard presentingStorage != nil else { return false }
        dismiss(animated: true)
        return true
    }

    /// Called in the view's layout pass before it lays out its subviews (views made by the
    /// default `loadView()` only).
    open func viewWillLayoutSubviews() {}

    /// Called in the view's layout pass after it laid out its subviews: set the subviews' frames
    /// from `view.bounds` here (views made by the default `loadView()` only).
    open func viewDidLayoutSubviews() {}

    // MARK: Appearance

    /// The view is about to be shown (pushed, popped back to, selected, presented, or made the
    /// window's root). `animated`: whether a transition shows it.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is shown and its transition has ended.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to leave the screen (or an interactive transition that may take it
    /// away has begun).
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view has left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Where the screen is between appearing and disappearing (`beginAppearanceTransition`).
    var appearance: Appearance = .disappeared
    /// The children the last `beginAppearanceTransition` forwarded to, so that the end reaches
    /// the same ones.
    var appearanceForwardedTo: [ViewController] = []
    /// The `animated` of the last `beginAppearanceTransition`, for the matching did-method.
    var appearanceAnimated = false

    /// The children whose appearance follows this screen's: those a container shows (the top
    /// of a navigation stack, the selected tab). None for a plain screen.
    var childrenForAppearance: [ViewController] { [] }

    // MARK: Titles and items

    /// The screen's title: setting it sets `navigationItem.title` and `tabBarItem.title` too, as
    /// in UIKit, so the navigation bar and the tab bar show it.
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItem.title = title
            tabBarItem.title = title
        }
    }

    /// What a navigation bar shows while this screen is on top of a navigation stack: title,
    /// bar buttons, the back button's title for the screen above it.
    public let navigationItem = NavigationItem()

    /// What a tab bar shows for this screen in a `TabBarController`.
    public let tabBarItem = TabBarItem()

    // MARK: Containment

    /// The container this screen is a child of (a navigation or tab bar controller); nil for a
    /// root or a presented screen. Not retained: the parent owns its children.
    @Unowned public final private(set) var parent: ViewController?

    /// The screens this one contains, in order.
    public private(set) var children: [ViewController] = []

    /// Makes `child` a child of this screen (removing it from its former parent). Adding its
    /// view to this screen's views is the container's business.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes the screen from its parent's children (its view stays where it is).
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The nearest navigation controller among the ancestors (this screen's parent, its parent's
    /// parent …); nil when there is none.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The nearest tab bar controller among the ancestors; nil when there is none.
    public var tabBarController: TabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? TabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }

    /// The topmost ancestor (the screen itself when it has no parent).
    final var rootAncestor: ViewController {
        var root = self
        while let next = root.parent { root = next }
        return root
    }

    // MARK: Presentation (ViewController+Presentation.swift)

    /// The screen this one presents, held by the screen that presented it.
    var presentedStorage: ViewController?
    /// The screen that presented this one (set while presented).
    @Unowned final var presentingStorage: ViewController?
    /// The sheet, dimming view and pull-down recognizer while this screen is presented.
    var presentation: ModalPresentation?

    /// How `present(_:animated:completion:)` shows this screen. Default `.pageSheet`.
    public var modalPresentationStyle: ModalPresentationStyle = .pageSheet

    /// Whether a pull down is refused while this screen is presented (UIKit's
    /// `isModalInPresentation`); `dismiss` still works.
    public var isModalInPresentation = false {
        didSet { presentation?.pullRecognizer.isEnabled = !isModalInPresentation }
    }

    /// A screen with no view yet.
    public init() {}

    deinit {
        // Nothing may keep pointing at a freed screen.
        if let root = loadedView as? ViewControllerRootView { root.controller = nil }
        for child in children { child.parent = nil }
        presentedStorage?.presentingStorage = nil
    }
}
