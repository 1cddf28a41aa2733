import Platform
import Raster

extension TextLayout {
    /// Calls `body` with each glyph's mask from the glyph cache and the pixel where the mask's
    /// top-left corner goes when the layout's top-left corner is at `origin`. The pen's x is
    /// rounded to a quarter pixel (the glyph cache's phases); baselines to whole pixels. Glyphs
    /// with empty masks (spaces) are skipped. The mask is borrowed: do not keep it past `body`.
    public func forEachGlyphMask(at origin: Point, cache: GlyphCache? = nil,
                                 _ body: (GlyphMask, _ x: Int, _ y: Int) -> Void) {
        // The cache and the faces rendering into it are shared by every thread drawing text.
        font.library.lock.lock()
        defer { font.library.lock.unlock() }
        let cache = cache ?? font.library.glyphCache
        let originX64 = Int((origin.x * 64).rounded())
        let originY = Int(origin.y.rounded())
        let fonts = self.fonts
        let keys = fonts.map(FontKey.init)
        for line in lines {
            let baseline = originY + line.baseline
            let lineX64 = originX64 + line.x64
            line.glyphs.withUnsafeBufferPointer { glyphs in
                for glyph in glyphs {
                    // Nearest quarter pixel: 16/64 steps, carrying into the whole pixel.
                    let quarter = (lineX64 + Int(glyph.x64) + 8) >> 4
                    let font = Int(glyph.font)
                    let mask = cache.mask(for: keys[font], glyph: glyph.glyph, phase: quarter & 3,
                                          rendering: fonts[font])
                    if mask.width == 0 || mask.height == 0 { continue }
                    body(mask, (quarter >> 2) + mask.left, baseline - mask.top)
                }
            }
        }
    }
}
