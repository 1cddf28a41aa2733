import TactilePlatform

/// A scrolling list of rows in sections (UIKit's `UITableView`): the data source gives the
/// number of rows and a cell for each row as it comes into view; cells that scroll away are
/// reused for the rows that appear, so a list of 100 000 rows holds only the cells on screen and
/// a margin. Rows have one height (`rowHeight`) or one each from the delegate; section headers
/// stick to the top while their section scrolls by. A tap selects a row (highlighted while
/// pressed, never by a drag), a swipe to the left reveals the row's actions, and a pull past
/// the top runs `refreshAction`.
open class ListView: ScrollView {
    /// Gives the rows. Not retained. Setting it reloads.
    @Unowned public var dataSource: (any ListViewDataSource)? {
        didSet { reloadData() }
    }
    /// Hears selections, sizes rows, gives swipe actions. Not retained.
    @Unowned public var listDelegate: (any ListViewDelegate)? {
        didSet { reloadData() }
    }
    /// The height of every row unless the delegate gives heights. Default 44.
    /// `ListView.automaticDimension` sizes each row to its cell (`ListCell.preferredHeight(forWidth:)`).
    public var rowHeight = 44.0 {
        didSet { if rowHeight != oldValue { reloadData() } }
    }
    /// Whether each row's height comes from the delegate (`heightForRowAt`), asked for every
    /// row at each reload; the list then keeps one number per row. Default false: one height,
    /// and nothing kept per row.
    public var usesRowHeightsFromDelegate = false {
        didSet { if usesRowHeightsFromDelegate != oldValue { reloadData() } }
    }
    /// A `rowHeight` that sizes every row to its content (UIKit's `automaticDimension`): at each
    /// reload, and when the width changes, the list asks the data source for each row's cell,
    /// measures it (`ListCell.preferredHeight(forWidth:)`) and keeps one number per row. Meant
    /// for lists of up to a few hundred rows, such as settings.
    public static let automaticDimension = -1.0

    /// The height of a section header (sections with a title). Default 28.
    public var sectionHeaderHeight = 28.0 {
        didSet { if sectionHeaderHeight != oldValue { reloadData() } }
    }
    /// How far beyond the visible area rows are made ready, in points. Default 44.
    public var preparedMargin = 44.0

    /// The selected row.
    public private(set) var indexPathForSelectedRow: IndexPath?

    /// Cells made so far (not reused): for measuring reuse.
    public private(set) var cellsCreated = 0

    // MARK: Storage

    struct SectionLayout {
        var top: Double
        var headerHeight: Double
        var rowCount: Int
        /// Cumulative row bottoms from the section's first row, when heights vary.
        var rowEnds: [Double]?

        var rowsTop: Double { top + headerHeight }
    }

    private(set) var sections: [SectionLayout] = []
    private var makers: [String: () -> ListCell] = [:]
    /// Cells that scrolled away, by reuse identifier: a list of pairs rather than a dictionary,
    /// whose in-place mutation (a coroutine accessor) allocates on every dequeue.
    private var reusePool: [(identifier: String, cells: [ListCell])] = []
    /// The cells on screen, by row.
    public private(set) var visibleCells: [IndexPath: ListCell] = [:]
    /// The reader's containers of the sections in view (`standardAccessibilityElements`).
    private var sectionElements: [Int: AccessibilityElement] = [:]
    private var headers: [Int: ListSectionHeader] = [:]
    private var headerPool: [ListSectionHeader] = []
    let refreshIndicator = ListRefreshIndicator()
    let swipe = ListSwipeController()

    /// A list with the given frame, no rows until it has a data source.
    public override init(frame: Rect) {
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = .systemBackground
        addSubview(refreshIndicator)
        swipe.attach(to: self)
    }

    // MARK: Cells

    /// Makes cells for `identifier` with `make` when the reuse pool has none.
    public func register(_ identifier: String, make: @escaping () -> ListCell) {
        makers[identifier] = make
    }

