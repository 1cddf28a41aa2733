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
        let sx = area.minX - x, sy = area.minY - y
        let sourceBytes = source.format.bytesPerPixel, targetBytes = target.format.bytesPerPixel
        var rows = area.height, count = area.width
        // Whole rows without padding on both sides are one run of pixels (dithering excepted:
        // its pattern follows x and y).
        if !(dithering && target.format == .rgb565), count == source.width, count == target.width,
            source.bytesPerRow == count * sourceBytes, target.bytesPerRow == count * targetBytes
        {
            (rows, count) = (1, count * rows)
        }
        var from = source.baseAddress + sy * source.bytesPerRow + sx * sourceBytes
        var to = target.baseAddress + area.minY * target.bytesPerRow + area.minX * targetBytes
        for row in 0..<rows {
            switch (source.format, target.format) {
            case (.rgb565, .rgb565):
                to.copyMemory(from: from, byteCount: count * 2)
            case (.rgb565, .xrgb8888), (.rgb565, .argb8888):
                SpanKernels.expand(
                    to.assumingMemoryBound(to: UInt32.self), count: count,
                    source: from.assumingMemoryBound(to: UInt16.self))
            case (.xrgb8888, .rgb565), (.argb8888, .rgb565):
                let pixels = to.assumingMemoryBound(to: UInt16.self), sourcePixels = from.assumingMemoryBound(to: UInt32.self)
                if dithering {
                    OrderedDither.pack(pixels, count: count, source: sourcePixels, x: area.minX, y: area.minY + row)
                } else {
                    SpanKernels.pack(pixels, count: count, source: sourcePixels)
                }
            case (.xrgb8888, .argb8888):
                SpanKernels.copyOpaque(
                    to.assumingMemoryBound(to: UInt32.self), count: count,
                    source: from.assumingMemoryBound(to: UInt32.self))
            case (.argb8888, .argb8888), (.argb8888, .xrgb8888), (.xrgb8888, .xrgb8888):
                to.copyMemory(from: from, byteCount: count * 4)
            }
            from += source.bytesPerRow
            to += target.bytesPerRow
        }
    }
}
