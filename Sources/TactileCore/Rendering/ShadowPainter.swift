import TactileRaster

/// Where a view's shadow lands in the target and how it is drawn: its blurred mask (from the
/// `ShadowCache`), tinted with the shadow's colour × opacity × the view's alpha.
///
/// When the view's bounds map to the target at the screen scale without rotation or scaling
/// (the common case), the mask is blended at whole pixels: the shadow's shape is placed at the
/// pixel nearest to where it falls (half a pixel at most from it, invisible in a blur), so moving
/// a view by fractions of a pixel never blurs again. Otherwise (a turned, scaled or flipped view)
/// the mask, tinted, is drawn through the view's transform with bilinear filtering.
struct ShadowPlacement {
    /// The mask to draw.
    var key: ShadowCache.Key
    /// The shadow's colour with its opacity applied to the alpha.
    var color: Color
    /// From mask pixels to target pixels.
    var maskTransform: AffineTransform
    /// Whether `maskTransform` is a translation by whole pixels (the mask is blended as it is).
    var isWholePixel: Bool
    /// The mask's size in pixels.
    var maskWidth: Int
    var maskHeight: Int
    /// The target pixels the shadow may touch.
    var area: PixelRect

    /// The placement of `view`'s shadow (presentation `p`, bounds-to-target transform `t`) at
    /// `scale` target pixels per point; nil when it has none or it draws nothing.
    init?(_ view: View, _ p: ViewPresentation, _ t: AffineTransform, scale: Double) {
        guard let shadow = view.presentedShadow else { return nil }
        let opacity = shadow.opacity.isNaN ? 0 : Swift.min(1, Swift.max(0, shadow.opacity))
        // A dynamic shadow colour in the appearance of the view.
        let shown = shadow.color.resolvedColor(with: view.shownStyle)
        let alpha = (Double(shown.alpha) * opacity).rounded()
        guard alpha >= 1 else { return nil }
        color = shown.withAlpha(UInt8(alpha))
        @inline(__always) func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        let radius = shadow.radius.isNaN ? 0 : Swift.min(Shadow.maximumRadius, Swift.max(0, shadow.radius))
        let spread = finite(shadow.spread)
        let bounds = p.bounds
        let width = bounds.width + 2 * spread, height = bounds.height + 2 * spread
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        let corner = finite(view.cornerRadius)
        let shapeCorner = corner > 0 ? Swift.max(0, corner + spread) : 0
        // The shape relative to the bounds origin, in points.
        let shapeX = finite(shadow.offset.width) - spread, shapeY = finite(shadow.offset.height) - spread
        let pixelWidth = width * scale, pixelHeight = height * scale
        guard pixelWidth <= Double(Size.maximumPixelExtent), pixelHeight <= Double(Size.maximumPixelExtent) else {
            return nil
        }
        let sigma = radius * scale / 2
        key = ShadowCache.Key(
            width: pixelWidth, height: pixelHeight,
            cornerRadius: Swift.min(shapeCorner * scale, pixelWidth / 2, pixelHeight / 2),
            sigma: sigma)
        let pad = ShadowBlur.padding(sigma: sigma)
        maskWidth = Int(pixelWidth.rounded(.up)) + 2 * pad
        maskHeight = Int(pixelHeight.rounded(.up)) + 2 * pad
        guard maskWidth * maskHeight <= ShadowBlur.maximumMaskPixels else { return nil }
        if t.b == 0, t.c == 0, t.a == scale, t.d == scale {
            let x = t.tx + scale * (bounds.minX + shapeX), y = t.ty + scale * (bounds.minY + shapeY)
            guard x.isFinite, y.isFinite else { return nil }
            // The nearest pixel, halves (and values within 1/1024 of one) rounding down: a shape
            // at x.5 must not land a pixel apart when its position is worked out along another
            // path (a full redraw, or after a scroll moved its recorded place by whole pixels).
            let originX = Compositor.pixel((x + 0.5 - 1.0 / 1024).rounded(.down)) - pad
            let originY = Compositor.pixel((y + 0.5 - 1.0 / 1024).rounded(.down)) - pad
            maskTransform = AffineTransform(translationX: Double(originX), y: Double(originY))
            isWholePixel = true
            area = PixelRect(x: originX, y: originY, width: maskWidth, height: maskHeight)
        } else {
            let toBoundsPixels = AffineTransform(translationX: shapeX * scale - Double(pad), y: shapeY * scale - Double(pad))
            maskTransform = toBoundsPixels.concatenating(Compositor.imageTransform(scale: scale, bounds: bounds, t))
            isWholePixel = false
            area = maskTransform.apply(to: Rect(x: 0, y: 0, width: Double(maskWidth), height: Double(maskHeight)))
                .enclosingPixels.outset(by: 1)
        }
    }

    /// Draws the shadow into `canvas` with the view's `alpha`, blurring through `cache` only if
    /// it holds no mask for this shape.
    func draw(into canvas: Canvas, alpha: UInt8, cache: ShadowCache) {
        guard !canvas.clip.intersection(area).isEmpty, let mask = cache.mask(for: key) else { return }
        if isWholePixel {
            canvas.drawMask(mask, x: Int(maskTransform.tx), y: Int(maskTransform.ty), color: color.multipliedAlpha(alpha))
            return
        }
        // Turned or scaled: the mask as a tinted image (premultiplied colour × coverage).
        // Without memory for the tinted image the shadow is left out.
        guard let image = try? Bitmap(checkedWidth: mask.width, height: mask.height, format: .argb8888) else { return }
        let pixel = color.premultiplied
        for y in 0..<mask.height {
            let source = mask.row(y), destination = image.row32(y)
            for x in 0..<mask.width {
                let coverage = UInt32(source[x])
                guard coverage > 0 else { continue }
                @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                    ((((pixel >> shift) & 0xFF) * coverage + 127) / 255) << shift
                }
                destination[x] = channel(0) | channel(8) | channel(16) | channel(24)
            }
        }
        canvas.drawImage(image, transform: maskTransform, alpha: alpha)
    }
}
