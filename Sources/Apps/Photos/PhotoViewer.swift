import TactileCore

/// The pictures full screen: a horizontal pager (three pages reused as it moves), each page
/// zoomable; a picture pulled down at the fit scale closes it, back into the grid's cell
/// (`onClose`).
final class PhotoViewer: View, ScrollViewDelegate {
    let library: PhotoLibrary
    let pager = ScrollView(frame: .zero)
    private(set) var pages: [PhotoPage] = []
    /// The picture in the middle of the screen.
    private(set) var current = 0
    /// Called when a drag down closed the viewer, with the picture shown.
    var onClose: ((Int) -> Void)?
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
            }
            page.onClose = Unowned(self).callback { owner in owner.onClose?(owner.current) }
            pager.addSubview(page)
            pages.append(page)
        }
        isAccessibilityContainer = true
        accessibilityContainerTitle = "Photos"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        pager.frame = bounds
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
