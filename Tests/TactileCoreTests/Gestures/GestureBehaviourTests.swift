import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// The behaviours docs/gesture-arbitration.md lists ('Behaviours to test'), on one view or a
/// small hierarchy, in virtual time.
@Suite struct GestureBehaviourTests {
    @Test func downDelayLiftIsATapAndNotAScroll() {
        let h = GestureHarness()
        let view = h.addView()
        let tap = h.attach(TapGestureRecognizer(name: "tap"), to: view)
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        tap.isExclusive = false
        pan.isExclusive = false
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        #expect(tap.state == .possible && pan.state == .possible)
        h.advance(to: 1.1)  // the delay
        #expect(tap.state == .possible && pan.state == .possible)
        h.send(at: 1.12, [record(1, .ended, t: 1.12, 100, 100)])
        #expect(h.log == ["tap recognized", "pan failed"])
    }

    @Test func downMoveLiftIsAScrollAndTapFailsOnTheMove() {
        let h = GestureHarness()
        let view = h.addView()
        h.attach(TapGestureRecognizer(name: "tap"), to: view)
        h.attach(PanGestureRecognizer(name: "pan"), to: view)
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        // 50 pt: past the tap's 45 pt and the pan's 10 pt in one move; the tap decides first
        // (it was added first), then the pan begins.
        h.send(at: 1.02, [record(1, .moved, t: 1.02, 150, 100)])
        #expect(h.log == ["tap failed", "pan began"])
        h.send(at: 1.04, [record(1, .moved, t: 1.04, 160, 100)])
        h.send(at: 1.06, [record(1, .ended, t: 1.06, 160, 100)])
        #expect(h.log == ["tap failed", "pan began", "pan changed", "pan ended"])
    }

