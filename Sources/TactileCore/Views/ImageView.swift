/// Shows a bitmap placed by `contentMode`. Drawn once into the view's contents; moving or
/// fading it never draws again.
open class ImageView: View {
    /// The image; premultiplied ARGB or an opaque format.
    public var image: Bitmap? {
        didSet {
            imageIsOpaque = ImageView.isOpaque(image) && renderingMode != .alwaysTemplate
            templateCache = nil
            setNeedsDisplay()
            if oldValue?.width != image?.width || oldValue?.height != image?.height { invalidateIntrinsicContentSize() }
        }
    }

    /// A picture: an item once the app gives it a label (a decorative image is not one).
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isElement: accessibilitySettings?.label != nil, traits: .image)
    }

    /// Pixels of `image` per point (2 for an image made for a 2× screen).
    public var imageScale: Double = 1 {
        didSet { if imageScale != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }

    /// How the image fits the bounds.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Whether the image is drawn as it is or as a template: its alpha filled with `tintColor`
    /// (UIKit's `UIImage.RenderingMode`; Tactile's images are bitmaps, so the mode is the view's).
    /// A template icon follows the tint and the appearance: a white glyph never vanishes on white.
    public var renderingMode: ImageRenderingMode = .alwaysOriginal {
        didSet {
            guard renderingMode != oldValue else { return }
            templateCache = nil
            // A template's pixels take the tint's alpha: no longer known to be opaque.
            imageIsOpaque = ImageView.isOpaque(image) && renderingMode != .alwaysTemplate
            setNeedsDisplay()
        }
    }
    /// The tinted picture of a template image, with the image and tint it was made from.
    private final var templateCache: (source: Bitmap, tint: Color, picture: Bitmap)?

    /// The filter used when the image is scaled.
    public var filter: ImageFilter = .bilinear {
        didSet { if filter != oldValue { setNeedsDisplay() } }
    }

    /// An image view showing `image` at its size in points, at the origin.
    public init(image: Bitmap?, imageScale: Double = 1) {
        self.image = image
        imageIsOpaque = ImageView.isOpaque(image)
        self.imageScale = imageScale
        let size = image.map { Size(width: Double($0.width) / imageScale, height: Double($0.height) / imageScale) } ?? .zero
        super.init(frame: Rect(origin: .zero, size: size))
        isOpaque = false
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Whether every pixel of `image` is opaque (an opaque format, or alpha 255 throughout),
    /// found when the image is set: an image whose pixels are changed in place afterwards is set
    /// again (as it must be for the view to draw it again).
    private(set) var imageIsOpaque = false

    static func isOpaque(_ image: Bitmap?) -> Bool {
        guard let image else { return false }
        guard image.format == .argb8888 else { return true }
        for y in 0..<image.height {
            let row = image.row32(y)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<image.width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// The image's size in points.
    public var imageSize: Size {
        guard let image else { return .zero }
        return Size(width: Double(image.width) / imageScale, height: Double(image.height) / imageScale)
    }

    /// The image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: Size {
        image == nil ? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) : imageSize
    }

    /// The image's size in points (zero without an image), whatever `size` is.
    open override func sizeThatFits(_ size: Size) -> Size { imageSize }

    /// An opaque image filling the view (a wallpaper) is kept at its shown size in the screen's
    /// opaque format, up to a screenful, while the cache's budget allows: showing it is then a
    /// copy of rows, where scaling the damage every frame cost 13 memcpys of the screen. Dropped,
    /// it is drawn where damaged until it draws again (a new image, size or mode). A translucent
    /// image shown larger than it is, or no image, keeps no contents bitmap: the compositor draws
    /// the image where it is damaged, a scaled blit of the damage instead of a bitmap larger than
    /// the image. Small views, images shown at their size or smaller, and opaque views pre-filled
    /// with their background keep theirs.
    override func keepsContents(atScale scale: Double) -> Bool {
        guard clearsContextBeforeDrawing, !(isOpaque && backgroundColor != nil) else { return keepsContentsOfItsSize(atScale: scale) }
        guard let image else { return false }
        if drawsOpaqueContents(atScale: scale) { return keepsContentsOfItsSize(atScale: scale) }
        let (width, height) = bounds.size.pixelExtent(scale: scale)
        return width * height * 4 <= View.largestUnprobedContentsBytes || width * height <= image.width * image.height
    }

    /// An opaque image filling the bounds at whole pixels paints every pixel of its contents.
    override func drawsOpaqueContents(atScale scale: Double) -> Bool {
        contentsArePrefilledOpaquely || (clearsContextBeforeDrawing && fillsBoundsOpaquely(atScale: scale))
    }

    /// One image drawn: straight onto the screen it gives the bitmap's pixels.
    override var drawsExactlyWithoutContents: Bool { true }

    open override func draw(_ rect: Rect, in context: Canvas) {
        guard let image, image.width > 0, image.height > 0 else { return }
        let placed = contentMode.rect(for: imageSize, in: bounds)
        let shown = renderingMode == .alwaysTemplate ? template(of: image) : image
        context.drawImage(shown, in: pixelRect(for: placed), filter: filter)
        if fillsBoundsOpaquely(atScale: contentsScale) { drawingCoversBoundsOpaquely() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if renderingMode == .alwaysTemplate { setNeedsDisplay() }
    }

    /// `image` as a template in the current tint, made once per image and tint.
    private final func template(of image: Bitmap) -> Bitmap {
        let tint = tintColor ?? .black
        if let cache = templateCache, cache.tint == tint, cache.source.baseAddress == image.baseAddress,
            cache.source.width == image.width, cache.source.height == image.height
        {
            return cache.picture
        }
        guard let picture = View.contentsBitmap(width: image.width, height: image.height, format: .argb8888) else {
            return image
        }
        let color = tint.premultiplied
        for y in 0..<image.height {
            let target = picture.row32(y)
            for x in 0..<image.width { target[x] = PixelMath.scale(color, by: image.pixel(x: x, y: y) >> 24) }
        }
        templateCache = (image, tint, picture)
        return picture
    }

    /// An opaque image filling the bounds (stretched, or aspect-filled and cut off) at a scale
    /// where the bounds are whole pixels paints every pixel of them opaquely (the edge pixels a
    /// fractional size covers in part are the exception the whole-pixel condition rules out).
    final func fillsBoundsOpaquely(atScale scale: Double) -> Bool {
        guard imageIsOpaque, let image, image.width > 0, image.height > 0,
            contentMode == .scaleToFill || contentMode == .scaleAspectFill, scale > 0
        else { return false }
        let width = bounds.width * scale, height = bounds.height * scale
        return width > 0 && height > 0 && width == width.rounded() && height == height.rounded()
    }
}
