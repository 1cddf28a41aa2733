import Testing

@testable import TactileText

/// `TextLayout.relayout` reuses the layout's arrays: whatever it laid out before (more lines or
/// fewer, longer or shorter, truncated or not, another font), the result must be exactly the
/// layout a fresh `TextLayout` of the same text and options makes.
@Suite struct TextRelayoutTests {
    let library = TestFonts.library()

    /// Every observable part of a layout: lines with their glyphs, positions and fonts, the size.
    static func summary(_ layout: TextLayout) -> [String] {
        var parts = ["\(layout.width)x\(layout.height) truncated \(layout.isTruncated) fonts \(layout.fonts.count)"]
        for line in layout.lines {
            let glyphs = line.glyphs.map { "\($0.glyph)@\($0.x):\($0.fontIndex)" }.joined(separator: " ")
            parts.append("x \(line.x) w \(line.width) base \(line.baseline) cut \(line.isTruncated): \(glyphs)")
        }
        return parts
    }

    @Test func relayoutEqualsAFreshLayout() throws {
        let sans = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        let mono = try Font(contentsOfFile: TestFonts.mono, size: 13, library: library)
        // The mono fixture has ASCII only: "…", "ß" and "→" fall back to the sans font.
        let monoWithFallback = try Font(contentsOfFile: TestFonts.mono, size: 13, library: library)
        monoWithFallback.fallback = sans
        let texts = [
            "", "Row 1", "Message 48211 · 12 min ago", "a much longer line of words that wraps here and there",
            "two\nparagraphs\r\nand \r three", "   spaces   around   ", "Größe → AV To", "x",
            "averyveryverylongwordwithoutanyspacesatallthatmustbreak", "\n"
        ]
        let options: [(width: Double?, alignment: TextAlignment, mode: LineBreakMode, lines: Int)] = [
            (nil, .leading, .byWordWrapping, 0), (120, .center, .byWordWrapping, 0), (90, .trailing, .byWordWrapping, 2),
            (100, .leading, .byTruncatingTail, 1), (60, .center, .byTruncatingTail, 0), (80, .leading, .byClipping, 0)
        ]
        var reused = TextLayout("start", font: sans)
        var step = 0
        // Every text after every other, in every option: the arrays shrink and grow.
        for font in [sans, mono, monoWithFallback] {
            for option in options {
                for text in texts + texts.reversed() {
                    reused.relayout(
                        text, font: font, width: option.width, alignment: option.alignment,
                        lineBreakMode: option.mode, maximumLines: option.lines)
                    let fresh = TextLayout(
                        text, font: font, width: option.width, alignment: option.alignment,
                        lineBreakMode: option.mode, maximumLines: option.lines)
                    #expect(Self.summary(reused) == Self.summary(fresh), "step \(step): \(text) with \(option)")
                    step += 1
                }
            }
        }
        // The cases exercised what they should: wrapping, truncation and a fallback font.
        #expect(TextLayout(texts[3], font: sans, width: 120).lines.count > 2)
        #expect(TextLayout(texts[2], font: sans, width: 100, lineBreakMode: .byTruncatingTail).isTruncated)
        #expect(TextLayout(texts[6], font: monoWithFallback).lines[0].glyphs.contains { $0.fontIndex == 1 })
    }

    @Test func aLayoutCopiedBeforeARelayoutKeepsItsLines() throws {
        let sans = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        var layout = TextLayout("first text", font: sans, width: 200)
        layout.relayout("second, longer text", font: sans, width: 200)
        let copy = layout
        layout.relayout("third", font: sans, width: 200)
        #expect(Self.summary(copy) == Self.summary(TextLayout("second, longer text", font: sans, width: 200)))
        #expect(Self.summary(layout) == Self.summary(TextLayout("third", font: sans, width: 200)))
    }
}
