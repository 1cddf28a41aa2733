/// Gives a list its rows (UIKit's `UITableViewDataSource`). Only the rows on screen (and a small
/// margin) are asked for, as they appear.
public protocol ListViewDataSource: AnyObject {
    /// How many sections. Default 1.
    func numberOfSections(in listView: ListView) -> Int
    /// How many rows `section` has.
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing `indexPath`: usually `listView.dequeueReusableCell(withIdentifier:)`,
    /// configured for the row.
    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell
    /// The title of `section`'s header, which sticks to the top while the section scrolls by;
    /// nil (the default) for no header.
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String?
}

extension ListViewDataSource {
    /// One section.
    public func numberOfSections(in listView: ListView) -> Int { 1 }
    /// No header.
    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Hears a list's selections and may size its rows and give them swipe actions (UIKit's
/// `UITableViewDelegate`, the list part). Every method has a default.
public protocol ListViewDelegate: AnyObject {
    /// The height of one row; the list's `rowHeight` by default. Asked for every row when
    /// `ListView.usesRowHeightsFromDelegate` is set (then the list keeps one number per row).
    func listView(_ listView: ListView, heightForRowAt indexPath: IndexPath) -> Double
    /// A row was tapped.
    func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath)
    /// The actions a row reveals when swiped to the left (the first one runs on a full swipe);
    /// none by default.
    func listView(_ listView: ListView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> [ListAction]
    /// A section header is about to show `section`'s title: style it here (its background, its
    /// `textLabel`'s font and colour). Headers are reused, so set every property you change.
    func listView(_ listView: ListView, willDisplayHeaderView header: ListSectionHeader, forSection section: Int)
}

extension ListViewDelegate {
    /// The list's `rowHeight`.
    public func listView(_ listView: ListView, heightForRowAt indexPath: IndexPath) -> Double { listView.rowHeight }
    /// Does nothing.
    public func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {}
    /// No actions: the row does not swipe.
    public func listView(_ listView: ListView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> [ListAction] { [] }
    /// Leaves the header as it is.
    public func listView(_ listView: ListView, willDisplayHeaderView header: ListSectionHeader, forSection section: Int) {}
}

/// A button a row reveals when swiped (UIKit's `UIContextualAction`): "Delete", "Archive"…
public struct ListAction {
    /// What an action does to its row (UIKit's `UIContextualAction.Style`).
    public enum Style: Sendable {
        /// Leaves the row: grey by default.
        case normal
        /// Removes the row: red by default, and when the handler deletes the row
        /// (`ListView.deleteRows(at:animated:)`), the row slides out the way it was swiped.
        case destructive
    }

    /// What the action does to its row.
    public var style: Style
    /// The button's title.
    public var title: String
    /// The button's colour: by default `Color.systemRed` for a destructive action, else
    /// `Color.systemGray`.
    public var backgroundColor: Color
    /// Runs when the action is tapped (or the row swiped all the way), with the row.
    public var handler: (IndexPath) -> Void

    /// An action of `style` titled `title` that runs `handler` with the row; its colour is the
    /// style's unless `backgroundColor` says otherwise.
    public init(
        style: Style = .destructive, title: String, backgroundColor: Color? = nil,
        handler: @escaping (IndexPath) -> Void
    ) {
        self.style = style
        self.title = title
        self.backgroundColor = backgroundColor ?? (style == .destructive ? .systemRed : .systemGray)
        self.handler = handler
    }
}
