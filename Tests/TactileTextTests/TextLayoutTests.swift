import Testing

@testable import TactileText

/// Line breaking, truncation and alignment vectors worked out by hand in a monospace font:
/// every character of DejaVu Sans Mono advances by the same `a` (1233/2048 em: 617/64 px at
/// 16 px after rounding to 1/64), so a width of "n characters" is `n × a`.
@Suite struct TextLayoutTests {
    let library = TestFonts.library()
    let mono: Font
    /// One character's advance in 1/64 px.
    let a: Int

    init() throws {
        mono = try Font(contentsOfFile: TestFonts.mono, size: 16, library: library)
        a = mono.advance64(mono.glyphIndex(for: "m")!)
    }

    /// A width of `characters` cells plus a little slack (less than a cell).
    private func cells(_ characters: Int, slack: Int = 10) -> Double { Double(characters * a + slack) / 64 }

    private func lines(
        _ text: String, width: Double? = nil, mode: LineBreakMode = .byWordWrapping,
        maximumLines: Int = 0
    ) -> [String] {
        TextLayout(text, font: mono, width: width, lineBreakMode: mode, maximumLines: maximumLines).lines.map {
            String(decoding: Array(text.utf8)[$0.utf8Range], as: UTF8.self) + ($0.isTruncated ? "…" : "")
        }
    }

