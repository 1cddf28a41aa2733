import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The multi-touch/exclusive table of docs/touch-model.md, 'Multi-touch and exclusive touch': a
/// first finger is held down on a view while a second one lands, then both move and lift.
@Suite struct TouchRuleTests {
    struct Flags {
        var multiple = false
        var exclusive = false
    }

    /// What each view received, after: t=0 finger 1 down on the first view (at (50, 50));
    /// t=0.1 finger 2 down on the second view (same view: (60, 60); other view: (250, 50)),
    /// finger 1 stationary; t=0.2 both move by 5; t=0.3 both lift.
    struct Outcome {
        var first: RecordingView
        var second: RecordingView
        var dispatcher: TouchDispatcher
    }

    func run(
        first firstFlags: Flags, second secondFlags: Flags? = nil, secondInOtherWindow: Bool = false,
        scope: ExclusiveTouchScope = .screen
    ) -> Outcome {
        let screen = Screen(width: 400, height: 400, animator: Animator())
        let w1 = Window(frame: Rect(x: 0, y: 0, width: 200, height: 400))
        let w2 = Window(frame: Rect(x: 200, y: 0, width: 200, height: 400))
        w1.screen = screen
        w2.screen = screen
        w1.makeKeyAndVisible()
        w2.makeKeyAndVisible()
        let a = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        a.isMultipleTouchEnabled = firstFlags.multiple
        a.isExclusiveTouch = firstFlags.exclusive
        w1.addSubview(a)
        var b = a
        if let secondFlags {
            b = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            b.isMultipleTouchEnabled = secondFlags.multiple
            b.isExclusiveTouch = secondFlags.exclusive
            if secondInOtherWindow {
                w2.addSubview(b)  // screen x 200…300
            } else {
                b.center = Point(x: 150, y: 50)  // x 100…200 of w1
                w1.addSubview(b)
            }
        }
        let bx: Double = secondFlags == nil ? 60 : (secondInOtherWindow ? 250 : 150)
        let by: Double = secondFlags == nil ? 60 : 50
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.exclusiveTouchScope = scope
        dispatcher.dispatch([record(1, .began, t: 0, 50, 50)])
        dispatcher.dispatch([record(1, .stationary, t: 0.1, 50, 50), record(2, .began, t: 0.1, bx, by)])
        dispatcher.dispatch([
            record(1, .moved, t: 0.2, 55, 50, from: (50, 50)),
            record(2, .moved, t: 0.2, bx + 5, by, from: (bx, by))
        ])
        dispatcher.dispatch([record(1, .ended, t: 0.3, 55, 50), record(2, .ended, t: 0.3, bx + 5, by)])
        return Outcome(first: a, second: b, dispatcher: dispatcher)
    }

    let firstOnly = ["began 1", "moved 1", "ended 1"]
    let both = ["began 2", "moved 2", "ended 2"]

    @Test func sameViewWithoutMultiTouchIgnoresTheSecond() {
        let o = run(first: Flags(multiple: false, exclusive: false))
        #expect(o.first.log == firstOnly)
        // Every event the view saw held touch 1 only (stationary at t=0.1 included).
        #expect(o.first.changed == [[1], [1], [1], [1]])
        #expect(o.first.changedPhases == [[.began], [.stationary], [.moved], [.ended]])
        #expect(o.dispatcher.activeTouches.isEmpty && o.dispatcher.ignoredTouchIDs.isEmpty)
    }

    @Test func sameViewExclusiveWithoutMultiTouchIgnoresTheSecond() {
        let o = run(first: Flags(multiple: false, exclusive: true))
        #expect(o.first.log == firstOnly)
        #expect(o.first.changed == [[1], [1], [1], [1]])
    }

    @Test func sameViewMultiTouchDeliversBoth() {
        let o = run(first: Flags(multiple: true, exclusive: false))
        #expect(o.first.log == ["began 1", "began 2", "moved 1,2", "ended 1,2"])
        #expect(o.first.changed == [[1], [1, 2], [1, 2], [1, 2]])
        #expect(o.first.changedPhases[1] == [.stationary, .began])
    }

    @Test func sameViewMultiTouchExclusiveDeliversBoth() {
        // EX does not apply within a view.
        let o = run(first: Flags(multiple: true, exclusive: true))
        #expect(o.first.log == ["began 1", "began 2", "moved 1,2", "ended 1,2"])
        #expect(o.first.changed == [[1], [1, 2], [1, 2], [1, 2]])
    }

    @Test func otherViewNeitherExclusiveGetsTheSecond() {
        let o = run(first: Flags(), second: Flags())
        #expect(o.first.log == firstOnly)
        #expect(o.second.log == both)
        #expect(o.second.changed == [[2], [2], [2]])
    }

    @Test func exclusiveSecondViewIsIgnoredWhileAnotherHasATouch() {
        let o = run(first: Flags(), second: Flags(exclusive: true))
        #expect(o.first.log == firstOnly)
        #expect(o.second.log.isEmpty && o.second.changed.isEmpty)
    }

