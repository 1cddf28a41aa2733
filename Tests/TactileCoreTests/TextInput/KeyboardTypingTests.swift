import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Typing on the on-screen keyboard by taps on its keys, replayed on the virtual clock.
@Suite struct KeyboardTypingTests {
    /// A focused field in the harness, keyboard up.
    func focusedField(_ h: TextInputHarness) -> TextField {
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 40), font: textTestFont())
        h.window.addSubview(field)
        h.tap(h.center(of: field), at: 0)
        h.advance(to: 0.5)
        return field
    }

    @Test func tapsOnLetterKeysType() {
        let h = TextInputHarness()
        let field = focusedField(h)
        #expect(field.isFirstResponder)
        #expect(h.screen.textInput.isKeyboardShown)
        h.typeKeys("hello world", from: 1)
        #expect(field.text == "hello world")
    }

    @Test func shiftCapitalizesOneLetter() {
        let h = TextInputHarness()
        let field = focusedField(h)
        h.tapKey(.shift, at: 1)
        #expect(h.keyboard.isShifted)
        h.typeKeys("hi", from: 1.2)
        #expect(field.text == "Hi")
        #expect(!h.keyboard.isShifted)
    }

    @Test func doubleTapOnShiftIsCapsLockUntilShiftAgain() {
        let h = TextInputHarness()
        let field = focusedField(h)
        // Down at 1.0 and 1.2: within 0.35 s.
        h.tapKey(.shift, at: 1)
        h.tapKey(.shift, at: 1.2)
        #expect(h.keyboard.isCapsLocked)
        h.typeKeys("abc", from: 1.5)
        h.tapKey(.shift, at: 2.5)
        #expect(!h.keyboard.isCapsLocked && !h.keyboard.isShifted)
        h.typeKeys("d", from: 3)
        #expect(field.text == "ABCd")
    }

    @Test func twoShiftTapsFarApartAreShiftOnAndOff() {
        let h = TextInputHarness()
        let field = focusedField(h)
        h.tapKey(.shift, at: 1)
        h.tapKey(.shift, at: 1.5)  // 0.5 s later: not a double tap
        #expect(!h.keyboard.isCapsLocked && !h.keyboard.isShifted)
        h.typeKeys("a", from: 2)
        #expect(field.text == "a")
    }

    @Test func numbersAndSymbolsLayouts() {
        let h = TextInputHarness()
        let field = focusedField(h)
        h.tapKey(.layout(.numbers), at: 1)
        #expect(h.keyboard.layout.kind == .numbers)
        h.typeKeys("42$", from: 1.2)
        h.tapKey(.layout(.symbols), at: 2)
        h.typeKeys("{#}", from: 2.2)
        h.tapKey(.layout(.letters), at: 3)
        h.typeKeys("ok", from: 3.2)
        #expect(field.text == "42${#}ok")
    }

    @Test func backspaceRepeatsAfterHalfASecondThenEveryTenth() {
        let h = TextInputHarness()
        let field = focusedField(h)
        field.text = "abcdefghij"
        let point = h.keyCenter(.backspace)
        let id = h.touchDown(point, at: 2)
        #expect(field.text == "abcdefghi")  // at once
        h.advance(to: 2.45)
        #expect(field.text == "abcdefghi")  // nothing more before 0.5 s
        h.advance(to: 2.5)
        #expect(field.text == "abcdefgh")  // 2.5
        h.advance(to: 2.95)
        #expect(field.text == "abcd")  // 2.6, 2.7, 2.8, 2.9
        h.touchUp(id, point, at: 2.95)
        #expect(!h.keyboard.isRepeating)
        h.advance(to: 4)
        #expect(field.text == "abcd")
    }

    @Test func deletingWithBackspaceAtTheCaretInTheMiddle() {
        let h = TextInputHarness()
        let field = focusedField(h)
        field.text = "abcdef"
        field.selectedRange = 3..<3
        h.tapKey(.backspace, at: 1)
        #expect(field.text == "abdef")
        #expect(field.selectedRange == 2..<2)
        h.typeKeys("x", from: 1.5)
        #expect(field.text == "abxdef")
    }

    @Test func theCharacterTypedIsTheKeyUnderTheFingerAtItsLift() {
        let h = TextInputHarness()
        let field = focusedField(h)
        let q = h.keyCenter(.text("q")), w = h.keyCenter(.text("w"))
        let id = h.touchDown(q, at: 1)
        #expect(!h.keyboard.keyPreview.isHidden)
        #expect(h.keyboard.keyPreview.title == "q")
        h.dispatcher.dispatch([record(id, .moved, t: 1.05, w.x, w.y, from: (q.x, q.y))])
        #expect(h.keyboard.keyPreview.title == "w")
        h.touchUp(id, w, at: 1.1)
        #expect(field.text == "w")
        #expect(h.keyboard.keyPreview.isHidden)
    }

    /// While edited a field has a 2 pt ring in its caret's colour, which is the tint (the
    /// accent) until given one; the ring goes when the editing ends.
    @Test func aFocusedFieldHasARingInTheTint() {
        let h = TextInputHarness()
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 40), font: textTestFont())
        h.window.addSubview(field)
        #expect(field.focusRing.isHidden)
        #expect(field.caretColor == Color.systemBlue.resolvedColor(with: .light))
        h.tap(h.center(of: field), at: 0)
        h.advance(to: 0.5)
        #expect(!field.focusRing.isHidden && field.focusRing.borderWidth == 2)
        #expect(field.focusRing.frame == field.bounds && field.focusRing.cornerRadius == field.cornerRadius)
        h.window.tintColor = .systemOrange
        let orange = Color.systemOrange.resolvedColor(with: .light)
        #expect(field.caretColor == orange && field.caret.backgroundColor == orange && field.focusRing.borderColor == orange)
        field.caretColor = .red
        h.window.tintColor = .systemPurple
        #expect(field.caretColor == .red && field.focusRing.borderColor == .red)
        _ = field.resignFirstResponder()
        #expect(field.focusRing.isHidden)
    }

    /// A balloon: a head 1.5 keys wide and 1.25 high, 4 pt above the key, and a stem over the
    /// key itself.
    @Test func thePreviewIsABalloonOverTheTouchedKey() {
        let h = TextInputHarness()
        _ = focusedField(h)
        let key = h.keyboard.frame(of: .text("g"))!
        _ = h.touchDown(h.keyCenter(.text("g")), at: 1)
        let preview = h.keyboard.keyPreview
        let frame = preview.frame
        #expect(near(frame.width, 1.5 * key.width) && abs(frame.midX - key.midX) < 1e-9)
        #expect(near(preview.headHeight, 1.25 * key.height))
        #expect(near(frame.minY, key.minY - 1.25 * key.height - 4) && near(frame.maxY, key.maxY))
        #expect(preview.stem.offsetBy(dx: frame.minX, dy: frame.minY) == key)
        #expect(!preview.isOpaque)
    }

    @Test func returnEndsTheFieldsEditingAndTheKeyboardSlidesAway() {
        let h = TextInputHarness()
        let field = focusedField(h)
        var events: [String] = []
        field.addAction(for: .primaryActionTriggered) { _ in events.append("primary") }
        field.addAction(for: .editingDidEndOnExit) { _ in events.append("exit") }
        field.addAction(for: .editingDidEnd) { _ in events.append("end") }
        field.addAction(for: .editingChanged) { _ in events.append("changed") }
        h.typeKeys("a", from: 1)
        h.tapKey(.returnKey, at: 1.5)
        #expect(events == ["changed", "primary", "exit", "end"])
        #expect(!field.isFirstResponder)
        #expect(!h.screen.textInput.isKeyboardShown)
        h.advance(to: 3)
        #expect(!h.screen.windows.contains { $0.windowLevel == .keyboard })
        #expect(field.text == "a")
    }

    @Test func theHideKeyDismissesTheKeyboard() {
        let h = TextInputHarness()
        let field = focusedField(h)
        h.tapKey(.dismiss, at: 1)
        #expect(!field.isEditing)
        #expect(!h.screen.textInput.isKeyboardShown)
    }

    @Test func theKeyboardSlidesUpFromTheBottom() {
        let h = TextInputHarness()
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 40), font: textTestFont())
        h.window.addSubview(field)
        h.tap(h.center(of: field), at: 0)
        let window = h.keyboard.window!
        #expect(window.windowLevel == .keyboard)
        // The model is at its place at once; the screen shows the slide.
        let keyboardTop = 480 - Keyboard.preferredHeight(for: Size(width: 800, height: 480))
        #expect(abs(window.frame.minY + h.keyboard.frame.minY - keyboardTop) < 1e-9)
        h.advance(to: 0.1)
        // Hidden, the window (keys and the room for previews above them) is below the screen.
        let sliding = window.presentation.frame.minY
        #expect(sliding > window.frame.minY && sliding < 480)
        h.advance(to: 0.5)
        #expect(abs(window.presentation.frame.minY + h.keyboard.frame.minY - keyboardTop) < 1e-9)
        #expect(h.screen.textInput.keyboardFrame == Rect(x: 0, y: keyboardTop, width: 800, height: 480 - keyboardTop))
    }
}
