import CTactileHarfBuzz

/// Shapes runs of a paragraph with HarfBuzz: one font, one bidirectional level each, with the
/// script and direction HarfBuzz guesses for the run and the layout's language. The whole
/// paragraph is given as context, so letters join across the edges of a run as they would
/// inside it.
struct RunShaper {
    /// HarfBuzz's buffer, reused for every run (cleared, never freed until the shaper is).
    private let buffer: HarfBuzzBuffer

    init(buffer: HarfBuzzBuffer) { self.buffer = buffer }

    /// Appends the glyphs of `scalars[range]` in `font` to `glyphs`, in HarfBuzz's order (left to
    /// right as drawn, for a run of either direction); returns whether HarfBuzz shaped the run
    /// right to left.
    @discardableResult
    func shape(
        _ scalars: [UInt32], range: Range<Int>, font: Font, fontIndex: UInt8, language: OpaquePointer?,
        into glyphs: inout [ShapedGlyph]
    ) -> Bool {
        guard let shapingFont = font.shapingFont else {
            shapeBuiltin(scalars, range: range, font: font, fontIndex: fontIndex, into: &glyphs)
            return false
        }
        let handle = buffer.handle
        hb_buffer_clear_contents(handle)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(handle, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        if let language { hb_buffer_set_language(handle, language) }
        hb_buffer_guess_segment_properties(handle)
        hb_shape(shapingFont, handle, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(handle, &count),
            let positions = hb_buffer_get_glyph_positions(handle, &count)
        else { return false }
        glyphs.reserveCapacity(glyphs.count + Int(count))
        for index in 0..<Int(count) {
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[index].codepoint, cluster: Int32(bitPattern: infos[index].cluster),
                    advance64: positions[index].x_advance, xOffset64: positions[index].x_offset,
                    yOffset64: positions[index].y_offset, font: fontIndex))
        }
        return hb_buffer_get_direction(handle) == HB_DIRECTION_RTL
    }

    /// The built-in bitmap font has no tables to shape with: one glyph per scalar, its
    /// character cell (or the replacement box).
    private func shapeBuiltin(
        _ scalars: [UInt32], range: Range<Int>, font: Font, fontIndex: UInt8, into glyphs: inout [ShapedGlyph]
    ) {
        for index in range where scalars[index] != TextShaper.invisible {
            let scalar = Unicode.Scalar(scalars[index]) ?? "\u{FFFD}"
            let glyph = font.unlockedGlyphIndex(for: scalar) ?? GlyphCache.replacementGlyph
            glyphs.append(
                ShapedGlyph(
                    glyph: glyph, cluster: Int32(index), advance64: Int32(clamping: font.advance64(glyph)),
                    xOffset64: 0, yOffset64: 0, font: fontIndex))
        }
    }
}

/// A HarfBuzz buffer owned by a Swift object: freed with it.
final class HarfBuzzBuffer {
    let handle: OpaquePointer

    init() { handle = hb_buffer_create() }

    deinit { hb_buffer_destroy(handle) }
}
