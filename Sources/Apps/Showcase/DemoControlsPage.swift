import TactileCore

/// The demo's "Controls" page, pushed by the Showcase's Controls button (`DemoPageController`):
/// a segmented control at the top switches between its sections (every standard control; a form
/// laid out by stacks with text fields and the keyboard; a navigation stack; cards with
/// shadows), and a second one sets the system appearance, light or dark.
final class DemoControlsPage {
    let page: View
    private var sections: [View] = []
    private let appearanceControl: SegmentedControl
    private let chooser: SegmentedControl
    private let body: Font?
    /// The navigation section's screens (three levels and a sheet).
    private let navigation = DemoNavigation()

    /// The page in `frame` (the safe area of its screen) on `screen`.
    init(frame: Rect, screen: Screen, resources: ShowcaseResources) {
        body = resources.body
        page = View(frame: frame)
        let size = page.bounds.size
        // 44 points tall: the least touch target (`tactile accessibility-audit`).
        // On a compact width the chooser gets a row of its own under the appearance control.
        let chooserRow = size.width < 600
        chooser = SegmentedControl(
            frame: chooserRow
                ? Rect(x: 12, y: 52, width: size.width - 24, height: 44)
                : Rect(x: 12, y: 4, width: Swift.min(440, size.width - 160), height: 44),
            titles: ["Controls", "Form", "Navigation", "Cards"])
        appearanceControl = SegmentedControl(
            frame: Rect(x: size.width - 132, y: 4, width: 120, height: 44), titles: ["Light", "Dark"])
        let contentTop = chooserRow ? 100.0 : 52.0
        let content = Rect(x: 0, y: contentTop, width: size.width, height: size.height - contentTop)
        let controls = makeControlsSection(frame: content)
        controls.addSubview(DemoControlsExtras(frame: Rect(x: 20, y: 146, width: 420, height: 270), screen: screen))
        let form = Self.groupedSection(frame: content)
        form.addSubview(
            DemoStackForm(
                frame: Rect(x: 16, y: 8, width: 368, height: content.height - 16),
                body: resources.body, heading: resources.heading))
        form.addSubview(
            DemoTextForm(
                frame: Rect(x: 400, y: 0, width: content.width - 400, height: content.height),
                font: resources.body))
        let navigationSection = Self.groupedSection(frame: content)
        let navigationView = navigation.rootViewController.view
        navigationView.frame = navigationSection.bounds
        navigationSection.addSubview(navigationView)
        let cards = Self.groupedSection(frame: content)
        cards.addSubview(DemoShadowCards(frame: cards.bounds))
        sections = [controls, form, navigationSection, cards]
        for section in sections { page.addSubview(section) }
        chooser.selectedSegmentIndex = 0
        chooser.addAction(for: .valueChanged, target: self) { owner, control in
            owner.show(section: (control as? SegmentedControl)?.selectedSegmentIndex ?? 0)
        }
        page.addSubview(chooser)
        chooser.accessibilityLabel = "Pages"
        chooser.apportionsSegmentWidthsByContent = true
        appearanceControl.accessibilityLabel = "Appearance"
        appearanceControl.addAction(for: .valueChanged, target: self) { owner, control in
            let dark = (control as? SegmentedControl)?.selectedSegmentIndex == 1
            owner.page.window?.screen?.session?.appearance = dark ? .dark : .light
        }
        page.addSubview(appearanceControl)
        showAppearance(of: screen)
        page.backgroundColor = .secondarySystemBackground
        show(section: 0)
    }

    /// A page made again (the screen turned) takes the About sheet away with the navigation
    /// stack that presented it: nothing is left in the window calling back into a freed screen.
    deinit {
        navigation.navigationController.dismiss(animated: false)
    }

    /// Sets the Light/Dark control to the appearance `screen` shows (it may have changed in
    /// Settings, or at 07:00 or 19:00, since the page was last on show).
    func showAppearance(of screen: Screen) {
        appearanceControl.selectedSegmentIndex = screen.userInterfaceStyle == .dark ? 1 : 0
    }

    private func show(section index: Int) {
        for (position, section) in sections.enumerated() { section.isHidden = position != index }
    }

    /// A section's background, the grouped background of the appearance in effect.
    private static func groupedSection(frame: Rect) -> View {
        let section = View(frame: frame)
        section.backgroundColor = .secondarySystemBackground
        return section
    }

    // MARK: Controls

    private func makeControlsSection(frame: Rect) -> View {
        // Scrolls on a panel too short for its 430 points (480 × 320).
        let section = ScrollView(frame: frame)
        section.backgroundColor = .secondarySystemBackground
        section.contentSize = Size(width: frame.width, height: Swift.max(frame.height, 430))
        // One container for the reader: its items' touch areas may grow into the whole section.
        section.isAccessibilityContainer = true
        section.accessibilityContainerTitle = "Controls"
        guard let body else { return section }
        var y = 16.0
        func row(_ title: String, _ control: View, width: Double? = nil) {
            let label = Label(frame: Rect(x: 24, y: y, width: 150, height: 31), font: body)
            label.text = title
            // Read with its control, which carries the title (one item, not two).
            label.isAccessibilityElement = false
            section.addSubview(label)
            let size = control.frame.size
            control.frame = Rect(x: 180, y: y + (31 - size.height) / 2, width: width ?? size.width, height: size.height)
            // The reader says the row's title for the control.
            control.accessibilityLabel = title
            section.addSubview(control)
            y += 44
        }
        let toggle = Switch()
        toggle.isOn = true
        row("Switch", toggle)

        let value = Label(frame: Rect(x: 500, y: y, width: 80, height: 31), font: body)
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 300, height: 44))
        slider.value = 0.4
        value.text = "40 %"
        slider.addAction(for: .valueChanged) { control in
            guard let slider = control as? Slider else { return }
            value.text = "\(Int((slider.value * 100).rounded())) %"
        }
        section.addSubview(value)
        row("Slider", slider)

        let tints = SegmentedControl(
            frame: Rect(x: 0, y: 0, width: 300, height: 44),
            titles: ["Blue", "Orange", "Purple"])
        tints.selectedSegmentIndex = 0
        // The control is in the section: its action gets the section rather than capturing it
        // (a cycle that kept the whole page alive after the app closed; the app soak found it).
        tints.addAction(for: .valueChanged, target: section) { section, control in
            guard let tints = control as? SegmentedControl else { return }
            let colours: [Color?] = [nil, .systemOrange, .systemPurple]
            section.tintColor = colours[Swift.max(0, tints.selectedSegmentIndex)]
        }
        row("Tint", tints)
        return section
    }
}