    @Test func exclusiveFirstViewBlocksOthers() {
        let o = run(first: Flags(exclusive: true), second: Flags())
        #expect(o.first.log == firstOnly)
        #expect(o.second.log.isEmpty && o.second.changed.isEmpty)
    }

    @Test func bothExclusiveIgnoresTheSecond() {
        let o = run(first: Flags(exclusive: true), second: Flags(exclusive: true))
        #expect(o.first.log == firstOnly)
        #expect(o.second.log.isEmpty)
    }

    @Test func multiTouchOnTheSecondViewDoesNotLiftExclusivity() {
        let o = run(first: Flags(exclusive: true), second: Flags(multiple: true))
        #expect(o.second.log.isEmpty)
    }

    @Test(arguments: [false, true])
    func windowScopedExclusivityLetsOtherWindowsReceive(secondExclusive: Bool) {
        let o = run(
            first: Flags(exclusive: true), second: Flags(exclusive: secondExclusive),
            secondInOtherWindow: true, scope: .window)
        #expect(o.first.log == firstOnly)
        #expect(o.second.log == both)
        // Location in B's coordinates: screen (250, 50) in w2 (x from 200) is (50, 50).
        #expect(pointsMatch(o.second.events[0].allTouches.last!.location(in: o.second), Point(x: 55, y: 50)))
    }

    @Test func screenScopedExclusivityReachesOtherWindows() {
        let o = run(first: Flags(exclusive: true), second: Flags(), secondInOtherWindow: true, scope: .screen)
        #expect(o.first.log == firstOnly)
        #expect(o.second.log.isEmpty)
    }

    @Test func windowScopeStillAppliesWithinTheWindow() {
        let o = run(first: Flags(exclusive: true), second: Flags(), secondInOtherWindow: false, scope: .window)
        #expect(o.second.log.isEmpty)
    }

    @Test func ignoredTouchNeverCountsAsReceiving() {
        let (screen, window) = makeScreen()
        let a = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        let c = RecordingView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        b.isExclusiveTouch = true
        [a, b, c].forEach { window.addSubview($0) }
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(1, .began, t: 0, 50, 50)])
        // Touch 2 on exclusive B is ignored while A holds touch 1.
        dispatcher.dispatch([record(1, .stationary, t: 1, 50, 50), record(2, .began, t: 1, 150, 50)])
        #expect(dispatcher.ignoredTouchIDs == [2])
        // Touch 1 lifts; touch 2 stays down (ignored). Touch 3 lands on C: an ignored touch on
        // an exclusive view must not block it.
        dispatcher.dispatch([record(1, .ended, t: 2, 50, 50), record(2, .stationary, t: 2, 150, 50)])
        dispatcher.dispatch([record(2, .moved, t: 3, 155, 50, from: (150, 50)), record(3, .began, t: 3, 250, 50)])
        dispatcher.dispatch([record(2, .ended, t: 4, 155, 50), record(3, .ended, t: 4, 250, 50)])
        #expect(a.log == ["began 1", "ended 1"])
        #expect(b.log.isEmpty && b.changed.isEmpty)  // never, not even after touch 1 lifted
        #expect(c.log == ["began 3", "ended 3"])
        #expect(dispatcher.ignoredTouchIDs.isEmpty && dispatcher.activeTouches.isEmpty)
    }

    @Test func ignoredSecondTouchOnSameViewStaysIgnoredAfterTheFirstLifts() {
        let (screen, window) = makeScreen()
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(1, .began, t: 0, 10, 10)])
        dispatcher.dispatch([record(1, .stationary, t: 1, 10, 10), record(2, .began, t: 1, 20, 20)])
        dispatcher.dispatch([record(1, .ended, t: 2, 10, 10), record(2, .stationary, t: 2, 20, 20)])
        // V has no delivered touch now; touch 2 is still ignored, touch 3 is delivered (touch 2
        // does not count as V's touch).
        dispatcher.dispatch([record(2, .moved, t: 3, 25, 20, from: (20, 20)), record(3, .began, t: 3, 30, 30)])
        dispatcher.dispatch([record(2, .ended, t: 4, 25, 20), record(3, .ended, t: 4, 30, 30)])
        #expect(v.log == ["began 1", "ended 1", "began 3", "ended 3"])
        #expect(v.changed == [[1], [1], [1], [3], [3]])
    }

    @Test func aTouchLiftedInTheSameMomentFreesItsView() {
        let (screen, window) = makeScreen()
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(1, .began, t: 0, 10, 10)])
        // The began record comes first in the moment; the lift still counts first.
        dispatcher.dispatch([record(2, .began, t: 1, 20, 20), record(1, .ended, t: 1, 10, 10)])
        #expect(v.log == ["began 1", "began 2", "ended 1"])
        #expect(v.changed == [[1], [1, 2]])
    }
}
