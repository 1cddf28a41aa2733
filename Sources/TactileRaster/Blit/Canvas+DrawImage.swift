import TactileSystem

extension Canvas {
    /// Draws `image` unscaled with its top-left corner at pixel (`x`, `y`), clipped.
    ///
    /// `argb8888` images are premultiplied; `xrgb8888` and `rgb565` images are opaque. With
    /// `.sourceOver` the image (times `alpha / 255`) is composited over the canvas; with `.copy`
    /// the covered pixels are replaced by the image times `alpha / 255`.
    public func drawImage(_ image: Bitmap, x: Int, y: Int, mode: BlendMode = .sourceOver, alpha: UInt8 = 255) {
        // Compared before adding sizes to the origin, so that no origin can overflow.
        guard x < clip.maxX, y < clip.maxY, x > clip.minX - image.width, y > clip.minY - image.height else { return }
        let area = PixelRect(x: x, y: y, width: image.width, height: image.height).intersection(clip)
        guard !area.isEmpty, mode == .copy || alpha != 0 else { return }
        let sx = area.minX - x, sy = area.minY - y
        let a = UInt32(alpha)
        let opaque = image.format != .argb8888
        // A 16-bit image onto a 16-bit target at full alpha: its rows as they are.
        if alpha == 255 && image.format == .rgb565 && target.format == .rgb565 {
            let source = image.baseAddress + sy * image.bytesPerRow + sx * 2
            let destination = target.baseAddress + area.minY * target.bytesPerRow + area.minX * 2
            for row in 0..<area.height {
                (destination + row * target.bytesPerRow).copyMemory(
                    from: UnsafeRawPointer(source + row * image.bytesPerRow),
                    byteCount: area.width * 2)
            }
            return
        }
        // Whole rows straight from the image when no conversion is needed: an opaque image at
        // full alpha is a copy either way, and an xrgb image's top byte is ignored unless the
        // target keeps alpha.
        if alpha == 255 && (mode == .copy || opaque) && image.format != .rgb565
            && (image.format == .argb8888 || target.format != .argb8888)
        {
            for row in 0..<area.height {
                copySpan(
                    y: area.minY + row, x: area.minX, count: area.width,
                    source: UnsafePointer(image.row32(sy + row) + sx))
            }
            return
        }
        if image.format == .argb8888 && mode == .sourceOver {
            blendRect(area, source: UnsafePointer(image.row32(sy) + sx), sourceStride: image.bytesPerRow, alpha: a)
            return
        }
        // Converted (opaque formats) or scaled (copy with alpha) rows go through scratch.
        withScratchMemory(byteCount: area.width * 4) { raw in
            let scratch = raw.bindMemory(to: UInt32.self, capacity: area.width)
            for row in 0..<area.height {
                ImageSampling.convert(image, x: sx, y: sy + row, count: area.width, into: scratch)
                if mode == .copy {
                    if a != 255 {
                        for i in 0..<area.width { scratch[i] = PixelMath.scale(scratch[i], by: a) }
                    }
                    copySpan(y: area.minY + row, x: area.minX, count: area.width, source: scratch)
                } else {
                    blendSpan(y: area.minY + row, x: area.minX, count: area.width, source: scratch, alpha: a)
                }
            }
        }
    }
}
