import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The keyboard pushing the content so the field being edited stays visible, and the run loop
/// having no timer while nothing is edited.
@Suite struct KeyboardAvoidanceTests {
    /// On 800 × 480: four 44 pt rows, three 10 pt gaps, 8 + 4 pt of padding = 218 pt.
    static let keyboardTop = 480.0 - 218

    @Test func theKeyboardHeight() {
        #expect(Keyboard.preferredHeight(for: Size(width: 800, height: 480)) == 218)
        #expect(Keyboard.preferredHeight(for: Size(width: 480, height: 320)) == 160)
        #expect(Keyboard.preferredHeight(for: Size(width: .nan, height: -5)) == 0)
    }

    @Test func withoutAScrollViewTheWindowsContentMovesUp() {
        let h = TextInputHarness()
        let field = TextField(frame: Rect(x: 20, y: 400, width: 300, height: 40), font: textTestFont())
        h.window.addSubview(field)
        h.tap(h.center(of: field), at: 0)
        h.advance(to: 1)
        // 440 + 8 − 262 = 186.
        #expect(h.window.bounds.minY == 186)
        #expect(h.window.presentation.bounds.minY == 186)
        #expect(h.center(of: field).y + 20 + 8 == Self.keyboardTop)
        field.resignFirstResponder()
        h.advance(to: 2)
        #expect(h.window.presentation.bounds.minY == 0)
    }

    @Test func aFieldAlreadyAboveTheKeyboardMovesNothing() {
        let h = TextInputHarness()
        let field = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 40), font: textTestFont())
        h.window.addSubview(field)
        h.tap(h.center(of: field), at: 0)
        h.advance(to: 1)
        #expect(h.window.bounds.minY == 0)
    }

    @Test func theNearestScrollViewGetsTheKeyboardAsBottomInsetAndShowsTheField() {
        let h = TextInputHarness()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        scroll.contentSize = Size(width: 800, height: 1000)
        scroll.contentInset.bottom = 10
        h.window.addSubview(scroll)
        let field = TextField(frame: Rect(x: 20, y: 600, width: 300, height: 40), font: textTestFont())
        scroll.addSubview(field)
        field.becomeFirstResponder()
        // The keyboard covers the bottom 218 pt of the scroll view.
        #expect(scroll.contentInset.bottom == 10 + 218)
        h.advance(to: 1)
        // 640 + 8 − (480 − 218) = 386: the field ends 8 pt above the keyboard.
        #expect(scroll.contentOffset.y == 386)
        #expect(h.center(of: field).y + 20 + 8 == Self.keyboardTop)
        #expect(h.window.bounds.minY == 0)
        field.resignFirstResponder()
        #expect(scroll.contentInset.bottom == 10)
    }

    @Test func movingToAnotherFieldKeepsTheKeyboardUp() {
        let h = TextInputHarness()
        let first = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 40), font: textTestFont())
        let second = TextField(frame: Rect(x: 20, y: 400, width: 300, height: 40), font: textTestFont())
        h.window.addSubview(first)
        h.window.addSubview(second)
        first.addAction(for: .primaryActionTriggered) { _ in second.becomeFirstResponder() }
        first.resignsFirstResponderOnReturn = false
        h.tap(h.center(of: first), at: 0)
        h.advance(to: 1)
        let keyboardWindow = h.keyboard.window!
        let shownY = keyboardWindow.frame.minY
        h.tapKey(.returnKey, at: 1)
        #expect(second.isEditing && !first.isEditing)
        #expect(h.screen.textInput.isKeyboardShown)
        for step in 1...30 {
            h.advance(to: 1.05 + Double(step) / 60)
            #expect(keyboardWindow.presentation.frame.minY == shownY)  // it never moves
        }
        #expect(h.screen.windows.contains { $0 === keyboardWindow })
        #expect(h.window.bounds.minY == 186)  // now for the second field
    }

    @Test func noTimerAndNoFrameWhileNoFieldIsEdited() {
        let h = TextInputHarness()
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 40), font: textTestFont())
        let view = TextView(frame: Rect(x: 20, y: 80, width: 300, height: 100), font: textTestFont())
        h.window.addSubview(field)
        h.window.addSubview(view)
        h.advance(to: 1)
        #expect(h.loop.timerCount == 0)
        #expect(!h.loop.isAnimating)

        h.tap(h.center(of: field), at: 1)  // focused at the lift, 1.05
        #expect(h.loop.timerCount == 1)  // the caret's blink
        #expect(!field.caret.isHidden)
        h.advance(to: 1.5)
        #expect(!field.caret.isHidden)
        h.advance(to: 1.55)
        #expect(field.caret.isHidden)
        h.advance(to: 2.05)
        #expect(!field.caret.isHidden)
        field.insertText("a")  // an edit shows the caret for a whole period
        h.advance(to: 2.5)
        #expect(!field.caret.isHidden)

        field.resignFirstResponder()
        #expect(h.loop.timerCount == 0)
        #expect(field.caret.isHidden)
        h.advance(to: 4)  // the keyboard has slid away
        #expect(!h.loop.isAnimating)
        #expect(h.loop.timerCount == 0)
        #expect(h.loop.nextDeadline == nil)
    }

    @Test func incrementalRenderingEqualsAFullRedrawWhileEditing() {
        let h = TextInputHarness()
        let field = TextField(frame: Rect(x: 20, y: 400, width: 300, height: 40))
        field.placeholder = "Name"
        h.window.addSubview(field)
        let target = Bitmap(width: 800, height: 480, format: .xrgb8888)
        let full = Bitmap(width: 800, height: 480, format: .xrgb8888)
        _ = h.screen.render(into: target)
        var t = 0.0
        func check(_ step: String) {
            _ = h.screen.render(into: target)
            h.screen.renderAll(into: full)
            #expect(firstDifference(target, full) == nil, "\(step)")
        }
        h.tap(h.center(of: field), at: t)
        for _ in 0..<20 {  // the keyboard sliding, the content moving
            t += 1.0 / 60
            h.advance(to: t)
            check("slide at \(t)")
        }
        t = h.typeKeys("hi", from: t + 0.1)
        check("typed")
        _ = h.touchDown(h.keyCenter(.text("w")), at: t)
        check("preview")
        h.tapKey(.backspace, at: t + 0.1)
        check("deleted")
        h.advance(to: t + 0.7)
        check("caret blinked")
        h.tapKey(.returnKey, at: t + 1)
        for _ in 0..<20 {
            t += 1.0 / 60
            h.advance(to: t + 1.1)
            check("hiding")
        }
    }
}
