import CTactileHarfBuzz

/// Shapes runs of a paragraph with HarfBuzz: one font, one bidirectional level each, with the
/// script and direction HarfBuzz guesses for the run and the layout's language.
///
/// A run is shaped whole with the paragraph around it as context, so letters join across its
/// edges as they would inside it; or, in a font whose space no lookup reads, word by word from
/// the library's `ShapingCache` with the run's guessed properties, which gives the same glyphs.
struct RunShaper {
    /// HarfBuzz's buffer, reused for every run (cleared, never freed until the library is).
    private let buffer: HarfBuzzBuffer
    private let cache: ShapingCache

    init(buffer: HarfBuzzBuffer, cache: ShapingCache) {
        self.buffer = buffer
        self.cache = cache
    }

    /// Appends the glyphs of `scalars[range]` in `font` to `glyphs`, in HarfBuzz's order (left to
    /// right as drawn, for a run of either direction); returns whether HarfBuzz shaped the run
    /// right to left.
    @discardableResult
    func shape(
        _ scalars: [UInt32], range: Range<Int>, font: Font, fontIndex: UInt8, language: OpaquePointer?,
        into glyphs: inout [ShapedGlyph]
    ) -> Bool {
        guard let shapingFont = font.shapingFont, let data = font.data else {
            shapeBuiltin(scalars, range: range, font: font, fontIndex: fontIndex, into: &glyphs)
            return false
        }
        let handle = buffer.handle
        return scalars.withUnsafeBufferPointer { text in
            // The run's properties, as HarfBuzz guesses them from the whole run.
            hb_buffer_clear_contents(handle)
            hb_buffer_add_utf32(handle, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
            if let language { hb_buffer_set_language(handle, language) }
            hb_buffer_guess_segment_properties(handle)
            var properties = hb_segment_properties_t()
            hb_buffer_get_segment_properties(handle, &properties)
            let rightToLeft = properties.direction == HB_DIRECTION_RTL
            guard range.count > 1, data.spaceIsContextFree(script: properties.script.rawValue) else {
                hb_shape(shapingFont, handle, nil, 0)
                appendOutput(offset: 0, fontIndex: fontIndex, to: &glyphs)
                return rightToLeft
            }
            let conditions = ShapingCache.Conditions(
                font: font.id, script: properties.script.rawValue, direction: properties.direction.rawValue,
                language: properties.language)
            // Words and spaces, each shaped alone: in logical order for a left-to-right run, from
            // the last for a right-to-left one (HarfBuzz gives its glyphs right to left).
            var words: [Range<Int>] = []
            var start = range.lowerBound
            while start < range.upperBound {
                var end = start + 1
                if text[start] != 0x20 {
                    while end < range.upperBound, text[end] != 0x20 { end += 1 }
                }
                words.append(start..<end)
                start = end
            }
            for word in rightToLeft ? words.reversed() : words {
                if let cached = cache.glyphs(for: text, word, conditions) {
                    appendCached(cached, offset: word.lowerBound, fontIndex: fontIndex, to: &glyphs)
                    continue
                }
                hb_buffer_clear_contents(handle)
                hb_buffer_add_utf32(handle, text.baseAddress! + word.lowerBound, Int32(word.count), 0, Int32(word.count))
                hb_buffer_set_segment_properties(handle, &properties)
                hb_shape(shapingFont, handle, nil, 0)
                let first = glyphs.count
                appendOutput(offset: 0, fontIndex: fontIndex, to: &glyphs)
                cache.store(glyphs[first...], for: text, word, conditions)
                for index in first..<glyphs.count { glyphs[index].cluster += Int32(word.lowerBound) }
            }
            return rightToLeft
        }
    }

    /// Appends HarfBuzz's output glyphs, clusters moved by `offset`.
    private func appendOutput(offset: Int, fontIndex: UInt8, to glyphs: inout [ShapedGlyph]) {
        let handle = buffer.handle
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(handle, &count),
            let positions = hb_buffer_get_glyph_positions(handle, &count)
        else { return }
        glyphs.reserveCapacity(glyphs.count + Int(count))
        for index in 0..<Int(count) {
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[index].codepoint, cluster: Int32(bitPattern: infos[index].cluster) + Int32(offset),
                    advance64: positions[index].x_advance, xOffset64: positions[index].x_offset,
                    yOffset64: positions[index].y_offset, font: fontIndex,
                    isUnsafeToBreak: infos[index].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
        }
    }

    /// Appends a cached word's glyphs, clusters moved to the word's place.
    private func appendCached(_ cached: ArraySlice<ShapedGlyph>, offset: Int, fontIndex: UInt8, to glyphs: inout [ShapedGlyph]) {
        for var glyph in cached {
            glyph.cluster += Int32(offset)
            glyph.font = fontIndex
            glyphs.append(glyph)
        }
    }

    /// The built-in bitmap font has no tables to shape with: one glyph per scalar, its
    /// character cell (or the replacement box).
    private func shapeBuiltin(
        _ scalars: [UInt32], range: Range<Int>, font: Font, fontIndex: UInt8, into glyphs: inout [ShapedGlyph]
    ) {
        // Default-ignorable characters (joiners, directional marks and isolates, variation
        // selectors) take no room and no box, as HarfBuzz hides them.
        for index in range where !RunShaper.isDefaultIgnorable(scalars[index]) {
            let scalar = Unicode.Scalar(scalars[index]) ?? "\u{FFFD}"
            let glyph = font.unlockedGlyphIndex(for: scalar) ?? GlyphCache.replacementGlyph
            glyphs.append(
                ShapedGlyph(
                    glyph: glyph, cluster: Int32(index), advance64: Int32(clamping: font.advance64(glyph)),
                    xOffset64: 0, yOffset64: 0, font: fontIndex, isUnsafeToBreak: false))
        }
    }
}

extension RunShaper {
    /// Whether `value` is drawn as nothing: the format characters the built-in font has no
    /// glyph for and HarfBuzz would hide.
    static func isDefaultIgnorable(_ value: UInt32) -> Bool {
        switch value {
        case 0x00AD, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF: return true
        default: return false
        }
    }
}

/// A HarfBuzz buffer owned by a Swift object: freed with it.
final class HarfBuzzBuffer {
    let handle: OpaquePointer

    init() { handle = hb_buffer_create() }

    deinit { hb_buffer_destroy(handle) }
}
