import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// Touches driven through `TouchDispatcher` on a 400 × 400 screen. The button's frame is
/// (100, 100, 100, 50): screen x 100…200, y 100…150; with the 70 pt hysteresis a touch counts
/// as inside for screen x in 30…270 and y in 30…220.
@Suite struct ControlTrackingTests {
    func makeButton() throws -> (TouchDispatcher, RecordingWindow, Button, ControlEventLog) {
        let (screen, window) = makeScreen()
        let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 50), font: try buttonTestFont())
        button.setTitle("OK", for: .normal)
        window.addSubview(button)
        return (TouchDispatcher(screen: screen), window, button, ControlEventLog(button))
    }

    @Test func tapInsideFiresTouchUpInsideOnce() throws {
        let (dispatcher, window, button, log) = try makeButton()
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        dispatcher.dispatch([record(1, .began, t: 0, 150, 125)])
        dispatcher.dispatch([record(1, .ended, t: 0.1, 150, 125)])
        #expect(taps == 1)
        #expect(log.events == ["down", "upInside", "primary"])
        // The control keeps its touches: nothing goes up the responder chain.
        #expect(window.log.isEmpty)
    }

    @Test func highlightedWhilePressed() throws {
        let (dispatcher, _, button, log) = try makeButton()
        #expect(button.state == .normal && !button.isTracking)
        dispatcher.dispatch([record(1, .began, t: 0, 110, 140)])
        #expect(button.isHighlighted && button.state == .highlighted)
        #expect(button.isTracking && button.isTouchInside)
        dispatcher.dispatch([record(1, .moved, t: 0.05, 120, 140, from: (110, 140))])
        #expect(button.isHighlighted)
        dispatcher.dispatch([record(1, .ended, t: 0.1, 120, 140)])
        #expect(!button.isHighlighted && button.state == .normal)
        #expect(!button.isTracking && !button.isTouchInside)
        // Handlers see the highlight of the moment: on during touch down and the drag, off at the lift.
        #expect(log.events == ["down", "dragInside", "upInside", "primary"])
        #expect(log.highlighted == [true, true, false, false])
    }

    /// Each case: a point just inside the hysteresis margin and one just past it, on one side.
    @Test(arguments: [
        ((269.5, 125.0), (270.5, 125.0)),  // right: bounds x 169.5 ≤ 100 + 70 < 170.5
        ((30.5, 125.0), (29.5, 125.0)),  // left: bounds x −69.5 ≥ −70 > −70.5
        ((150.0, 30.5), (150.0, 29.5)),  // top: bounds y −69.5
        ((150.0, 219.5), (150.0, 220.5))  // bottom: bounds y 119.5 ≤ 50 + 70 < 120.5
    ])
    func dragOutPastTheHysteresisExitsAndBackInReArms(inside: (Double, Double), past: (Double, Double)) throws {
        let (dispatcher, _, button, log) = try makeButton()
        dispatcher.dispatch([record(1, .began, t: 0, 150, 125)])
        dispatcher.dispatch([record(1, .moved, t: 0.1, inside.0, inside.1, from: (150, 125))])
        #expect(button.isHighlighted && button.isTouchInside)
        #expect(log.events == ["down", "dragInside"])
        dispatcher.dispatch([record(1, .moved, t: 0.2, past.0, past.1, from: inside)])
        #expect(!button.isHighlighted && !button.isTouchInside && button.isTracking)
        #expect(log.events == ["down", "dragInside", "exit", "dragOutside"])
        // Further out: still outside, no second exit.
        dispatcher.dispatch([record(1, .moved, t: 0.3, 390, 390, from: past)])
        #expect(log.count("exit") == 1 && log.count("dragOutside") == 2)
        // Back in (outside the bounds but within the margin): re-armed.
        dispatcher.dispatch([record(1, .moved, t: 0.4, inside.0, inside.1, from: (390, 390))])
        #expect(button.isHighlighted && button.isTouchInside)
        #expect(Array(log.events.suffix(2)) == ["enter", "dragInside"])
        dispatcher.dispatch([record(1, .ended, t: 0.5, inside.0, inside.1)])
        #expect(
            log.events == [
                "down", "dragInside", "exit", "dragOutside", "dragOutside",
                "enter", "dragInside", "upInside", "primary"
            ])
        #expect(!button.isHighlighted)
    }

    @Test func liftingOutsideFiresTouchUpOutside() throws {
        let (dispatcher, _, button, log) = try makeButton()
        dispatcher.dispatch([record(1, .began, t: 0, 150, 125)])
        dispatcher.dispatch([record(1, .moved, t: 0.1, 300, 125, from: (150, 125))])
        dispatcher.dispatch([record(1, .ended, t: 0.2, 300, 125)])
        #expect(log.events == ["down", "exit", "dragOutside", "upOutside"])
        #expect(!button.isHighlighted && !button.isTracking)
        // A lift that jumps outside without a move record is outside too.
        dispatcher.dispatch([record(2, .began, t: 1, 150, 125)])
        dispatcher.dispatch([record(2, .ended, t: 1.1, 150, 221)])
        #expect(Array(log.events.suffix(2)) == ["down", "upOutside"])
        #expect(log.count("upInside") == 0 && log.count("primary") == 0)
    }

    @Test func smallerHysteresis() throws {
        let (dispatcher, _, button, log) = try makeButton()
        button.touchHysteresis = 10
        dispatcher.dispatch([record(1, .began, t: 0, 150, 125)])
        dispatcher.dispatch([record(1, .moved, t: 0.1, 209, 125, from: (150, 125))])  // bounds x 109 ≤ 110
        dispatcher.dispatch([record(1, .moved, t: 0.2, 211, 125, from: (209, 125))])  // 111 > 110
        dispatcher.dispatch([record(1, .ended, t: 0.3, 211, 125)])
        #expect(log.events == ["down", "dragInside", "exit", "dragOutside", "upOutside"])
    }

    @Test func cancelledTouchFiresTouchCancel() throws {
        let (dispatcher, _, button, log) = try makeButton()
        dispatcher.dispatch([record(1, .began, t: 0, 150, 125)])
        #expect(button.isHighlighted)
        dispatcher.cancelAllTouches(timestamp: Instant(seconds: 0.1))
        #expect(log.events == ["down", "cancel"])
        #expect(!button.isHighlighted && !button.isTracking && !button.isTouchInside)
        // The rest of the cancelled touch is not delivered; the next touch is tracked afresh.
        dispatcher.dispatch([record(1, .ended, t: 0.2, 150, 125)])
        #expect(log.events == ["down", "cancel"])
        dispatcher.dispatch([record(2, .began, t: 1, 150, 125)])
        dispatcher.dispatch([record(2, .cancelled, t: 1.1, 150, 125)])
        #expect(log.events == ["down", "cancel", "down", "cancel"])
    }

    @Test func disabledButtonGetsNothing() throws {
        let (dispatcher, window, button, log) = try makeButton()
        button.isEnabled = false
        #expect(button.state == .disabled)
        dispatcher.dispatch([record(1, .began, t: 0, 150, 125)])
        #expect(!button.isHighlighted && !button.isTracking)
        dispatcher.dispatch([record(1, .ended, t: 0.1, 150, 125)])
        #expect(log.events.isEmpty)
        // Hit testing skipped it: the touch went to the window behind.
        #expect(window.log == ["began 1", "ended 1"])
        #expect(window.touchViews.count == 1 && window.touchViews[0] === window)
        // Enabled again, it works.
        button.isEnabled = true
        dispatcher.dispatch([record(2, .began, t: 1, 150, 125)])
        dispatcher.dispatch([record(2, .ended, t: 1.1, 150, 125)])
        #expect(log.events == ["down", "upInside", "primary"])
    }

    @Test func disablingDuringAPressEndsTrackingSilently() throws {
        let (dispatcher, _, button, log) = try makeButton()
        dispatcher.dispatch([record(1, .began, t: 0, 150, 125)])
        button.isEnabled = false
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(button.state == .disabled)
        dispatcher.dispatch([record(1, .moved, t: 0.1, 160, 125, from: (150, 125))])
        dispatcher.dispatch([record(1, .ended, t: 0.2, 160, 125)])
        #expect(log.events == ["down"])
        #expect(!button.isHighlighted)
    }

    @Test func repeatedTapSendsTouchDownRepeat() throws {
        let (dispatcher, _, _, log) = try makeButton()
        dispatcher.dispatch([record(1, .began, t: 0, 150, 125)])
        dispatcher.dispatch([record(1, .ended, t: 0.1, 150, 125)])
        dispatcher.dispatch([record(2, .began, t: 0.2, 150, 125, tapCount: 2)])
        dispatcher.dispatch([record(2, .ended, t: 0.3, 150, 125, tapCount: 2)])
        #expect(log.events == ["down", "upInside", "primary", "down", "downRepeat", "upInside", "primary"])
    }

    @Test func aSecondFingerDoesNotDisturbTheTrackedTouch() throws {
        let (dispatcher, _, button, log) = try makeButton()
        button.isMultipleTouchEnabled = true  // so the dispatcher delivers the second finger
        dispatcher.dispatch([record(1, .began, t: 0, 150, 125)])
        dispatcher.dispatch([record(2, .began, t: 0.05, 120, 110)])
        dispatcher.dispatch([record(2, .moved, t: 0.1, 390, 390, from: (120, 110))])
        dispatcher.dispatch([record(2, .ended, t: 0.15, 390, 390)])
        #expect(log.events == ["down"])
        #expect(button.isHighlighted && button.isTracking)
        dispatcher.dispatch([record(1, .ended, t: 0.2, 150, 125)])
        #expect(log.events == ["down", "upInside", "primary"])
    }

    @Test func touchesOnTheTitleGoToTheButton() throws {
        let (dispatcher, _, button, log) = try makeButton()
        button.layoutIfNeeded()
        let title = button.titleLabel.frame  // "OK": 14 × 14 centred in 100 × 50
        #expect(title == Rect(x: 43, y: 18, width: 14, height: 14))
        dispatcher.dispatch([record(1, .began, t: 0, 100 + title.midX, 100 + title.midY)])
        dispatcher.dispatch([record(1, .ended, t: 0.1, 100 + title.midX, 100 + title.midY)])
        #expect(log.events == ["down", "upInside", "primary"])
    }
}

