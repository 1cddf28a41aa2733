/// Lays its items out in a grid of equal cells, row by row (left to right, then top to
/// bottom), for icon grids such as a home screen's.
///
/// With no `itemSize` (the default), the cells fill the bounds inside `layoutMargins`:
/// `columns` columns and `rows` rows (or as many rows as the items need when `rows` is 0),
/// `columnSpacing` and `rowSpacing` apart. With an `itemSize`, every cell has that size,
/// starting at the top left inside the margins, and the grid's `intrinsicContentSize` is the
/// size the cells and spacing take. Items past `rows × columns` go on in further rows below.
/// Hidden items keep their cells (an icon that hides leaves a gap, the others stay put).
open class GridView: View {
    /// The views laid out, in reading order. Each is also a subview.
    public private(set) var items: [View] = []

    /// The number of columns; at least 1.
    public var columns: Int = 4 {
        didSet { if columns != oldValue { gridDidChange() } }
    }

    /// The number of rows the bounds are divided into when cells fill them; 0 (the default)
    /// for as many as the items need.
    public var rows: Int = 0 {
        didSet { if rows != oldValue { gridDidChange() } }
    }

    /// The space between columns, in points (not finite: 0).
    public var columnSpacing: Double = 0 {
        didSet { if columnSpacing != oldValue { gridDidChange() } }
    }

    /// The space between rows, in points (not finite: 0).
    public var rowSpacing: Double = 0 {
        didSet { if rowSpacing != oldValue { gridDidChange() } }
    }

    /// The size of every cell; nil (the default) for cells sharing the bounds. Negative or
    /// lengths that are not finite count as 0.
    public var itemSize: Size? {
        didSet { if itemSize != oldValue { gridDidChange() } }
    }

    /// Space kept free inside the edges, in points (lengths that are not finite count as 0).
    public var layoutMargins: EdgeInsets = .zero {
        didSet { if layoutMargins != oldValue { gridDidChange() } }
    }

    /// An empty grid with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Adds `view` as the last item (and as the front subview).
    public func addItem(_ view: View) {
        insertItem(view, at: items.count)
    }

    /// Inserts `view` at `index` of `items` (clamped; an item already here moves), adding it as
    /// the front subview when it is not a subview yet.
    public func insertItem(_ view: View, at index: Int) {
        if view.superview !== self { addSubview(view) }
        if let current = items.firstIndex(where: { $0 === view }) { items.remove(at: current) }
        items.insert(view, at: Swift.max(0, Swift.min(index, items.count)))
        gridDidChange()
    }

    /// Takes `view` out of the items and off the screen.
    public func removeItem(_ view: View) {
        view.removeFromSuperview()
    }

    open override func willRemoveSubview(_ subview: View) {
        guard let index = items.firstIndex(where: { $0 === subview }) else { return }
        items.remove(at: index)
        gridDidChange()
    }

    private final func gridDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The columns used: `columns`, at least 1.
    public var columnCount: Int { Swift.max(1, columns) }

    /// The rows used: `rows` when positive, else as many as the items need.
    public var rowCount: Int {
        if rows > 0 { return rows }
        return (items.count + columnCount - 1) / columnCount
    }

    /// With an `itemSize`, the size of the cells and spacing plus the margins; without one, no
    /// intrinsic size.
    open override var intrinsicContentSize: Size {
        guard itemSize != nil else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let cell = cellSize(in: .zero)
        let columns = Double(columnCount), rows = Double(rowCount)
        let margins = GridView.finite(layoutMargins)
        let width = columns * cell.width + Swift.max(0, columns - 1) * GridView.finite(columnSpacing) + margins.left + margins.right
        let height = rows * cell.height + Swift.max(0, rows - 1) * GridView.finite(rowSpacing) + margins.top + margins.bottom
        return Size(width: Swift.max(0, GridView.finite(width)), height: Swift.max(0, GridView.finite(height)))
    }

    /// The frame of the cell at `index` (row-major) in bounds coordinates.
    public func cellFrame(at index: Int) -> Rect {
        let box = contentRect
        let cell = cellSize(in: box)
        let column = Double(index % columnCount), row = Double(index / columnCount)
        let x = box.minX + column * (cell.width + GridView.finite(columnSpacing))
        let y = box.minY + row * (cell.height + GridView.finite(rowSpacing))
        return Rect(x: GridView.finite(x), y: GridView.finite(y), width: cell.width, height: cell.height)
    }

    /// Places every item in its cell.
    open override func layoutSubviews() {
        for (index, item) in items.enumerated() { item.frame = cellFrame(at: index) }
    }

    /// The bounds inside the margins, finite and not negative.
    private final var contentRect: Rect {
        let box = bounds.inset(by: GridView.finite(layoutMargins))
        return Rect(
            x: GridView.finite(box.minX), y: GridView.finite(box.minY),
            width: Swift.max(0, GridView.finite(box.width)), height: Swift.max(0, GridView.finite(box.height)))
    }

    /// `itemSize` made safe, or without one the share of `box` each cell gets.
    private final func cellSize(in box: Rect) -> Size {
        if let itemSize {
            return Size(width: Swift.max(0, GridView.finite(itemSize.width)), height: Swift.max(0, GridView.finite(itemSize.height)))
        }
        let columns = Double(columnCount), rows = Double(Swift.max(1, rowCount))
        let width = (box.width - (columns - 1) * GridView.finite(columnSpacing)) / columns
        let height = (box.height - (rows - 1) * GridView.finite(rowSpacing)) / rows
        return Size(width: Swift.max(0, GridView.finite(width)), height: Swift.max(0, GridView.finite(height)))
    }

    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    private static func finite(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom), right: finite(insets.right))
    }
}
