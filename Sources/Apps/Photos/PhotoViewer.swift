import TactileCore

/// The pictures full screen: a horizontal pager (three pages reused as it moves), each page
/// zoomable; a picture pulled down at the fit scale closes it, back into the grid's cell
/// (`onClose`), as does the bar's back button; the bar says which picture of how many is shown.
final class PhotoViewer: View, ScrollViewDelegate {
    let library: PhotoLibrary
    let pager = ScrollView(frame: .zero)
    private(set) var pages: [PhotoPage] = []
    /// The picture in the middle of the screen.
    private(set) var current = 0
    /// Called when a drag down closed the viewer, with the picture shown.
    var onClose: ((Int) -> Void)?
    /// The bar over the picture: back to the grid, and "n of N".
    let bar = View(frame: .zero)
    let backButton = Button(type: .system)
    let positionLabel = Label(frame: .zero, font: .system(size: 17, weight: .bold))
    static let barHeight = 44.0
    /// A picture decoded before the viewer opened, used once for its page.
    private var firstPicture: (index: Int, image: Bitmap)?

    /// The picture at `index` first; `picture`: it decoded already (nil: decoded here).
    init(library: PhotoLibrary, index: Int, picture: Bitmap? = nil) {
        self.library = library
        current = index
        firstPicture = picture.map { (index, $0) }
        super.init(frame: .zero)
        backgroundColor = .black
        pager.isPagingEnabled = true
        pager.delegate = self
        pager.backgroundColor = .black
        pager.showsHorizontalScrollIndicator = false
        addSubview(pager)
        for _ in 0..<3 {
            let page = PhotoPage(frame: .zero)
            page.onPull = Unowned(self).callback { owner, fraction in
                owner.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: UInt8((1 - fraction) * 255))
                owner.pager.backgroundColor = fraction > 0 ? .clear : .black
                owner.bar.alpha = 1 - min(1, fraction * 4)
            }
            page.onClose = Unowned(self).callback { owner in owner.onClose?(owner.current) }
            pager.addSubview(page)
            pages.append(page)
        }
        // The bar is light on the black viewer in either appearance.
        bar.overrideUserInterfaceStyle = .dark
        bar.backgroundColor = Color.black.withAlpha(150)
        backButton.setTitle("‹ Photos", for: .normal)
        backButton.contentHorizontalAlignment = .left
        backButton.contentEdgeInsets = EdgeInsets(left: 12)
        backButton.accessibilityLabel = "Back to Photos"
        backButton.addAction(for: .touchUpInside, target: self) { owner, _ in owner.onClose?(owner.current) }
        positionLabel.textAlignment = .center
        positionLabel.textColor = .white
        bar.addSubview(positionLabel)
        bar.addSubview(backButton)
        addSubview(bar)
        showPosition()
        isAccessibilityContainer = true
        accessibilityContainerTitle = "Photos"
    }

    /// "3 of 6".
    private func showPosition() {
        positionLabel.text = "\(current + 1) of \(library.count)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        pager.frame = bounds
        bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.barHeight)
        backButton.frame = Rect(x: 0, y: 0, width: 130, height: Self.barHeight)
        positionLabel.frame = Rect(x: 130, y: 0, width: max(0, bounds.width - 260), height: Self.barHeight)
        pager.contentSize = Size(width: bounds.width * Double(library.count), height: bounds.height)
        pager.contentOffset = Point(x: Double(current) * bounds.width, y: 0)
        placePages()
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === pager, bounds.width > 0 else { return }
        let index = Int((pager.contentOffset.x / bounds.width).rounded())
        let clamped = max(0, min(library.count - 1, index))
        if clamped != current {
            current = clamped
            placePages()
            showPosition()
        }
    }

    /// The pages for the pictures before, at and after the current one.
    private func placePages() {
        for (slot, page) in pages.enumerated() {
            let index = current - 1 + slot
            page.isHidden = index < 0 || index >= library.count
            guard !page.isHidden else { continue }
            page.frame = Rect(x: Double(index) * bounds.width, y: 0, width: bounds.width, height: bounds.height)
            guard page.index != index else { continue }
            var image: Bitmap?
            if let first = firstPicture, first.index == index {
                image = first.image
                firstPicture = nil
            } else {
                image = library.picture(index)
            }
            page.show(index, image: image, name: library.name(of: index))
        }
    }

    /// The page in the middle of the screen.
    var currentPage: PhotoPage? { pages.first { $0.index == current && !$0.isHidden } }
}
