import TactileRaster
import TactileTestSupport
import TactileText
import Testing

@testable import TactileCore

/// Intrinsic content sizes of the standard views, against the font's own glyph advances and
/// line height and the image's pixel size, and their invalidation reaching a stack.
@Suite struct IntrinsicContentSizeTests {
    /// The width of `text` in pixels as the font itself measures it: the sum of its glyphs'
    /// advances and kerning.
    func advanceWidth(_ text: String, _ font: Font) -> Double {
        var width = 0.0
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            let glyph = font.glyphIndex(for: scalar) ?? 0
            if let previous, font.hasKerning { width += font.kerning(between: previous, and: glyph) }
            width += font.advance(forGlyph: glyph)
            previous = glyph
        }
        return width
    }

    @Test func aPlainViewHasNoIntrinsicSizeAndFitsItsOwnSize() {
        #expect(View.noIntrinsicMetric == -1)
        let view = View(frame: r(5, 6, 30, 40))
        #expect(view.intrinsicContentSize == Size(width: -1, height: -1))
        #expect(view.sizeThatFits(Size(width: 1, height: 1)) == Size(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame == r(5, 6, 30, 40))
    }

    @Test(arguments: [1.0, 2.0, 1.5])
    func aLabelIsAsBigAsItsTextInItsFont(scale: Double) throws {
        let library = try FontLibrary()
        let font = Font.builtin(size: 12, library: library)
        let (screen, window, _) = makeScreen(width: 200, height: 100, scale: scale)
        defer { withExtendedLifetime(screen) {} }
        let label = Label(frame: r(3, 4, 1, 1), font: font)
        window.addSubview(label)
        label.text = "Hello, stack"
        // Measured in pixels of the screen with the font at that scale, rounded up to pixels.
        let scaled = scale == font.scale ? font : try font.withSize(12, scale: scale)
        let expected = Size(
            width: advanceWidth("Hello, stack", scaled).rounded(.up) / scale,
            height: scaled.lineHeight.rounded(.up) / scale)
        #expect(label.intrinsicContentSize == expected)
        // One line: the whole text whatever width is offered, as UIKit's label.
        #expect(label.sizeThatFits(Size(width: 10, height: 10)) == expected)
        label.sizeToFit()
        #expect(label.frame == Rect(origin: Point(x: 3, y: 4), size: expected))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItIsOffered() throws {
        let library = try FontLibrary()
        let font = Font.builtin(size: 12, library: library)
        let label = Label(frame: .zero, font: font)
        label.text = "one two three four five"
        label.numberOfLines = 0
        let advance = advanceWidth("o", font), line = font.lineHeight
        // 75 points hold 10 characters of the 7-point built-in font: "one two" / "three four" /
        // "five"; the widest line is "three four".
        #expect(advance * 10 <= 75 && advance * 11 > 75)
        #expect(label.sizeThatFits(Size(width: 75, height: 1000)) == Size(width: advance * 10, height: line * 3))
        // Without a width, lines break only at newlines.
        #expect(label.intrinsicContentSize == Size(width: advanceWidth(label.text, font), height: line))
        label.preferredMaxLayoutWidth = 75
        #expect(label.intrinsicContentSize == Size(width: advance * 10, height: line * 3))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(Size(width: 75, height: 1000)).height == line * 2)
    }

    @Test func anImageViewIsAsBigAsItsImageInPoints() {
        let view = ImageView(image: buttonTestBitmap(width: 30, height: 20, pixel: 0xFFFF_0000), imageScale: 2)
        #expect(view.intrinsicContentSize == Size(width: 15, height: 10))
        #expect(view.sizeThatFits(.zero) == Size(width: 15, height: 10))
        view.image = nil
        #expect(view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test func aButtonIsItsTitleImagePaddingAndInsets() throws {
        let font = try buttonTestFont()
        let button = Button(frame: .zero, font: font)
        button.setTitle("Save", for: .normal)
        button.setImage(buttonTestBitmap(width: 10, height: 8, pixel: 0xFF00_00FF), for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 2, left: 6, bottom: 3, right: 5)
        button.imagePadding = 4
        let title = advanceWidth("Save", font)
        #expect(button.intrinsicContentSize == Size(width: 6 + 10 + 4 + title + 5, height: 2 + font.lineHeight + 3))
        button.setImage(nil, for: .normal)
        #expect(button.intrinsicContentSize == Size(width: 6 + title + 5, height: 2 + font.lineHeight + 3))
        button.sizeToFit()
        #expect(button.frame.size == Size(width: 6 + title + 5, height: 2 + font.lineHeight + 3))
    }

    @Test func contentChangesLayTheStackOutAgain() throws {
        let font = try buttonTestFont()
        let label = Label(frame: .zero, font: font)
        label.text = "ab"
        let image = ImageView(image: buttonTestBitmap(width: 4, height: 4, pixel: 0xFFFF_FFFF))
        let button = Button(frame: .zero, font: font)
        button.setTitle("x", for: .normal)
        let stack = makeStack(
            [label, image, button], axis: .horizontal, frame: r(0, 0, 300, 20), spacing: 0,
            distribution: .equalSpacing)
        let a = advanceWidth("a", font)
        #expect(label.frame.width == 2 * a)

        label.text = "abc"
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(label.frame.width == 3 * a)

        image.image = buttonTestBitmap(width: 9, height: 4, pixel: 0xFFFF_FFFF)
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(image.frame.width == 9)

        button.setTitle("xyz", for: .normal)
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(button.frame.width == advanceWidth("xyz", font))

        // The title label's own font reaches the stack through the button.
        button.titleLabel.font = Font.builtin(size: 24, library: try FontLibrary())
        #expect(stack.needsLayout && button.needsLayout)
    }
}
