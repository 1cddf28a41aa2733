import TactileRaster

/// Draws a page curl during a transition: `page` folded flat along a horizontal line, its part
/// below the line turned up over the part above and seen from the back (the picture mirrored and
/// washed toward white, as through paper), and `under` showing below the line (or, with no
/// `under`, nothing: the live view beneath shows through).
final class TransitionCurlView: View {
    /// The page being folded away (or unfolding), at `imageScale` pixels per point.
    let page: Bitmap
    /// The look beneath the page; nil: transparent there.
    let under: Bitmap?
    let imageScale: Double

    /// The fold line in points from the top of the bounds.
    var fold: Double {
        didSet { if fold != oldValue { setNeedsDisplay() } }
    }

    /// How far the back of the page goes toward white, out of 256.
    static let backWash: UInt32 = 192

    init(page: Bitmap, under: Bitmap?, scale: Double, size: Size, fold: Double) {
        self.page = page
        self.under = under
        imageScale = scale
        self.fold = fold
        super.init(frame: Rect(origin: .zero, size: size))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// The back of a premultiplied page pixel: each colour channel moved `backWash`/256 of the way
    /// to the pixel's alpha (white at that opacity).
    static func back(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24, keep = 256 - backWash
        let alphas = alpha | (alpha << 16)
        let rb = (((pixel & 0x00FF_00FF) &* keep &+ alphas &* backWash &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let g = ((((pixel >> 8) & 0xFF) &* keep &+ alpha &* backWash &+ 0x80) >> 8) & 0xFF
        return (alpha << 24) | rb | (g << 8)
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let target = context.target
        guard page.width == target.width, page.height == target.height,
            under.map({ $0.width == target.width && $0.height == target.height }) ?? true,
            contentScaleFactor == imageScale, target.format == .argb8888
        else {
            // Sizes differ (the container was resized): no fold, the nearer end's look.
            if fold > bounds.height / 2 {
                context.drawImage(page, in: pixelRect(for: bounds))
            } else if let under {
                context.drawImage(under, in: pixelRect(for: bounds))
            }
            return
        }
        let height = target.height
        let line = Int((fold * imageScale).rounded())
        let clip = context.clip
        for y in clip.minY..<clip.maxY {
            let out = target.row32(y) + clip.minX
            let count = clip.width
            if y >= line {
                if let under {
                    out.update(from: under.row32(y) + clip.minX, count: count)
                } else {
                    out.update(repeating: 0, count: count)
                }
                continue
            }
            // Rows above the fold: the turned-up part (mirrored about the line) where it reaches,
            // the page's front elsewhere.
            let mirrored = 2 * line - 1 - y
            if mirrored < height {
                let source = page.row32(mirrored) + clip.minX
                for x in 0..<count { out[x] = TransitionCurlView.back(source[x]) }
            } else {
                out.update(from: page.row32(y) + clip.minX, count: count)
            }
        }
    }
}
