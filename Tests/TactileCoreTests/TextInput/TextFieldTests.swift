import TactilePlatform
import TactileRaster
import TactileTestSupport
import TactileText
import Testing

@testable import TactileCore

/// A text field's caret, editing, selection, scrolling and drawing.
@Suite struct TextFieldTests {
    /// A field at (10, 20), 200 × 40, in the built-in font (7 px per character at scale 1): with
    /// the 8 pt left inset, boundary i is at x = 10 + 8 + 7i on screen.
    func makeField(_ h: TextInputHarness, text: String = "abcdef") -> TextField {
        let field = TextField(frame: Rect(x: 10, y: 20, width: 200, height: 40), font: textTestFont())
        field.text = text
        h.window.addSubview(field)
        return field
    }

    @Test func aTapPutsTheCaretAtTheNearestBoundaryOfTheMeasuredAdvances() {
        let h = TextInputHarness()
        let field = makeField(h)
        // x = 42: 24 px into the text, 3 from boundary 3 (21), 4 from boundary 4 (28).
        h.tap(Point(x: 42, y: 40), at: 0)
        #expect(field.isEditing)
        #expect(field.selectedRange == 3..<3)
        // x = 43: 25 px in, 4 from boundary 3, 3 from boundary 4.
        h.tap(Point(x: 43, y: 40), at: 1)
        #expect(field.selectedRange == 4..<4)
        // Before the text and past its end.
        h.tap(Point(x: 12, y: 40), at: 2)
        #expect(field.selectedRange == 0..<0)
        h.tap(Point(x: 200, y: 40), at: 3)
        #expect(field.selectedRange == 6..<6)
        // The caret bar is centred on the boundary: 8 + 42 = 50 in the field.
        #expect(field.caret.frame.midX == 8 + 42)
    }

