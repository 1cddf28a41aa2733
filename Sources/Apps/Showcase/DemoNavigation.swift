import TactileCore

/// The demo's navigation stack, three levels deep: a list of fruits → a fruit's page → where it
/// grows, each with a button pushing the next (and the back button, or a pan from the left edge,
/// going back), plus an "About" sheet opened by the list's bar button and closed by its "Done"
/// button or by pulling it down. Plain views, labels and buttons only.
///
/// Show it with `window.rootViewController = demo.rootViewController` (a window of its own,
/// or the application's), or put `demo.rootViewController.view` in a page with a frame of its
/// own (the sheet then covers that view's window).
final class DemoNavigation {
    let navigationController: NavigationController

    /// The screen to show: the navigation stack.
    var rootViewController: ViewController { navigationController }

    init() {
        navigationController = NavigationController(rootViewController: DemoFruitList())
    }
}

/// The demo's fruits: name, a line about it, where it grows.
private struct DemoFruit {
    let name: String
    let summary: String
    let origin: String
}

private let demoFruits = [
    DemoFruit(
        name: "Apple", summary: "Crisp, sweet or sour; keeps for months in a cool cellar.",
        origin: "Central Asia, where wild apples still grow in the Tian Shan."),
    DemoFruit(
        name: "Fig", summary: "Soft and honeyed; eaten fresh or dried.",
        origin: "The Mediterranean and western Asia, among the first plants farmed."),
    DemoFruit(
        name: "Mango", summary: "Juicy and fragrant; hundreds of kinds.",
        origin: "South Asia, from the foothills of the Himalayas."),
    DemoFruit(
        name: "Pear", summary: "Buttery when ripe; picked hard and ripened off the tree.",
        origin: "Europe and Asia, in temperate hills.")
]

/// A row-like button: a title on the grouped rows' background across the screen.
private func demoRowButton(_ title: String, action: @escaping () -> Void) -> Button {
    let button = Button(font: .system(size: 17))
    button.setTitle(title, for: .normal)
    button.setTitleColor(.label, for: .normal)
    button.setBackgroundColor(.secondarySystemGroupedBackground, for: .normal)
    button.setBackgroundColor(.systemGray4, for: .highlighted)
    button.contentHorizontalAlignment = .left
    button.contentEdgeInsets = EdgeInsets(left: 16)
    button.addAction(for: .touchUpInside) { _ in action() }
    return button
}

/// A rounded button in the system blue.
private func demoActionButton(_ title: String, action: @escaping () -> Void) -> Button {
    let button = Button(font: .system(size: 17, weight: .bold))
    button.setTitle(title, for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.setBackgroundColor(.systemBlue, for: .normal)
    button.setBackgroundColor(Color.systemBlue.withAlpha(160), for: .highlighted)
    button.cornerRadius = 10
    button.addAction(for: .touchUpInside) { _ in action() }
    return button
}

/// A wrapping label.
private func demoTextLabel(_ text: String, size: Double = 17) -> Label {
    let label = Label(font: .system(size: size))
    label.text = text
    label.numberOfLines = 0
    label.lineBreakMode = .byWordWrapping
    return label
}

/// Level 1: the list.
private final class DemoFruitList: ViewController {
    private var rows: [Button] = []

    override init() {
        super.init()
        title = "Fruits"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "About") { [owner = Unowned(self)] _ in
            owner.object.present(DemoAboutSheet(), animated: true)
        }
    }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        for (index, fruit) in demoFruits.enumerated() {
            let row = demoRowButton(fruit.name) { [owner = Unowned(self)] in
                owner.object.navigationController?.pushViewController(DemoFruitDetail(fruit: demoFruits[index]), animated: true)
            }
            rows.append(row)
            view.addSubview(row)
        }
    }

    override func viewDidLayoutSubviews() {
        // Below the translucent bar: its safe area.
        let top = view.safeAreaLayoutGuide.layoutFrame.minY
        for (index, row) in rows.enumerated() {
            // 52 pt rows with a 1 pt gap showing the grey background as a separator.
            row.frame = Rect(x: 0, y: top + 20 + Double(index) * 53, width: view.bounds.width, height: 52)
        }
    }
}

/// Level 2: one fruit.
private final class DemoFruitDetail: ViewController {
    private let fruit: DemoFruit
    private let summary: Label
    private var more: Button?

    init(fruit: DemoFruit) {
        self.fruit = fruit
        summary = demoTextLabel(fruit.summary)
        super.init()
        title = fruit.name
    }

    override func viewDidLoad() {
        view.addSubview(summary)
        let button = demoActionButton("Where it grows") { [owner = Unowned(self)] in
            owner.object.navigationController?.pushViewController(DemoFruitOrigin(fruit: owner.object.fruit), animated: true)
        }
        more = button
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        let width = view.bounds.width, top = view.safeAreaLayoutGuide.layoutFrame.minY
        summary.frame = Rect(x: 20, y: top + 20, width: Swift.max(0, width - 40), height: 80)
        more?.frame = Rect(x: 20, y: top + 116, width: Swift.min(260, Swift.max(0, width - 40)), height: 44)
    }
}

/// Level 3: where it grows.
private final class DemoFruitOrigin: ViewController {
    private let origin: Label
    private var back: Button?

    init(fruit: DemoFruit) {
        origin = demoTextLabel(fruit.origin)
        super.init()
        title = "Origin"
        navigationItem.backButtonTitle = nil
    }

    override func viewDidLoad() {
        view.backgroundColor = .secondarySystemBackground
        view.addSubview(origin)
        let button = demoActionButton("Back to the list") { [owner = Unowned(self)] in
            owner.object.navigationController?.popToRootViewController(animated: true)
        }
        back = button
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        let width = view.bounds.width, top = view.safeAreaLayoutGuide.layoutFrame.minY
        origin.frame = Rect(x: 20, y: top + 20, width: Swift.max(0, width - 40), height: 80)
        back?.frame = Rect(x: 20, y: top + 116, width: Swift.min(260, Swift.max(0, width - 40)), height: 44)
    }
}

/// The sheet: a title, a line, and "Done".
private final class DemoAboutSheet: ViewController {
    private let heading = Label(font: .system(size: 22, weight: .bold))
    private let text = demoTextLabel("Push a fruit, then where it grows. Swipe from the left edge to go back, or pull this sheet down to close it.")
    private var done: Button?

    override func viewDidLoad() {
        heading.text = "About"
        heading.textAlignment = .center
        view.addSubview(heading)
        view.addSubview(text)
        let button = demoActionButton("Done") { [owner = Unowned(self)] in owner.object.dismiss(animated: true) }
        done = button
        view.addSubview(button)
        // The grabber hinting that the sheet can be pulled.
        let grabber = View(frame: Rect(x: 0, y: 8, width: 40, height: 5))
        grabber.backgroundColor = .systemGray3
        grabber.cornerRadius = 2.5
        grabber.tag = 1
        view.addSubview(grabber)
    }

    override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        view.viewWithTag(1)?.center = Point(x: width / 2, y: 10.5)
        heading.frame = Rect(x: 20, y: 24, width: Swift.max(0, width - 40), height: 32)
        text.frame = Rect(x: 20, y: 64, width: Swift.max(0, width - 40), height: 80)
        done?.frame = Rect(x: (width - 160) / 2, y: 160, width: 160, height: 44)
    }
}
