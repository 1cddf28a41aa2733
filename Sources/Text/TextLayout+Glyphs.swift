import Raster

extension TextLayout {
    /// Calls `body` with each glyph's cached mask and the pixel where the mask's top-left corner
    /// goes when the layout's top-left corner is at `origin`. The pen's x is rounded to a
    /// quarter pixel (the glyph cache's phases); baselines to whole pixels.
    public func forEachGlyphImage(at origin: Point, cache: GlyphCache? = nil,
                                  _ body: (GlyphImage, _ x: Int, _ y: Int) -> Void) {
        let cache = cache ?? font.library.glyphCache
        let originX64 = Int((origin.x * 64).rounded())
        let originY = Int(origin.y.rounded())
        for line in lines {
            let baseline = originY + line.baseline
            let lineX64 = originX64 + line.x64
            for glyph in line.glyphs {
                // Nearest quarter pixel: 16/64 steps, carrying into the whole pixel.
                let quarter = (lineX64 + glyph.x64 + 8) >> 4
                let image = cache.image(for: glyph.font, glyph: glyph.glyph, phase: quarter & 3)
                if image.width == 0 || image.height == 0 { continue }
                body(image, (quarter >> 2) + image.left, baseline - image.top)
            }
        }
    }
}
