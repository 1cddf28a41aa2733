import TactileRaster
import Testing

@testable import TactileText

/// Text beyond Latin: the fallback chain the runtime ships, colour emoji, right-to-left
/// paragraphs and their alignment, truncation and caret offsets. Glyph-by-glyph agreement with
/// HarfBuzz and FriBidi themselves is Tests/Text/check-debug-text.py's job.
@Suite struct WorldTextTests {
    let library = TestFonts.library()

    /// The fonts cut at build time (make fonts), asked in order after DejaVu Sans.
    static let fallbacks = FontLocator.defaultFallbackFiles.compactMap(FontLocator.locate)

    @Test func theSystemFontFallsBackThroughTheShippedFonts() throws {
        try #require(Self.fallbacks.count == FontLocator.defaultFallbackFiles.count, "make fonts cuts them")
        let font = library.defaultFont(size: 16)
        let layout = TextLayout("a नम ส 坂 ア 🎵", font: font)
        let names = layout.lines[0].glyphs.map { layout.fonts[$0.fontIndex].name.split(separator: "/").last! }
        #expect(
            names == [
                "DejaVuSans.ttf", "DejaVuSans.ttf", "NotoSansDevanagari-Regular.subset.ttf", "NotoSansDevanagari-Regular.subset.ttf",
                "DejaVuSans.ttf", "NotoSansThai-Regular.subset.ttf", "DejaVuSans.ttf", "DroidSansFallback.subset.ttf",
                "DejaVuSans.ttf", "DroidSansFallback.subset.ttf", "DejaVuSans.ttf", "NotoColorEmoji.subset.ttf"
            ])
        // Every character found a glyph: no missing glyph (0) anywhere.
        #expect(!layout.lines[0].glyphs.contains { $0.glyph == 0 })
    }

    @Test func colourEmojiAreScaledColourPictures() throws {
        let path = try #require(FontLocator.locate("NotoColorEmoji.subset.ttf"))
        let emoji = try Font(contentsOfFile: path, size: 20, library: library)
        #expect(emoji.isColor)
        let glyph = try #require(emoji.glyphIndex(for: "😀"))
        let image = library.glyphCache.image(for: emoji, glyph: glyph, phase: 2)
        // The 136-pixel strike drawn at 20 px: about an em and a quarter square (the strike's
        // pictures are wider than its em), in premultiplied ARGB.
        #expect(image.isColor && image.bytesPerRow == image.width * 4)
        #expect((20...27).contains(image.width) && (20...27).contains(image.height), "\(image.width)×\(image.height)")
        // The grinning face is yellow: some pixel is opaque with red and green well above blue.
        let pixels = UnsafeRawPointer(image.baseAddress).bindMemory(to: UInt32.self, capacity: image.width * image.height)
        let yellow = (0..<(image.width * image.height)).contains { index in
            let pixel = pixels[index]
            let a = pixel >> 24, r = pixel >> 16 & 0xFF, g = pixel >> 8 & 0xFF, b = pixel & 0xFF
            return a == 255 && r > 200 && g > 150 && b < 100
        }
        #expect(yellow)
        // Drawn, it keeps its colours whatever the text colour.
        let bitmap = Bitmap(width: 40, height: 40, format: .xrgb8888)
        Canvas(bitmap).fill(PixelRect(x: 0, y: 0, width: 40, height: 40), color: .white)
        Canvas(bitmap).drawText(TextLayout("😀", font: emoji), at: Point(x: 4, y: 4), color: .black)
        var coloured = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let pixel = bitmap.pixel(x: x, y: y)
                if pixel >> 16 & 0xFF > 200 && pixel & 0xFF < 120 { coloured += 1 }
            }
        }
        #expect(coloured > 50, "\(coloured) yellow pixels")
    }

    @Test func aRightToLeftParagraphAlignsToTheRightAndTruncatesOnTheLeft() throws {
        let sans = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        let hebrew = "שלום עולם"
        let layout = TextLayout(hebrew, font: sans, width: 200)
        let line = try #require(layout.lines.first)
        #expect(line.isRightToLeft)
        #expect(abs(line.x + line.width - 200) < 1.0 / 64, "leading is the right edge")
        // Glyphs left to right are the text backwards: the first letter is drawn rightmost.
        #expect(line.glyphs.last?.utf8Offset == 0)
        #expect(TextLayout(hebrew, font: sans, width: 200, alignment: .left).lines[0].x == 0)
        // Cut short, the ellipsis stands at the left end, the text's visual end.
        let cut = TextLayout(hebrew, font: sans, width: 50, lineBreakMode: .byTruncatingTail)
        let first = try #require(cut.lines[0].glyphs.first)
        #expect(cut.isTruncated && first.glyph == sans.glyphIndex(for: "…"))
        #expect(cut.lines[0].width <= 50)
        // A Latin paragraph keeps the left edge, and its ellipsis on the right.
        let latin = TextLayout("Hello wonderful world", font: sans, width: 80, lineBreakMode: .byTruncatingTail)
        #expect(latin.lines[0].glyphs.last?.glyph == sans.glyphIndex(for: "…"))
        #expect(!latin.lines[0].isRightToLeft && latin.lines[0].x == 0)
    }

    @Test func aForcedDirectionOrAnIsolateOverridesTheFirstStrongCharacter() throws {
        let sans = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        #expect(TextLayout("עברית abc", font: sans).lines[0].isRightToLeft)
        #expect(!TextLayout("עברית abc", font: sans, writingDirection: .leftToRight).lines[0].isRightToLeft)
        #expect(TextLayout("abc", font: sans, writingDirection: .rightToLeft).lines[0].isRightToLeft)
        // No strong character: the default direction.
        #expect(!TextLayout("12:30", font: sans).lines[0].isRightToLeft)
        #expect(TextLayout("12:30", font: sans, defaultDirection: .rightToLeft).lines[0].isRightToLeft)
        // A title isolated (FSI … PDI) leaves the row's direction to what is outside it.
        #expect(!TextLayout("12:30 \u{2068}עברית\u{2069}", font: sans).lines[0].isRightToLeft)
    }

    @Test func caretOffsetsStandAtTheVisualPlaceOfEachCharacter() throws {
        let sans = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        let latin = sans.characterOffsets(of: "ab".unicodeScalars)
        #expect(latin[0] == 0 && latin[1] > 0 && latin[2] > latin[1])
        // Right to left: before the first letter is the right end, after the last the left end.
        let hebrew = sans.characterOffsets(of: "אב".unicodeScalars)
        let width = TextLayout("אב", font: sans).width
        #expect(abs(hebrew[0] - width) < 0.01 && hebrew[1] > 0 && hebrew[1] < width && abs(hebrew[2]) < 0.01)
        // The ligature "ffi" is one glyph: its three characters share its width.
        let ligature = sans.characterOffsets(of: "ffi".unicodeScalars)
        #expect(ligature[1] > ligature[0] && ligature[2] > ligature[1] && ligature[3] > ligature[2])
    }

    @Test func linesBreakBetweenIdeographsButNeverBeforeClosingPunctuation() throws {
        let path = try #require(FontLocator.locate("DroidSansFallback.subset.ttf"))
        let cjk = try Font(contentsOfFile: path, size: 16, library: library)
        // Each ideograph is 16 px: 50 px holds three.
        let text = "東京。大阪、京都"
        let layout = TextLayout(text, font: cjk, width: 50, language: "ja")
        let lines = layout.lines.map { String(decoding: Array(text.utf8)[$0.utf8Range], as: UTF8.self) }
        #expect(lines.allSatisfy { !$0.hasPrefix("。") && !$0.hasPrefix("、") }, "\(lines)")
        #expect(lines.joined() == text)
        #expect(lines.count >= 3)
    }

    /// libunibreak 1.1 stops the program on a regional indicator or U+FFFF: the layout gives it
    /// other characters, and the text still wraps at its spaces.
    @Test func flagsAndNoncharactersWrapWithoutStoppingTheProgram() throws {
        let sans = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        let text = "🇩🇪🇫🇷 flags \u{FFFF} and more words"
        let layout = TextLayout(text, font: sans, width: 50)
        #expect(layout.lines.count > 2)
        let lines = layout.lines.map { String(decoding: Array(text.utf8)[$0.utf8Range], as: UTF8.self) }
        #expect(lines.contains("flags") && lines.contains("more"), "\(lines)")
    }
}
