extension Canvas {
    /// Paints `color` through `mask` with the mask's top-left corner at pixel (`x`, `y`): each
    /// pixel gets `color × coverage / 255` composited over it (the glyph path). Clipped.
    public func drawMask(_ mask: AlphaMask, x: Int, y: Int, color: Color) {
        let color = shown(color)
        // Compared before adding sizes to the origin, so that no origin can overflow.
        guard x < clip.maxX, y < clip.maxY, x > clip.minX - mask.width, y > clip.minY - mask.height else { return }
        let area = PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(clip)
        guard !area.isEmpty, color.alpha != 0 else { return }
        let pixel = color.premultiplied
        blendRect(
            area, color: pixel, mask: UnsafePointer(mask.row(area.minY - y) + (area.minX - x)),
            maskStride: mask.bytesPerRow)
    }
}
