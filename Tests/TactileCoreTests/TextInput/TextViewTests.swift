import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The multi-line text view: wrapping, the caret by tap, editing and scrolling to the caret.
@Suite struct TextViewTests {
    /// A text view at the origin, 86 pt wide: with 8 pt insets, 70 px of text, ten characters of
    /// the built-in font (7 px each, 14 px lines).
    func makeTextView(_ h: TextInputHarness, height: Double = 200, text: String) -> TextView {
        let view = TextView(frame: Rect(x: 0, y: 0, width: 86, height: height), font: textTestFont())
        view.text = text
        h.window.addSubview(view)
        view.layoutLines()
        return view
    }

    @Test func linesWrapAtSpacesAndNewlines() {
        let h = TextInputHarness()
        let view = makeTextView(h, text: "hello world again\nab")
        // "hello world" is 77 px > 70: broken after "hello "; "world again" likewise.
        #expect(view.lines.map { $0.range } == [0..<6, 6..<12, 12..<17, 18..<20])
        #expect(view.contentSize.height == 8 + 4 * 14 + 8)
    }

    @Test func aWordLongerThanALineBreaksBetweenCharacters() {
        let h = TextInputHarness()
        let view = makeTextView(h, text: "abcdefghijklmnop")
        #expect(view.lines.map { $0.range } == [0..<10, 10..<16])
    }

    @Test func aTapPlacesTheCaretOnTheLineTapped() {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let view = makeTextView(h, text: "hello world again")
        // Second line (y 22–36), x = 8 + 2 × 7 + 2: boundary 2 of "world " → 8.
        h.tap(Point(x: 24, y: 29), at: 0)
        #expect(view.isEditing)
        #expect(view.selectedRange == 8..<8)
        // Past the end of the first line: the caret stays before the break (after "hello").
        h.tap(Point(x: 80, y: 15), at: 1)
        #expect(view.selectedRange == 5..<5)
        // Below the last line: the last line.
        h.tap(Point(x: 9, y: 150), at: 2)
        #expect(view.selectedRange == 12..<12)
    }

    @Test func insertionNewlineAndDeletion() {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let view = makeTextView(h, text: "ab")
        view.becomeFirstResponder()
        view.selectedRange = 1..<1
        view.insertText("\n")
        #expect(view.text == "a\nb")
        #expect(view.lines.count == 2)
        #expect(view.caretRect.minY == 8 + 14)
        view.deleteBackward()
        #expect(view.text == "ab")
        #expect(view.lines.count == 1)
    }

    @Test func theContentScrollsToKeepTheCaretVisible() {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let view = makeTextView(h, height: 50, text: "")
        view.becomeFirstResponder()
        view.insertText("1\n2\n3\n4\n5\n6")
        // Caret on line 5: 8 + 5 × 14 = 78 to 92; the view shows 50 pt.
        #expect(view.contentOffset.y == 92 - 50)
        view.selectedRange = 0..<0
        #expect(view.contentOffset.y == 8)
    }

    @Test func aDoubleTapSelectsAWord() {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let view = makeTextView(h, text: "hello world again")
        h.tap(Point(x: 24, y: 29), at: 0)
        h.tap(Point(x: 24, y: 29), at: 0.2, tapCount: 2)
        #expect(view.selectedRange == 6..<11)
        view.insertText("big")
        #expect(view.text == "hello big again")
    }
}
