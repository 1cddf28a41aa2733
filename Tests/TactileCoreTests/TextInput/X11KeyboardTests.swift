import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// The desktop window's X11 keys as key records: keycodes from xkb's "evdev" keycodes file
/// (xkeyboard-config keycodes/evdev, the names in angle brackets), which Linux X servers use.
@Suite struct X11KeyboardTests {
    // X11 keycodes: <AC01> a, <AD03> e, <AC09> l, <AC06> h, <AE01> 1, <SPCE>, <RTRN>, <BKSP>, <LFSH>, <HOME>.
    static let a: UInt8 = 38, e: UInt8 = 26, l: UInt8 = 46, h: UInt8 = 43, one: UInt8 = 10
    static let space: UInt8 = 65, enter: UInt8 = 36, backspace: UInt8 = 22, leftShift: UInt8 = 50, home: UInt8 = 110

    @Test func keycodesAreEvdevCodesPlusEight() {
        // linux/input-event-codes.h: KEY_A 30, KEY_E 18, KEY_L 38, KEY_1 2, KEY_SPACE 57,
        // KEY_ENTER 28, KEY_BACKSPACE 14, KEY_LEFTSHIFT 42.
        #expect(HardwareKey(x11Keycode: Self.a) == .keyboard(code: 30))
        #expect(HardwareKey(x11Keycode: Self.e) == .keyboard(code: 18))
        #expect(HardwareKey(x11Keycode: Self.l) == .keyboard(code: 38))
        #expect(HardwareKey(x11Keycode: Self.one) == .keyboard(code: 2))
        #expect(HardwareKey(x11Keycode: Self.space) == .keyboard(code: 57))
        #expect(HardwareKey(x11Keycode: Self.enter) == .keyboard(code: 28))
        #expect(HardwareKey(x11Keycode: Self.backspace) == .keyboard(code: 14))
        #expect(HardwareKey(x11Keycode: Self.leftShift) == .keyboard(code: 42))
        // <HOME> is KEY_HOME (102): the device's home key, as from evdev.
        #expect(HardwareKey(x11Keycode: Self.home) == .home)
        // Below X's first keycode, and keycode 8 (KEY_RESERVED): no key.
        #expect(HardwareKey(x11Keycode: 0) == nil)
        #expect(HardwareKey(x11Keycode: 7) == nil)
        #expect(HardwareKey(x11Keycode: 8) == nil)
    }

    @Test func recordsCarryPressReleaseAndRepeat() {
        let t = Instant(seconds: 2)
        #expect(
            KeyRecord(x11Keycode: Self.a, isPressed: true, timestamp: t)
                == KeyRecord(timestamp: t, key: .keyboard(code: 30), isPressed: true))
        #expect(KeyRecord(x11Keycode: Self.a, isPressed: true, isRepeat: true, timestamp: t)?.isRepeat == true)
        // A release is never a repeat.
        #expect(KeyRecord(x11Keycode: Self.a, isPressed: false, isRepeat: true, timestamp: t)?.isRepeat == false)
        #expect(KeyRecord(x11Keycode: 3, isPressed: true, timestamp: t) == nil)
    }

    /// X11 key events typed through the application into the first responder.
    @Test func typingInTheWindowTypesIntoTheField() {
        let h = TextInputHarness()
        h.screen.textInput.usesOnScreenKeyboard = false
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 40), font: textTestFont())
        h.window.addSubview(field)
        field.becomeFirstResponder()
        var t = 0.0
        func send(_ keycode: UInt8, _ pressed: Bool, repeating: Bool = false) {
            guard
                let record = KeyRecord(
                    x11Keycode: keycode, isPressed: pressed, isRepeat: repeating,
                    timestamp: Instant(seconds: t))
            else { return }
            h.screen.textInput.handleHardwareKey(record)
            t += 0.05
        }
        func tap(_ keycode: UInt8) { send(keycode, true); send(keycode, false) }
        send(Self.leftShift, true)
        tap(Self.h)
        send(Self.leftShift, false)
        for key in [Self.e, Self.l, Self.l, Self.space, Self.one] { tap(key) }
        // A held key: its press, two auto-repeats, its release.
        send(Self.a, true)
        send(Self.a, true, repeating: true)
        send(Self.a, true, repeating: true)
        send(Self.a, false)
        tap(Self.backspace)
        #expect(field.text == "Hell 1aa")
    }
}
