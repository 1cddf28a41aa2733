import TactileSystem

/// Text broken into lines and glyphs placed on them, ready to measure or draw.
///
/// Input is UTF-8 (a `String`, or raw bytes where invalid sequences show as U+FFFD). Explicit
/// newlines (`\n`, `\r\n`, `\r`) start new paragraphs. Each character is drawn by the first
/// font of the font's fallback chain that has it (marks stay with their base); each paragraph
/// gets its direction and levels by the Unicode Bidirectional Algorithm (FriBidi); lines wrap
/// greedily at the opportunities of UAX #14 (libunibreak), and spaces at a wrap hang past the
/// line's end, outside it; every run of one level and one font is shaped by HarfBuzz (kerning,
/// ligatures, marks, joining and reordering), and a line's runs are put in visual order. A tab
/// takes the room of a space; other control characters take none. Positions are in 1/64 pixel
/// (FreeType's 26.6), unhinted; baselines fall on whole pixels.
public struct TextLayout {
    /// One glyph placed on a line.
    public struct Glyph {
        /// The glyph number in `fonts[fontIndex]`, or `GlyphCache.replacementGlyph`.
        public let glyph: UInt32
        /// Where the glyph is drawn from the line's start (its pen position plus HarfBuzz's x
        /// offset), in 1/64 pixel.
        let x64: Int32
        /// HarfBuzz's y offset (positive up), in 1/64 pixel.
        let y64: Int32
        /// How far the pen moves after the glyph, in 1/64 pixel.
        let advance64: Int32
        /// The UTF-8 offset in the text of the first character the glyph stands for.
        let cluster: Int32
        /// Which of the layout's `fonts` draws it: 0 for the layout's font, then its fallbacks.
        let font: UInt8

        /// Which of the layout's `fonts` draws the glyph (0: the layout's font).
        public var fontIndex: Int { Int(font) }
        /// Where the glyph is drawn from the line's start, in pixels.
        public var x: Double { Double(x64) / 64 }
        /// How far the glyph is raised from the baseline, in pixels.
        public var y: Double { Double(y64) / 64 }
        /// How far the pen moves after the glyph, in pixels.
        public var advance: Double { Double(advance64) / 64 }
        /// The UTF-8 offset in the text of the first character the glyph stands for (HarfBuzz's
        /// cluster).
        public var utf8Offset: Int { Int(cluster) }
    }

    /// One line of glyphs.
    public struct Line {
        /// The line's glyphs in visual order, left to right.
        public internal(set) var glyphs: [Glyph]
        /// Offset of the line's left end from the layout's left edge (alignment), in 1/64 pixel.
        var x64: Int
        /// The advance width of the glyphs, in 1/64 pixel.
        var width64: Int
        /// Pixels from the layout's top to this line's baseline.
        public internal(set) var baseline: Int
        /// Whether the line ends in an ellipsis standing for text cut off.
        public internal(set) var isTruncated: Bool
        /// The UTF-8 offsets in the text of the characters the line draws (spaces hanging at a
        /// wrap, and text cut off, excluded).
        public internal(set) var utf8Range: Range<Int>
        /// Whether the line's paragraph runs right to left.
        public internal(set) var isRightToLeft: Bool

        /// Offset of the line's left end from the layout's left edge, in pixels.
        public var x: Double { Double(x64) / 64 }
        /// The advance width of the line, in pixels.
        public var width: Double { Double(width64) / 64 }
    }

    /// The font the text was laid out with.
    public var font: Font { chain.primary }
    /// The font and its fallbacks, as `Glyph.fontIndex` numbers them.
    public var fonts: [Font] { [chain.primary] + chain.fallbacks }
    private(set) var chain: FontChain
    /// The lines, top to bottom.
    public private(set) var lines: [Line] = []
    /// The width the text needs: its widest line, in pixels.
    public private(set) var width: Double = 0
    /// The height the text needs: the number of lines times the font's line height.
    public private(set) var height: Double = 0
    /// The shaper of the last layout, with its arrays: kept by `relayout` to be reused, nil
    /// otherwise.
    private var shaper: TextShaper?

    /// Whether any line was cut short with an ellipsis.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }

