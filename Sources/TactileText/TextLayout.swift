import TactileSystem

/// Text broken into lines and glyphs placed on them, ready to measure or draw.
///
/// Input is UTF-8 (a `String`, or raw bytes where invalid sequences show as U+FFFD). Explicit
/// newlines (`\n`, `\r\n`, `\r`) start new paragraphs. Lines wrap at spaces; spaces at a wrap
/// hang past the line's end and are not part of its width. A tab takes the room of a space;
/// other control characters take none. Positions are in 1/64 pixel (FreeType's 26.6),
/// unhinted, with kerning; baselines fall on whole pixels.
public struct TextLayout {
    /// One glyph placed on a line.
    public struct Glyph {
        /// The glyph number in `fonts[fontIndex]`, or `GlyphCache.replacementGlyph`.
        public let glyph: UInt32
        /// The character it stands for.
        public let scalar: Unicode.Scalar
        /// Pen position from the line's start, in 1/64 pixel.
        let x64: Int32
        /// Which of the layout's `fonts` draws it: 0 for the layout's font, then its fallbacks.
        let font: UInt8

        /// Which of the layout's `fonts` draws the glyph (0: the layout's font).
        public var fontIndex: Int { Int(font) }
        /// Pen position from the line's start, in pixels.
        public var x: Double { Double(x64) / 64 }
    }

    /// One line of glyphs.
    public struct Line {
        /// The line's glyphs in text order, each placed by its pen position (`Glyph.x`).
        public internal(set) var glyphs: [Glyph]
        /// Offset of the line's start from the layout's left edge (alignment), in 1/64 pixel.
        var x64: Int
        /// The advance width of the glyphs, trailing spaces excluded, in 1/64 pixel.
        var width64: Int
        /// Pixels from the layout's top to this line's baseline.
        public internal(set) var baseline: Int
        /// Whether the line ends in an ellipsis standing for text cut off.
        public internal(set) var isTruncated: Bool

        /// Offset of the line's start from the layout's left edge, in pixels.
        public var x: Double { Double(x64) / 64 }
        /// The advance width of the line (without trailing spaces), in pixels.
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
    /// The shaped characters and the line pieces of the last layout: kept by `relayout` to be
    /// reused, empty otherwise.
    private var characters: [ShapedCharacter] = []
    private var pieces: [LinePiece] = []

    /// Whether any line was cut short with an ellipsis.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }

    /// The size the text needs, in pixels.
    public var size: (width: Double, height: Double) { (width, height) }

    /// Lays out `text` in `font`.
    ///
    /// - Parameters:
    ///   - text: what to lay out; `\n` starts a new paragraph.
    ///   - font: the font of every line.
    ///   - width: the width to wrap, truncate and align within; nil (or NaN) for unbounded lines
    ///     (then alignment is relative to the widest line).
    ///   - alignment: where shorter lines sit.
    ///   - lineBreakMode: wrap at spaces, or one line per paragraph truncated or clipped.
    ///   - maximumLines: the most lines to keep (0: no limit); the last kept line ends in "…"
    ///     when text was dropped.
    @inline(never)
    public init(
        _ text: String, font: Font, width: Double? = nil, alignment: TextAlignment = .leading,
        lineBreakMode: LineBreakMode = .byWordWrapping, maximumLines: Int = 0
    ) {
        // Never inlined, nor are init(utf8:) and relayout: a module inlining one of them would
        // call this module's specialization of the private layOut (for String's bytes), which
        // Embedded Swift refuses to link ("function has wrong linkage").
        self.init(
            utf8: text.utf8, font: font, width: width, alignment: alignment,
            lineBreakMode: lineBreakMode, maximumLines: maximumLines)
    }

    /// Lays out UTF-8 bytes (see `init(_:font:width:alignment:lineBreakMode:maximumLines:)`);
    /// invalid sequences become U+FFFD.
    @inline(never)
    public init<Bytes: Collection>(
        utf8 bytes: Bytes, font: Font, width: Double? = nil,
        alignment: TextAlignment = .leading,
        lineBreakMode: LineBreakMode = .byWordWrapping,
        maximumLines: Int = 0
    ) where Bytes.Element == UInt8 {
        chain = font.fallbackChain
        layOut(
            bytes, font: font, width: width, alignment: alignment, lineBreakMode: lineBreakMode,
            maximumLines: maximumLines)
        // A layout made once keeps only its lines.
        characters = []
        pieces = []
    }

