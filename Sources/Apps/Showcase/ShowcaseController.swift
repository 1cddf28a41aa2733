import TactileCore

/// The Showcase's first screen, at the root of its navigation stack: the demo's scene
/// (`DemoContent`) over the wallpaper, which fills the screen under the translucent bar, and
/// the Controls and Scrolling pages one push away (bar buttons). The scene is laid out again
/// for a new size or safe area (the screen turned: one column or two).
final class ShowcaseController: DemoPageController {
    private let resources: ShowcaseResources
    /// The pages, made the first time they are opened and kept (with what was done in them)
    /// while the app runs.
    private var controlsPage: DemoPageController?
    private var scrollingPage: DemoPageController?

    init(resources: ShowcaseResources) {
        self.resources = resources
        super.init(title: ShowcaseApp.name) { view, _ in DemoContent(host: view, resources: resources) }
        // Rightmost first, as UIKit's: "Controls" then "Scrolling" from left to right.
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Scrolling") { [owner = Unowned(self)] _ in owner.object.openScrolling() },
            BarButtonItem(title: "Controls") { [owner = Unowned(self)] _ in owner.object.openControls() }
        ]
    }

    override func viewDidLoad() {
        view.backgroundColor = Color(rgb: 0x1C_2850)
    }

    /// The scene shown now.
    var scene: DemoContent? { content as? DemoContent }

    func openControls() {
        let page =
            controlsPage
            ?? DemoPageController(title: "Controls") { [resources] view, frame in
                guard let screen = view.window?.screen else { return nil }
                let controls = DemoControlsPage(frame: frame, screen: screen, resources: resources)
                view.addSubview(controls.page)
                return controls
            }
        controlsPage = page
        page.onAppear = { content in
            if let controls = content as? DemoControlsPage, let screen = controls.page.window?.screen {
                controls.showAppearance(of: screen)
            }
        }
        navigationController?.pushViewController(page, animated: true)
    }

    func openScrolling() {
        let page =
            scrollingPage
            ?? DemoPageController(title: "Scrolling") { [resources] view, frame in
                let screens = DemoScrollScreens(frame: frame, resources: resources)
                view.addSubview(screens.page)
                return screens
            }
        scrollingPage = page
        navigationController?.pushViewController(page, animated: true)
    }
}

/// A screen of the Showcase (its first one, and the pages pushed from it): what `build` makes in
/// the safe area of the screen's view, made again when the size or the safe area changes (the
/// screen turned; what was done in the page is not kept).
class DemoPageController: ViewController {
    /// Puts the page's views in the view, in the frame given; returns what keeps them working.
    private let build: (View, Rect) -> AnyObject?
    /// What `build` returned last.
    private(set) var content: AnyObject?
    /// Called with `content` each time the page is about to show.
    var onAppear: ((AnyObject) -> Void)?
    private var builtFor: (size: Size, safeArea: EdgeInsets)?

    init(title: String, build: @escaping (View, Rect) -> AnyObject?) {
        self.build = build
        super.init()
        self.title = title
    }

    override func viewWillAppear(_ animated: Bool) {
        if let content { onAppear?(content) }
    }

    final override func viewDidLayoutSubviews() {
        let key = (size: view.bounds.size, safeArea: view.safeAreaInsets)
        if let builtFor, builtFor.size == key.size, builtFor.safeArea == key.safeArea { return }
        guard view.window != nil else { return }
        builtFor = key
        for subview in view.subviews { subview.removeFromSuperview() }
        content = build(view, view.safeAreaLayoutGuide.layoutFrame)
    }
}
