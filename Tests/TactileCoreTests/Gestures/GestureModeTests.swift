import TactileInput
import TactilePlatform
import TactileTestSupport
import Testing

@testable import TactileCore

/// Definitions by mode (docs/gesture-arbitration.md, 'Gesture modes': the "next application"
/// swipe takes three fingers, four in accessibility mode), taken only when no other recognizer
/// already uses the definition.
@Suite struct GestureModeTests {
    func nextAppSwipe() -> SwipeGestureRecognizer {
        let swipe = SwipeGestureRecognizer(name: "next-app", direction: .left, touches: 3)
        swipe.setDefinition(for: .normal) { $0.numberOfTouchesRequired = 3 }
        swipe.setDefinition(for: .accessibility) { $0.numberOfTouchesRequired = 4 }
        return swipe
    }

    func swipeLeft(_ h: GestureHarness, fingers: Int, at t: Double) {
        var began: [TouchRecord] = [], moved: [TouchRecord] = [], ended: [TouchRecord] = []
        for finger in 0..<fingers {
            let x = 300.0, y = 100.0 + Double(finger) * 40
            began.append(record(finger + 1, .began, t: t, x, y))
            moved.append(record(finger + 1, .moved, t: t + 0.05, x - 80, y, from: (x, y)))
            ended.append(record(finger + 1, .ended, t: t + 0.1, x - 80, y))
        }
        h.send(at: t, began)
        h.send(at: t + 0.05, moved)
        h.send(at: t + 0.1, ended)
    }

    @Test func theSwipeTakesFourFingersInAccessibilityMode() {
        let h = GestureHarness()
        let view = h.addView()
        view.isMultipleTouchEnabled = true
        let swipe = h.attach(nextAppSwipe(), to: view)
        swipeLeft(h, fingers: 3, at: 1.0)
        #expect(h.log == ["next-app recognized"])
        h.dispatcher.gestureMode = .accessibility
        #expect(swipe.numberOfTouchesRequired == 4 && swipe.mode == .accessibility)
        swipeLeft(h, fingers: 3, at: 2.0)
        swipeLeft(h, fingers: 4, at: 3.0)
        #expect(h.log == ["next-app recognized", "next-app failed", "next-app recognized"])
        h.dispatcher.gestureMode = .normal
        #expect(swipe.numberOfTouchesRequired == 3)
    }

    @Test func aDefinitionAnotherRecognizerUsesIsNotTaken() {
        let h = GestureHarness()
        let view = h.addView()
        let swipe = h.attach(nextAppSwipe(), to: view)
        h.attach(SwipeGestureRecognizer(name: "app-four-left", direction: .left, touches: 4), to: view)
        h.dispatcher.gestureMode = .accessibility
        #expect(swipe.numberOfTouchesRequired == 3 && swipe.mode == .normal)
    }

    @Test func aModeChangeDuringASequenceWaitsForItsEnd() {
        let h = GestureHarness()
        let view = h.addView()
        let swipe = h.attach(nextAppSwipe(), to: view)
        h.send(at: 1.0, [record(1, .began, t: 1.0, 200, 200)])
        h.dispatcher.gestureMode = .accessibility
        #expect(swipe.numberOfTouchesRequired == 3)
        h.send(at: 1.1, [record(1, .ended, t: 1.1, 200, 200)])
        #expect(swipe.numberOfTouchesRequired == 4)
    }
}
