import CTactileHarfBuzz

/// Turns text into lines of placed glyphs: each character given the first font of the chain
/// that has it, paragraphs given their bidirectional levels (FriBidi), broken greedily at the
/// opportunities of UAX #14 (libunibreak), and each run of one level and one font shaped by
/// HarfBuzz, then the runs of every line put in visual order.
///
/// Its arrays cover the whole text and are kept from one layout to the next (see
/// `TextLayout.relayout`), so laying out text of a size seen before allocates little. A struct,
/// used as a local variable: its arrays are read in every loop, and a class's stored properties
/// would be checked for exclusive access at each read.
struct TextShaper {
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

    /// A run of the paragraph being broken, shaped whole: its glyphs in `paragraphGlyphs`.
    struct ShapedRun {
        var range: Range<Int>
        var glyphs: Range<Int>
        var level: Int8
        var font: UInt8
        /// HarfBuzz's script for the run (its first character of a real script).
        var script: UInt32
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
    /// The current paragraph shaped run by run in logical order, and its runs.
    private var paragraphGlyphs: [ShapedGlyph] = []
    private var paragraphRuns: [ShapedRun] = []
    /// The paragraph `paragraphGlyphs` holds (an empty range when none).
    private var shapedParagraph = 0..<0

    init(fonts: FontChain, buffer: HarfBuzzBuffer, cache: ShapingCache) {
        self.fonts = fonts
        shaper = RunShaper(buffer: buffer, cache: cache)
    }

    /// Starts a layout of new text in `fonts` for `language` (a BCP 47 tag, or nil).
    mutating func begin(fonts: FontChain, language tag: String?) {
        self.fonts = fonts
        if tag != languageTag {
            languageTag = tag
            language = tag.map { hb_language_from_string($0, -1) }
        }
        scalars.removeAll(keepingCapacity: true)
        byteOffsets.removeAll(keepingCapacity: true)
        paragraphs.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        shapedParagraph = 0..<0
    }

