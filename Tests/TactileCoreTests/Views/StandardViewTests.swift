import TactileRaster
import TactileTestSupport
import TactileText
import Testing

@testable import TactileCore

@Suite struct StandardViewTests {
    @Test func contentModeRects() {
        let bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        let size = Size(width: 4, height: 2)
        #expect(ContentMode.scaleToFill.rect(for: size, in: bounds) == bounds)
        #expect(ContentMode.scaleAspectFit.rect(for: size, in: bounds) == Rect(x: 0, y: 5, width: 20, height: 10))
        #expect(ContentMode.scaleAspectFill.rect(for: size, in: bounds) == Rect(x: -10, y: 0, width: 40, height: 20))
        #expect(ContentMode.center.rect(for: size, in: bounds) == Rect(x: 8, y: 9, width: 4, height: 2))
        #expect(
            ContentMode.scaleAspectFit.rect(for: Size(width: 1, height: 4), in: Rect(x: 10, y: 10, width: 20, height: 20))
                == Rect(x: 17.5, y: 10, width: 5, height: 20))
    }

    func solidImage(width: Int, height: Int, pixel: UInt32) -> Bitmap {
        let image = Bitmap(width: width, height: height, format: .argb8888)
        for y in 0..<height { for x in 0..<width { image.setPixel(x: x, y: y, pixel) } }
        return image
    }

    @Test(arguments: [(ContentMode.scaleToFill, 0, 20), (.scaleAspectFit, 5, 15), (.scaleAspectFill, 0, 20), (.center, 9, 11)])
    func imageViewPlacesTheImage(mode: ContentMode, top: Int, bottom: Int) {
        let (screen, window, target) = makeScreen(width: 20, height: 20)
        let view = ImageView(image: solidImage(width: 4, height: 2, pixel: 0xFFFF_0000))
        view.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        view.contentMode = mode
        window.addSubview(view)
        screen.render(into: target)
        for y in 0..<20 {
            let expected: UInt32 = (y >= top && y < bottom) ? 0xFFFF_0000 : 0xFF00_0000
            #expect(target.pixel(x: 10, y: y) == expected, "row \(y)")
        }
    }

    @Test func imageViewSizesItselfToTheImageInPoints() {
        let view = ImageView(image: solidImage(width: 8, height: 6, pixel: 0xFF00_00FF), imageScale: 2)
        #expect(view.bounds.size == Size(width: 4, height: 3))
        #expect(view.imageSize == Size(width: 4, height: 3))
    }

    final class CountingLabel: Label {
        var draws = 0
        override func draw(_ rect: Rect, in context: Canvas) {
            draws += 1
            super.draw(rect, in: context)
        }
    }

    @Test func labelDrawsTextOnceAndRedrawsOnlyOnChange() throws {
        let library = try FontLibrary()
        let (screen, window, target) = makeScreen(width: 80, height: 20)
        let label = CountingLabel(frame: Rect(x: 0, y: 0, width: 80, height: 20), font: Font.builtin(size: 12, library: library))
        label.text = "Hello"
        label.textColor = .white
        window.addSubview(label)
        screen.render(into: target)
        #expect(label.draws == 1)
        var lit = 0, litRight = 0
        for y in 0..<20 { for x in 0..<80 where target.pixel(x: x, y: y) & 0xFF > 0 { lit += 1; if x >= 40 { litRight += 1 } } }
        #expect(lit > 20)  // glyphs were drawn
        #expect(litRight == 0)  // five 12 px-font characters stay in the left half
        label.text = "Hello"  // unchanged: no redraw
        label.center = Point(x: 45, y: 10)
        screen.render(into: target)
        #expect(label.draws == 1)
        label.textAlignment = .trailing
        screen.render(into: target)
        #expect(label.draws == 2)
        var litLeft = 0
        for y in 0..<20 { for x in 5..<40 where target.pixel(x: x, y: y) & 0xFF > 0 { litLeft += 1 } }
        #expect(litLeft == 0)  // right-aligned now
    }

    @Test func oneLineLabelsTruncate() throws {
        let library = try FontLibrary()
        let label = Label(frame: Rect(x: 0, y: 0, width: 30, height: 20), font: Font.builtin(size: 12, library: library))
        label.text = "A long line of text that cannot fit"
        #expect(label.layout(width: 30, scale: 1).isTruncated)
        #expect(label.layout(width: 30, scale: 1).lines.count == 1)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        #expect(label.layout(width: 30, scale: 1).lines.count > 1)
        #expect(!label.layout(width: 30, scale: 1).isTruncated)
        #expect(label.sizeThatFits().height > 0)
    }

    /// UIKit: `numberOfLines = 0` alone shows all the text, wrapped at words (the default
    /// `lineBreakMode`, truncating the tail, applies to the last line only).
    @Test func zeroLinesWrapsAtWordsWithTheDefaultLineBreakMode() throws {
        let library = try FontLibrary()
        // The built-in 12 pt font advances 7 px: 70 px hold 10 characters.
        let label = Label(frame: Rect(x: 0, y: 0, width: 70, height: 100), font: Font.builtin(size: 12, library: library))
        label.text = "one two three four five"
        label.numberOfLines = 0
        let layout = label.layout(width: 70, scale: 1)
        // Words wrapped, none cut: "one two" (7), "three four" (10), "five" (4).
        #expect(layout.lines.map { $0.glyphs.count } == [7, 10, 4])
        #expect(!layout.isTruncated)
        // A limit of two lines keeps two and ends the second with an ellipsis.
        label.numberOfLines = 2
        let limited = label.layout(width: 70, scale: 1)
        #expect(limited.lines.count == 2 && limited.lines[1].isTruncated && !limited.lines[0].isTruncated)
    }

    /// Hinted advances do not scale linearly, so a label measured at another scale than the one it
    /// is drawn at could truncate its own text: every text sized to fit must draw whole.
    @Test(arguments: [1.0, 1.25, 1.6, 2.0])
    func aLabelSizedToFitNeverTruncates(scale: Double) throws {
        let library = try FontLibrary()
        let (screen, window, _) = makeScreen(width: 200, height: 100, scale: scale)
        defer { withExtendedLifetime(screen) {} }
        for text in ["Flip", "Animate", "Il1 ii", "WAVE To", "x"] {
            let label = Label(frame: .zero, font: Font.builtin(size: 17, library: library))
            label.text = text
            window.addSubview(label)
            let size = label.sizeThatFits()
            #expect(!label.layout(width: size.width, scale: scale).isTruncated, "\(text) at \(scale)")
            // Whole pixels at the screen's scale.
            #expect(abs((size.width * scale).rounded() - size.width * scale) < 1e-9)
        }
    }

    /// The built-in font at 12 pt: 7 px advances and 14 px lines, so where text lands is known.
    @Test func aCentredLabelDrawsItsColourInTheMiddle() throws {
        let library = try FontLibrary()
        let (screen, window, target) = makeScreen(width: 80, height: 40)
        window.backgroundColor = .black
        let label = Label(frame: Rect(x: 0, y: 0, width: 80, height: 40), font: Font.builtin(size: 12, library: library))
        label.text = "Hi"
        label.textColor = Color(red: 0, green: 255, blue: 0)
        label.textAlignment = .center
        window.addSubview(label)
        screen.render(into: target)
        var lit: [(Int, Int)] = [], brightest: UInt32 = 0
        for y in 0..<40 {
            for x in 0..<80 where target.pixel(x: x, y: y) != 0xFF00_0000 {
                let pixel = target.pixel(x: x, y: y)
                lit.append((x, y))
                // Green over black only: no red or blue anywhere.
                #expect(pixel & 0x00FF_00FF == 0, "(\(x), \(y)): \(String(pixel, radix: 16))")
                brightest = max(brightest, pixel)
            }
        }
        #expect(brightest == 0xFF00_FF00)
        // Two 7 px advances centred in 80 px start at 33; a 14 px line centred in 40 px at row 13.
        #expect(lit.allSatisfy { (33..<47).contains($0.0) && (13..<27).contains($0.1) })
        #expect(lit.contains { $0.0 < 40 } && lit.contains { $0.0 >= 40 })
    }

    @Test func aTruncatedLineEndsInAnEllipsisWithinTheWidth() throws {
        let library = try FontLibrary()
        let label = Label(frame: Rect(x: 0, y: 0, width: 30, height: 20), font: Font.builtin(size: 12, library: library))
        label.text = "ABCDEFGH"
        let line = try #require(label.layout(width: 30, scale: 1).lines.first)
        #expect(line.isTruncated)
        // The built-in font has no "…": three full stops stand for it (4 × 7 px = 28 px ≤ 30).
        #expect(String(String.UnicodeScalarView(line.glyphs.map { Unicode.Scalar($0.glyph)! })) == "A...")
        #expect(line.width <= 30)
    }
}