    /// The size the text needs, in pixels.
    public var size: (width: Double, height: Double) { (width, height) }

    /// Lays out `text` in `font`.
    ///
    /// - Parameters:
    ///   - text: what to lay out; `\n` starts a new paragraph.
    ///   - font: the font of every line, with its fallbacks.
    ///   - width: the width to wrap, truncate and align within; nil (or NaN) for unbounded lines
    ///     (then alignment is relative to the widest line).
    ///   - alignment: where shorter lines sit.
    ///   - lineBreakMode: wrap at break opportunities, or one line per paragraph truncated or
    ///     clipped.
    ///   - maximumLines: the most lines to keep (0: no limit); the last kept line ends in "…"
    ///     when text was dropped.
    ///   - writingDirection: each paragraph's direction, or `.natural` for its first strong
    ///     character's.
    ///   - defaultDirection: the direction of a `.natural` paragraph with no strong character
    ///     (a view passes its layout direction).
    ///   - language: a BCP 47 tag (such as "ar" or "ja") for shaping and line breaking, or nil.
    @inline(never)
    public init(
        _ text: String, font: Font, width: Double? = nil, alignment: TextAlignment = .leading,
        lineBreakMode: LineBreakMode = .byWordWrapping, maximumLines: Int = 0,
        writingDirection: WritingDirection = .natural, defaultDirection: WritingDirection = .leftToRight,
        language: String? = nil
    ) {
        // Never inlined, nor are init(utf8:) and relayout: a module inlining one of them would
        // call this module's specialization of the private layOut (for String's bytes), which
        // Embedded Swift refuses to link ("function has wrong linkage").
        self.init(
            utf8: text.utf8, font: font, width: width, alignment: alignment,
            lineBreakMode: lineBreakMode, maximumLines: maximumLines, writingDirection: writingDirection,
            defaultDirection: defaultDirection, language: language)
    }

    /// Lays out UTF-8 bytes (see `init(_:font:width:alignment:lineBreakMode:maximumLines:writingDirection:defaultDirection:language:)`);
    /// invalid sequences become U+FFFD.
    @inline(never)
    public init<Bytes: Collection>(
        utf8 bytes: Bytes, font: Font, width: Double? = nil,
        alignment: TextAlignment = .leading,
        lineBreakMode: LineBreakMode = .byWordWrapping,
        maximumLines: Int = 0, writingDirection: WritingDirection = .natural,
        defaultDirection: WritingDirection = .leftToRight, language: String? = nil
    ) where Bytes.Element == UInt8 {
        chain = font.fallbackChain
        layOut(
            bytes, font: font, width: width, alignment: alignment, lineBreakMode: lineBreakMode,
            maximumLines: maximumLines, writingDirection: writingDirection, defaultDirection: defaultDirection,
            language: language)
        // A layout made once keeps only its lines.
        shaper = nil
    }

    /// Lays `text` out again in this layout, as `init(_:font:width:alignment:lineBreakMode:maximumLines:writingDirection:defaultDirection:language:)`
    /// would, reusing its arrays: once they have grown to the text's size, laying out allocates
    /// little. For a view drawing changing text frame after frame (a label of a reused cell).
    @inline(never)  // see init(_:font:...)
    public mutating func relayout(
        _ text: String, font: Font, width: Double? = nil,
        alignment: TextAlignment = .leading,
        lineBreakMode: LineBreakMode = .byWordWrapping, maximumLines: Int = 0,
        writingDirection: WritingDirection = .natural, defaultDirection: WritingDirection = .leftToRight,
        language: String? = nil
    ) {
        chain = font.fallbackChain
        layOut(
            text.utf8, font: font, width: width, alignment: alignment, lineBreakMode: lineBreakMode,
            maximumLines: maximumLines, writingDirection: writingDirection, defaultDirection: defaultDirection,
            language: language)
    }

