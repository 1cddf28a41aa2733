import TactileInput
import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Hardware keyboard keys (evdev codes, US layout) typing into the first responder.
@Suite struct HardwareKeyboardTests {
    // evdev KEY_* codes from linux/input-event-codes.h.
    static let shift: UInt16 = 42, rightShift: UInt16 = 54, capsLock: UInt16 = 58, control: UInt16 = 29
    static let backspace: UInt16 = 14, enter: UInt16 = 28, left: UInt16 = 105, right: UInt16 = 106
    static let h: UInt16 = 35, e: UInt16 = 18, l: UInt16 = 38, o: UInt16 = 24, a: UInt16 = 30, space: UInt16 = 57
    static let one: UInt16 = 2, two: UInt16 = 3, zero: UInt16 = 11, minus: UInt16 = 12, equal: UInt16 = 13
    static let semicolon: UInt16 = 39, apostrophe: UInt16 = 40, slash: UInt16 = 53, grave: UInt16 = 41
    static let backslash: UInt16 = 43, leftBrace: UInt16 = 26, comma: UInt16 = 51

    func editing() -> (TextInputHarness, TextField) {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 40), font: textTestFont())
        h.window.addSubview(field)
        field.becomeFirstResponder()
        return (h, field)
    }

    /// Presses and releases `code`.
    func type(_ code: UInt16, _ h: TextInputHarness, t: inout Double) {
        h.screen.textInput.handleHardwareKey(keyRecord(code, .down, t: t))
        h.screen.textInput.handleHardwareKey(keyRecord(code, .up, t: t + 0.01))
        t += 0.1
    }

    func holdingShift(_ codes: [UInt16], _ h: TextInputHarness, t: inout Double, key: UInt16 = shift) {
        h.screen.textInput.handleHardwareKey(keyRecord(key, .down, t: t))
        for code in codes { type(code, h, t: &t) }
        h.screen.textInput.handleHardwareKey(keyRecord(key, .up, t: t))
    }

    @Test func keyboardCodesAreKeysAndButtonsAreNot() {
        #expect(HardwareKey(code: 30) == .keyboard(code: 30))
        #expect(HardwareKey(code: 102) == .home)  // KEY_HOME stays the device's home key
        #expect(HardwareKey(code: 158) == .back)
        #expect(HardwareKey(code: 0x110) == nil)  // BTN_LEFT
        #expect(HardwareKey(code: 0x14a) == nil)  // BTN_TOUCH
        #expect(HardwareKey(code: 0) == nil)  // KEY_RESERVED
    }

    @Test func lettersDigitsAndSpace() {
        let (h, field) = editing()
        var t = 0.0
        for code in [Self.h, Self.e, Self.l, Self.l, Self.o, Self.space, Self.one, Self.two, Self.zero] { type(code, h, t: &t) }
        #expect(field.text == "hello 120")
    }

    @Test func shiftedSymbolsOfTheUSLayout() {
        let (h, field) = editing()
        var t = 0.0
        holdingShift(
            [
                Self.one, Self.two, Self.zero, Self.minus, Self.equal, Self.semicolon, Self.apostrophe,
                Self.slash, Self.grave, Self.backslash, Self.leftBrace, Self.comma
            ], h, t: &t)
        type(Self.minus, h, t: &t)
        type(Self.semicolon, h, t: &t)
        #expect(field.text == "!@)_+:\"?~|{<-;")
    }

    @Test func shiftAndCapsLockCapitalizeLetters() {
        let (h, field) = editing()
        var t = 0.0
        holdingShift([Self.h], h, t: &t, key: Self.rightShift)
        type(Self.e, h, t: &t)
        type(Self.capsLock, h, t: &t)
        type(Self.l, h, t: &t)
        holdingShift([Self.l], h, t: &t)  // Shift with Caps Lock: lowercase again
        type(Self.one, h, t: &t)  // Caps Lock leaves digits alone
        type(Self.capsLock, h, t: &t)
        type(Self.o, h, t: &t)
        #expect(field.text == "HeLl1o")
    }

    @Test func backspaceReturnAndArrows() {
        let (h, field) = editing()
        var primary = 0
        field.resignsFirstResponderOnReturn = false
        field.addAction(for: .primaryActionTriggered) { _ in primary += 1 }
        var t = 0.0
        for code in [Self.h, Self.e, Self.l, Self.o] { type(code, h, t: &t) }
        type(Self.left, h, t: &t)
        type(Self.l, h, t: &t)  // hel|o → hell|o
        type(Self.right, h, t: &t)
        type(Self.backspace, h, t: &t)  // hello| → hell|
        #expect(field.text == "hell")
        type(Self.enter, h, t: &t)
        #expect(primary == 1)
        #expect(field.text == "hell")
    }

    @Test func anAutoRepeatTypesAgainAndControlChordsTypeNothing() {
        let (h, field) = editing()
        h.screen.textInput.handleHardwareKey(keyRecord(Self.a, .down, t: 0))
        h.screen.textInput.handleHardwareKey(keyRecord(Self.a, .repeating, t: 0.5))
        h.screen.textInput.handleHardwareKey(keyRecord(Self.a, .repeating, t: 0.53))
        h.screen.textInput.handleHardwareKey(keyRecord(Self.a, .up, t: 0.55))
        h.screen.textInput.handleHardwareKey(keyRecord(Self.control, .down, t: 1))
        h.screen.textInput.handleHardwareKey(keyRecord(Self.a, .down, t: 1.1))
        h.screen.textInput.handleHardwareKey(keyRecord(Self.a, .up, t: 1.2))
        h.screen.textInput.handleHardwareKey(keyRecord(Self.control, .up, t: 1.3))
        #expect(field.text == "aaa")
    }

    @Test func keysTypeNothingWithoutAFieldBeingEdited() {
        let (h, field) = editing()
        field.resignFirstResponder()
        #expect(!h.screen.textInput.handleHardwareKey(keyRecord(Self.a, .down, t: 0)))
        #expect(field.text == "")
    }
}