    @Test func exclusiveTapWithADoubleTapExceptionLeavesTheSecondTapToTheDoubleTap() {
        let h = GestureHarness()
        let view = h.addView()
        let tap = h.attach(TapGestureRecognizer(name: "tap"), to: view)
        let doubleTap = h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: view)
        tap.recognizeSimultaneously(with: doubleTap)
        h.tap(1, at: 1.0)
        h.tap(2, at: 1.2)
        h.settle()
        // The tap is recognized at the first lift and stays so while the double tap goes on:
        // the second tap is the double tap's alone, and the view acts on the double tap only
        // (the map view of docs/gesture-arbitration.md).
        #expect(h.log == ["tap recognized", "double-tap recognized"])
        #expect(h.actions == ["double-tap recognized"])
        #expect(tap.state == .possible && doubleTap.state == .possible)  // reset after the sequence
    }

    @Test func aSingleTapWithADoubleTapExceptionActsOnceTheDoubleTapFails() {
        let h = GestureHarness()
        let view = h.addView()
        let tap = h.attach(TapGestureRecognizer(name: "tap"), to: view)
        let doubleTap = h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: view)
        tap.recognizeSimultaneously(with: doubleTap)
        h.tap(1, at: 1.0)
        #expect(h.log == ["tap recognized"] && h.actions.isEmpty)  // waits for the double tap
        h.settle()
        #expect(h.log == ["tap recognized", "double-tap failed"])
        #expect(h.actions == ["tap recognized"])
    }

    @Test func withoutTheExceptionTheTapStopsTheDoubleTap() {
        let h = GestureHarness()
        let view = h.addView()
        h.attach(TapGestureRecognizer(name: "tap"), to: view)
        h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: view)
        h.tap(1, at: 1.0)
        h.tap(2, at: 1.2)
        h.settle()
        #expect(h.log == ["tap recognized", "double-tap failed", "tap recognized", "double-tap failed"])
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let h = GestureHarness()
        let view = h.addView()
        let doubleTap = h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: view)
        let tap = h.attach(TapGestureRecognizer(name: "tap"), to: view)
        tap.require(toFail: doubleTap)
        h.tap(1, at: 1.0)
        h.settle()
        // Recognized when the double tap's interval (0.35 s after the lift at 1.05) runs out.
        #expect(h.log == ["double-tap failed", "tap recognized"])
        #expect(abs(h.times[1] - 1.40) < 1e-9)
        #expect(h.actions == ["tap recognized"])
    }

    @Test func twoTapsFireOnlyTheDoubleTap() {
        let h = GestureHarness()
        let view = h.addView()
        let doubleTap = h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: view)
        let tap = h.attach(TapGestureRecognizer(name: "tap"), to: view)
        tap.require(toFail: doubleTap)
        h.tap(1, at: 1.0)
        h.tap(2, at: 1.2)
        h.settle()
        #expect(h.log == ["double-tap recognized", "tap failed"])
        #expect(h.actions == ["double-tap recognized"])
    }

    @Test func delayedBeganWithCancellationOnASwipeThatDoesNotQualify() {
        let h = GestureHarness()
        let view = h.addView()
        let swipe = h.attach(SwipeGestureRecognizer(name: "swipe-up", direction: .up), to: view)
        swipe.delaysTouchesBegan = true
        swipe.cancelsTouchesInView = true
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 300)])
        h.send(at: 1.05, [record(1, .moved, t: 1.05, 110, 300)])
        #expect(view.log.isEmpty)  // the beginning is held
        h.send(at: 1.1, [record(1, .ended, t: 1.1, 110, 300)])  // lifted: not a vertical swipe
        #expect(h.log == ["swipe-up failed"])
        // Touch cancellation on failure (docs/gesture-arbitration.md, 'What the hit view sees'):
        // the view never sees the touch begin, and is told it is cancelled.
        #expect(view.log == ["cancelled 1"])
    }

    @Test func delayedBeganWithoutCancellationDeliversTheHeldTouchesLate() {
        let h = GestureHarness()
        let view = h.addView()
        let swipe = h.attach(SwipeGestureRecognizer(name: "swipe-up", direction: .up), to: view)
        swipe.delaysTouchesBegan = true
        swipe.cancelsTouchesInView = false
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 300)])
        h.send(at: 1.05, [record(1, .moved, t: 1.05, 110, 300)])
        #expect(view.log.isEmpty)
        h.send(at: 1.1, [record(1, .ended, t: 1.1, 110, 300)])
        #expect(view.log == ["began 1", "moved 1", "ended 1"])
    }

    @Test func delayedBeganAndRecognizedTheViewHearsNothing() {
        let h = GestureHarness()
        let view = h.addView()
        let swipe = h.attach(SwipeGestureRecognizer(name: "swipe-up", direction: .up), to: view)
        swipe.delaysTouchesBegan = true
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 300)])
        h.send(at: 1.05, [record(1, .moved, t: 1.05, 100, 240)])
        h.send(at: 1.1, [record(1, .ended, t: 1.1, 100, 240)])
        #expect(h.log == ["swipe-up recognized"])
        #expect(view.log.isEmpty)
    }

    @Test func delayUntilDecidedReplaysEverythingInOrderWhenTheRecognizerFails() {
        let h = GestureHarness()
        let view = h.addView()
        let longPress = h.attach(LongPressGestureRecognizer(name: "long-press"), to: view)
        longPress.delaysTouchesUntilDecided = true
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        h.send(at: 1.1, [record(1, .moved, t: 1.1, 104, 100)])
        #expect(view.log.isEmpty)
        h.send(at: 1.2, [record(1, .moved, t: 1.2, 120, 100)])  // 20 pt: the press fails
        #expect(h.log == ["long-press failed"])
        #expect(view.log == ["began 1", "moved 1", "moved 1"])
        // The replayed moments carry their own times.
        #expect(view.events.map { $0.timestamp.seconds } == [1.0, 1.1, 1.2])
        h.send(at: 1.3, [record(1, .ended, t: 1.3, 120, 100)])
        #expect(view.log == ["began 1", "moved 1", "moved 1", "ended 1"])
    }

    @Test func delayedEndWaitsForTheDecisionAndBecomesACancelWhenRecognized() {
        let h = GestureHarness()
        let view = h.addView()
        let doubleTap = h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: view)
        #expect(doubleTap.delaysTouchesEnded)
        h.tap(1, at: 1.0)
        #expect(view.log == ["began 1"])  // the end waits: the double tap is undecided
        h.tap(2, at: 1.2)
        // The second tap begins while the first one's end is held; recognized at the second
        // lift, both touches are cancelled at once instead of ending.
        #expect(view.log == ["began 1", "began 2", "cancelled 2,1"])
    }

    @Test func delayedEndIsDeliveredWhenTheRecognizerFails() {
        let h = GestureHarness()
        let view = h.addView()
        h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: view)
        h.tap(1, at: 1.0)
        #expect(view.log == ["began 1"])
        h.settle()  // the interval runs out
        #expect(h.log == ["double-tap failed"])
        #expect(view.log == ["began 1", "ended 1"])
        #expect(view.events.last?.timestamp == Instant(seconds: 1.05))
    }

    @Test func aPanCancelsTheHitViewsTouchesWhenItBegins() {
        let h = GestureHarness()
        let view = h.addView()
        h.attach(PanGestureRecognizer(name: "pan"), to: view)
        h.drag(1, at: 1.0, from: (100, 100), to: (100, 200), steps: 4)
        // One move of 25 pt begins the pan: the view saw the began only, then the cancel.
        #expect(view.log == ["began 1", "cancelled 1"])
        #expect(h.log == ["pan began", "pan changed", "pan changed", "pan changed", "pan ended"])
    }

    @Test func withoutCancellingTheViewKeepsItsTouches() {
        let h = GestureHarness()
        let view = h.addView()
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        pan.cancelsTouchesInView = false
        h.drag(1, at: 1.0, from: (100, 100), to: (100, 200), steps: 2)
        #expect(view.log == ["began 1", "moved 1", "moved 1", "ended 1"])
    }

    // MARK: Delivery properties

    /// An outer view containing an inner one, each with a tap recognizer (non-exclusive so
    /// both can recognize the same tap).
    private func nested(_ h: GestureHarness) -> (
        outer: RecordingView, inner: RecordingView,
        outerTap: TapGestureRecognizer, innerTap: TapGestureRecognizer
    ) {
        let outer = h.addView(Rect(x: 0, y: 0, width: 400, height: 400))
        let inner = h.addView(Rect(x: 100, y: 100, width: 100, height: 100), to: outer)
        let outerTap = h.attach(TapGestureRecognizer(name: "outer"), to: outer)
        let innerTap = h.attach(TapGestureRecognizer(name: "inner"), to: inner)
        outerTap.isExclusive = false
        innerTap.isExclusive = false
        return (outer, inner, outerTap, innerTap)
    }

    @Test func hitViewAndAncestorsBothRecognize() {
        let h = GestureHarness()
        _ = nested(h)
        h.tap(1, at: 1.0, 150, 150)
        #expect(h.log == ["inner recognized", "outer recognized"])
    }

    @Test func skipLeavesOutOnlyThatView() {
        let h = GestureHarness()
        let (outer, inner, _, _) = nested(h)
        inner.gestureDelivery = .skip
        h.tap(1, at: 1.0, 150, 150)
        #expect(h.log == ["outer recognized"])
        inner.gestureDelivery = .normal
        outer.gestureDelivery = .skip
        h.tap(2, at: 2.0, 150, 150)
        #expect(h.log == ["outer recognized", "inner recognized"])
    }

    @Test func skipUnlessHitViewKeepsTheHitViewOnly() {
        let h = GestureHarness()
        let (outer, _, _, _) = nested(h)
        outer.gestureDelivery = .skipUnlessHitView
        h.tap(1, at: 1.0, 150, 150)  // hit view: inner
        #expect(h.log == ["inner recognized"])
        h.tap(2, at: 2.0, 300, 300)  // hit view: outer itself
        #expect(h.log == ["inner recognized", "outer recognized"])
    }

    @Test func stopLeavesOutTheViewAndItsAncestors() {
        let h = GestureHarness()
        let (_, inner, _, _) = nested(h)
        inner.gestureDelivery = .stop
        h.tap(1, at: 1.0, 150, 150)
        #expect(h.log.isEmpty)
        h.tap(2, at: 2.0, 300, 300)  // outside the stopping view: the outer view's recognizer works
        #expect(h.log == ["outer recognized"])
    }

    @Test func hitViewPolicyFallsThroughToHigherViewsWhenTheHitViewsRecognizersFail() {
        let h = GestureHarness()
        h.dispatcher.gestureDeliveryPolicy = .hitView
        let outer = h.addView()
        let inner = h.addView(Rect(x: 100, y: 100, width: 100, height: 100), to: outer)
        h.attach(TapGestureRecognizer(name: "inner-tap"), to: inner)
        h.attach(PanGestureRecognizer(name: "outer-pan"), to: outer)
        h.drag(1, at: 1.0, from: (150, 150), to: (150, 350), steps: 5)
        // The inner tap fails at the first 40 pt move (past 45 pt at the second); from then on
        // the outer pan receives the touch and pans.
        #expect(h.states(of: "inner-tap") == ["failed"])
        #expect(h.states(of: "outer-pan").first == "began")
        #expect(h.states(of: "outer-pan").last == "ended")
    }

    @Test func hitViewPolicyWithDropSendsNothingFurther() {
        let h = GestureHarness()
        h.dispatcher.gestureDeliveryPolicy = .hitView
        h.dispatcher.gestureFallThrough = .drop
        let outer = h.addView()
        let inner = h.addView(Rect(x: 100, y: 100, width: 100, height: 100), to: outer)
        h.attach(TapGestureRecognizer(name: "inner-tap"), to: inner)
        h.attach(PanGestureRecognizer(name: "outer-pan"), to: outer)
        h.drag(1, at: 1.0, from: (150, 150), to: (150, 350), steps: 5)
        #expect(h.log == ["inner-tap failed"])
    }

    @Test func viewsContainingThePointIncludeOverlappedSiblings() {
        let h = GestureHarness()
        h.dispatcher.gestureDeliveryPolicy = .viewsContainingPoint
        let back = h.addView(Rect(x: 0, y: 0, width: 300, height: 300))
        let front = h.addView(Rect(x: 100, y: 100, width: 300, height: 300))
        let backTap = h.attach(TapGestureRecognizer(name: "back"), to: back)
        let frontTap = h.attach(TapGestureRecognizer(name: "front"), to: front)
        backTap.isExclusive = false
        frontTap.isExclusive = false
        h.tap(1, at: 1.0, 150, 150)
        #expect(h.log == ["front recognized", "back recognized"])
        h.dispatcher.gestureDeliveryPolicy = .hitViewAndAncestors
        h.tap(2, at: 2.0, 150, 150)
        #expect(h.log == ["front recognized", "back recognized", "front recognized"])
    }

    // MARK: Controls and other recognizers

    @Test func aButtonKeepsItsTapFromAnAncestorsTapRecognizer() {
        let h = GestureHarness()
        let container = h.addView()
        h.attach(TapGestureRecognizer(name: "container-tap"), to: container)
        let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 44))
        container.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        h.tap(1, at: 1.0, 150, 120)
        #expect(taps == 1)
        #expect(h.log == ["container-tap failed"])
        // Outside the button the container's tap works.
        h.tap(2, at: 2.0, 300, 300)
        #expect(h.log == ["container-tap failed", "container-tap recognized"])
    }

    @Test func aPanOnAnAncestorTakesADragFromAButton() {
        let h = GestureHarness()
        let container = h.addView()
        h.attach(PanGestureRecognizer(name: "pan"), to: container)
        let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 44))
        container.addSubview(button)
        var events: [String] = []
        button.addAction(for: .touchUpInside) { _ in events.append("up inside") }
        button.addAction(for: .touchCancel) { _ in events.append("cancel") }
        h.drag(1, at: 1.0, from: (150, 120), to: (150, 220), steps: 5)
        #expect(events == ["cancel"])
        #expect(h.states(of: "pan").first == "began")
    }

    @Test func nonExclusiveRecognizersRecognizeTogetherAndStopExclusiveOnes() {
        let h = GestureHarness()
        let view = h.addView()
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        let swipe = h.attach(SwipeGestureRecognizer(name: "swipe", direction: .right), to: view)
        let long = h.attach(LongPressGestureRecognizer(name: "long"), to: view)
        pan.isExclusive = false
        swipe.isExclusive = false
        _ = long  // exclusive: stopped by either
        h.drag(1, at: 1.0, from: (100, 100), to: (200, 100), steps: 10, stepTime: 0.01)
        #expect(h.states(of: "pan").first == "began")
        #expect(h.states(of: "swipe") == ["recognized"])
        #expect(h.states(of: "long") == ["failed"])
    }

    @Test func theDelegateDecides() {
        final class Delegate: GestureRecognizerDelegate {
            var allowBegin = true
            var allowTouch = true
            var simultaneous = false
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { allowBegin }
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { allowTouch }
            func gestureRecognizer(
                _ recognizer: GestureRecognizer,
                shouldRecognizeSimultaneouslyWith other: GestureRecognizer
            ) -> Bool { simultaneous }
        }
        let delegate = Delegate()
        let h = GestureHarness()
        let view = h.addView()
        let tap = h.attach(TapGestureRecognizer(name: "tap"), to: view)
        _ = h.attach(TapGestureRecognizer(name: "other"), to: view)
        tap.delegate = delegate
        delegate.allowBegin = false
        h.tap(1, at: 1.0)
        #expect(h.log == ["tap failed", "other recognized"])
        delegate.allowBegin = true
        delegate.simultaneous = true
        h.tap(2, at: 2.0)
        #expect(h.log.suffix(2) == ["tap recognized", "other recognized"])
        delegate.allowTouch = false
        h.tap(3, at: 3.0)
        #expect(h.log.suffix(1) == ["other recognized"])
        #expect(tap.numberOfTouches == 0)
    }

    @Test func requireFailureThroughTheDelegate() {
        final class Delegate: GestureRecognizerDelegate {
            unowned(unsafe) var awaited: GestureRecognizer?
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
                other === awaited
            }
        }
        let h = GestureHarness()
        let view = h.addView()
        let doubleTap = h.attach(TapGestureRecognizer(name: "double-tap", taps: 2), to: view)
        let tap = h.attach(TapGestureRecognizer(name: "tap"), to: view)
        let delegate = Delegate()
        delegate.awaited = doubleTap
        tap.delegate = delegate
        h.tap(1, at: 1.0)
        h.settle()
        #expect(h.log == ["double-tap failed", "tap recognized"])
    }

    @Test func aClaimByAnEarlierStageCancelsAGestureUnderWay() {
        let h = GestureHarness()
        let view = h.addView()
        h.attach(PanGestureRecognizer(name: "pan"), to: view)
        final class Claimer: TouchStage {
            var claimAt: Int?
            var moments = 0
            override func handle(_ records: [TouchRecord]) {
                moments += 1
                if moments == claimAt { claimSequence() }
            }
        }
        let pipeline = TouchPipeline()
        let claimer = Claimer()
        claimer.claimAt = 4
        pipeline.add(claimer)
        pipeline.add(h.dispatcher)
        var t = 1.0
        pipeline.dispatch([record(1, .began, t: t, 100, 100)])
        for y in [120.0, 140.0, 160.0, 180.0] {
            t += 0.02
            h.advance(to: t)
            pipeline.dispatch([record(1, .moved, t: t, 100, y)])
        }
        #expect(h.log == ["pan began", "pan changed", "pan cancelled"])
        #expect(!h.dispatcher.hasActiveTouches)
    }

    @Test func disablingARecognizerUnderWayCancelsIt() {
        let h = GestureHarness()
        let view = h.addView()
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        h.drag(1, at: 1.0, from: (100, 100), to: (100, 200), steps: 3, lift: false)
        pan.isEnabled = false
        #expect(h.log.last == "pan cancelled")
        h.send(at: 2.0, [record(1, .ended, t: 2.0, 100, 200)])
        #expect(h.log.last == "pan cancelled")
        #expect(!h.dispatcher.hasActiveTouches)
        #expect(pan.state == .possible)
    }

    @Test func aSecondFingerOnAViewThatTakesOneStillReachesItsRecognizers() {
        let h = GestureHarness()
        let view = h.addView()
        #expect(!view.isMultipleTouchEnabled)
        h.attach(PinchGestureRecognizer(name: "pinch"), to: view)
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 200), record(2, .began, t: 1.0, 300, 200)])
        h.send(at: 1.1, [record(1, .moved, t: 1.1, 80, 200), record(2, .moved, t: 1.1, 320, 200)])
        #expect(h.log == ["pinch began"])
        // The view received one finger only (then the pinch took it).
        #expect(view.log == ["began 1", "cancelled 1"])
    }
}
