import TactileText

/// A layout's glyphs as pixman draws them: each glyph's key in pixman's glyph cache (glyph ×
/// 4 + phase) and the integer position of its origin, computed from the layout's public pen
/// positions, independently of `forEachGlyphMask`.
struct PlacedGlyphs {
    var keys: [Int] = []
    var xs: [Int32] = []
    var ys: [Int32] = []
    /// Pixels of FreeType's masks (blank ones excluded): the work per draw.
    var pixels = 0

    var count: Int { keys.count }

    /// The glyphs of `layout` drawn with its top-left corner at (0, 0); blank glyphs (spaces)
    /// are left out, like `drawText` does.
    init(_ layout: TextLayout, masks: PixmanGlyphs) {
        for line in layout.lines {
            for glyph in line.glyphs {
                precondition(
                    glyph.fontIndex == 0 && glyph.glyph != GlyphCache.replacementGlyph,
                    "benchmark text must be in the font")
                // The pen rounded to a quarter pixel, as the glyph cache's phases are.
                let pen64 = Int((line.x * 64).rounded()) + Int((glyph.x * 64).rounded())
                let quarter = (pen64 + 8) >> 4
                let key = Int(glyph.glyph) << 2 | (quarter & 3)
                let area = masks.insert(key: key, glyph: glyph.glyph, phase: quarter & 3)
                if area == 0 { continue }
                keys.append(key)
                xs.append(Int32(quarter >> 2))
                ys.append(Int32(line.baseline))
                pixels += area
            }
        }
    }
}