    /// Lays `text` out again in this layout, as `init(_:font:width:alignment:lineBreakMode:maximumLines:)`
    /// would, reusing its arrays: once they have grown to the text's size, laying out allocates
    /// nothing. For a view drawing changing text frame after frame (a label of a reused cell).
    @inline(never)  // see init(_:font:width:alignment:lineBreakMode:maximumLines:)
    public mutating func relayout(
        _ text: String, font: Font, width: Double? = nil,
        alignment: TextAlignment = .leading,
        lineBreakMode: LineBreakMode = .byWordWrapping, maximumLines: Int = 0
    ) {
        chain = font.fallbackChain
        layOut(
            text.utf8, font: font, width: width, alignment: alignment, lineBreakMode: lineBreakMode,
            maximumLines: maximumLines)
    }

    private mutating func layOut<Bytes: Collection>(
        _ bytes: Bytes, font: Font, width: Double?,
        alignment: TextAlignment, lineBreakMode: LineBreakMode,
        maximumLines: Int
    ) where Bytes.Element == UInt8 {
        // FreeType faces and the fonts' metric tables are shared by every thread drawing text.
        font.library.lock.lock()
        defer { font.library.lock.unlock() }
        // In 26.6 fixed point, held to ±2^31 (an Int on 32-bit ARM): wider than any line, and a
        // width such as 1e9 ("unbounded") does not overflow. A width that is not a number
        // (NaN, from arithmetic gone wrong upstream) bounds nothing.
        let limit64: Int? = width.flatMap { $0.isNaN ? nil : Int(Swift.min(Swift.max(($0 * 64).rounded(.down), -0x7FFF_FFFF), 0x7FFF_FFFF)) }
        // The arrays move into the builder and back, so each stays uniquely referenced (emptied in
        // place, keeping its capacity).
        var builder = LineBuilder(
            fonts: chain, limit64: limit64, mode: lineBreakMode,
            reusing: TextLayout.take(&characters), pieces: TextLayout.take(&pieces))
        builder.reserveCapacity(bytes.count)
        var afterCarriageReturn = false
        var sawScalar = false
        UTF8Decoding.forEachScalar(bytes) { scalar in
            sawScalar = true
            if scalar == "\n" && afterCarriageReturn {
                afterCarriageReturn = false
                return
            }
            afterCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                builder.endParagraph()
            } else {
                builder.append(scalar)
            }
        }
        builder.endParagraph()
        // Empty text has no lines (a lone newline has two empty ones).
        if !sawScalar { builder.pieces.removeAll(keepingCapacity: true) }
        if maximumLines > 0, builder.pieces.count > maximumLines {
            builder.pieces.removeLast(builder.pieces.count - maximumLines)
            builder.pieces[builder.pieces.count - 1].needsEllipsis = true
        }
        // The lines at the left edge first, each refilling the glyph array of the line it
        // replaces; aligned once the widest is known.
        let count = builder.pieces.count
        if lines.count > count { lines.removeLast(lines.count - count) }
        var widest64 = 0
        for index in 0..<count {
            let piece = builder.pieces[index]
            let overflows = limit64.map { piece.width64 > $0 } ?? false
            let truncate = piece.needsEllipsis || (lineBreakMode == .byTruncatingTail && overflows)
            if index == lines.count {
                lines.append(Line(glyphs: [], x64: 0, width64: 0, baseline: 0, isTruncated: false))
            }
            lines[index].glyphs.removeAll(keepingCapacity: true)
            let width64 =
                truncate
                ? builder.placeTruncated(piece, into: &lines[index].glyphs)
                : builder.place(piece.range, into: &lines[index].glyphs)
            widest64 = max(widest64, width64)
            lines[index].x64 = 0
            lines[index].width64 = width64
            lines[index].baseline = (font.ascent64 + index * font.lineHeight64 + 32) >> 6
            lines[index].isTruncated = truncate
        }
        let boxWidth64 = limit64 ?? widest64
        if alignment != .leading {
            for index in lines.indices {
                let free = boxWidth64 - lines[index].width64
                guard free > 0 else { continue }
                lines[index].x64 = alignment == .center ? free / 2 : free
            }
        }
        characters = TextLayout.take(&builder.characters)
        pieces = TextLayout.take(&builder.pieces)
        self.width = Double(widest64) / 64
        self.height = Double(lines.count * font.lineHeight64) / 64
    }

