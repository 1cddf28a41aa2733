import TactileCore

/// One picture of the viewer: a scroll view that zooms it (pinch, or a double tap) between the
/// scale that fits it on screen and four times that.
final class PhotoPage: ScrollView, ScrollViewDelegate {
    let imageView = ImageView(image: nil)
    /// What a picture that cannot be shown shows: a glyph and a line, not a plain grey square.
    private let brokenGlyph = PictureGlyph(frame: Rect(x: 0, y: 0, width: 72, height: 60))
    private let brokenLine = Label(frame: .zero, font: .system(size: 17))
    /// The picture shown, -1 for none.
    private(set) var index = -1
    /// The size the picture was last fitted to.
    private var fittedSize = Size(width: 0, height: 0)

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .black
        delegate = self
        minimumZoomScale = 1
        maximumZoomScale = 4
        // A drag down at the fit scale pulls the picture (to close the viewer).
        alwaysBounceVertical = true
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        imageView.contentMode = .scaleAspectFit
        imageView.isAccessibilityElement = true
        imageView.accessibilityTraits = .image
        addSubview(imageView)
        // Light on the black viewer in either appearance.
        brokenGlyph.color = Color.white.withAlpha(150)
        brokenLine.text = "This picture cannot be shown"
        brokenLine.textColor = Color.white.withAlpha(200)
        brokenLine.textAlignment = .center
        brokenLine.isAccessibilityElement = false
        for view in [brokenGlyph, brokenLine] as [View] {
            view.isHidden = true
            imageView.addSubview(view)
        }
        let doubleTap = TapGestureRecognizer(name: "photo-zoom", taps: 2, target: self) { owner, tap in
            owner.toggleZoom(at: tap.location(in: owner.imageView))
        }
        addGestureRecognizer(doubleTap)
    }

    /// Shows picture `index` (`image` nil: a placeholder), unzoomed.
    func show(_ index: Int, image: Bitmap?, name: String) {
        self.index = index
        imageView.image = image
        imageView.backgroundColor = image == nil ? Color(rgb: 0x1C_1C1E) : nil
        brokenGlyph.isHidden = image != nil
        brokenLine.isHidden = image != nil
        imageView.accessibilityLabel = image == nil ? name + ", cannot be shown" : name
        layoutPicture()
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { imageView }

    /// The scale a double tap zooms to.
    static let doubleTapScale = 2.5
    /// Told how far (0…1) the picture is pulled down at the fit scale, and when a pull closes.
    var onPull: ((Double) -> Void)?
    var onClose: (() -> Void)?

    /// How far down a pull must go, as a fraction of the height, or how fast (points a second),
    /// to close the viewer.
    static let closeDistance = 0.15
    static let closeSpeed = 800.0

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard zoomScale <= 1.01 else { return }
        onPull?(max(0, min(1, -contentOffset.y / max(1, bounds.height))))
    }

    /// At the fit scale the picture rubber-bands down under the finger; let go far or fast
    /// enough, it closes.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        guard zoomScale <= 1.01, contentOffset.y < 0 else { return }
        if -contentOffset.y > bounds.height * Self.closeDistance || -velocity.y > Self.closeSpeed { onClose?() }
    }

    /// A double tap zooms in to 2.5 times the fit scale around the tapped point, or back out.
    func toggleZoom(at point: Point) {
        if zoomScale > 1.01 {
            setZoomScale(1, animated: true)
        } else {
            let width = bounds.width / Self.doubleTapScale, height = bounds.height / Self.doubleTapScale
            zoom(to: Rect(x: point.x - width / 2, y: point.y - height / 2, width: width, height: height), animated: true)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Fitted again only when the page's size changed: a zoom moves the picture itself.
        if bounds.size != fittedSize { layoutPicture() }
    }

    private func layoutPicture() {
        fittedSize = bounds.size
        setZoomScale(1, animated: false)
        imageView.transform = .identity
        imageView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        contentSize = bounds.size
        let middle = (bounds.height / 2).rounded()
        brokenGlyph.frame = Rect(x: (bounds.width / 2 - 36).rounded(), y: middle - 72, width: 72, height: 60)
        brokenLine.frame = Rect(x: 16, y: middle, width: max(0, bounds.width - 32), height: 30)
    }
}
