import TactileRaster
import Testing

@testable import TactileText

@Suite struct DrawTextTests {
    let library = TestFonts.library()

    private func filled(_ width: Int, _ height: Int, _ pixel: UInt32, format: PixelFormat = .argb8888) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height, format: format)
        for y in 0..<height { for x in 0..<width { bitmap.setPixel(x: x, y: y, pixel) } }
        return bitmap
    }

    /// Each glyph's mask composited with the premultiplied OVER formula, computed in Double from
    /// the masks the layout hands out, with the source (colour × coverage) at whole 8-bit levels
    /// as a premultiplied pixel holds it: at most 1 LSB off where one glyph touches a pixel, 2
    /// where glyphs overlap (each step rounds once).
    @Test func pixelsFollowTheOverFormula() throws {
        let font = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        let layout = TextLayout("AVATAR Wolf, Type", font: font)
        let origin = Point(x: 2.3, y: 1.6)
        let background: UInt32 = 0xFF33_66CC
        let color = Color(red: 200, green: 30, blue: 90, alpha: 200)
        let bitmap = filled(160, 24, background)
        Canvas(bitmap).drawText(layout, at: origin, color: color)

        // The colour premultiplied to whole levels, as every drawing operation uses it.
        let a = Double(color.alpha)
        let source = [
            a, (Double(color.red) * a / 255).rounded(), (Double(color.green) * a / 255).rounded(),
            (Double(color.blue) * a / 255).rounded()
        ]
        var expected = [[Double]](repeating: [255, 0x33, 0x66, 0xCC], count: 160 * 24)
        var touches = [Int](repeating: 0, count: 160 * 24)
        layout.forEachGlyphMask(at: origin) { mask, left, top in
            for y in 0..<mask.height {
                for x in 0..<mask.width {
                    let m = Double(mask[x: x, y: y])
                    let tx = left + x, ty = top + y
                    guard m > 0, tx >= 0, tx < 160, ty >= 0, ty < 24 else { continue }
                    let index = ty * 160 + tx
                    let covered = source.map { ($0 * m / 255).rounded() }
                    expected[index] = (0..<4).map { covered[$0] + expected[index][$0] * (1 - covered[0] / 255) }
                    touches[index] += 1
                }
            }
        }
        var inked = 0
        for y in 0..<24 {
            for x in 0..<160 {
                let pixel = bitmap.pixel(x: x, y: y)
                let channels = [pixel >> 24, pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF].map(Double.init)
                let index = y * 160 + x
                let tolerance = touches[index] > 1 ? 2.0 : 1.0
                if touches[index] > 0 { inked += 1 }
                for c in 0..<4 where abs(channels[c] - expected[index][c]) > tolerance {
                    Issue.record("(\(x), \(y)) channel \(c): \(channels[c]) expected \(expected[index][c])")
                }
            }
        }
        #expect(inked > 300)
    }

    /// Text drawn in a rectangle changes nothing outside it, and inside it the same pixels as
    /// the same layout drawn unclipped.
    @Test func drawingInARectIsClippedToIt() throws {
        let font = try Font(contentsOfFile: TestFonts.sans, size: 14, library: library)
        let rect = Rect(x: 10.5, y: 5, width: 50, height: 12)
        let box = rect.enclosingPixels
        let text = "A long line that cannot fit\nand a second line below"
        let pattern: UInt32 = 0xFF10_2030
        let clipped = filled(120, 40, pattern)
        let layout = Canvas(clipped).drawText(text, font: font, color: .white, in: rect, lineBreakMode: .byClipping)
        let free = filled(120, 40, pattern)
        Canvas(free).drawText(layout, at: Point(x: rect.x, y: rect.y), color: .white)
        var changedInside = 0, changedOutsideUnclipped = 0
        for y in 0..<40 {
            for x in 0..<120 {
                if box.contains(x: x, y: y) {
                    #expect(clipped.pixel(x: x, y: y) == free.pixel(x: x, y: y))
                    if clipped.pixel(x: x, y: y) != pattern { changedInside += 1 }
                } else {
                    #expect(clipped.pixel(x: x, y: y) == pattern, "(\(x), \(y)) outside the rectangle changed")
                    if free.pixel(x: x, y: y) != pattern { changedOutsideUnclipped += 1 }
                }
            }
        }
        // The test means something: the text has ink in the box and beyond it.
        #expect(changedInside > 50 && changedOutsideUnclipped > 50)
    }

    /// The canvas's own clip holds too, on every target format.
    @Test(arguments: [PixelFormat.argb8888, .xrgb8888, .rgb565])
    func canvasClipHoldsOnEveryFormat(format: PixelFormat) throws {
        let font = try Font(contentsOfFile: TestFonts.sans, size: 20, library: library)
        let white: UInt32 = 0xFFFF_FFFF
        let bitmap = filled(100, 30, white, format: format)
        let clip = PixelRect(x: 20, y: 8, width: 40, height: 10)
        Canvas(bitmap, clip: clip).drawText("Clipped text here", font: font, color: .black, at: Point(x: 1, y: 2))
        var darkened = 0
        for y in 0..<30 {
            for x in 0..<100 {
                let pixel = bitmap.pixel(x: x, y: y)
                if clip.contains(x: x, y: y) {
                    if pixel != white { darkened += 1 }
                } else {
                    #expect(pixel == white, "(\(x), \(y))")
                }
            }
        }
        #expect(darkened > 30)
    }

    @Test func transparentColourDrawsNothingAndBuiltinFontDraws() {
        let bitmap = filled(60, 20, 0xFF00_0000)
        Canvas(bitmap).drawText("Hi", font: Font.builtin(size: 12, library: library), color: .clear, at: .zero)
        #expect((0..<60).allSatisfy { bitmap.pixel(x: $0, y: 8) == 0xFF00_0000 })
        Canvas(bitmap).drawText("Hi", font: Font.builtin(size: 12, library: library), color: .white, at: .zero)
        // Built-in glyphs are whole pixels: every pixel is black or white.
        var white = 0
        for y in 0..<20 {
            for x in 0..<60 {
                let pixel = bitmap.pixel(x: x, y: y)
                #expect(pixel == 0xFF00_0000 || pixel == 0xFFFF_FFFF)
                if pixel == 0xFFFF_FFFF { white += 1 }
            }
        }
        #expect(white > 10)
    }
}
