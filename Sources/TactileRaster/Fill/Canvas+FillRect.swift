extension Canvas {
    /// Fills whole pixels of `rect` (clipped) with `color`: a plain store when the colour is
    /// opaque, source-over blending otherwise.
    public func fill(_ rect: PixelRect, color: Color) {
        let color = shown(color)
        // Alpha 0 premultiplies to 0, which leaves every pixel as it is.
        guard color.alpha != 0 else { return }
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        if color.alpha == 255 {
            fillRect(area, pixel: color.premultiplied)
        } else {
            blendRect(area, color: color.premultiplied)
        }
    }
}
