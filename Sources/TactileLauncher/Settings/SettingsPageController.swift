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
        listView.dataSource = self
        listView.listDelegate = self
        view.addSubview(listView)
    }

    public override func viewDidLayoutSubviews() {
        listView.frame = view.bounds
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
