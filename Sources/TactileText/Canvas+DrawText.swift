import TactileRaster

extension Canvas {
    /// Draws laid-out text in `color` with the layout's top-left corner at `origin`, through the
    /// glyph cache of the layout's font library (or `cache`). Only pixels inside `clip` change.
    public func drawText(_ layout: TextLayout, at origin: Point, color: Color, cache: GlyphCache? = nil) {
        let color = shown(color)
        guard color.alpha != 0 else { return }
        let clip = self.clip
        layout.forEachGlyphMask(at: origin, cache: cache, rows: clip.isEmpty ? 0..<0 : clip.minY..<clip.maxY) { mask, x, y in
            // Glyphs wholly outside the clip cost only this test.
            guard x < clip.maxX, y < clip.maxY, x + mask.width > clip.minX, y + mask.height > clip.minY else {
                return
            }
            if mask.isColor {
                // A colour glyph keeps its own colours; the text colour's alpha still fades it.
                let picture = Bitmap(
                    borrowing: UnsafeMutableRawPointer(mutating: mask.baseAddress), width: mask.width,
                    height: mask.height, bytesPerRow: mask.bytesPerRow, format: .argb8888)
                drawImage(picture, x: x, y: y, alpha: color.alpha)
                return
            }
            // Whole groups of 4 pixels: the zero padding of each row leaves its pixels as they
            // were, and saves the kernel's pixel-by-pixel tail.
            drawMask(
                AlphaMask(
                    borrowing: UnsafeMutableRawPointer(mutating: mask.baseAddress), width: mask.bytesPerRow,
                    height: mask.height, bytesPerRow: mask.bytesPerRow),
                x: x, y: y, color: color)
        }
    }

    /// Draws laid-out text with its top-left corner at the corner of `rect`, clipped to `rect`
    /// (and to this canvas's clip).
    public func drawText(_ layout: TextLayout, in rect: Rect, color: Color, cache: GlyphCache? = nil) {
        let color = shown(color)
        var clipped = self
        clipped.setClip(clip.intersection(rect.enclosingPixels))
        clipped.drawText(layout, at: Point(x: rect.x, y: rect.y), color: color, cache: cache)
    }

    /// Lays out `text` to the width of `rect` and draws it there, clipped to `rect`. Returns the
    /// layout (its `size` is the room the text took).
    @discardableResult
    public func drawText(
        _ text: String, font: Font, color: Color, in rect: Rect,
        alignment: TextAlignment = .leading, lineBreakMode: LineBreakMode = .byWordWrapping,
        maximumLines: Int = 0
    ) -> TextLayout {
        let layout = TextLayout(
            text, font: font, width: rect.width, alignment: alignment,
            lineBreakMode: lineBreakMode, maximumLines: maximumLines)
        drawText(layout, in: rect, color: color)
        return layout
    }

    /// Draws `text` unwrapped (one line per paragraph) with its top-left corner at `origin`.
    @discardableResult
    public func drawText(_ text: String, font: Font, color: Color, at origin: Point) -> TextLayout {
        let color = shown(color)
        let layout = TextLayout(text, font: font)
        drawText(layout, at: origin, color: color)
        return layout
    }
}

extension GlyphMask {
    /// The same pixels as Raster's A8 mask, for `Canvas.drawMask` (borrowed like this mask).
    public var alphaMask: AlphaMask {
        AlphaMask(
            borrowing: UnsafeMutableRawPointer(mutating: baseAddress), width: width, height: height,
            bytesPerRow: bytesPerRow)
    }
}

extension GlyphImage {
    /// The same pixels as Raster's A8 mask, valid while this image (or the cache holding it)
    /// lives.
    public var alphaMask: AlphaMask {
        AlphaMask(
            borrowing: UnsafeMutableRawPointer(baseAddress), width: width, height: height,
            bytesPerRow: bytesPerRow)
    }
}
