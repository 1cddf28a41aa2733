import CTactileHarfBuzz

/// Turns text into lines of placed glyphs: each character given the first font of the chain
/// that has it, paragraphs given their bidirectional levels (FriBidi), broken greedily at the
/// opportunities of UAX #14 (libunibreak), and each run of one level and one font shaped by
/// HarfBuzz, then the runs of every line put in visual order.
///
/// Its arrays cover the whole text and are kept from one layout to the next (see
/// `TextLayout.relayout`), so laying out text of a size seen before allocates little.
final class TextShaper {
    /// What stands for a control character: default-ignorable, so HarfBuzz gives it no ink and
    /// no advance.
    static let invisible: UInt32 = 0x200B
    /// The horizontal ellipsis ending a truncated line.
    static let ellipsis: UInt32 = 0x2026

    /// One line of a paragraph: scalars `start..<end` are drawn, the next line starts at `next`
    /// (after the spaces a wrap leaves hanging).
    struct Span {
        var start: Int
        var end: Int
        var next: Int
        var paragraph: Int
        var needsEllipsis = false
    }

    /// A paragraph: its scalars and its direction.
    struct Paragraph {
        var range: Range<Int>
        var isRightToLeft: Bool
    }

    var fonts: FontChain
    private var shaper: RunShaper
    private var language: OpaquePointer?
    private var languageTag: String?

    private(set) var scalars: [UInt32] = []
    /// The UTF-8 offset of each scalar, and of the text's end.
    private(set) var byteOffsets: [Int] = []
    private var fontOfScalar: [UInt8] = []
    private var bidi = BidiLevels()
    private var breaks = LineBreakOpportunities()
    private(set) var paragraphs: [Paragraph] = []
    private(set) var spans: [Span] = []
    /// Advances by the scalar starting each cluster (paragraph shaping, to measure lines).
    private var scalarAdvance: [Int] = []
    /// Whether a scalar starts a cluster, where a word too long for a line may break.
    private var clusterStart: [Bool] = []
    private var shaped: [ShapedGlyph] = []
    private var positions: [Int] = []
    private var runs: [(range: Range<Int>, visual: Int)] = []

    init(fonts: FontChain, buffer: HarfBuzzBuffer) {
        self.fonts = fonts
        shaper = RunShaper(buffer: buffer)
    }

    /// Starts a layout of new text in `fonts` for `language` (a BCP 47 tag, or nil).
    func begin(fonts: FontChain, language tag: String?) {
        self.fonts = fonts
        if tag != languageTag {
            languageTag = tag
            language = tag.map { hb_language_from_string($0, -1) }
        }
        scalars.removeAll(keepingCapacity: true)
        byteOffsets.removeAll(keepingCapacity: true)
        paragraphs.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
    }

