import TactileRaster
import Testing

@testable import TactileText

/// Sizes, widths and origins that are not finite, or far beyond any screen, found by the fuzz
/// target FuzzTextLayout (Tests/Fuzz): they used to trap converting to Int.
@Suite struct HostileNumberTests {
    let library = TestFonts.library()

    /// Sizes are held to 1...2048 pixels per em; NaN counts as the smallest.
    @Test func fontSizesAreHeldToTheirRange() throws {
        let cases: [(size: Double, scale: Double, pixels: Double)] = [
            (.nan, 1, 1), (-12, 1, 1), (0, 1, 1), (12, .nan, 1), (.infinity, 1, 2048), (1e300, 1, 2048),
            (12, .infinity, 2048), (-.infinity, 1, 1), (2048, 1, 2048), (2049, 1, 2048), (1024, 2, 2048),
            (13, 1.5, 19.5)
        ]
        for (size, scale, pixels) in cases {
            let font = try Font(contentsOfFile: TestFonts.mono, size: size, scale: scale, library: library)
            #expect(font.pixelsPerEm == pixels, "size \(size) × \(scale)")
        }
        // The built-in font at whole multiples of 12 px: the largest below 2048 is 170 × 12.
        #expect(Font.builtin(size: .infinity, library: library).pixelsPerEm == 2040)
        #expect(Font.builtin(size: .nan, library: library).pixelsPerEm == 12)
        #expect(Font.builtin(size: 30, library: library).pixelsPerEm == 36)
    }

    /// A NaN width bounds nothing: the same lines as no width.
    @Test func aNaNWidthIsUnbounded() throws {
        let font = try Font(contentsOfFile: TestFonts.mono, size: 16, library: library)
        let text = "hello world, a line\nand another"
        for mode in [LineBreakMode.byWordWrapping, .byTruncatingTail, .byClipping] {
            let free = TextLayout(text, font: font, lineBreakMode: mode)
            let nan = TextLayout(text, font: font, width: .nan, alignment: .center, lineBreakMode: mode)
            #expect(nan.lines.map { $0.glyphs.map(\.glyph) } == free.lines.map { $0.glyphs.map(\.glyph) })
            #expect(nan.width == free.width && nan.height == free.height && !nan.isTruncated)
        }
    }

    /// Text drawn at an origin that is not finite, or beyond 2^24 pixels, visits no glyph and
    /// leaves the bitmap as it was; just inside that distance the glyphs are still visited.
    @Test func farAndNonFiniteOriginsDrawNothing() throws {
        let font = try Font(contentsOfFile: TestFonts.mono, size: 16, library: library)
        let layout = TextLayout("Hello", font: font)
        func visited(_ origin: Point) -> [(x: Int, y: Int)] {
            var places: [(x: Int, y: Int)] = []
            layout.forEachGlyphMask(at: origin) { _, x, y in places.append((x, y)) }
            return places
        }
        let near = visited(Point(x: 0, y: 0))
        #expect(near.count == 5)
        for origin in [
            Point(x: .nan, y: 0), Point(x: 0, y: .nan), Point(x: .infinity, y: 0),
            Point(x: 0, y: -.infinity), Point(x: 1e300, y: 0), Point(x: 0, y: 16_777_217)
        ] {
            #expect(visited(origin).isEmpty, "\(origin)")
        }
        // At 2^24 the pen moves by exactly that: every glyph lands 2^24 pixels further.
        let far = visited(Point(x: 16_777_216, y: -16_777_216))
        #expect(far.count == near.count)
        for (a, b) in zip(near, far) { #expect(b.x == a.x + 16_777_216 && b.y == a.y - 16_777_216) }

        let bitmap = Bitmap(width: 32, height: 16, format: .argb8888)
        let canvas = Canvas(bitmap)
        for origin in [Point(x: .nan, y: 0), Point(x: -.infinity, y: 2)] {
            canvas.drawText(layout, at: origin, color: Color(rgb: 0x102030))
        }
        for y in 0..<16 { for x in 0..<32 { #expect(bitmap.pixel(x: x, y: y) == 0) } }
    }
}
