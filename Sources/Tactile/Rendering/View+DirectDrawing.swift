extension View {
    /// Draws the view's drawing straight into `canvas` (inside its clip) for a view that keeps
    /// no contents (`keepsContents(atScale:)` false), where the contents bitmap would be placed by
    /// `transform` (contents pixels to canvas pixels) at opacity `alpha`. The pixels are those the
    /// bitmap would give: the drawing goes to the same pixel positions (a window of the target
    /// whose pixel (0, 0) is the contents' pixel (0, 0)), and compositing a drawing made over
    /// transparent pixels equals drawing it over the target.
    ///
    /// False, drawing nothing, where that does not hold: another opacity, a transform other than
    /// a whole-pixel translation, a contents origin left of or above the target, or a view that
    /// keeps contents. The compositor then draws it into contents as any view. On success any
    /// contents kept from such a time are freed.
    ///
    /// Into an RGB565 target the drawing rounds to 565 at each of its own blends rather than once
    /// when composited, so overlapping strokes may differ from the contents path by a 565 step.
    /// Which path a view takes depends only on its state, so every frame draws it the same way.
    func drawDirectly(into canvas: Canvas, transform: AffineTransform, alpha: UInt8) -> Bool {
        let target = canvas.target
        guard alpha == 255, contentsScale > 0, !keepsContents(atScale: contentsScale), transform.isIntegerTranslation,
              transform.tx >= 0, transform.ty >= 0,
              transform.tx < Double(target.width), transform.ty < Double(target.height) else { return false }
        contents = nil
        let dx = Int(transform.tx), dy = Int(transform.ty)
        let (width, height) = bounds.size.pixelExtent(scale: contentsScale)
        let area = canvas.clip.intersection(PixelRect(x: dx, y: dy, width: width, height: height))
        guard !area.isEmpty else { return true }
        let window = Bitmap(borrowing: target.baseAddress + dy * target.bytesPerRow + dx * target.format.bytesPerPixel,
                            width: area.maxX - dx, height: area.maxY - dy, bytesPerRow: target.bytesPerRow,
                            format: target.format)
        let clip = area.offsetBy(dx: -dx, dy: -dy)
        let rect = Rect(clip).scaled(by: 1 / contentsScale).offsetBy(dx: bounds.minX, dy: bounds.minY)
        renderState.baseDrawRan = false
        renderState.drawingIsOpaque = false
        draw(rect, in: Canvas(window, clip: clip))
        return true
    }
}
