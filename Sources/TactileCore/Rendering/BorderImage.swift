/// A view's border drawn once into a bitmap of its bounds at the screen scale and composited
/// like contents. Drawing the stroke directly inside each damage rectangle is not exact yet:
/// Raster's stroked and multi-edge shapes can differ by one level between a clipped and a whole
/// draw where coverage is exactly half, and the compositor needs tiles to equal the whole.
struct BorderImage {
    let width: Double
    let color: Color
    let cornerRadius: Double
    let size: Size
    let scale: Double
    let bitmap: Bitmap

    func matches(width: Double, color: Color, cornerRadius: Double, size: Size, scale: Double) -> Bool {
        self.width == width && self.color == color && self.cornerRadius == cornerRadius
            && self.size == size && self.scale == scale
    }

    /// The border of a view of `size` points, at `scale` pixels per point; nil when the memory
    /// budget has no room for its bitmap (the border is then not drawn: never a trap).
    init?(width: Double, color: Color, cornerRadius: Double, size: Size, scale: Double) {
        self.width = width
        self.color = color
        self.cornerRadius = cornerRadius
        self.size = size
        self.scale = scale
        let (pixelWidth, pixelHeight) = size.pixelExtent(scale: scale)
        guard let bitmap = View.contentsBitmap(width: pixelWidth, height: pixelHeight, format: .argb8888) else { return nil }
        self.bitmap = bitmap
        let rect = Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
        let line = width * scale
        let canvas = Canvas(bitmap)
        if rect.width <= 2 * line || rect.height <= 2 * line {
            canvas.fillRoundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius * scale), color: color)
        } else {
            canvas.strokeRoundedRect(
                rect.insetBy(dx: line / 2, dy: line / 2),
                cornerRadii: CornerRadii(all: Swift.max(0, (cornerRadius * scale) - line / 2)),
                lineWidth: line, color: color)
        }
    }

    /// The border bitmap of `view` (presentation `p`), made or remade when its inputs changed;
    /// nil when the memory budget has no room for it.
    static func of(_ view: View, _ p: ViewPresentation, scale: Double) -> Bitmap? {
        let size = p.bounds.size
        if let cached = view.renderState.borderImage,
            cached.matches(
                width: view.borderWidth, color: view.borderColor, cornerRadius: view.cornerRadius,
                size: size, scale: scale)
        {
            return cached.bitmap
        }
        guard
            let image = BorderImage(
                width: view.borderWidth, color: view.borderColor, cornerRadius: view.cornerRadius,
                size: size, scale: scale)
        else { return nil }
        view.renderState.borderImage = image
        return image.bitmap
    }
}