    @Test func caretOffsetsAreWhereTextLayoutPlacesTheGlyphs() throws {
        // The system font has kerning (DejaVu: "AV", "To"); the built-in one stands in without it.
        let font = Font.system(size: 17)
        let text = "AVATAR To Wa ok"
        let offsets = font.characterOffsets(of: Array(text.unicodeScalars))
        let layout = TextLayout(text, font: font, lineBreakMode: .byClipping)
        let glyphs = layout.lines[0].glyphs
        #expect(offsets.count == text.unicodeScalars.count + 1)
        for (index, glyph) in glyphs.enumerated() { #expect(offsets[index] == glyph.x) }
        // Each character starts at the pen plus the kerning with the one before (from the font);
        // the last boundary is after the last advance.
        let scalars = Array(text.unicodeScalars)
        var pen = 0.0
        for index in scalars.indices {
            let glyph = font.glyphIndex(for: scalars[index]) ?? GlyphCache.replacementGlyph
            if index > 0, let previous = font.glyphIndex(for: scalars[index - 1]) {
                pen += font.kerning(between: previous, and: glyph)
            }
            #expect(abs(offsets[index] - pen) < 1e-9)
            pen += font.advance(forGlyph: glyph)
        }
        #expect(abs(offsets[scalars.count] - pen) < 1e-9)
        // DejaVu kerns "AV": the caret between them is left of A's advance.
        if font.hasKerning, let a = font.glyphIndex(for: "A") { #expect(offsets[1] < font.advance(forGlyph: a)) }
    }

    @Test func typingInsertsAtTheCaretAndDeletingRemovesBeforeIt() {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let field = makeField(h, text: "helo")
        var changes = 0
        field.addAction(for: .editingChanged) { _ in changes += 1 }
        h.tap(Point(x: 10 + 8 + 21, y: 40), at: 0)  // boundary 3
        field.insertText("l")
        #expect(field.text == "hello")
        #expect(field.selectedRange == 4..<4)
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "heo")
        #expect(field.selectedRange == 2..<2)
        field.moveCaret(by: -5)
        field.deleteBackward()  // nothing before the caret
        #expect(field.text == "heo")
        #expect(changes == 3)
        field.text = "set"  // setting sends nothing
        #expect(changes == 3)
    }

    @Test func aDoubleTapSelectsTheWordAndTypingReplacesIt() {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let field = makeField(h, text: "hello brave world")
        // Inside "brave" (characters 6–10): boundary 8 at 18 + 56 = 74.
        h.tap(Point(x: 74, y: 40), at: 0, tapCount: 1)
        #expect(field.selectedRange == 8..<8)
        h.tap(Point(x: 74, y: 40), at: 0.2, tapCount: 2)
        #expect(field.selectedRange == 6..<11)
        #expect(field.caret.isHidden)  // a selection shows no caret
        field.insertText("x")
        #expect(field.text == "hello x world")
        #expect(field.selectedRange == 7..<7)
    }

    @Test func theSelectionIsDrawnHighlighted() {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let field = makeField(h, text: "ab cd")
        field.becomeFirstResponder()
        let target = Bitmap(width: 800, height: 480, format: .xrgb8888)
        field.selectedRange = 3..<5
        _ = h.screen.render(into: target)
        // Left of "c" (boundary 3 at 18 + 21 = 39 on screen), in the line, above the glyphs' ink:
        // the highlight (the caret colour at 64/255 over white).
        let top = 20 + (40 - 14) / 2
        let blended = target.pixel(x: 40, y: top) & 0xFFFFFF
        #expect(blended != 0xFFFFFF && blended & 0xFF > (blended >> 16) & 0xFF)
        #expect(target.pixel(x: 37, y: top) & 0xFFFFFF == 0xFFFFFF)  // before the selection
    }

    @Test func secureEntryDrawsABulletPerCharacter() {
        func render(_ text: String, secure: Bool) -> Bitmap {
            let (screen, window, target) = makeScreen(width: 240, height: 60)
            let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40))
            field.text = text
            field.isSecureTextEntry = secure
            window.addSubview(field)
            screen.renderAll(into: target)
            return target
        }
        let secure = render("pass", secure: true)
        let bullets = render("\u{2022}\u{2022}\u{2022}\u{2022}", secure: false)
        let plain = render("pass", secure: false)
        #expect(firstDifference(secure, bullets) == nil)
        #expect(firstDifference(secure, plain) != nil)
    }

    @Test func thePlaceholderShowsGreyOnlyWhileEmpty() {
        let (screen, window, target) = makeScreen(width: 240, height: 60)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40), font: textTestFont())
        field.placeholder = "Name"
        window.addSubview(field)
        screen.renderAll(into: target)
        var colours: Set<UInt32> = []
        for y in 12..<48 { for x in 18..<50 { colours.insert(target.pixel(x: x, y: y) & 0xFFFFFF) } }
        // The built-in font draws whole pixels: the placeholder grey and white only.
        // The placeholder's colour (translucent) over the field's white.
        let placeholder = PixelMath.over(Color.placeholderText.lightVariant.premultiplied, 0xFFFF_FFFF) & 0xFF_FFFF
        #expect(colours == [0xFFFFFF, placeholder])
        field.text = "N"
        screen.renderAll(into: target)
        colours = []
        for y in 12..<48 { for x in 18..<50 { colours.insert(target.pixel(x: x, y: y) & 0xFFFFFF) } }
        #expect(colours == [0xFFFFFF, 0x000000])
    }

    @Test func theTextScrollsToKeepTheCaretVisible() {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let field = TextField(frame: Rect(x: 10, y: 20, width: 100, height: 40), font: textTestFont())
        h.window.addSubview(field)
        field.becomeFirstResponder()
        field.insertText("abcdefghijklmnopqrst")  // 20 × 7 = 140 px
        // The text rect is 100 − 16 = 84 wide; the caret (2 pt) must fit: 140 − 82 = 58.
        #expect(field.horizontalOffset == 58)
        #expect(field.caret.frame.maxX <= 100 - 8 + 1)
        field.moveCaret(by: -20)
        #expect(field.horizontalOffset == 0)
        field.moveCaret(by: 20)
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.horizontalOffset == 58 - 14)
        // A tap lands on the scrolled text: x = 10 + 8 + 7 in view shows boundary (7 + 44) / 7.
        h.tap(Point(x: 25, y: 40), at: 1)
        #expect(field.selectedRange == 7..<7)
    }

    @Test func eventsOfAnEditingSession() {
        let h = TextInputHarness()
        let field = makeField(h)
        var events: [String] = []
        field.addAction(for: .editingDidBegin) { _ in events.append("begin") }
        field.addAction(for: .editingDidEnd) { _ in events.append("end") }
        h.tap(h.center(of: field), at: 0)
        h.tap(h.center(of: field), at: 1)  // already editing: no second begin
        let other = makeField(h, text: "")
        other.frame.origin.y = 100
        h.tap(h.center(of: other), at: 2)  // the first resigns for the second
        #expect(events == ["begin", "end"])
        #expect(other.isFirstResponder && other.isEditing && !field.isEditing)
        #expect(h.screen.textInput.client === other)
        other.removeFromSuperview()  // leaving the window ends the editing
        #expect(!other.isEditing && h.screen.textInput.client == nil)
    }
}