    @Test func fixedAdvanceIsWhatTheVectorsAssume() {
        #expect(a == 617)
        for scalar in "il W.…".unicodeScalars { #expect(mono.advance64(mono.glyphIndex(for: scalar)!) == a) }
    }

    @Test func wrapsAtSpaces() {
        #expect(lines("hello world foo", width: cells(11)) == ["hello world", "foo"])
        #expect(lines("hello world foo", width: cells(10)) == ["hello", "world foo"])
        #expect(lines("hello world foo", width: cells(5)) == ["hello", "world", "foo"])
        // Exactly eleven cells: "hello world" still fits (no slack needed).
        #expect(lines("hello world foo", width: cells(11, slack: 0)) == ["hello world", "foo"])
        #expect(lines("hello world foo", width: cells(11, slack: -1)) == ["hello", "world foo"])
        // Spaces at a break hang past the end and are dropped from both lines.
        #expect(lines("ab   cd", width: cells(3)) == ["ab", "cd"])
        #expect(lines("hello world foo") == ["hello world foo"])
    }

    @Test func breaksWordsWiderThanTheLineBetweenCharacters() {
        #expect(lines("abcdefghij", width: cells(4)) == ["abcd", "efgh", "ij"])
        #expect(lines("a abcdefgh b", width: cells(4)) == ["a", "abcd", "efgh", "b"])
        // Narrower than one character: still one character per line.
        #expect(lines("abc", width: cells(0)) == ["a", "b", "c"])
    }

    @Test func explicitNewlinesStartLines() {
        #expect(lines("one\ntwo\r\nthree\rfour") == ["one", "two", "three", "four"])
        #expect(lines("a\n") == ["a", ""])
        #expect(lines("\n\n") == ["", "", ""])
        #expect(lines("") == [])
        #expect(lines("ab cd\nef gh", width: cells(3)) == ["ab", "cd", "ef", "gh"])
        #expect(lines("  indented") == ["  indented"])
    }

    @Test func truncatesTailWithEllipsis() {
        let mode = LineBreakMode.byTruncatingTail
        #expect(lines("abcdefghij", width: cells(6), mode: mode) == ["abcde…"])
        #expect(lines("abc def ghi", width: cells(6), mode: mode) == ["abc d…"])
        // Spaces before the ellipsis go: "abc   …" would not be "abc…".
        #expect(lines("abc   defgh", width: cells(5), mode: mode) == ["abc…"])
        #expect(lines("abc", width: cells(6), mode: mode) == ["abc"])
        #expect(lines("abcdef", width: cells(6), mode: mode) == ["abcdef"])
        #expect(lines("abcdefg\nxy", width: cells(6), mode: mode) == ["abcde…", "xy"])
        // No room even for one character and the ellipsis: the ellipsis alone.
        #expect(lines("abc", width: cells(1), mode: mode) == ["…"])
        let layout = TextLayout("abcdefghij", font: mono, width: cells(6), lineBreakMode: mode)
        #expect(layout.isTruncated && layout.lines[0].isTruncated)
        #expect(layout.width == Double(6 * a) / 64)
        // Clipping keeps the whole line.
        #expect(lines("abcdefghij", width: cells(6), mode: .byClipping) == ["abcdefghij"])
    }

    @Test func maximumLinesEndsTheLastLineWithEllipsis() {
        #expect(lines("one two three four", width: cells(9)) == ["one two", "three", "four"])
        #expect(lines("one two three four", width: cells(9), maximumLines: 2) == ["one two", "three…"])
        #expect(lines("one two three four", width: cells(7), maximumLines: 1) == ["one tw…"])
        #expect(lines("one two three four", width: cells(9), maximumLines: 3) == ["one two", "three", "four"])
        #expect(lines("a\nb\nc", maximumLines: 2) == ["a", "b…"])
        let layout = TextLayout("one two three four", font: mono, width: cells(9), maximumLines: 2)
        #expect(layout.height == 2 * mono.lineHeight)
        #expect(!layout.lines[0].isTruncated && layout.lines[1].isTruncated)
    }

    @Test func alignmentOffsetsLines() {
        func offsets(_ alignment: TextAlignment, width: Double?) -> [Int] {
            TextLayout("ab\nabcd", font: mono, width: width, alignment: alignment).lines.map(\.x64)
        }
        let box = 10 * a
        #expect(offsets(.leading, width: Double(box) / 64) == [0, 0])
        #expect(offsets(.center, width: Double(box) / 64) == [(box - 2 * a) / 2, (box - 4 * a) / 2])
        #expect(offsets(.trailing, width: Double(box) / 64) == [box - 2 * a, box - 4 * a])
        // Without a width, lines align within the widest line.
        #expect(offsets(.center, width: nil) == [a, 0])
        #expect(offsets(.trailing, width: nil) == [2 * a, 0])
    }

    @Test func baselinesAndMeasurement() {
        let layout = TextLayout("ab\ncd\nef", font: mono)
        // 16 px DejaVu Sans Mono: ascent 15 px, line height 19 px (see reference-metrics.txt).
        #expect(layout.lines.map(\.baseline) == [15, 34, 53])
        #expect(mono.measure("hello world foo", width: cells(10)) == (Double(9 * a) / 64, 38))
        #expect(mono.measure("hello world foo") == (Double(15 * a) / 64, 19))
        #expect(mono.measure("") == (0, 0))
        #expect(mono.measure("abcdefghij", width: cells(4), maximumLines: 2) == (Double(4 * a) / 64, 38))
        // Spaces at the end of a paragraph count; spaces at a wrap hang outside the line.
        #expect(mono.measure("ab  ") == (Double(4 * a) / 64, 19))
        #expect(mono.measure("ab  cd", width: cells(3)) == (Double(2 * a) / 64, 38))
    }

    @Test func missingGlyphsUseFallbackThenTheFirstFontsMissingGlyph() throws {
        let sans = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        #expect(mono.glyphIndex(for: "é") == nil)
        #expect(sans.glyphIndex(for: "中") == nil)
        // Without a fallback: the font's own missing glyph (.notdef, glyph 0).
        var glyphs = TextLayout("aé中", font: mono).lines[0].glyphs
        #expect(glyphs.map(\.glyph)[1...] == [0, 0])
        mono.fallback = sans
        defer { mono.fallback = nil }
        let layout = TextLayout("aé中", font: mono)
        glyphs = layout.lines[0].glyphs
        #expect(layout.fonts.count == 2 && layout.fonts[0] === mono && layout.fonts[1] === sans)
        #expect(glyphs.map(\.fontIndex) == [0, 1, 0])
        #expect(glyphs.map(\.utf8Offset) == [0, 1, 3])
        #expect(glyphs[1].glyph == sans.glyphIndex(for: "é")!)
        #expect(glyphs[2].glyph == 0)
        // The pen moves by each font's own advance.
        #expect(Int(glyphs[2].x64 - glyphs[1].x64) == sans.advance64(glyphs[1].glyph))
    }

    @Test func theBuiltinFontDrawsAReplacementBox() {
        let builtin = Font.builtin(size: 12, library: library)
        let glyphs = TextLayout("aé", font: builtin).lines[0].glyphs
        #expect(glyphs.map(\.glyph) == [0x61, GlyphCache.replacementGlyph])
        // The box: a hollow rectangle standing on the baseline.
        let mono = builtin
        let box = library.glyphCache.image(for: mono, glyph: GlyphCache.replacementGlyph, phase: 0)
        let geometry = mono.replacementBox
        #expect(box.width == geometry.width && box.height == geometry.height && box.top == box.height)
        #expect(box.width >= 3 && box.height >= 4)
        for y in 0..<box.height {
            for x in 0..<box.width {
                let edge = x == 0 || y == 0 || x == box.width - 1 || y == box.height - 1
                #expect(box[x: x, y: y] == (edge ? 255 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func builtinFontUsesThreeFullStopsForEllipsis() {
        let builtin = Font.builtin(size: 12, library: library)
        let layout = TextLayout("abcdefghij", font: builtin, width: 42, lineBreakMode: .byTruncatingTail)
        // 7-pixel cells: 42 px holds six: three letters and "...".
        #expect(layout.lines[0].glyphs.map { Character(Unicode.Scalar($0.glyph)!) } == Array("abc..."))
    }

    @Test func invalidUTF8ShowsReplacementCharacters() {
        let layout = TextLayout(utf8: [0x61, 0xFF, 0x62, 0xE2, 0x82], font: mono)
        #expect(layout.lines[0].glyphs.map(\.utf8Offset) == [0, 1, 2, 3])
        // The test font has no U+FFFD: its missing glyph, 0, stands for it.
        #expect(mono.glyphIndex(for: "\u{FFFD}") == nil)
        #expect(layout.lines[0].glyphs.map(\.glyph) == [mono.glyphIndex(for: "a")!, 0, mono.glyphIndex(for: "b")!, 0])
    }

    /// Seeded random text (words, spaces, newlines, invalid bytes, characters only the fallback
    /// has or no font has) at random widths: no line is wider than the width unless it holds a
    /// single glyph, no character is lost or invented (spaces aside), and truncation respects
    /// the line limit.
    @Test func randomTextKeepsLayoutInvariants() throws {
        mono.fallback = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        defer { mono.fallback = nil }
        var state: UInt64 = 0xDEAD_BEEF
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("word".utf8), Array("longerword".utf8), [0x20], [0x20, 0x20],
            [0x0A], Array("é".utf8), Array("中".utf8), [0xFF], [0xE2, 0x82], Array("AV".utf8)
        ]
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<next(30) { bytes += pieces[next(pieces.count)] }
            let width = next(4) == 0 ? nil : Double(next(20 * a)) / 64
            let limit64 = width.map { Int(($0 * 64).rounded(.down)) }
            let maximumLines = next(3) == 0 ? 1 + next(3) : 0
            let layout = TextLayout(utf8: bytes, font: mono, width: width, maximumLines: maximumLines)
            if maximumLines > 0 { #expect(layout.lines.count <= maximumLines) }
            for line in layout.lines {
                if let limit64, line.glyphs.count > 1 { #expect(line.width64 <= limit64, "\(bytes) at \(limit64)") }
            }
            guard !layout.isTruncated else { continue }
            // Every byte but spaces and newlines is on exactly one line, each glyph on its own.
            var covered = [Int](repeating: 0, count: bytes.count)
            for line in layout.lines {
                for offset in line.utf8Range { covered[offset] += 1 }
                for glyph in line.glyphs { #expect(line.utf8Range.contains(glyph.utf8Offset), "\(bytes)") }
            }
            for (offset, byte) in bytes.enumerated() where byte != 0x20 && byte != 0x0A {
                #expect(covered[offset] == 1, "\(bytes) byte \(offset)")
            }
            let newlines = bytes.filter { $0 == 0x0A }.count
            #expect(layout.lines.count >= (bytes.isEmpty ? 0 : newlines + 1))
        }
    }
}