@Suite struct ControlActionTests {
    @Test func actionsRunOncePerSendInOrderAndCanBeRemoved() {
        let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls: [String] = []
        let a = control.addAction(for: [.touchUpInside, .valueChanged]) { _ in calls.append("a") }
        control.addAction(for: .valueChanged) { _ in calls.append("b") }
        control.addAction(for: .touchDown) { _ in calls.append("c") }
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged, .touchDown])
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(calls == ["a", "b"])  // a matches twice but runs once
        control.removeAction(a)
        calls = []
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["b"])
        control.removeAllActions(for: .valueChanged)
        #expect(control.allControlEvents == .touchDown)
    }

    @Test func aHandlerRemovingALaterActionStopsIt() {
        let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls: [String] = []
        var second: Control.ActionID?
        control.addAction(for: .valueChanged) { sender in
            calls.append("first")
            if let second { sender.removeAction(second) }
            sender.addAction(for: .valueChanged) { _ in calls.append("added") }
        }
        second = control.addAction(for: .valueChanged) { _ in calls.append("second") }
        control.sendActions(for: .valueChanged)
        #expect(calls == ["first"])
        calls = []
        control.sendActions(for: .valueChanged)
        #expect(calls == ["first", "added"])
    }

    @Test func stateFlags() {
        let control = Control(frame: .zero)
        #expect(control.state == .normal && control.state.isEmpty)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
    }

    @Test func aTouchLostWithTheSubviewItBeganInDoesNotDisableTheControl() {
        let (screen, window) = makeScreen()
        let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        let badge = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        control.addSubview(badge)
        window.addSubview(control)
        let log = ControlEventLog(control)
        let dispatcher = TouchDispatcher(screen: screen)
        // Begins in the badge and reaches the control up the responder chain.
        dispatcher.dispatch([record(1, .began, t: 0, 110, 110)])
        #expect(control.isTracking && control.isHighlighted)
        badge.removeFromSuperview()
        // The lift goes to the removed badge, which has no chain up to the control any more.
        dispatcher.dispatch([record(1, .ended, t: 0.1, 110, 110)])
        #expect(log.events == ["down"])
        // The next touch finds the old one over: a cancel for it, then a normal tap.
        dispatcher.dispatch([record(2, .began, t: 1, 150, 125)])
        dispatcher.dispatch([record(2, .ended, t: 1.1, 150, 125)])
        #expect(log.events == ["down", "cancel", "down", "upInside"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func aTouchLostWithItsSubviewKeepsNothingAlive() {
        weak var weakControl: Control?
        weak var weakWindow: Window?
        do {
            let (screen, window) = makeScreen()
            let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 50))
            let badge = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            control.addSubview(badge)
            window.addSubview(control)
            let dispatcher = TouchDispatcher(screen: screen)
            dispatcher.dispatch([record(1, .began, t: 0, 110, 110)])
            badge.removeFromSuperview()
            dispatcher.dispatch([record(1, .ended, t: 0.1, 110, 110)])
            #expect(dispatcher.activeTouches.isEmpty)
            weakControl = control
            weakWindow = window
        }
        // The control still thinks it tracks the touch; remembering it must not keep the touch's
        // window (and so the control) alive.
        #expect(weakControl == nil)
        #expect(weakWindow == nil)
    }
}