    /// Reads UTF-8 `bytes` (invalid sequences become U+FFFD) into scalars and paragraphs:
    /// `\n`, `\r\n` and `\r` end paragraphs. A tab becomes a space; other control characters
    /// become invisible.
    mutating func read<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
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
    mutating func breakLines(limit64: Int?, wrap: Bool, direction: WritingDirection, defaultRightToLeft: Bool) {
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
    private mutating func assignFonts() {
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

    /// The end of the run starting at `start` (scalars of one level and one font), at most `limit`.
    private func runEnd(from start: Int, limit: Int) -> Int {
        var end = start + 1
        while end < limit, bidi.level(at: end) == bidi.level(at: start), fontOfScalar[end] == fontOfScalar[start] {
            end += 1
        }
        return end
    }

    /// Shapes the paragraph `range` run by run, in logical order, into `paragraphGlyphs`
    /// (unless it is there already), and measures its clusters.
    private mutating func shapeParagraph(_ range: Range<Int>) {
        guard shapedParagraph != range || range.isEmpty else { return }
        shapedParagraph = range
        paragraphGlyphs.removeAll(keepingCapacity: true)
        paragraphRuns.removeAll(keepingCapacity: true)
        var start = range.lowerBound
        while start < range.upperBound {
            let run = start..<runEnd(from: start, limit: range.upperBound)
            let font = fontOfScalar[run.lowerBound]
            let first = paragraphGlyphs.count
            shaper.shape(scalars, range: run, font: fonts[Int(font)], fontIndex: font, language: language, into: &paragraphGlyphs)
            paragraphRuns.append(
                ShapedRun(
                    range: run, glyphs: first..<paragraphGlyphs.count, level: bidi.level(at: run.lowerBound), font: font,
                    script: TextShaper.script(of: scalars, run)))
            start = run.upperBound
        }
        let count = scalars.count
        if scalarAdvance.count != count {
            scalarAdvance = [Int](repeating: 0, count: count)
            clusterStart = [Bool](repeating: false, count: count)
        }
        for index in range {
            scalarAdvance[index] = 0
            clusterStart[index] = false
        }
        for glyph in paragraphGlyphs {
            let cluster = Int(glyph.cluster)
            guard range.contains(cluster) else { continue }
            scalarAdvance[cluster] &+= Int(glyph.advance64)
            clusterStart[cluster] = true
        }
    }

    /// HarfBuzz's script for `scalars[range]` as `hb_buffer_guess_segment_properties` finds it:
    /// that of the first character whose script is not Common, Inherited or Unknown.
    private static func script(of scalars: [UInt32], _ range: Range<Int>) -> UInt32 {
        let functions = hb_unicode_funcs_get_default()
        for index in range {
            let script = hb_unicode_script(functions, scalars[index])
            if script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN {
                return script.rawValue
            }
        }
        return HB_SCRIPT_INVALID.rawValue
    }

    /// Appends the glyphs of `range` (one level, one font, inside the paragraph last shaped)
    /// as HarfBuzz shapes it on its own: taken from the paragraph's shaping where HarfBuzz says
    /// the text may be cut there and the run's script is the same, shaped again otherwise.
    private mutating func appendRun(_ range: Range<Int>, level: Int8, into glyphs: inout [ShapedGlyph]) {
        let font = fontOfScalar[range.lowerBound]
        if let run = paragraphRun(containing: range.lowerBound),
            run.range.upperBound >= range.upperBound, run.level == level, run.font == font,
            isSafeCut(range.lowerBound, in: run), isSafeCut(range.upperBound, in: run),
            run.range == range || TextShaper.script(of: scalars, range) == run.script
        {
            glyphs.append(contentsOf: paragraphGlyphs[glyphRange(of: range, in: run)])
            return
        }
        shaper.shape(scalars, range: range, font: fonts[Int(font)], fontIndex: font, language: language, into: &glyphs)
    }

    /// The paragraph's run holding scalar `index`, found by halving (runs are in order).
    private func paragraphRun(containing index: Int) -> ShapedRun? {
        var low = 0, high = paragraphRuns.count
        while low < high {
            let middle = (low + high) / 2
            if paragraphRuns[middle].range.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < paragraphRuns.count && paragraphRuns[low].range.contains(index) ? paragraphRuns[low] : nil
    }

    /// Whether the run's glyphs can be cut before scalar `index`: at its ends, or at the start
    /// of a cluster none of whose glyphs is unsafe to break.
    private func isSafeCut(_ index: Int, in run: ShapedRun) -> Bool {
        if index == run.range.lowerBound || index == run.range.upperBound { return true }
        guard clusterStart[index] else { return false }
        return !paragraphGlyphs[glyphRange(of: index..<(index + 1), in: run)].contains { $0.isUnsafeToBreak }
    }

    /// The glyphs of `run` whose clusters lie in `range`: side by side, as HarfBuzz orders
    /// clusters one way through a run (rising left to right, falling right to left), found by
    /// halving.
    private func glyphRange(of range: Range<Int>, in run: ShapedRun) -> Range<Int> {
        let rising = run.glyphs.count < 2 || paragraphGlyphs[run.glyphs.lowerBound].cluster <= paragraphGlyphs[run.glyphs.upperBound - 1].cluster
        // The first glyph past the clusters before `bound` (rising) or at and after it (falling).
        func partition(_ bound: Int) -> Int {
            var low = run.glyphs.lowerBound, high = run.glyphs.upperBound
            while low < high {
                let middle = (low + high) / 2
                let cluster = Int(paragraphGlyphs[middle].cluster)
                if rising ? cluster < bound : cluster >= bound { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return rising ? partition(range.lowerBound)..<partition(range.upperBound) : partition(range.upperBound)..<partition(range.lowerBound)
    }

    /// The advance width of `range` shaped as a line of its own, in 1/64 pixel.
    private mutating func exactWidth(_ range: Range<Int>) -> Int {
        var glyphs = TextShaper.take(&shaped)
        var start = range.lowerBound
        while start < range.upperBound {
            let end = runEnd(from: start, limit: range.upperBound)
            appendRun(start..<end, level: bidi.level(at: start), into: &glyphs)
            start = end
        }
        let width = glyphs.reduce(0) { $0 &+ Int($1.advance64) }
        shaped = glyphs
        return width
    }

    /// `array`, emptied in place (keeping its capacity), leaving an empty array behind: moved
    /// out of the shaper without a second reference, so it can be filled while the shaper is
    /// used.
    private static func take<Element>(_ array: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// Breaks a paragraph into lines as long as fit `limit64`, each ending at a break
    /// opportunity; a word wider than a line breaks between clusters.
    private mutating func wrapParagraph(_ range: Range<Int>, index paragraph: Int, limit64: Int) {
        guard !range.isEmpty else {
            spans.append(Span(start: range.lowerBound, end: range.lowerBound, next: range.lowerBound, paragraph: paragraph))
            return
        }
        shapeParagraph(range)
        // A paragraph that fits needs no breaking (nor libunibreak), unless it holds a line
        // separator.
        var total = 0
        for index in range { total &+= scalarAdvance[index] }
        let separators = scalars[range].contains { $0 == 0x2028 || $0 == 0x0B || $0 == 0x0C || $0 == 0x85 }
        if total <= limit64 && !separators {
            spans.append(Span(start: range.lowerBound, end: range.upperBound, next: range.upperBound, paragraph: paragraph))
            return
        }
        breaks.find(in: scalars, range: range, language: languageTag)
        var start = range.lowerBound
        while start < range.upperBound {
            // The last opportunity whose line fits, by the measured clusters.
            var best: (end: Int, next: Int)?
            var bestWidth = 0
            var previous: (end: Int, next: Int)?
            var pen = 0
            var index = start
            while index < range.upperBound {
                pen &+= scalarAdvance[index]
                // Past the width inside a word with no opportunity yet: no later one fits.
                if best == nil && pen > limit64 && !TextShaper.isSpace(scalars[index]) && index > start { break }
                let last = index + 1 == range.upperBound
                if last || breaks.allowsBreak(after: index) {
                    let end = trimmed(start, index + 1)
                    var width = pen
                    for hanging in end..<(index + 1) { width -= scalarAdvance[hanging] }
                    if width > limit64 && end > start { break }
                    previous = best
                    best = (end, index + 1)
                    bestWidth = width
                    if last || breaks.requiresBreak(after: index) { break }
                }
                index += 1
            }
            // Kerning or joining across a break can differ from the paragraph's shaping: a line
            // measured within two pixels of the limit is shaped alone, and shortened if needed.
            if let found = best, let earlier = previous, bestWidth > limit64 - 128, exactWidth(start..<found.end) > limit64 {
                best = earlier
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
            for scalar in start..<end { width &+= scalarAdvance[scalar] }
            while end < range.upperBound {
                var next = end + 1
                while next < range.upperBound, !clusterStart[next] { next += 1 }
                var added = 0
                for scalar in end..<next { added &+= scalarAdvance[scalar] }
                if width &+ added > limit64 { break }
                width &+= added
                end = next
            }
            spans.append(Span(start: start, end: end, next: end, paragraph: paragraph))
            start = end
        }
    }

    /// Marks the span at `index` to end in an ellipsis.
    mutating func markEllipsis(_ index: Int) { spans[index].needsEllipsis = true }

    /// Keeps the first `count` spans.
    mutating func keepSpans(_ count: Int) { spans.removeLast(spans.count - count) }

    /// Places the glyphs of the span at `index` left to right into `glyphs`, in visual order;
    /// with `ellipsisLimit64`, the span is cut so that it and an ellipsis fit that width, the
    /// ellipsis at its end (on the left of a right-to-left paragraph). Returns the line's width
    /// and the scalars drawn.
    mutating func place(_ index: Int, ellipsisLimit64: Int?, into glyphs: inout [TextLayout.Glyph]) -> (width64: Int, end: Int) {
        let span = spans[index]
        let rightToLeft = paragraphs[span.paragraph].isRightToLeft
        shapeParagraph(paragraphs[span.paragraph].range)
        var end = span.end
        var tail: [ShapedGlyph] = []
        if let limit = ellipsisLimit64 {
            tail = shapeEllipsis()
            let tailWidth = tail.reduce(0) { $0 &+ Int($1.advance64) }
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
    private mutating func shapeEllipsis() -> [ShapedGlyph] {
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
    private mutating func fittingEnd(_ start: Int, _ end: Int, limit64: Int) -> Int {
        guard end > start else { return start }
        if exactWidth(start..<trimmed(start, end)) <= limit64 { return trimmed(start, end) }
        var fitting = start, width = 0, candidate = start
        while candidate < end {
            var next = candidate + 1
            while next < end, !clusterStart[next] { next += 1 }
            for scalar in candidate..<next { width &+= scalarAdvance[scalar] }
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
            pen &+= Int(glyph.advance64)
        }
    }

    /// Reorders the line `range` (FriBidi, rules L1 and L2), takes or shapes each of its runs
    /// and appends their glyphs left to right.
    private mutating func placeVisually(_ range: Range<Int>, rightToLeft: Bool, pen: inout Int, to glyphs: inout [TextLayout.Glyph]) {
        guard !range.isEmpty else { return }
        runs.removeAll(keepingCapacity: true)
        let start = range.lowerBound
        if rightToLeft || range.contains(where: { bidi.level(at: $0) != 0 }) {
            bidi.reorderLine(range, rightToLeft: rightToLeft, positions: &positions)
            var next = start
            while next < range.upperBound {
                let end = runEnd(from: next, limit: range.upperBound)
                runs.append((next..<end, Swift.min(positions[next - start], positions[end - 1 - start])))
                next = end
            }
            runs.sort { $0.visual < $1.visual }
        } else {
            // Every level 0: the runs in logical order are the visual order.
            var next = start
            while next < range.upperBound {
                let end = runEnd(from: next, limit: range.upperBound)
                runs.append((next..<end, 0))
                next = end
            }
        }
        var runGlyphs = TextShaper.take(&shaped)
        for index in runs.indices {
            let run = runs[index]
            runGlyphs.removeAll(keepingCapacity: true)
            appendRun(run.range, level: bidi.level(at: run.range.lowerBound), into: &runGlyphs)
            for glyph in runGlyphs {
                glyphs.append(
                    TextLayout.Glyph(
                        glyph: glyph.glyph, x64: Int32(truncatingIfNeeded: pen + Int(glyph.xOffset64)),
                        y64: glyph.yOffset64, advance64: glyph.advance64,
                        cluster: Int32(truncatingIfNeeded: byteOffsets[Int(glyph.cluster)]), font: glyph.font))
                pen &+= Int(glyph.advance64)
            }
        }
        shaped = runGlyphs
    }
}
