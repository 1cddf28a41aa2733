import TactileCore

/// The thumbnails in a grid that scrolls: only the cells on screen exist (reused as they scroll
/// away), and thumbnails are made lazily, one a frame at most while some visible cell waits for
/// its own, so scrolling a folder of hundreds of pictures never decodes more than one picture
/// in a frame; a cell without its thumbnail yet shows a grey square.
final class PhotoGridView: ScrollView, ScrollViewDelegate {
    let library: PhotoLibrary
    /// Called with the index of a tapped thumbnail and its cell.
    var onOpen: ((Int, View) -> Void)?
    static let cellSide = 96.0
    static let spacing = 4.0
    private var cells: [Int: ImageView] = [:]
    private var spare: [ImageView] = []
    private var maker: DisplayLink?

    static let placeholder = Color.systemGray5
    static let broken = Color.systemGray3

    /// Under the last row: how many pictures there are ("6 Photos"), as iOS's grid ends.
    let countLabel = Label(frame: .zero, font: .system(size: 15, weight: .bold))
    /// What an empty folder shows instead of a white screen: a line and where pictures come from.
    let emptyTitle = Label(frame: .zero, font: .system(size: 22, weight: .bold))
    let emptyDetail = Label(frame: .zero, font: .system(size: 15))
    let emptyGlyph = PictureGlyph(frame: .zero)
    /// The height of the count's row.
    static let countHeight = 44.0

    init(library: PhotoLibrary) {
        self.library = library
        super.init(frame: .zero)
        countLabel.textAlignment = .center
        countLabel.text = library.count == 1 ? "1 Photo" : "\(library.count) Photos"
        countLabel.isHidden = library.count == 0
        addSubview(countLabel)
        emptyTitle.text = "No Photos"
        emptyDetail.text = "PNG pictures put in the Photos folder show here."
        emptyDetail.textColor = .secondaryLabel
        emptyDetail.numberOfLines = 0
        for label in [emptyTitle, emptyDetail] { label.textAlignment = .center }
        for view in [emptyGlyph, emptyTitle, emptyDetail] as [View] {
            view.isHidden = library.count > 0
            addSubview(view)
        }
        backgroundColor = .systemBackground
        delegate = self
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        addGestureRecognizer(
            TapGestureRecognizer(name: "photo-cell", target: self) { owner, tap in
                let point = tap.location(in: owner)
                guard let (index, cell) = owner.cells.first(where: { $0.value.frame.contains(point) }) else { return }
                owner.onOpen?(index, cell)
            })
    }

    var columns: Int { max(1, Int((bounds.width - Self.spacing) / (Self.cellSide + Self.spacing))) }

    /// Where cell `index` is, in content coordinates.
    func cellFrame(_ index: Int) -> Rect {
        let columns = self.columns
        let side = (bounds.width - Self.spacing * Double(columns + 1)) / Double(columns)
        return Rect(
            x: Self.spacing + Double(index % columns) * (side + Self.spacing),
            y: Self.spacing + Double(index / columns) * (side + Self.spacing), width: side, height: side)
    }

    /// The cell showing `index`, when it is on screen.
    func cell(for index: Int) -> View? { cells[index] }

    /// Whether the grid is wide enough for a cell (a view squeezed to nothing shows none).
    private var hasRoom: Bool { bounds.width > 2 * Self.spacing + 1 && bounds.height > 0 }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard hasRoom else { return }
        let rows = (library.count + columns - 1) / columns
        let side = cellFrame(0).width
        let gridHeight = Self.spacing + Double(rows) * (side + Self.spacing)
        contentSize = Size(width: bounds.width, height: gridHeight + Self.countHeight)
        countLabel.frame = Rect(x: 0, y: gridHeight, width: bounds.width, height: Self.countHeight)
        // The middle of what shows below the bar (the content starts there, at offset −top).
        let middle = ((bounds.height - adjustedContentInset.top - adjustedContentInset.bottom) / 2).rounded()
        emptyGlyph.frame = Rect(x: (bounds.width / 2 - 36).rounded(), y: middle - 112, width: 72, height: 60)
        emptyTitle.frame = Rect(x: 16, y: middle - 40, width: max(0, bounds.width - 32), height: 30)
        emptyDetail.frame = Rect(x: 32, y: middle - 4, width: max(0, bounds.width - 64), height: 44)
        tile()
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { tile() }

    /// Cells for the visible rows, and the thumbnail maker while one of them waits.
    private func tile() {
        guard library.count > 0, hasRoom else { return }
        let side = cellFrame(0).width + Self.spacing
        let firstRow = max(0, Int((contentOffset.y - Self.spacing) / side))
        let lastRow = Int((contentOffset.y + bounds.height) / side)
        let visible = min(library.count, firstRow * columns)..<min(library.count, (lastRow + 1) * columns)
        for (index, cell) in cells where !visible.contains(index) {
            cell.isHidden = true
            spare.append(cell)
            cells[index] = nil
        }
        var waiting = false
        for index in visible {
            let cell: ImageView
            if let existing = cells[index] {
                cell = existing
            } else {
                cell = spare.popLast() ?? makeCell()
                cell.isHidden = false
                cell.image = nil
                cell.accessibilityLabel = library.name(of: index)
                cells[index] = cell
            }
            cell.frame = cellFrame(index)
            if cell.image == nil {
                if let thumbnail = library.cachedThumbnail(index) {
                    cell.image = thumbnail
                } else {
                    cell.backgroundColor = library.hasNoThumbnail(index) ? Self.broken : Self.placeholder
                    waiting = waiting || !library.hasNoThumbnail(index)
                }
            }
        }
        if waiting, maker == nil, let session {
            maker = session.addDisplayLink { [owner = Unowned(self)] _ in owner.object.makeOneThumbnail() }
        }
    }

    /// Makes the thumbnail of the first visible cell waiting for one; false when none waits.
    private func makeOneThumbnail() -> Bool {
        guard
            let (index, cell) = cells.filter({ $0.value.image == nil && !library.hasNoThumbnail($0.key) })
                .min(by: { $0.key < $1.key })
        else {
            maker = nil
            return false
        }
        if let thumbnail = library.makeThumbnail(index) {
            cell.image = thumbnail
        } else {
            cell.backgroundColor = Self.broken
        }
        return true
    }

    private func makeCell() -> ImageView {
        let cell = ImageView(image: nil)
        cell.contentMode = .scaleAspectFill
        cell.clipsToBounds = true
        cell.isAccessibilityElement = true
        cell.accessibilityTraits = [.image, .button]
        addSubview(cell)
        return cell
    }

}
