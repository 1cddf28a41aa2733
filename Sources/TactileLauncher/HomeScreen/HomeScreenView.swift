import TactileCore
import TactileRaster

/// The launcher's home screen: the wallpaper, pages of application icons in a grid in a
/// paging scroll view (rubber band at the ends), the page dots under them, and the dock, a
/// translucent strip across the bottom with its own icons.
///
/// From top to bottom: `topInset` left free for the status bar, the pages, the page control
/// (`PageControl.defaultHeight`), the dock (`dockHeight`). Each page is a `GridView` with
/// `pageMargins`; its columns and rows are as many cells of at least `minimumCellSize` as fit,
/// so a rotation (a size change) lays the icons out again, keeping the page shown. The page
/// control follows the scrolling, and a tap on it scrolls to the page it goes to.
open class HomeScreenView: View, ScrollViewDelegate {
    /// The smallest cell an icon gets in the pages' grids.
    public var minimumCellSize = Size(width: 128, height: 100) {
        didSet { if minimumCellSize != oldValue { pagesNeedLayout() } }
    }

    /// The space kept free inside each page around its grid.
    public var pageMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16) {
        didSet { if pageMargins != oldValue { pagesNeedLayout() } }
    }

    /// The space at the top left for the status bar, in points (not finite or negative: 0).
    public var topInset: Double = 24 {
        didSet { if topInset != oldValue { setNeedsLayout() } }
    }

    /// The height of the dock, in points (not finite or negative: 0).
    public var dockHeight: Double = 96 {
        didSet { if dockHeight != oldValue { setNeedsLayout() } }
    }

    /// The width of a dock icon's cell.
    public var dockCellWidth: Double = 128 {
        didSet { if dockCellWidth != oldValue { setNeedsLayout() } }
    }

    /// What fills the background. Default: a dark blue-grey.
    public var wallpaper: Wallpaper = .color(Color(rgb: 0x20283A)) {
        didSet { wallpaperDidChange() }
    }

    /// Called with the item of an icon tapped, on the pages or in the dock.
    public var onLaunch: ((LauncherItem) -> Void)?

    /// The wallpaper's picture (aspect fill, clipped), or its colour.
    public let wallpaperView = ImageView(frame: .zero)
    /// The pages, side by side.
    public let scrollView = ScrollView(frame: .zero)
    /// The dots under the pages.
    public let pageControl = PageControl(frame: .zero)
    /// The translucent strip at the bottom.
    public let dockView = View(frame: .zero)

    /// The grids, one per page.
    public private(set) var pages: [GridView] = []
    /// The items on the pages, in order.
    public private(set) var items: [LauncherItem] = []
    /// The items in the dock, in order.
    public private(set) var dockItems: [LauncherItem] = []

    private var pageIcons: [AppIconView] = []
    private var dockIcons: [AppIconView] = []
    private let dockGrid = GridView(frame: .zero)
    /// The size pages were last laid out for, and how many icons a page held.
    private var laidOutSize: Size?
    private var laidOutCapacity = 0

    /// An empty home screen of `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
        wallpaperView.contentMode = .scaleAspectFill
        wallpaperView.clipsToBounds = true
        wallpaperView.isUserInteractionEnabled = false
        scrollView.isPagingEnabled = true
        scrollView.alwaysBounceHorizontal = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = self
        pageControl.numberOfPages = 1
        pageControl.pageIndicatorTintColor = Color.white.withAlpha(90)
        pageControl.currentPageIndicatorTintColor = .white
        pageControl.addAction(for: .valueChanged, target: self) { owner, _ in
            owner.scroll(toPage: owner.pageControl.currentPage, animated: true)
        }
        dockView.backgroundColor = Color.white.withAlpha(56)
        dockGrid.rows = 1
        addSubview(wallpaperView)
        addSubview(scrollView)
        addSubview(pageControl)
        addSubview(dockView)
        dockView.addSubview(dockGrid)
        dockView.isAccessibilityContainer = true
        dockView.accessibilityContainerTitle = "Dock"
        wallpaperDidChange()
    }

    // MARK: Items

    /// Shows `items` on the pages, in reading order page after page, and `dock` in the dock.
    public func setItems(_ items: [LauncherItem], dock: [LauncherItem]) {
        for icon in pageIcons { icon.removeFromSuperview() }
        for icon in dockIcons { icon.removeFromSuperview() }
        self.items = items
        dockItems = dock
        pageIcons = items.map { makeIcon($0) }
        dockIcons = dock.map { item in
            let icon = makeIcon(item)
            icon.showsName = false
            return icon
        }
        for icon in dockIcons { dockGrid.addItem(icon) }
        dockGrid.columns = Swift.max(1, dock.count)
        laidOutSize = nil
        setNeedsLayout()
    }

    /// The pages' grids are worked out again at the next layout (not only after a resize).
    private final func pagesNeedLayout() {
        laidOutSize = nil
        setNeedsLayout()
    }

    private final func makeIcon(_ item: LauncherItem) -> AppIconView {
        let icon = AppIconView(item: item)
        icon.onTap = Unowned(self).callback { owner, item in owner.onLaunch?(item) }
        return icon
    }

    /// The icon view showing the item `id` (on a page or in the dock); nil when none does.
    public func iconView(forItemID id: String) -> AppIconView? {
        if let icon = pageIcons.first(where: { $0.item.id == id }) { return icon }
        return dockIcons.first { $0.item.id == id }
    }

    /// Where the picture of the item `id`'s icon is, in this view's coordinates (as scrolled
    /// now: an icon on another page is outside the bounds); nil when no icon shows the item.
    public func iconFrame(forItemID id: String) -> Rect? {
        guard let icon = iconView(forItemID: id) else { return nil }
        layoutIfNeeded()
        return icon.convert(icon.iconFrame, to: self)
    }

    // MARK: Pages

    /// The page shown (the one the page control highlights).
    public var currentPage: Int { pageControl.currentPage }

    /// Scrolls to `page` (clamped to the pages there are).
    public func scroll(toPage page: Int, animated: Bool) {
        layoutIfNeeded()
        let clamped = Swift.max(0, Swift.min(page, pages.count - 1))
        scrollView.setContentOffset(Point(x: Double(clamped) * scrollView.bounds.width, y: 0), animated: animated)
        pageControl.currentPage = clamped
    }

    /// The columns and rows of a page's grid for pages of `size`: as many cells of at least
    /// `minimumCellSize` as fit inside `pageMargins`, at least one each way.
    public func gridDimensions(forPageSize size: Size) -> (columns: Int, rows: Int) {
        let margins = pageMargins
        let width = size.width - margins.left - margins.right
        let height = size.height - margins.top - margins.bottom
        return (HomeScreenView.count(width, per: minimumCellSize.width), HomeScreenView.count(height, per: minimumCellSize.height))
    }

    /// How many `cell`s fit in `length`: at least 1, at most 64 (hostile sizes).
    private static func count(_ length: Double, per cell: Double) -> Int {
        guard length.isFinite, cell.isFinite, cell > 0, length > cell else { return 1 }
        return Swift.min(64, Swift.max(1, Int(length / cell)))
    }

    // MARK: Layout

    private static func safe(_ value: Double) -> Double { value.isFinite ? Swift.max(0, value) : 0 }

    open override func layoutSubviews() {
        let box = bounds
        let width = box.width, height = box.height
        let top = Swift.min(HomeScreenView.safe(topInset), height)
        let dock = Swift.min(HomeScreenView.safe(dockHeight), height - top)
        let dotsHeight = Swift.min(PageControl.defaultHeight, height - top - dock)
        let pagesHeight = Swift.max(0, height - top - dock - dotsHeight)

        wallpaperView.frame = box
        dockView.frame = Rect(x: 0, y: height - dock, width: width, height: dock)
        let dockWidth = Swift.min(width, Double(dockIcons.count) * HomeScreenView.safe(dockCellWidth))
        dockGrid.frame = Rect(x: (width - dockWidth) / 2, y: 0, width: dockWidth, height: dock)
        pageControl.frame = Rect(x: 0, y: height - dock - dotsHeight, width: width, height: dotsHeight)
        let page = currentPage
        scrollView.frame = Rect(x: 0, y: top, width: width, height: pagesHeight)

        let pageSize = Size(width: width, height: pagesHeight)
        guard pageSize != laidOutSize else { return }
        laidOutSize = pageSize
        let (columns, rows) = gridDimensions(forPageSize: pageSize)
        let capacity = columns * rows
        if capacity != laidOutCapacity || pages.isEmpty || pageIcons.contains(where: { $0.superview == nil }) {
            distribute(capacity: capacity)
        }
        for (index, grid) in pages.enumerated() {
            grid.columns = columns
            grid.rows = rows
            grid.layoutMargins = pageMargins
            grid.frame = Rect(x: Double(index) * width, y: 0, width: width, height: pagesHeight)
        }
        scrollView.contentSize = Size(width: width * Double(pages.count), height: pagesHeight)
        pageControl.numberOfPages = pages.count
        // The same page stays in view across a rotation.
        let kept = Swift.max(0, Swift.min(page, pages.count - 1))
        scrollView.contentOffset = Point(x: Double(kept) * width, y: 0)
        pageControl.currentPage = kept
    }

    /// Puts the icons into pages of `capacity` icons (at least one page).
    private final func distribute(capacity: Int) {
        for grid in pages { grid.removeFromSuperview() }
        for icon in pageIcons { icon.removeFromSuperview() }
        let perPage = Swift.max(1, capacity)
        let count = Swift.max(1, (pageIcons.count + perPage - 1) / perPage)
        pages = []
        for index in 0..<count {
            let grid = GridView(frame: .zero)
            let end = Swift.min(pageIcons.count, (index + 1) * perPage)
            var position = index * perPage
            while position < end {
                grid.addItem(pageIcons[position])
                position += 1
            }
            // The reader reads each page as a container ("Apps, page 2 of 3").
            grid.isAccessibilityContainer = true
            grid.accessibilityContainerTitle = count > 1 ? "Apps, page \(index + 1) of \(count)" : "Apps"
            scrollView.addSubview(grid)
            pages.append(grid)
        }
        laidOutCapacity = capacity
    }

    private final func wallpaperDidChange() {
        switch wallpaper {
        case .image(let bitmap):
            wallpaperView.image = bitmap
            wallpaperView.backgroundColor = .black
        case .color(let color):
            wallpaperView.image = nil
            wallpaperView.backgroundColor = color
        }
    }

    // MARK: Scroll view delegate

    /// Keeps the page control on the page most in view.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let width = scrollView.bounds.width
        guard width > 0, !pages.isEmpty else { return }
        let position = scrollView.contentOffset.x / width
        guard position.isFinite else { return }
        pageControl.currentPage = Swift.max(0, Swift.min(Int(position.rounded()), pages.count - 1))
    }
}