    /// `array`, emptied in place (keeping its capacity), leaving an empty array behind: moved
    /// out without a second reference, so it can be refilled without a copy.
    private static func take<Element>(_ array: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        taken.removeAll(keepingCapacity: true)
        return taken
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

/// A character resolved to a font of the chain and a glyph, with its metrics in 1/64 pixel.
struct ShapedCharacter {
    var scalar: Unicode.Scalar
    var glyph: UInt32
    var advance64: Int32
    /// Kerning with the character before it in the same paragraph (0 across fonts).
    var kern64: Int32
    /// Index in the layout's font chain.
    var font: UInt8
    var isSpace: Bool { scalar == " " }
}

/// A line before placement: a run of the builder's shaped characters, and its width.
struct LinePiece {
    var range: Range<Int>
    var width64: Int
    var needsEllipsis = false
}

/// Shapes characters and breaks paragraphs into lines.
struct LineBuilder {
    /// The layout's font and its fallbacks.
    let fonts: FontChain
    let limit64: Int?
    let mode: LineBreakMode
    /// Every paragraph's shaped characters, one after another.
    var characters: [ShapedCharacter]
    /// The lines so far: runs of `characters`.
    var pieces: [LinePiece]
    /// Where the current paragraph starts in `characters`.
    private var paragraphStart = 0

    /// A builder filling `characters` and `pieces` (empty arrays, whose capacity it reuses).
    init(
        fonts: FontChain, limit64: Int?, mode: LineBreakMode, reusing characters: [ShapedCharacter] = [],
        pieces: [LinePiece] = []
    ) {
        self.fonts = fonts
        self.limit64 = limit64
        self.mode = mode
        self.characters = characters
        self.pieces = pieces
    }

    /// Room for `count` characters, so appending them allocates at most once.
    mutating func reserveCapacity(_ count: Int) {
        characters.reserveCapacity(count)
    }

    /// The first font of the chain with the scalar, or the replacement box of the first font.
    @inline(__always)
    func shape(_ scalar: Unicode.Scalar) -> ShapedCharacter {
        for index in fonts.indices {
            if let metrics = fonts[index].metrics(for: scalar) {
                return ShapedCharacter(
                    scalar: scalar, glyph: metrics.glyph, advance64: metrics.advance64,
                    kern64: 0, font: UInt8(index))
            }
        }
        let box = fonts[0].advance64(GlyphCache.replacementGlyph)
        return ShapedCharacter(
            scalar: scalar, glyph: GlyphCache.replacementGlyph, advance64: Int32(clamping: box),
            kern64: 0, font: 0)
    }

    /// Kerning between two shaped characters: only within one font.
    @inline(__always)
    func kern(_ left: ShapedCharacter, _ right: ShapedCharacter) -> Int32 {
        guard left.font == right.font, left.glyph != GlyphCache.replacementGlyph,
            right.glyph != GlyphCache.replacementGlyph
        else { return 0 }
        return Int32(clamping: fonts[Int(left.font)].kerning64(left.scalar, left.glyph, right.scalar, right.glyph))
    }

    /// Adds a character to the current paragraph.
    @inline(__always)
    mutating func append(_ scalar: Unicode.Scalar) {
        var scalar = scalar
        if scalar == "\t" { scalar = " " } else if scalar.value < 0x20 || scalar.value == 0x7F { return }
        var character = shape(scalar)
        // The previous character read into a local first: passing `characters[characters.count - 1]`
        // straight to `kern` copied the whole builder (its arrays retained and released) per character.
        if characters.count > paragraphStart, let previous = characters.last { character.kern64 = kern(previous, character) }
        characters.append(character)
    }

    /// The width of a run: advances plus the kerning inside it.
    static func width64(_ run: ArraySlice<ShapedCharacter>) -> Int {
        var pen = 0
        for index in run.indices {
            if index != run.startIndex { pen += Int(run[index].kern64) }
            pen += Int(run[index].advance64)
        }
        return pen
    }

    /// The run without its trailing spaces.
    static func trimmed(_ run: ArraySlice<ShapedCharacter>) -> ArraySlice<ShapedCharacter> {
        var end = run.endIndex
        while end > run.startIndex, run[end - 1].isSpace { end -= 1 }
        return run[run.startIndex..<end]
    }

    /// Adds the line of `characters[range]`, without its trailing spaces.
    mutating func emit(_ range: Range<Int>) {
        let content = LineBuilder.trimmed(characters[range])
        pieces.append(LinePiece(range: content.indices, width64: LineBuilder.width64(content)))
    }

    /// Breaks the current paragraph into lines.
    mutating func endParagraph() {
        let paragraphEnd = characters.count
        defer { paragraphStart = paragraphEnd }
        guard mode == .byWordWrapping, let limit = limit64 else {
            emit(paragraphStart..<paragraphEnd)
            return
        }
        var lineStart = paragraphStart
        var index = paragraphStart
        var pen = 0
        // Where the last space run before `index` on this line began and ended: a break there
        // ends the line at `breakEnd` and starts the next at `breakNext`.
        var breakEnd = -1
        var breakNext = -1
        while index < paragraphEnd {
            let character = characters[index]
            let step = (index > lineStart ? Int(character.kern64) : 0) + Int(character.advance64)
            if character.isSpace {
                if index > lineStart && !characters[index - 1].isSpace { breakEnd = index }
                pen += step
                index += 1
                if breakEnd > lineStart { breakNext = index }
                continue
            }
            if pen + step > limit && index > lineStart {
                if breakNext > lineStart {
                    emit(lineStart..<breakEnd)
                    lineStart = breakNext
                } else {
                    // A word wider than the whole line: break it between characters.
                    emit(lineStart..<index)
                    lineStart = index
                }
                index = lineStart
                pen = 0
                breakEnd = -1
                breakNext = -1
                continue
            }
            pen += step
            index += 1
        }
        emit(lineStart..<paragraphEnd)
    }

    /// Appends the placed glyphs of `characters[range]` to `glyphs`; returns their width.
    func place(_ range: Range<Int>, into glyphs: inout [TextLayout.Glyph]) -> Int {
        glyphs.reserveCapacity(glyphs.count + range.count)
        var pen = 0
        for index in range {
            placeGlyph(characters[index], isFirst: index == range.lowerBound, pen: &pen, to: &glyphs)
        }
        return pen
    }

    /// Places `character` at the pen (after its kerning, unless it starts the line) and moves
    /// the pen past it.
    @inline(__always)
    private func placeGlyph(
        _ character: ShapedCharacter, isFirst: Bool, pen: inout Int,
        to glyphs: inout [TextLayout.Glyph]
    ) {
        if !isFirst { pen += Int(character.kern64) }
        glyphs.append(
            TextLayout.Glyph(
                glyph: character.glyph, scalar: character.scalar,
                x64: Int32(truncatingIfNeeded: pen), font: character.font))
        pen += Int(character.advance64)
    }

    /// The ellipsis in the layout's font (or its fallbacks); three full stops when no font has "…".
    func ellipsis() -> [ShapedCharacter] {
        let character = shape("\u{2026}")
        if character.glyph != GlyphCache.replacementGlyph { return [character] }
        var stops = [shape("."), shape("."), shape(".")]
        stops[1].kern64 = kern(stops[0], stops[1])
        stops[2].kern64 = kern(stops[1], stops[2])
        return stops
    }

    /// Appends the glyphs of `piece` cut so that it and an ellipsis fit the width (the ellipsis
    /// alone when nothing else fits), ending in the ellipsis; returns their width.
    func placeTruncated(_ piece: LinePiece, into glyphs: inout [TextLayout.Glyph]) -> Int {
        let tail = ellipsis()
        let tailWidth = LineBuilder.width64(tail[...])
        var content = characters[piece.range]
        if let limit = limit64 {
            while !content.isEmpty {
                content = LineBuilder.trimmed(content)
                if content.isEmpty { break }
                let joined = LineBuilder.width64(content) + Int(kern(content.last!, tail[0])) + tailWidth
                if joined <= limit { break }
                content = content.dropLast()
            }
        }
        content = LineBuilder.trimmed(content)
        var first = tail[0]
        first.kern64 = content.last.map { kern($0, first) } ?? 0
        var pen = 0
        for index in content.indices {
            placeGlyph(content[index], isFirst: index == content.startIndex, pen: &pen, to: &glyphs)
        }
        placeGlyph(first, isFirst: content.isEmpty, pen: &pen, to: &glyphs)
        for character in tail.dropFirst() { placeGlyph(character, isFirst: false, pen: &pen, to: &glyphs) }
        return pen
    }
}
