import TactileRaster
import TactileSystem

extension TextLayout {
    /// Calls `body` with each glyph's mask from the glyph cache and the pixel where the mask's
    /// top-left corner goes when the layout's top-left corner is at `origin`. The pen's x is
    /// rounded to a quarter pixel (the glyph cache's phases); baselines to whole pixels. Glyphs
    /// with empty masks (spaces) are skipped. The mask is borrowed: do not keep it past `body`.
    /// An origin that is not finite or lies beyond ±`maximumOrigin` pixels (off any bitmap),
    /// and glyphs whose pixel would not fit an `Int32`, are not visited. With `rows`, lines that
    /// cannot reach those pixel rows may be left out.
    public func forEachGlyphMask(
        at origin: Point, cache: GlyphCache? = nil, rows: Range<Int>? = nil,
        _ body: (GlyphMask, _ x: Int, _ y: Int) -> Void
    ) {
        let limit = Double(Self.maximumOrigin)
        guard abs(origin.x) <= limit, abs(origin.y) <= limit else { return }  // also NaN
        // The cache and the faces rendering into it are shared by every thread drawing text.
        font.library.lock.lock()
        defer { font.library.lock.unlock() }
        let cache = cache ?? font.library.glyphCache
        // Positions in Int64: a far origin plus a long line's offsets stays exact on 32-bit ARM.
        let originX64 = Int64((origin.x * 64).rounded())
        let originY = Int64(origin.y.rounded())
        let fonts = chain
        // The key of the layout's own font made once; a fallback's per glyph (no array of keys).
        let primaryKey = FontKey(fonts.primary)
        let pixels = Int64(Int32.min)...Int64(Int32.max)
        // Lines whose glyphs cannot reach `rows` are skipped without looking up a glyph: their
        // glyphs lie within three line heights of the baseline (a long label in a scroll view
        // draws a strip of a few lines out of hundreds).
        let reach = Int64(3 * ((font.lineHeight64 + 63) >> 6) + 1)
        for line in lines {
            let baseline = originY + Int64(line.baseline)
            if let rows {
                if baseline + reach <= Int64(rows.lowerBound) { continue }
                if baseline - reach >= Int64(rows.upperBound) { break }
            }
            let lineX64 = originX64 + Int64(line.x64)
            line.glyphs.withUnsafeBufferPointer { glyphs in
                for glyph in glyphs {
                    // Nearest quarter pixel: 16/64 steps, carrying into the whole pixel.
                    let quarter = (lineX64 + Int64(glyph.x64) + 8) >> 4
                    let font = Int(glyph.font)
                    let mask = cache.mask(
                        for: font == 0 ? primaryKey : FontKey(fonts[font]), glyph: glyph.glyph,
                        phase: Int(quarter & 3), rendering: fonts[font])
                    if mask.width == 0 || mask.height == 0 { continue }
                    let raised = (Int64(glyph.y64) + 32) >> 6
                    let x = (quarter >> 2) + Int64(mask.left), y = baseline - raised - Int64(mask.top)
                    guard pixels.contains(x), pixels.contains(y) else { continue }
                    body(mask, Int(x), Int(y))
                }
            }
        }
    }

    /// The farthest origin, in pixels from (0, 0), at which `forEachGlyphMask` visits glyphs:
    /// 2^24, far beyond the largest bitmap.
    public static let maximumOrigin = 1 << 24
}
