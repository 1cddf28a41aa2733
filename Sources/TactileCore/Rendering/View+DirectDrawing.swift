extension View {
    /// Draws the view's drawing straight into `canvas` (inside its clip) for a view that keeps
    /// no contents (`keepsContents(atScale:)` false), where the contents bitmap would be placed by
    /// `transform` (contents pixels to canvas pixels) at opacity `alpha`. The drawing goes to the
    /// same pixel positions as the bitmap's (a window of the target whose pixel (0, 0) is the
    /// contents' pixel (0, 0)), and compositing one draw made over transparent pixels equals
    /// drawing it over the target; where a view's own draws overlap (glyphs of a large label)
    /// they round at each blend instead of once.
    ///
    /// False, drawing nothing, where that does not hold: another opacity, a transform other than
    /// a whole-pixel translation, contents left of the target, or a view that keeps its contents
    /// and has them (a view keeping contents the cache dropped is drawn directly when its drawing
    /// composites exactly, `drawsExactlyWithoutContents`, so that a view larger than the budget is
    /// never drawn whole again every frame). The compositor then draws it into contents as any
    /// view. On success any contents kept from such a time are freed.
    ///
    /// Into an RGB565 target the drawing rounds to 565 at each of its own blends rather than once
    /// when composited, so overlapping strokes may differ from the contents path by a 565 step.
    /// Which path a view takes depends only on its state, so every frame draws it the same way.
    func drawDirectly(into canvas: Canvas, transform: AffineTransform, alpha: UInt8) -> Bool {
        let target = canvas.target
        // Contents may start above the target (scrolled up), not left of it: a window's rows
        // cannot be wider than the target's.
        guard alpha == 255, contentsScale > 0, transform.isIntegerTranslation, transform.tx >= 0,
            transform.tx < 0x4000_0000, abs(transform.ty) < 0x4000_0000
        else { return false }
        if keepsContents(atScale: contentsScale) {
            // Contents the memory budget cannot hold are drawn here whatever their exactness.
            guard contents == nil, drawsExactlyWithoutContents || renderState.unaffordableContentsSize != nil else { return false }
        }
        contents = nil
        let dx = Int(transform.tx), dy = Int(transform.ty)
        let (width, height) = bounds.size.pixelExtent(scale: contentsScale)
        let area = canvas.clip.intersection(PixelRect(x: dx, y: dy, width: width, height: height))
        guard !area.isEmpty else { return true }
        // A window of the target whose pixel (0, 0) is the contents' pixel (0, 0), which may lie
        // above the target (content scrolled up): only pixels of `area` are touched.
        let (rowOffset, rowOverflow) = dy.multipliedReportingOverflow(by: target.bytesPerRow)
        let (offset, overflow) = rowOffset.addingReportingOverflow(dx * target.format.bytesPerPixel)
        guard !rowOverflow, !overflow else { return false }
        let window = Bitmap(
            borrowing: target.baseAddress + offset,
            width: area.maxX - dx, height: area.maxY - dy, bytesPerRow: target.bytesPerRow,
            format: target.format)
        let clip = area.offsetBy(dx: -dx, dy: -dy)
        let rect = Rect(clip).scaled(by: 1 / contentsScale).offsetBy(dx: bounds.minX, dy: bounds.minY)
        renderState.baseDrawRan = false
        renderState.drawingIsOpaque = false
        var canvas = Canvas(window, clip: clip)
        canvas.drawsDarkVariants = shownStyle == .dark
        draw(rect, in: canvas)
        return true
    }
}
