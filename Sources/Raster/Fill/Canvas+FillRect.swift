extension Canvas {
    /// Fills whole pixels of `rect` (clipped) with `color`: a plain store when the colour is
    /// opaque, source-over blending otherwise.
    public func fill(_ rect: PixelRect, color: Color) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        let pixel = color.premultiplied
        for y in area.minY..<area.maxY {
            blendSpan(y: y, x: area.minX, count: area.width, color: pixel)
        }
    }
}
