extension Canvas {
    /// Copies `source` with its top-left corner at whole pixel (`x`, `y`), converting its pixels
    /// to the target's format (the SRC operator: target pixels are replaced, clipped).
    ///
    /// `xrgb8888` pixels become opaque; `argb8888` pixels keep their premultiplied colour (an
    /// opaque target shows them as if over black). An `rgb565` target truncates each channel like
    /// `PixelMath.pack565`, or, with `dithering`, applies 4×4 ordered dithering by absolute target
    /// position (see `OrderedDither`), which keeps the average colour of an area within one step
    /// of 8-bit precision and leaves colours that RGB565 holds exactly unchanged. `dithering`
    /// has no effect on other targets or on `rgb565` sources.
    ///
    /// - Parameters:
    ///   - source: The bitmap to copy; it must not overlap the target's memory.
    ///   - x: The target column of the source's left edge.
    ///   - y: The target row of the source's top edge.
    ///   - dithering: Whether to dither when reducing 8-bit channels to RGB565.
    public func convert(_ source: Bitmap, x: Int = 0, y: Int = 0, dithering: Bool = false) {
        let area = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(clip)
        guard !area.isEmpty else { return }
        let count = area.width, sx = area.minX - x
        switch (source.format, target.format) {
        case (.rgb565, .rgb565):
            for ty in area.minY..<area.maxY {
                (target.row16(ty) + area.minX).update(from: source.row16(ty - y) + sx, count: count)
            }
        case (.rgb565, .xrgb8888), (.rgb565, .argb8888):
            for ty in area.minY..<area.maxY {
                SpanKernels.expand(target.row32(ty) + area.minX, count: count, source: source.row16(ty - y) + sx)
            }
        case (.xrgb8888, .rgb565), (.argb8888, .rgb565):
            for ty in area.minY..<area.maxY {
                let row = target.row16(ty) + area.minX, from = source.row32(ty - y) + sx
                if dithering {
                    OrderedDither.pack(row, count: count, source: from, x: area.minX, y: ty)
                } else {
                    SpanKernels.pack(row, count: count, source: from)
                }
            }
        case (.xrgb8888, .argb8888):
            for ty in area.minY..<area.maxY {
                SpanKernels.copyOpaque(target.row32(ty) + area.minX, count: count, source: source.row32(ty - y) + sx)
            }
        case (.argb8888, .argb8888), (.argb8888, .xrgb8888), (.xrgb8888, .xrgb8888):
            for ty in area.minY..<area.maxY {
                (target.row32(ty) + area.minX).update(from: source.row32(ty - y) + sx, count: count)
            }
        }
    }
}
