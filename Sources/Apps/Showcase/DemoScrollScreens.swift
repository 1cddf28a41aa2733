import TactileCore

/// The demo's scrolling screens, pushed by the Showcase's Scrolling button (`DemoPageController`): a
/// list of 520 rows in 26 sections with a toggle per row (swipe a row left to delete it, pull
/// down to refresh), a paged gallery of pictures that zoom (pinch, or double tap), and a wide
/// text that scrolls both ways.
final class DemoScrollScreens: ListViewDataSource, ListViewDelegate, ScrollViewDelegate {
    let page: View
    private let list: ListView
    private let gallery: ScrollView
    private let text: ScrollView
    private var pages: [(scroll: ScrollView, image: View)] = []
    private var rows: [[String]] = []
    private var toggled: Set<String> = []
    private let body: Font?

    /// The screens in `frame` (the safe area of their screen).
    init(frame: Rect, resources: ShowcaseResources) {
        body = resources.body
        page = View(frame: frame)
        page.backgroundColor = .systemGroupedBackground
        let size = page.bounds.size
        let content = Rect(x: 0, y: 52, width: size.width, height: size.height - 52)
        list = ListView(frame: content)
        gallery = ScrollView(frame: content)
        text = ScrollView(frame: content)
        for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
            rows.append((1...20).map { "\(letter)\($0)" })
        }
        list.rowHeight = 52
        list.register("row") { ListCell(reuseIdentifier: "row") }
        list.listDelegate = self
        list.dataSource = self
        list.refreshAction = Unowned(self).callback { owner in
            // Nothing to fetch: the refresh ends a moment later. The timer keeps the list, not
            // these screens, which may be gone by then (the app closed).
            owner.list.session?.scheduledTimer(after: .milliseconds(800)) { [list = owner.list] _ in list.endRefreshing() }
        }
        buildGallery(resources: resources)
        buildText()
        for view in [list, gallery, text] { page.addSubview(view) }
        buildHeader(resources: resources)
        show(list)
    }

    private func buildHeader(resources: ShowcaseResources) {
        // Three buttons of 120 points, narrower to share a compact width.
        let width = Swift.min(120, ((page.bounds.width - 12 - 3 * 12) / 3).rounded(.down))
        var x = 12.0
        for (title, view) in [("List", list as View), ("Gallery", gallery), ("Text", text)] {
            page.addSubview(
                DemoButton.make(
                    title: title, font: resources.heading, frame: Rect(x: x, y: 4, width: width, height: 44),
                    action: Unowned(self).callback { owner in owner.show(view) }))
            x += width + 12
        }
    }

    private func show(_ view: View) {
        for screen in [list, gallery, text] as [View] { screen.isHidden = screen !== view }
    }

    // MARK: The list

    func numberOfSections(in listView: ListView) -> Int { rows.count }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
        String(rows[section].first?.first ?? " ")
    }

    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "row")
        let name = rows[indexPath.section][indexPath.row]
        cell.textLabel.text = "Row \(name)"
        cell.detailTextLabel.text = "Section \(indexPath.section + 1), row \(indexPath.row + 1)"
        let toggle = (cell.accessoryView as? DemoToggle) ?? DemoToggle()
        toggle.isOn = toggled.contains(name)
        toggle.onChange = Unowned(self).callback { owner, on in
            if on { owner.toggled.insert(name) } else { owner.toggled.remove(name) }
        }
        cell.accessoryView = toggle
        return cell
    }

    func listView(_ listView: ListView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> [ListAction] {
        [
            // Destructive: red, and the row slides out as it goes.
            ListAction(style: .destructive, title: "Delete") { [owner = Unowned(self), list = Unowned(listView)] path in
                owner.object.rows[path.section].remove(at: path.row)
                list.object.deleteRows(at: [path], animated: true)
            },
            // Normal: grey; brings the row to the top of the list.
            ListAction(style: .normal, title: "Top") { [list = Unowned(listView)] path in
                list.object.scrollToRow(at: path, at: .top, animated: true)
            }
        ]
    }

    // MARK: The gallery

    private func buildGallery(resources: ShowcaseResources) {
        gallery.isPagingEnabled = true
        let size = gallery.bounds.size
        let pictures = [resources.wallpaper, resources.icon, resources.wallpaper, resources.icon]
        for (index, picture) in pictures.enumerated() {
            let page = ScrollView(frame: Rect(x: Double(index) * size.width, y: 0, width: size.width, height: size.height))
            page.minimumZoomScale = 1
            page.maximumZoomScale = 3
            page.zoomCompletionThreshold = 1.5
            page.backgroundColor = .black
            let image = ImageView(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            image.image = picture
            image.contentMode = .scaleAspectFit
            page.addSubview(image)
            page.contentSize = size
            page.delegate = self
            // Double tap: in to 2.5× where tapped, or back out.
            // The recognizer is the page's: it gets the page and holds the picture unowned (a
            // capture of either would be a cycle through the page).
            page.addGestureRecognizer(
                TapGestureRecognizer(taps: 2, target: page) { [image = Unowned(image)] page, tap in
                    let image = image.object
                    if page.zoomScale > 1 {
                        page.setZoomScale(1, animated: true)
                    } else {
                        let point = tap.location(in: image)
                        page.zoom(
                            to: Rect(
                                x: point.x - size.width / 5, y: point.y - size.height / 5,
                                width: size.width / 2.5, height: size.height / 2.5), animated: true)
                    }
                })
            pages.append((page, image))
            gallery.addSubview(page)
        }
        gallery.contentSize = Size(width: size.width * Double(pictures.count), height: size.height)
    }

    func viewForZooming(in scrollView: ScrollView) -> View? {
        pages.first { $0.scroll === scrollView }?.image
    }

    // MARK: The wide text

    private func buildText() {
        guard let body else { return }
        let words =
            "Scroll views move their content under the finger, decelerate when let go, bounce at the edges "
            + "and stop where a page ends. This text is wider and taller than the screen, so it scrolls both ways; "
            + "a drag that starts mostly along one axis stays on it. "
        let label = Label(frame: Rect(x: 20, y: 20, width: 1560, height: 1200), font: body)
        label.numberOfLines = 0
        label.text = String(repeating: words, count: 24)
        text.addSubview(label)
        text.contentSize = Size(width: 1600, height: 1240)
        text.isDirectionalLockEnabled = true
        text.backgroundColor = .systemBackground
        // The page stretches at most 120 pt past its top and sides, 40 past its end; its bars run
        // along the page, clear of the header's shadow line.
        text.maximumRubberBandDistance = EdgeInsets(top: 120, left: 120, bottom: 40, right: 120)
        text.indicatorAttachment = .contentEdges
        text.scrollIndicatorInsets = EdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
    }
}

/// A small on/off switch for the list's rows (the runtime's own switch comes with the controls):
/// a tap turns it over.
final class DemoToggle: Control {
    var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }
    var onChange: (Bool) -> Void = { _ in }

    init() {
        super.init(frame: Rect(x: 0, y: 0, width: 51, height: 31))
        isOpaque = false
        addAction(for: .touchUpInside) { control in
            guard let toggle = control as? DemoToggle else { return }
            toggle.isOn.toggle()
            toggle.onChange(toggle.isOn)
        }
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let track = Rect(x: 0, y: 0, width: 51 * scale, height: 31 * scale)
        context.fillRoundedRect(track, cornerRadii: CornerRadii(all: 15.5 * scale), color: isOn ? .systemGreen : .systemGray5)
        let knob = Rect(x: (isOn ? 22 : 2) * scale, y: 2 * scale, width: 27 * scale, height: 27 * scale)
        context.fillRoundedRect(knob, cornerRadii: CornerRadii(all: 13.5 * scale), color: .white)
    }
}