    /// A cell for `identifier`: one that scrolled away (after `prepareForReuse()`), else a new
    /// one from the registered maker (a plain `ListCell` when none is registered).
    public func dequeueReusableCell(withIdentifier identifier: String) -> ListCell {
        if let index = reusePool.firstIndex(where: { $0.identifier == identifier }),
            let cell = reusePool[index].cells.popLast()
        {
            cell.prepareForReuse()
            return cell
        }
        cellsCreated += 1
        let cell = makers[identifier]?() ?? ListCell(reuseIdentifier: identifier)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell showing `indexPath`, when it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> ListCell? { visibleCells[indexPath] }

    /// The rows on screen (and in the prepared margin), in order.
    public var indexPathsForVisibleRows: [IndexPath] { visibleCells.keys.sorted() }

    // MARK: Geometry

    /// How many rows `section` has (as of the last reload).
    public func numberOfRows(inSection section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].rowCount : 0
    }

    /// The number of sections (as of the last reload).
    public var numberOfSections: Int { sections.count }

    /// Where row `indexPath` is, in content coordinates.
    public func rect(forRowAt indexPath: IndexPath) -> Rect {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return .zero }
        let section = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rowCount else { return .zero }
        if let ends = section.rowEnds {
            let start = indexPath.row == 0 ? 0 : ends[indexPath.row - 1]
            return Rect(x: 0, y: section.rowsTop + start, width: bounds.width, height: ends[indexPath.row] - start)
        }
        return Rect(x: 0, y: section.rowsTop + Double(indexPath.row) * rowHeight, width: bounds.width, height: rowHeight)
    }

    /// The row at `point` (content coordinates), nil over a header or past the rows.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        guard let sectionIndex = sections.lastIndex(where: { $0.top <= point.y }) else { return nil }
        let section = sections[sectionIndex]
        let y = point.y - section.rowsTop
        guard y >= 0 else { return nil }
        let row: Int
        if let ends = section.rowEnds {
            // The first row ending below y (binary search).
            var low = 0, high = ends.count
            while low < high {
                let mid = (low + high) / 2
                if ends[mid] <= y { low = mid + 1 } else { high = mid }
            }
            row = low
        } else {
            row = rowHeight > 0 ? Int((y / rowHeight).rounded(.down)) : 0
        }
        return row < section.rowCount ? IndexPath(row: row, section: sectionIndex) : nil
    }

    // MARK: Loading

    /// Asks the data source again for everything; the cells on screen are given back and the
    /// visible rows made anew.
    public func reloadData() {
        swipe.close(animated: false)
        for (_, cell) in visibleCells { enqueue(cell) }
        visibleCells.removeAll()
        rebuildLayout()
        if let selected = indexPathForSelectedRow, rect(forRowAt: selected) == .zero { indexPathForSelectedRow = nil }
        layoutRows()
    }

    private final func rebuildLayout() {
        sections.removeAll()
        guard let dataSource else {
            contentSize = Size(width: bounds.width, height: 0)
            return
        }
        var y = 0.0
        let count = Swift.max(0, dataSource.numberOfSections(in: self))
        sections.reserveCapacity(count)
        for index in 0..<count {
            let rows = Swift.max(0, dataSource.listView(self, numberOfRowsInSection: index))
            let header = dataSource.listView(self, titleForHeaderInSection: index) == nil ? 0 : sectionHeaderHeight
            var section = SectionLayout(top: y, headerHeight: header, rowCount: rows, rowEnds: nil)
            let delegate = usesRowHeightsFromDelegate ? listDelegate : nil
            if delegate != nil || rowHeight == ListView.automaticDimension {
                var ends: [Double] = []
                ends.reserveCapacity(rows)
                var total = 0.0
                for row in 0..<rows {
                    let path = IndexPath(row: row, section: index)
                    let height = delegate.map { $0.listView(self, heightForRowAt: path) } ?? measuredHeight(ofRowAt: path)
                    total += Swift.max(0, height)
                    ends.append(total)
                }
                section.rowEnds = ends
                y += header + total
            } else {
                y += header + Double(rows) * rowHeight
            }
            sections.append(section)
        }
        contentSize = Size(width: bounds.width, height: y)
    }

    /// The height of the cell the data source gives for `path`, measured at the list's width; the
    /// cell goes back to the reuse pool.
    private final func measuredHeight(ofRowAt path: IndexPath) -> Double {
        guard let dataSource else { return 0 }
        let cell = dataSource.listView(self, cellForRowAt: path)
        let height = cell.preferredHeight(forWidth: bounds.width)
        enqueue(cell)
        return height.isFinite ? height : 0
    }

    override func contentOffsetDidChange() {
        layoutRows()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width {
            // Self-sizing rows wrap at the width: measure again.
            if rowHeight == ListView.automaticDimension && !usesRowHeightsFromDelegate { reloadData() }
            contentSize.width = bounds.width
        }
        layoutRows()
    }

    private var wantedRows: [IndexPath] = []
    private var leavingRows: [IndexPath] = []

    /// Puts a cell on every row in view (plus the margin), gives back the others, and places
    /// the headers.
    final func layoutRows() {
        guard let dataSource else { return }
        let top = contentOffset.y - preparedMargin, bottom = contentOffset.y + bounds.height + preparedMargin
        // Kept between layouts, so a scrolling frame allocates no list of rows.
        var wanted: [IndexPath] = []
        swap(&wanted, &wantedRows)  // unique, so keeping its capacity copies nothing
        wanted.removeAll(keepingCapacity: true)
        defer { wantedRows = wanted }
        if var path = indexPathForRow(at: Point(x: 0, y: Swift.max(0, top))) ?? firstRow(atOrBelow: Swift.max(0, top)) {
            while true {
                let rect = rect(forRowAt: path)
                if rect.minY >= bottom { break }
                wanted.append(path)
                guard let next = row(after: path) else { break }
                path = next
            }
        }
        // Collected first: removing while iterating would copy the dictionary.
        var leaving: [IndexPath] = []
        swap(&leaving, &leavingRows)
        leaving.removeAll(keepingCapacity: true)
        for path in visibleCells.keys where !wanted.contains(path) { leaving.append(path) }
        for path in leaving {
            if let cell = visibleCells.removeValue(forKey: path) { enqueue(cell) }
        }
        leavingRows = leaving
        for path in wanted {
            let cell: ListCell
            if let shown = visibleCells[path] {
                cell = shown
            } else {
                cell = dataSource.listView(self, cellForRowAt: path)
                cell.listView = self
                cell.indexPath = path
                cell.isSelected = path == indexPathForSelectedRow
                // The data source may have given it a background of its own.
                cell.updateBackground()
                cell.isHidden = false
                insertSubview(cell, at: 0)
                visibleCells[path] = cell
            }
            let frame = rect(forRowAt: path)
            if cell.frame != frame && !cell.hasPresentationOverride { cell.frame = frame }
        }
        layoutHeaders(from: top, to: bottom)
        refreshIndicator.place(in: self)
    }

    private final func firstRow(atOrBelow y: Double) -> IndexPath? {
        for (index, section) in sections.enumerated()
        where section.rowCount > 0
            && section.top + section.headerHeight
                + (section.rowEnds?.last ?? Double(section.rowCount) * rowHeight) > y
        {
            return IndexPath(row: 0, section: index)
        }
        return nil
    }

    private final func row(after path: IndexPath) -> IndexPath? {
        if path.row + 1 < sections[path.section].rowCount { return IndexPath(row: path.row + 1, section: path.section) }
        var section = path.section + 1
        while section < sections.count {
            if sections[section].rowCount > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    private final func enqueue(_ cell: ListCell) {
        cell.removeFromSuperview()
        cell.indexPath = nil
        if let index = reusePool.firstIndex(where: { $0.identifier == cell.reuseIdentifier }) {
            reusePool[index].cells.append(cell)
        } else {
            reusePool.append((cell.reuseIdentifier, [cell]))
        }
    }

    /// For the reader, a container per section in view (titled with its header, else the list's
    /// `accessibilityLabel`, else "List") holding its rows in view in order.
    open override var standardAccessibilityElements: [AccessibilityChild]? {
        var bySection: [Int: [ListCell]] = [:]
        for (indexPath, cell) in visibleCells { bySection[indexPath.section, default: []].append(cell) }
        var children: [AccessibilityChild] = []
        for section in bySection.keys.sorted() {
            let cells = bySection[section, default: []].sorted { $0.frame.minY < $1.frame.minY }
            let element = sectionElements[section] ?? AccessibilityElement(container: self)
            sectionElements[section] = element
            element.isAccessibilityContainer = true
            element.accessibilityContainerTitle =
                dataSource?.listView(self, titleForHeaderInSection: section)
                ?? accessibilitySettings?.label ?? "List"
            var frame = cells.dropFirst().reduce(cells.first?.frame ?? .zero) { $0.union($1.frame) }
            if let header = headers[section] { frame = frame.union(header.frame) }
            element.accessibilityFrameInContainerSpace = frame
            element.children = cells.map { .view($0) }
            children.append(.element(element))
        }
        return children
    }

    /// Section headers of the sections in view: each at its section's top, or stuck to the top
    /// of the view while its section scrolls under it, pushed up by the next header.
    private final func layoutHeaders(from top: Double, to bottom: Double) {
        var shown: Set<Int> = []
        let viewTop = contentOffset.y + adjustedContentInset.top
        for (index, section) in sections.enumerated() where section.headerHeight > 0 {
            let sectionBottom = index + 1 < sections.count ? sections[index + 1].top : contentSize.height
            guard sectionBottom > Swift.max(top, viewTop - 1), section.top < bottom else { continue }
            shown.insert(index)
            let header: ListSectionHeader
            if let existing = headers[index] {
                header = existing
            } else {
                header = headerPool.popLast() ?? ListSectionHeader()
                header.textLabel.text = dataSource?.listView(self, titleForHeaderInSection: index) ?? ""
                listDelegate?.listView(self, willDisplayHeaderView: header, forSection: index)
                headers[index] = header
                addSubview(header)
            }
            let y = Swift.min(Swift.max(section.top, viewTop), sectionBottom - section.headerHeight)
            header.frame = Rect(x: 0, y: y, width: bounds.width, height: section.headerHeight)
            bringSubviewToFront(header)
        }
        for (index, header) in headers where !shown.contains(index) {
            header.removeFromSuperview()
            headers[index] = nil
            headerPool.append(header)
        }
        bringSubviewToFront(horizontalIndicator)
        bringSubviewToFront(verticalIndicator)
    }

    // MARK: Selection

    /// Selects `indexPath` (nil deselects), scrolling it into view when asked.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollToVisible: Bool = false) {
        if let old = indexPathForSelectedRow { visibleCells[old]?.isSelected = false }
        indexPathForSelectedRow = indexPath
        guard let indexPath else { return }
        visibleCells[indexPath]?.isSelected = true
        if scrollToVisible { scrollToRow(at: indexPath, animated: animated) }
    }

    /// Deselects `indexPath` if it is selected.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { selectRow(at: nil, animated: animated) }
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Sendable {
        /// The least scroll that shows the row whole.
        case none
        /// The row at the top (under its section's header).
        case top
        /// The row in the middle of the list.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// Scrolls the least that shows row `indexPath` (below a stuck header).
    public func scrollToRow(at indexPath: IndexPath, animated: Bool) {
        scrollToRow(at: indexPath, at: .none, animated: animated)
    }

    /// Scrolls so that row `indexPath` is at `position` (`.none`: the least that shows it
    /// whole), as far as the content allows.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        var rect = rect(forRowAt: indexPath)
        guard rect != .zero else { return }
        let header = sections[indexPath.section].headerHeight
        rect.origin.y -= header
        rect.size.height += header
        let y: Double
        // Within what the insets leave visible (below a translucent bar).
        let inset = adjustedContentInset
        switch position {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - (bounds.height + inset.top - inset.bottom) / 2
        case .bottom: y = rect.maxY - bounds.height + inset.bottom
        }
        let lowest = Swift.max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)
        let offset = Point(x: contentOffset.x, y: Swift.min(Swift.max(y, -adjustedContentInset.top), lowest))
        setContentOffset(offset, animated: animated)
    }

    /// A cell was tapped.
    final func didTap(_ indexPath: IndexPath) {
        if swipe.isOpen {
            swipe.close(animated: true)
            return
        }
        selectRow(at: indexPath, animated: false)
        listDelegate?.listView(self, didSelectRowAt: indexPath)
    }

    // MARK: Changing rows

    /// The data source gained the rows `indexPaths` (new numbering): the rows after them move
    /// down to make room (sliding when `animated`) and the new rows fade in.
    public func insertRows(at indexPaths: [IndexPath], animated: Bool) {
        changeRows(inserted: indexPaths, deleted: [], animated: animated)
    }

    /// The data source lost the rows `indexPaths` (old numbering): they fade out and the rows
    /// after them move up (sliding when `animated`); a row swiped open slides out the way it was
    /// swiped instead, as iOS deletes a swiped row.
    public func deleteRows(at indexPaths: [IndexPath], animated: Bool) {
        changeRows(inserted: [], deleted: indexPaths, animated: animated)
    }

    /// Asks the data source again for the cells of `indexPaths`.
    public func reloadRows(at indexPaths: [IndexPath]) {
        for path in indexPaths {
            guard let cell = visibleCells[path] else { continue }
            enqueue(cell)
            visibleCells[path] = nil
        }
        layoutRows()
    }

    private final func changeRows(inserted: [IndexPath], deleted: [IndexPath], animated: Bool) {
        // The swiped row being deleted slides out rather than closing first.
        let swiped = swipe.openPath.flatMap { deleted.contains($0) ? visibleCells[$0] : nil }
        var swipedButtons: [Button] = []
        if swiped != nil { swipedButtons = swipe.forget() } else { swipe.close(animated: false) }
        var moved: [(cell: ListCell, path: IndexPath)] = []
        var leaving: [ListCell] = []
        for (path, cell) in visibleCells {
            if deleted.contains(path) {
                leaving.append(cell)
                continue
            }
            var row = path.row
            row -= deleted.filter { $0.section == path.section && $0.row < path.row }.count
            // Inserted rows are numbered in the new list: each at or before the row pushes it.
            for insertion in inserted.sorted() where insertion.section == path.section && insertion.row <= row { row += 1 }
            moved.append((cell, IndexPath(row: row, section: path.section)))
        }
        if let selected = indexPathForSelectedRow, deleted.contains(selected) { indexPathForSelectedRow = nil }
        visibleCells.removeAll()
        rebuildLayout()
        for (cell, path) in moved {
            cell.indexPath = path
            visibleCells[path] = cell
        }
        let changes = {
            for (cell, path) in moved { cell.frame = self.rect(forRowAt: path) }
            for cell in leaving {
                if cell === swiped {
                    cell.content.frame.origin.x = -cell.bounds.width
                } else {
                    cell.alpha = 0
                }
            }
        }
        let finish: (Bool) -> Void = Unowned(self).callback { owner, _ in
            for button in swipedButtons { button.removeFromSuperview() }
            for cell in leaving {
                cell.alpha = 1
                cell.content.frame.origin.x = 0
                owner.enqueue(cell)
            }
        }
        if animated, let animator {
            animator.animate(withDuration: .milliseconds(250), changes: changes, completion: finish)
        } else {
            changes()
            finish(true)
        }
        layoutRows()
        if animated, let animator {
            for path in inserted {
                guard let cell = visibleCells[path] else { continue }
                animator.performWithoutAnimation { cell.alpha = 0 }
                animator.animate(withDuration: .milliseconds(250), changes: { cell.alpha = 1 })
            }
        }
    }

    // MARK: Pull to refresh

    /// Runs when the list is pulled down past `refreshThreshold` and let go; the list then
    /// shows "Refreshing…" above the rows until `endRefreshing()`. Nil (the default): no pull to
    /// refresh.
    public var refreshAction: (() -> Void)? {
        didSet { refreshIndicator.isHidden = refreshAction == nil }
    }
    /// How far past the top a pull must go to refresh, in points. Default 60.
    public var refreshThreshold = 60.0
    /// Whether a refresh runs.
    public private(set) var isRefreshing = false

    override func dragWillEnd() {
        guard let refreshAction, !isRefreshing, contentOffset.y < -adjustedContentInset.top - refreshThreshold else { return }
        isRefreshing = true
        refreshIndicator.isRefreshing = true
        // Room above the rows while it runs: the release settles there.
        contentInset.top += refreshThreshold
        refreshAction()
    }

    /// The refresh is over: the room above the rows closes.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        refreshIndicator.isRefreshing = false
        contentInset.top -= refreshThreshold
        if contentOffset.y < -adjustedContentInset.top { setContentOffset(Point(x: contentOffset.x, y: -adjustedContentInset.top), animated: true) }
    }
}