    /// Reads UTF-8 `bytes` (invalid sequences become U+FFFD) into scalars and paragraphs:
    /// `\n`, `\r\n` and `\r` end paragraphs. A tab becomes a space; other control characters
    /// become invisible.
    func read<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        scalars.reserveCapacity(bytes.count)
        byteOffsets.reserveCapacity(bytes.count + 1)
        var paragraphStart = 0
        var afterCarriageReturn = false
        var sawScalar = false
        UTF8Decoding.forEachScalarWithOffset(bytes) { scalar, offset in
            sawScalar = true
            let value = scalar.value
            defer { afterCarriageReturn = value == 0x0D }
            if value == 0x0A && afterCarriageReturn {
                // The second half of "\r\n": part of the separator already counted.
                scalars.append(value)
                byteOffsets.append(offset)
                paragraphStart = scalars.count
                return
            }
            if value == 0x0A || value == 0x0D {
                paragraphs.append(Paragraph(range: paragraphStart..<scalars.count, isRightToLeft: false))
                scalars.append(value)
                byteOffsets.append(offset)
                paragraphStart = scalars.count
                return
            }
            scalars.append(value == 0x09 ? 0x20 : value < 0x20 || value == 0x7F ? TextShaper.invisible : value)
            byteOffsets.append(offset)
        }
        byteOffsets.append(bytes.count)
        // Empty text has no paragraph; a lone newline has two empty ones.
        if sawScalar { paragraphs.append(Paragraph(range: paragraphStart..<scalars.count, isRightToLeft: false)) }
    }

    /// Gives each scalar its font, finds the bidirectional levels and the break opportunities,
    /// and breaks each paragraph into spans: greedy lines of `limit64` (1/64 pixel) when
    /// wrapping, else one line per paragraph.
    func breakLines(limit64: Int?, wrap: Bool, direction: WritingDirection, defaultRightToLeft: Bool) {
        assignFonts()
        bidi.reset(count: scalars.count)
        for index in paragraphs.indices {
            paragraphs[index].isRightToLeft = bidi.analyze(
                scalars, range: paragraphs[index].range, direction: direction, defaultRightToLeft: defaultRightToLeft)
        }
        guard wrap, let limit64 else {
            for (index, paragraph) in paragraphs.enumerated() {
                spans.append(
                    Span(start: paragraph.range.lowerBound, end: paragraph.range.upperBound, next: paragraph.range.upperBound, paragraph: index))
            }
            return
        }
        breaks.find(in: scalars, language: languageTag)
        for (index, paragraph) in paragraphs.enumerated() {
            wrapParagraph(paragraph.range, index: index, limit64: limit64)
        }
    }

    /// Whether a scalar stays in the font of the one before it: marks, the zero-width joiner
    /// and variation selectors belong with their base.
    private static func followsBase(_ value: UInt32) -> Bool {
        if value == 0x200D || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) { return true }
        guard value >= 0x300 else { return false }
        switch hb_unicode_general_category(hb_unicode_funcs_get_default(), value) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
            HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK:
            return true
        default: return false
        }
    }

    /// Each scalar's font: the first of the chain that has it (the first font when none has);
    /// marks, ZWJ and variation selectors take their base's.
    private func assignFonts() {
        fontOfScalar.removeAll(keepingCapacity: true)
        fontOfScalar.reserveCapacity(scalars.count)
        var previous: UInt8 = 0
        var paragraphStart = true
        for value in scalars {
            if value == 0x0A || value == 0x0D {
                fontOfScalar.append(previous)
                paragraphStart = true
                continue
            }
            var chosen: UInt8 = 0
            if !paragraphStart && TextShaper.followsBase(value) {
                chosen = previous
            } else if value == TextShaper.invisible {
                chosen = paragraphStart ? 0 : previous
            } else if let scalar = Unicode.Scalar(value) {
                for index in fonts.indices where fonts[index].covers(scalar) {
                    chosen = UInt8(index)
                    break
                }
            }
            fontOfScalar.append(chosen)
            previous = chosen
            paragraphStart = false
        }
    }

    /// Whether a scalar is white space that hangs past a line's end when the line wraps there.
    private static func isSpace(_ value: UInt32) -> Bool {
        value == 0x20 || value == 0x3000 || value == 0x1680 || value == 0x205F || value == TextShaper.invisible
            || (0x2000...0x200A).contains(value) && value != 0x2007
    }

    /// `end`, moved back over the spaces before it (not before `start`).
    private func trimmed(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, TextShaper.isSpace(scalars[end - 1]) { end -= 1 }
        return end
    }

    /// Calls `body` with each run of `range`: scalars of one level and one font.
    private func forEachRun(in range: Range<Int>, _ body: (Range<Int>) -> Void) {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start + 1
            while end < range.upperBound, bidi.level(at: end) == bidi.level(at: start), fontOfScalar[end] == fontOfScalar[start] {
                end += 1
            }
            body(start..<end)
            start = end
        }
    }

    /// Shapes `range` run by run in logical order into `shaped`.
    private func shapeLogically(_ range: Range<Int>) {
        shaped.removeAll(keepingCapacity: true)
        forEachRun(in: range) { run in
            let font = fontOfScalar[run.lowerBound]
            shaper.shape(scalars, range: run, font: fonts[Int(font)], fontIndex: font, language: language, into: &shaped)
        }
    }

    /// The advance width of `range` shaped on its own, in 1/64 pixel.
    private func exactWidth(_ range: Range<Int>) -> Int {
        shapeLogically(range)
        return shaped.reduce(0) { $0 + Int($1.advance64) }
    }

    /// Measures every cluster of the paragraph (shaped whole) into `scalarAdvance` and
    /// `clusterStart`.
    private func measureClusters(_ range: Range<Int>) {
        let count = scalars.count
        if scalarAdvance.count != count {
            scalarAdvance = [Int](repeating: 0, count: count)
            clusterStart = [Bool](repeating: false, count: count)
        }
        for index in range {
            scalarAdvance[index] = 0
            clusterStart[index] = false
        }
        shapeLogically(range)
        for glyph in shaped {
            let cluster = Int(glyph.cluster)
            guard range.contains(cluster) else { continue }
            scalarAdvance[cluster] += Int(glyph.advance64)
            clusterStart[cluster] = true
        }
    }

    /// Breaks a paragraph into lines as long as fit `limit64`, each ending at a break
    /// opportunity; a word wider than a line breaks between clusters.
    private func wrapParagraph(_ range: Range<Int>, index paragraph: Int, limit64: Int) {
        guard !range.isEmpty else {
            spans.append(Span(start: range.lowerBound, end: range.lowerBound, next: range.lowerBound, paragraph: paragraph))
            return
        }
        measureClusters(range)
        var start = range.lowerBound
        while start < range.upperBound {
            // The last opportunity whose line fits, by the measured clusters.
            var best: (end: Int, next: Int)?
            var pen = 0
            var index = start
            var widths: [(end: Int, next: Int, width: Int)] = []
            while index < range.upperBound {
                pen += scalarAdvance[index]
                let last = index + 1 == range.upperBound
                if last || breaks.allowsBreak(after: index) {
                    let end = trimmed(start, index + 1)
                    var width = pen
                    for hanging in end..<(index + 1) { width -= scalarAdvance[hanging] }
                    if width > limit64 && end > start { break }
                    widths.append((end, index + 1, width))
                    best = (end, index + 1)
                    if last || breaks.requiresBreak(after: index) { break }
                }
                index += 1
            }
            // Kerning or joining across a break can differ from the paragraph's shaping: a line
            // measured within two pixels of the limit is shaped alone, and shortened if needed.
            while let candidate = widths.last, widths.count > 1, candidate.width > limit64 - 128,
                exactWidth(start..<candidate.end) > limit64
            {
                widths.removeLast()
                best = (widths.last!.end, widths.last!.next)
            }
            if let found = best, found.end > start || found.next > start {
                spans.append(Span(start: start, end: found.end, next: found.next, paragraph: paragraph))
                start = found.next
                continue
            }
            // Not even the first word fits: as many clusters as fit, at least one.
            var end = start + 1
            while end < range.upperBound, !clusterStart[end] { end += 1 }
            var width = 0
            for scalar in start..<end { width += scalarAdvance[scalar] }
            while end < range.upperBound {
                var next = end + 1
                while next < range.upperBound, !clusterStart[next] { next += 1 }
                var added = 0
                for scalar in end..<next { added += scalarAdvance[scalar] }
                if width + added > limit64 { break }
                width += added
                end = next
            }
            spans.append(Span(start: start, end: end, next: end, paragraph: paragraph))
            start = end
        }
    }

    /// Marks the span at `index` to end in an ellipsis.
    func markEllipsis(_ index: Int) { spans[index].needsEllipsis = true }

    /// Keeps the first `count` spans.
    func keepSpans(_ count: Int) { spans.removeLast(spans.count - count) }

    /// Places the glyphs of the span at `index` left to right into `glyphs`, in visual order;
    /// with `ellipsisLimit64`, the span is cut so that it and an ellipsis fit that width, the
    /// ellipsis at its end (on the left of a right-to-left paragraph). Returns the line's width
    /// and the scalars drawn.
    func place(_ index: Int, ellipsisLimit64: Int?, into glyphs: inout [TextLayout.Glyph]) -> (width64: Int, end: Int) {
        let span = spans[index]
        let rightToLeft = paragraphs[span.paragraph].isRightToLeft
        var end = span.end
        var tail: [ShapedGlyph] = []
        if let limit = ellipsisLimit64 {
            tail = shapeEllipsis()
            let tailWidth = tail.reduce(0) { $0 + Int($1.advance64) }
            end = fittingEnd(span.start, span.end, limit64: limit - tailWidth)
        }
        glyphs.removeAll(keepingCapacity: true)
        var pen = 0
        let ellipsisCluster = Int32(truncatingIfNeeded: byteOffsets[end])
        if rightToLeft { append(tail, cluster: ellipsisCluster, pen: &pen, to: &glyphs) }
        placeVisually(span.start..<end, rightToLeft: rightToLeft, pen: &pen, to: &glyphs)
        if !rightToLeft { append(tail, cluster: ellipsisCluster, pen: &pen, to: &glyphs) }
        return (pen, end)
    }

    /// The shaped ellipsis: "…" in the first font that has it, else three full stops.
    private func shapeEllipsis() -> [ShapedGlyph] {
        var tail: [ShapedGlyph] = []
        let ellipsis = Unicode.Scalar(TextShaper.ellipsis)!
        for index in fonts.indices where fonts[index].covers(ellipsis) {
            shaper.shape([TextShaper.ellipsis], range: 0..<1, font: fonts[index], fontIndex: UInt8(index), language: language, into: &tail)
            return tail
        }
        shaper.shape([0x2E, 0x2E, 0x2E], range: 0..<3, font: fonts[0], fontIndex: 0, language: language, into: &tail)
        return tail
    }

    /// The end of the longest start of `start..<end` (at a cluster, without trailing spaces)
    /// whose width is at most `limit64`; `start` when none fits.
    private func fittingEnd(_ start: Int, _ end: Int, limit64: Int) -> Int {
        guard end > start else { return start }
        if exactWidth(start..<trimmed(start, end)) <= limit64 { return trimmed(start, end) }
        measureClusters(start..<end)
        var fitting = start, width = 0, candidate = start
        while candidate < end {
            var next = candidate + 1
            while next < end, !clusterStart[next] { next += 1 }
            for scalar in candidate..<next { width += scalarAdvance[scalar] }
            if width > limit64 { break }
            candidate = next
            if !TextShaper.isSpace(scalars[candidate - 1]) { fitting = candidate }
        }
        // Shaped alone the cut text may be wider (a ligature broken, kerning): shorten it.
        while fitting > start, exactWidth(start..<fitting) > limit64 {
            fitting -= 1
            while fitting > start, !clusterStart[fitting] { fitting -= 1 }
            fitting = trimmed(start, fitting)
        }
        return fitting
    }

    /// Appends glyphs (the ellipsis) at the pen, each with `cluster` as its UTF-8 offset.
    private func append(_ tail: [ShapedGlyph], cluster: Int32, pen: inout Int, to glyphs: inout [TextLayout.Glyph]) {
        for glyph in tail {
            glyphs.append(
                TextLayout.Glyph(
                    glyph: glyph.glyph, x64: Int32(truncatingIfNeeded: pen + Int(glyph.xOffset64)), y64: glyph.yOffset64,
                    advance64: glyph.advance64, cluster: cluster, font: glyph.font))
            pen += Int(glyph.advance64)
        }
    }

    /// Reorders the line `range` (FriBidi, rules L1 and L2), shapes each of its runs and
    /// appends their glyphs left to right.
    private func placeVisually(_ range: Range<Int>, rightToLeft: Bool, pen: inout Int, to glyphs: inout [TextLayout.Glyph]) {
        guard !range.isEmpty else { return }
        bidi.reorderLine(range, rightToLeft: rightToLeft, positions: &positions)
        runs.removeAll(keepingCapacity: true)
        let start = range.lowerBound
        forEachRun(in: range) { run in
            let visual = Swift.min(positions[run.lowerBound - start], positions[run.upperBound - 1 - start])
            runs.append((run, visual))
        }
        runs.sort { $0.visual < $1.visual }
        for run in runs {
            shaped.removeAll(keepingCapacity: true)
            let font = fontOfScalar[run.range.lowerBound]
            shaper.shape(scalars, range: run.range, font: fonts[Int(font)], fontIndex: font, language: language, into: &shaped)
            for glyph in shaped {
                glyphs.append(
                    TextLayout.Glyph(
                        glyph: glyph.glyph, x64: Int32(truncatingIfNeeded: pen + Int(glyph.xOffset64)),
                        y64: glyph.yOffset64, advance64: glyph.advance64,
                        cluster: Int32(truncatingIfNeeded: byteOffsets[Int(glyph.cluster)]), font: glyph.font))
                pen += Int(glyph.advance64)
            }
        }
    }
}
