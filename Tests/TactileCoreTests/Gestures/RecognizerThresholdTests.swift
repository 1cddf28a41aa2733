import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Each recognizer's defaults (docs/gesture-arbitration.md, 'Reference values') at and around
/// their edges.
@Suite struct RecognizerThresholdTests {
    // MARK: Tap

    @Test(arguments: [(44.9, true), (45.1, false)])
    func tapMovementLimit(distance: Double, recognized: Bool) {
        let h = GestureHarness()
        h.attach(TapGestureRecognizer(name: "tap"), to: h.addView())
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.send(at: 1.05, [record(1, .moved, t: 1.05, 100 + distance, 100)])
        h.send(at: 1.1, [record(1, .ended, t: 1.1, 100 + distance, 100)])
        #expect(h.log == [recognized ? "tap recognized" : "tap failed"])
    }

    @Test(arguments: [(0.34, true), (0.36, false)])
    func doubleTapInterval(gap: Double, recognized: Bool) {
        let h = GestureHarness()
        h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: h.addView())
        h.tap(1, at: 1.0)  // lifts at 1.05
        h.tap(2, at: 1.05 + gap)
        h.settle()
        if recognized {
            #expect(h.states(of: "double-tap") == ["recognized"])
        } else {
            // The first tap's wait ends at its lift + 0.35 s; the late tap starts a new wait.
            #expect(h.states(of: "double-tap") == ["failed", "failed"])
            #expect(abs(h.times[0] - 1.40) < 1e-9)
        }
    }

    @Test func doubleTapSecondTapMustComeBackToThePlace() {
        let h = GestureHarness()
        h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: h.addView())
        h.tap(1, at: 1.0, 100, 100)
        h.tap(2, at: 1.2, 160, 100)  // 60 pt away
        #expect(h.log == ["double-tap failed"])
    }

    @Test func twoFingerTapNeedsBothFingersAndFailsOnAThird() {
        let h = GestureHarness()
        let view = h.addView()
        view.isMultipleTouchEnabled = true
        h.attach(TapGestureRecognizer(name: "two", touches: 2), to: view)
        // Fingers landing and lifting at different moments still make one tap.
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.send(at: 1.02, [record(2, .began, t: 1.02, 180, 100)])
        h.send(at: 1.08, [record(1, .ended, t: 1.08, 100, 100)])
        h.send(at: 1.1, [record(2, .ended, t: 1.1, 180, 100)])
        #expect(h.log == ["two recognized"])
        let recognizer = view.gestureRecognizers[0]
        _ = recognizer
        h.send(
            at: 2.0,
            [
                record(3, .began, t: 2.0, 100, 100), record(4, .began, t: 2.0, 150, 100),
                record(5, .began, t: 2.0, 200, 100)
            ])
        #expect(h.log == ["two recognized", "two failed"])
        h.send(
            at: 2.1,
            [
                record(3, .ended, t: 2.1, 100, 100), record(4, .ended, t: 2.1, 150, 100),
                record(5, .ended, t: 2.1, 200, 100)
            ])
        // One finger alone is not a two-finger tap.
        h.tap(6, at: 3.0)
        #expect(h.log == ["two recognized", "two failed", "two failed"])
    }

    @Test func twoFingerTapReportsBothTouchesAndTheirCentre() {
        let h = GestureHarness()
        let view = h.addView()
        let two = h.attach(TapGestureRecognizer(name: "two", touches: 2), to: view)
        var seen: (Int, Point)?
        two.addAction { r in seen = (r.numberOfTouches, r.location(in: view)) }
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100), record(2, .began, t: 1.0, 200, 140)])
        h.send(at: 1.05, [record(1, .ended, t: 1.05, 100, 100)])
        h.send(at: 1.08, [record(2, .ended, t: 1.08, 200, 140)])
        #expect(seen?.0 == 2)
        #expect(seen.map { pointsMatch($0.1, Point(x: 150, y: 120)) } == true)
    }

    // MARK: Long press

    @Test func longPressBeginsAtExactlyHalfASecond() {
        let h = GestureHarness()
        h.attach(LongPressGestureRecognizer(name: "long"), to: h.addView())
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.advance(to: 1.499)
        #expect(h.log.isEmpty)
        h.advance(to: 1.5)
        #expect(h.log == ["long began"])
        #expect(abs(h.times[0] - 1.5) < 1e-9)
        // No movement limit once begun.
        h.send(at: 1.6, [record(1, .moved, t: 1.6, 300, 100)])
        h.send(at: 1.7, [record(1, .ended, t: 1.7, 300, 100)])
        #expect(h.log == ["long began", "long changed", "long ended"])
    }

    @Test(arguments: [(9.9, true), (10.1, false)])
    func longPressMovementLimit(distance: Double, begins: Bool) {
        let h = GestureHarness()
        h.attach(LongPressGestureRecognizer(name: "long"), to: h.addView())
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.send(at: 1.2, [record(1, .moved, t: 1.2, 100, 100 + distance)])
        h.advance(to: 1.6)
        #expect(h.log == [begins ? "long began" : "long failed"])
    }

    @Test func longPressLiftedEarlyFails() {
        let h = GestureHarness()
        h.attach(LongPressGestureRecognizer(name: "long"), to: h.addView())
        h.tap(1, at: 1.0)
        h.settle()
        #expect(h.log == ["long failed"])
    }

    @Test func tapThenPressAndHold() {
        let h = GestureHarness()
        let long = h.attach(LongPressGestureRecognizer(name: "long"), to: h.addView())
        long.numberOfTapsRequired = 1
        h.tap(1, at: 1.0)
        h.send(at: 1.2, [record(2, .began, t: 1.2, 200, 200)])
        h.advance(to: 1.71)
        #expect(h.log == ["long began"])
        #expect(abs(h.times[0] - 1.7) < 1e-9)
    }

    // MARK: Pan

    @Test func panHysteresisAndTranslationWithoutAJump() {
        let h = GestureHarness()
        let view = h.addView()
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        var translations: [Point] = []
        pan.addAction { r in translations.append(r.translation(in: view)) }
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.send(at: 1.01, [record(1, .moved, t: 1.01, 106, 108)])  // 10 pt exactly (6, 8)
        #expect(h.log == ["pan began"])
        // The translation starts at zero: the hysteresis is subtracted along the movement.
        #expect(pointsMatch(translations[0], Point(x: 0, y: 0)))
        h.send(at: 1.02, [record(1, .moved, t: 1.02, 112, 116)])  // 20 pt along the same line
        #expect(pointsMatch(translations[1], Point(x: 6, y: 8)))
        h.send(at: 1.03, [record(1, .moved, t: 1.03, 112, 216)])
        #expect(pointsMatch(translations[2], Point(x: 6, y: 108)))
    }

    @Test func panBelowTheHysteresisDoesNotBegin() {
        let h = GestureHarness()
        h.attach(PanGestureRecognizer(name: "pan"), to: h.addView())
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.send(at: 1.01, [record(1, .moved, t: 1.01, 109.9, 100)])
        #expect(h.log.isEmpty)
        h.send(at: 1.02, [record(1, .ended, t: 1.02, 109.9, 100)])
        #expect(h.log == ["pan failed"])
    }

    @Test func setTranslationRebasesAndAddingAFingerDoesNotJump() {
        let h = GestureHarness()
        let view = h.addView()
        view.isMultipleTouchEnabled = true
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.send(at: 1.02, [record(1, .moved, t: 1.02, 100, 130)])
        #expect(pointsMatch(pan.translation(in: view), Point(x: 0, y: 20)))
        pan.setTranslation(Point(x: 5, y: 5), in: view)
        #expect(pointsMatch(pan.translation(in: view), Point(x: 5, y: 5)))
        #expect(pointsMatch(pan.velocity(in: view), .zero))
        // A second finger 100 pt to the right moves the centroid by 50 pt, not the translation.
        h.send(at: 1.04, [record(1, .stationary, t: 1.04, 100, 130), record(2, .began, t: 1.04, 200, 130)])
        #expect(pointsMatch(pan.translation(in: view), Point(x: 5, y: 5)))
        h.send(at: 1.06, [record(1, .moved, t: 1.06, 100, 140), record(2, .moved, t: 1.06, 200, 140)])
        #expect(pointsMatch(pan.translation(in: view), Point(x: 5, y: 15)))
        #expect(pan.numberOfTouches == 2)
        h.send(at: 1.08, [record(1, .ended, t: 1.08, 100, 140), record(2, .stationary, t: 1.08, 200, 140)])
        #expect(pointsMatch(pan.translation(in: view), Point(x: 5, y: 15)))
        #expect(pan.state == .changed)
    }

    @Test func translationInATurnedView() {
        let h = GestureHarness()
        let view = h.addView(Rect(x: 100, y: 100, width: 200, height: 200))
        view.transform = AffineTransform(rotationAngle: Trigonometry.pi / 2)
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        h.send(at: 1.0, [record(1, .began, t: 1.0, 200, 200)])
        h.send(at: 1.02, [record(1, .moved, t: 1.02, 230, 200)])
        // 20 pt right on screen is 20 pt along the view's −y when it is turned a quarter clockwise.
        let t = pan.translation(in: view)
        #expect(abs(t.x) < 1e-9 && abs(t.y + 20) < 1e-9)
    }

    @Test func panWithMoreFingersThanItsMaximumFails() {
        let h = GestureHarness()
        let view = h.addView()
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        pan.maximumNumberOfTouches = 1
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.send(at: 1.01, [record(2, .began, t: 1.01, 200, 100)])
        #expect(h.log == ["pan failed"])
    }

    // MARK: Swipe

    @Test(arguments: [(49.9, false), (50.0, true)])
    func swipeDistance(distance: Double, recognized: Bool) {
        let h = GestureHarness()
        h.attach(SwipeGestureRecognizer(name: "swipe", direction: .left), to: h.addView())
        h.send(at: 1.0, [record(1, .began, t: 1.0, 300, 100)])
        h.send(at: 1.1, [record(1, .moved, t: 1.1, 300 - distance, 110)])
        #expect(h.log == (recognized ? ["swipe recognized"] : []))
        h.send(at: 1.2, [record(1, .ended, t: 1.2, 300 - distance, 110)])
        #expect(h.log == [recognized ? "swipe recognized" : "swipe failed"])
    }

    @Test func swipeTooSlowFailsAtHalfASecond() {
        let h = GestureHarness()
        h.attach(SwipeGestureRecognizer(name: "swipe", direction: .right), to: h.addView())
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.send(at: 1.3, [record(1, .moved, t: 1.3, 130, 100)])
        h.advance(to: 1.5)
        #expect(h.log == ["swipe failed"])
        #expect(abs(h.times[0] - 1.5) < 1e-9)
    }

    @Test func swipeAgainstItsDirectionOrAcrossItDoesNotRecognize() {
        let h = GestureHarness()
        let swipe = h.attach(SwipeGestureRecognizer(name: "swipe", direction: [.right, .up]), to: h.addView())
        h.send(at: 1.0, [record(1, .began, t: 1.0, 200, 200)])
        h.send(at: 1.1, [record(1, .moved, t: 1.1, 140, 200)])  // left
        h.send(at: 1.15, [record(1, .moved, t: 1.15, 140, 260)])  // down
        #expect(h.log.isEmpty)
        h.send(at: 1.2, [record(1, .moved, t: 1.2, 140, 120)])  // up 80 from the start, 60 across
        #expect(h.log == ["swipe recognized"])
        #expect(swipe.recognizedDirection == .up)
    }

    // MARK: Pinch and rotation

    @Test func pinchScaleAndVelocity() {
        let h = GestureHarness()
        let pinch = h.attach(PinchGestureRecognizer(name: "pinch"), to: h.addView())
        h.send(at: 1.0, [record(1, .began, t: 1.0, 150, 200), record(2, .began, t: 1.0, 250, 200)])  // 100 pt
        h.send(at: 1.01, [record(1, .moved, t: 1.01, 145, 200), record(2, .moved, t: 1.01, 254.9, 200)])  // 109.9
        #expect(h.log.isEmpty)
        h.send(at: 1.02, [record(1, .moved, t: 1.02, 145, 200), record(2, .moved, t: 1.02, 255, 200)])  // 110
        #expect(h.log == ["pinch began"])
        #expect(abs(pinch.scale - 1.1) < 1e-12)
        // Rates: 1.099 − 1 over 10 ms = 9.9/s, then (1.1 − 1.099)/0.01 = 0.1/s; smoothed
        // 0.25·9.9 = 2.475, then 0.75·2.475 + 0.25·0.1 = 1.88125.
        #expect(abs(pinch.velocity - 1.88125) < 1e-9)
        h.send(at: 1.03, [record(1, .moved, t: 1.03, 100, 200), record(2, .moved, t: 1.03, 300, 200)])
        #expect(abs(pinch.scale - 2.0) < 1e-12)
        h.send(at: 1.04, [record(1, .ended, t: 1.04, 100, 200), record(2, .stationary, t: 1.04, 300, 200)])
        #expect(h.log == ["pinch began", "pinch changed", "pinch ended"])
    }

    @Test func rotationIsCumulativeAcrossHalfTurns() {
        let h = GestureHarness()
        let rotation = h.attach(RotationGestureRecognizer(name: "rotation"), to: h.addView())
        // Two fingers 100 pt apart about (200, 200), turned in steps of 30°, three quarters round.
        func points(_ degrees: Double) -> [(Double, Double)] {
            let a = degrees * Trigonometry.pi / 180
            let c = Trigonometry.cos(a) * 50, s = Trigonometry.sin(a) * 50
            return [(200 - c, 200 - s), (200 + c, 200 + s)]
        }
        var t = 1.0
        let start = points(0)
        h.send(at: t, [record(1, .began, t: t, start[0].0, start[0].1), record(2, .began, t: t, start[1].0, start[1].1)])
        for step in 1...9 {
            t += 0.02
            let p = points(Double(step) * 30)
            h.send(at: t, [record(1, .moved, t: t, p[0].0, p[0].1), record(2, .moved, t: t, p[1].0, p[1].1)])
        }
        #expect(h.states(of: "rotation").first == "began")
        // 270° clockwise on screen (y down): +3π/2, not −π/2.
        #expect(abs(rotation.rotation - 3 * Trigonometry.pi / 2) < 1e-9)
        // Constant 30° per 20 ms: the smoothed rate approaches 26.18 rad/s from below.
        let stepRate = (Trigonometry.pi / 6) / 0.02
        var expected = 0.0
        for _ in 1...9 { expected = 0.25 * stepRate + 0.75 * expected }
        #expect(abs(rotation.velocity - expected) < 1e-6)
    }

    @Test func rotationBelowFiveDegreesDoesNotBegin() {
        let h = GestureHarness()
        h.attach(RotationGestureRecognizer(name: "rotation"), to: h.addView())
        let a = 4.9 * Trigonometry.pi / 180
        h.send(at: 1.0, [record(1, .began, t: 1.0, 150, 200), record(2, .began, t: 1.0, 250, 200)])
        h.send(
            at: 1.02,
            [
                record(1, .moved, t: 1.02, 200 - 50 * Trigonometry.cos(a), 200 - 50 * Trigonometry.sin(a)),
                record(2, .moved, t: 1.02, 200 + 50 * Trigonometry.cos(a), 200 + 50 * Trigonometry.sin(a))
            ])
        #expect(h.log.isEmpty)
    }

    // MARK: Screen-edge pan

    @Test func edgePanNeedsTheEdgeAndAMovementAwayFromIt() {
        let h = GestureHarness()
        let view = h.addView()
        h.attach(ScreenEdgePanGestureRecognizer(name: "edge", edges: .left), to: view)
        h.drag(1, at: 1.0, from: (30, 200), to: (130, 200), steps: 5)  // 30 pt in: not at the edge
        #expect(h.log == ["edge failed"])
        h.drag(2, at: 2.0, from: (10, 200), to: (10, 300), steps: 5)  // along the edge
        #expect(h.log == ["edge failed", "edge failed"])
        h.drag(3, at: 3.0, from: (10, 200), to: (110, 210), steps: 5)
        #expect(Array(h.log.dropFirst(2)).first == "edge began")
        #expect(h.log.last == "edge ended")
    }

    @Test func rightEdgePan() {
        let h = GestureHarness()
        let edge = h.attach(ScreenEdgePanGestureRecognizer(name: "edge", edges: [.right, .bottom]), to: h.addView())
        h.drag(1, at: 1.0, from: (395, 200), to: (300, 200), steps: 5)
        #expect(h.log.first == "edge began")
        #expect(edge.startEdge == [])  // reset after the sequence
    }
}