    private mutating func layOut<Bytes: Collection>(
        _ bytes: Bytes, font: Font, width: Double?,
        alignment: TextAlignment, lineBreakMode: LineBreakMode,
        maximumLines: Int, writingDirection: WritingDirection, defaultDirection: WritingDirection,
        language: String?
    ) where Bytes.Element == UInt8 {
        // FreeType faces, HarfBuzz's buffer and the fonts' tables are shared by every thread
        // drawing text.
        font.library.lock.lock()
        defer { font.library.lock.unlock() }
        // In 26.6 fixed point, held to 0...2^30 (an Int on 32-bit ARM has room to spare for
        // sums with it): wider than any line, and a width such as 1e9 ("unbounded") or -1e300
        // does not overflow; a negative width holds a cluster per line, as zero does. A width that is not a number
        // (NaN, from arithmetic gone wrong upstream) bounds nothing.
        let limit64: Int? = width.flatMap { $0.isNaN ? nil : Int(Swift.min(Swift.max(($0 * 64).rounded(.down), 0), 0x3FFF_FFFF)) }
        var shaper = self.shaper ?? TextShaper(fonts: chain, buffer: font.library.shapingBuffer, cache: font.library.shapingCache)
        self.shaper = nil  // moved out: the only reference to its arrays while it works
        shaper.begin(fonts: chain, language: language)
        shaper.read(bytes)
        shaper.breakLines(
            limit64: limit64, wrap: lineBreakMode == .byWordWrapping, direction: writingDirection,
            defaultRightToLeft: defaultDirection == .rightToLeft)
        if maximumLines > 0, shaper.spans.count > maximumLines {
            shaper.keepSpans(maximumLines)
            shaper.markEllipsis(maximumLines - 1)
        }
        let count = shaper.spans.count
        if lines.count > count { lines.removeLast(lines.count - count) }
        var widest64 = 0
        for index in 0..<count {
            if index == lines.count {
                lines.append(Line(glyphs: [], x64: 0, width64: 0, baseline: 0, isTruncated: false, utf8Range: 0..<0, isRightToLeft: false))
            }
            let span = shaper.spans[index]
            var placed = shaper.place(index, ellipsisLimit64: span.needsEllipsis ? limit64 ?? .max : nil, into: &lines[index].glyphs)
            var truncated = span.needsEllipsis
            if !truncated, lineBreakMode == .byTruncatingTail, let limit64, placed.width64 > limit64 {
                placed = shaper.place(index, ellipsisLimit64: limit64, into: &lines[index].glyphs)
                truncated = true
            }
            widest64 = max(widest64, placed.width64)
            lines[index].x64 = 0
            lines[index].width64 = placed.width64
            lines[index].baseline = (font.ascent64 + index * font.lineHeight64 + 32) >> 6
            lines[index].isTruncated = truncated
            lines[index].utf8Range = shaper.byteOffsets[span.start]..<shaper.byteOffsets[placed.end]
            lines[index].isRightToLeft = shaper.paragraphs[span.paragraph].isRightToLeft
        }
        let boxWidth64 = limit64 ?? widest64
        for index in lines.indices {
            let free = boxWidth64 &- lines[index].width64
            let rightToLeft = lines[index].isRightToLeft
            // A right-to-left line wider than the box keeps its start, the right end, in view.
            guard free > 0 else {
                if rightToLeft && free < 0 && alignment != .left { lines[index].x64 = free }
                continue
            }
            switch alignment {
            case .leading: lines[index].x64 = rightToLeft ? free : 0
            case .trailing: lines[index].x64 = rightToLeft ? 0 : free
            case .center: lines[index].x64 = free / 2
            case .left: lines[index].x64 = 0
            case .right: lines[index].x64 = free
            }
        }
        self.shaper = shaper
        self.width = Double(widest64) / 64
        self.height = Double(lines.count * font.lineHeight64) / 64
    }
}

extension Font {
    /// The size `text` needs in this font when wrapped to `width` (nil: no wrapping), in pixels:
    /// the widest line and the height of all lines.
    public func measure(
        _ text: String, width: Double? = nil, lineBreakMode: LineBreakMode = .byWordWrapping,
        maximumLines: Int = 0
    ) -> (width: Double, height: Double) {
        TextLayout(
            text, font: self, width: width, lineBreakMode: lineBreakMode,
            maximumLines: maximumLines
        ).size
    }
}
