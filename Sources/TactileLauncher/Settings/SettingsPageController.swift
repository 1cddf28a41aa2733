import TactileCore
import TactileRaster

/// A page of the Settings app: a list of `SettingsRow`s. The rows are asked for again (by
/// `makeRows`) each time the page is about to appear, so values shown are current without any
/// timer running while the page is hidden.
public final class SettingsPageController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The list showing the rows.
    public let listView = ListView(frame: .zero)
    /// The rows shown now.
    public private(set) var rows: [SettingsRow] = []
    private let makeRows: () -> [SettingsRow]

    /// A page titled `title` whose rows `makeRows` builds.
    public init(title: String, makeRows: @escaping () -> [SettingsRow]) {
        self.makeRows = makeRows
        super.init()
        self.title = title
    }

    public override func loadView() {
        super.loadView()
        view.backgroundColor = Color(rgb: 0xF2_F2F7)
        listView.rowHeight = 56
        // Rows grow on a narrow screen: a detail that wraps, a control under its title.
        listView.usesRowHeightsFromDelegate = true
        listView.dataSource = self
        listView.listDelegate = self
        view.addSubview(listView)
    }

    public override func viewDidLayoutSubviews() {
        let oldWidth = listView.bounds.width
        listView.frame = view.bounds
        // The rows' heights depend on the width (the screen turned).
        if listView.bounds.width != oldWidth { listView.reloadData() }
    }

    /// Measures details for `listView(_:heightForRowAt:)`.
    private let measuringCell = ListCell(style: .subtitle, reuseIdentifier: "measure")

    /// 56 points, more on a narrow screen: the lines of a detail that wraps, and a control too
    /// wide to leave its title `ListCell.minimumTextWidth` goes under the text (as the cell lays
    /// it out).
    public func listView(_ listView: ListView, heightForRowAt indexPath: IndexPath) -> Double {
        guard rows.indices.contains(indexPath.row) else { return listView.rowHeight }
        let row = rows[indexPath.row]
        let width = listView.bounds.width
        let accessory = row.accessory?.bounds.size
        var textWidth = width - 32 - (accessory.map { $0.width + 12 } ?? (row.action != nil ? 20 : 0))
        let stacked = accessory != nil && textWidth < ListCell.minimumTextWidth
        if stacked { textWidth = width - 32 }
        var height = listView.rowHeight
        if let detail = row.detail, !detail.isEmpty {
            let label = measuringCell.detailTextLabel
            label.numberOfLines = 0
            label.text = detail
            let lines = label.sizeThatFits(Size(width: Swift.max(1, textWidth), height: .infinity)).height.rounded(.up)
            height += Swift.max(0, lines - 18)
        }
        if stacked, let accessory { height += accessory.height + 10 }
        return height
    }

    /// The rows are built here (not when the view loads), once per appearance.
    public override func viewWillAppear(_ animated: Bool) {
        reloadRows()
    }

    /// Builds the rows again and shows them.
    public func reloadRows() {
        rows = makeRows()
        listView.reloadData()
    }

    // MARK: List

    /// One row for each `SettingsRow`.
    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows.count }

    /// A cell showing the row's title, detail and accessory (a chevron for a row with an action and no accessory).
    public func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
        // One reuse identifier per row: a row's control belongs to one cell only.
        let cell = listView.dequeueReusableCell(withIdentifier: "row\(indexPath.row)")
        let row = rows[indexPath.row]
        cell.textLabel.text = row.title
        cell.detailTextLabel.text = row.detail ?? ""
        // A detail wraps rather than being cut (the row is as tall as it needs).
        cell.detailTextLabel.numberOfLines = 0
        if let accessory = row.accessory {
            if cell.accessoryView !== accessory { cell.accessoryView = accessory }
        } else if row.action != nil {
            if !(cell.accessoryView is ChevronView) { cell.accessoryView = ChevronView.disclosureIndicator() }
        } else {
            cell.accessoryView = nil
        }
        return cell
    }

    /// Deselects the row and runs its action, if it has one.
    public func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
        listView.deselectRow(at: indexPath, animated: true)
        rows[indexPath.row].action?()
    }
}
