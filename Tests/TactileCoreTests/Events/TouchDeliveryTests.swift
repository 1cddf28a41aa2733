import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct TouchDeliveryTests {
    @Test func aTouchStaysWithTheViewItBeganIn() {
        let (screen, window) = makeScreen()
        let a = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(1, .began, t: 0, 50, 50)])
        dispatcher.dispatch([record(1, .moved, t: 0.1, 150, 50, from: (50, 50))])  // over B
        dispatcher.dispatch([record(1, .moved, t: 0.2, 250, 60, from: (150, 50))])  // over the window
        // Locations outside A are still given, in any view's coordinates.
        let touch = a.events[2].allTouches[0]
        #expect(touch.view === a && touch.window === window)
        #expect(pointsMatch(touch.location(in: a), Point(x: 250, y: 60)))
        #expect(pointsMatch(touch.previousLocation(in: b), Point(x: 50, y: 50)))  // (150, 50) − (100, 0)
        #expect(pointsMatch(touch.location(in: nil), Point(x: 250, y: 60)))
        dispatcher.dispatch([record(1, .ended, t: 0.3, 250, 60)])
        #expect(a.log == ["began 1", "moved 1", "moved 1", "ended 1"])
        #expect(b.log.isEmpty && b.changed.isEmpty)
        #expect(window.log.isEmpty)
    }

    @Test func stationaryAndEndedRecordsAreDelivered() {
        let (screen, window) = makeScreen()
        let v = RecordingView(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(v)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(7, .began, t: 1.0, 120, 130)])
        dispatcher.dispatch([record(7, .stationary, t: 1.01, 120, 130)])
        dispatcher.dispatch([record(7, .stationary, t: 1.02, 120, 130)])
        dispatcher.dispatch([record(7, .ended, t: 1.03, 120, 130)])
        #expect(v.changedPhases == [[.began], [.stationary], [.stationary], [.ended]])
        // Stationary touches call no phase method; the lift is delivered.
        #expect(v.log == ["began 7", "ended 7"])
        let held = v.events[2].allTouches[0]
        #expect(held === v.events[0].allTouches[0])  // one object for the touch's life
        #expect(v.events[2].timestamp.seconds == 1.02)
        #expect(pointsMatch(held.location(in: v), Point(x: 20, y: 30)))
        #expect(held.phase == .ended && held.timestamp.seconds == 1.03)  // the object moved on
        #expect(dispatcher.activeTouches.isEmpty)
    }

    @Test func recordFieldsReachTheTouch() {
        let (screen, window) = makeScreen()
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(1, .began, t: 0, 10, 90, tapCount: 2)])
        dispatcher.dispatch([record(1, .moved, t: 0.05, 60, 40, from: (10, 90), tapCount: 2, swipe: [.up, .right])])
        let touch = v.events[1].allTouches[0]
        #expect(touch.tapCount == 2)
        #expect(touch.swipe.rawValue == 9)
        #expect(touch.phase == .moved && touch.timestamp.seconds == 0.05)
        #expect(pointsMatch(touch.previousLocation(in: v), Point(x: 10, y: 90)))
        #expect(pointsMatch(touch.location(in: v), Point(x: 60, y: 40)))
    }

    @Test func locationsThroughATransformedView() {
        let (screen, window) = makeScreen()
        let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))  // centre (200, 150)
        let child = RecordingView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.transform = AffineTransform(rotationAngle: Trigonometry.pi / 2)
        let dispatcher = TouchDispatcher(screen: screen)
        // Child point (25, 25) shows at (225, 75) (see HitTestingTests.rotatedParent).
        dispatcher.dispatch([record(1, .began, t: 0, 225, 75)])
        // Moving 10 points down on screen is 10 points towards −x in the rotated parent.
        dispatcher.dispatch([record(1, .moved, t: 0.1, 225, 85, from: (225, 75))])
        let touch = child.events[1].allTouches[0]
        #expect(pointsMatch(touch.previousLocation(in: child), Point(x: 25, y: 25)))
        #expect(pointsMatch(touch.location(in: child), Point(x: 35, y: 25)))
        #expect(pointsMatch(touch.location(in: parent), Point(x: 35, y: 25)))
    }

    @Test func firstTouchForViewIsSetOncePerViewInstance() {
        let (screen, window) = makeScreen()
        let a = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(1, .began, t: 0, 50, 50)])
        dispatcher.dispatch([record(1, .ended, t: 0.1, 50, 50)])
        dispatcher.dispatch([record(2, .began, t: 1, 50, 50), record(3, .began, t: 1, 150, 50)])
        let first = a.events[0].allTouches[0]
        #expect(first.isFirstTouchForView && first.record.isFirstTouchForView)
        #expect(a.events[1].allTouches[0].record.isFirstTouchForView)  // kept on later records
        #expect(!a.events[2].touches(for: a)[0].isFirstTouchForView)
        #expect(b.events[0].touches(for: b)[0].isFirstTouchForView)
    }

    @Test func touchesChangedSeesAllTouchesOfItsView() {
        final class AllAtOnce: View {
            var seen: [[Int]] = []
            var phaseCalls = 0
            override func touchesChanged(_ event: Event) { seen.append(event.touches(for: self).map { $0.id }) }
            override func touchesBegan(_ touches: [Touch], with event: Event) { phaseCalls += 1 }
        }
        let (screen, window) = makeScreen()
        let v = AllAtOnce(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        v.isMultipleTouchEnabled = true
        let other = RecordingView(frame: Rect(x: 200, y: 0, width: 200, height: 200))
        window.addSubview(v)
        window.addSubview(other)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([
            record(1, .began, t: 0, 10, 10), record(2, .began, t: 0, 20, 20),
            record(3, .began, t: 0, 300, 20)
        ])
        dispatcher.dispatch([
            record(1, .moved, t: 1, 11, 10, from: (10, 10)), record(2, .stationary, t: 1, 20, 20),
            record(3, .stationary, t: 1, 300, 20)
        ])
        dispatcher.dispatch([
            record(1, .stationary, t: 2, 11, 10), record(2, .ended, t: 2, 20, 20),
            record(3, .stationary, t: 2, 300, 20)
        ])
        #expect(v.seen == [[1, 2], [1, 2], [1, 2]])
        #expect(v.phaseCalls == 0)  // overriding touchesChanged replaces the phase methods
        #expect(other.changed == [[3], [3], [3]])
    }

    @Test func eventGivesAllTouchesAndTouchesPerWindowAndView() {
        let screen = Screen(width: 400, height: 400, animator: Animator())
        let w1 = Window(frame: Rect(x: 0, y: 0, width: 200, height: 400))
        let w2 = Window(frame: Rect(x: 200, y: 0, width: 200, height: 400))
        w1.screen = screen
        w2.screen = screen
        w1.makeKeyAndVisible()
        w2.makeKeyAndVisible()
        let a = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        let c = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        w1.addSubview(a)
        w1.addSubview(b)
        w2.addSubview(c)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([
            record(1, .began, t: 5, 50, 50), record(2, .began, t: 5, 150, 50),
            record(3, .began, t: 5, 250, 50)
        ])
        // One moment, one event shared by every view.
        #expect(a.events.count == 1 && b.events.count == 1 && c.events.count == 1)
        let event = a.events[0]
        #expect(b.events[0] === event && c.events[0] === event)
        #expect(event.timestamp.seconds == 5)
        #expect(event.allTouches.map { $0.id } == [1, 2, 3])
        #expect(event.touches(for: w1).map { $0.id } == [1, 2])
        #expect(event.touches(for: w2).map { $0.id } == [3])
        #expect(event.touches(for: b).map { $0.id } == [2])
        #expect(event.touches(for: w1 as View).isEmpty)  // touches of the view itself only
        #expect(pointsMatch(event.allTouches[2].location(in: nil), Point(x: 50, y: 50)))  // w2 coordinates
        #expect(pointsMatch(event.allTouches[2].location(in: c), Point(x: 50, y: 50)))
        // Across windows: touch 1 (screen (50, 50)) seen from C in w2 (screen x from 200).
        #expect(pointsMatch(event.allTouches[0].location(in: c), Point(x: -150, y: 50)))
        #expect(pointsMatch(event.allTouches[2].location(in: a), Point(x: 250, y: 50)))
    }

    @Test func consecutiveRecordsWithDifferentTimestampsAreSeparateMoments() {
        let (screen, window) = makeScreen()
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([
            record(1, .began, t: 0, 10, 10), record(1, .moved, t: 0.1, 12, 10, from: (10, 10)),
            record(1, .ended, t: 0.2, 12, 10)
        ])
        #expect(v.events.map { $0.timestamp.seconds } == [0, 0.1, 0.2])
        #expect(v.log == ["began 1", "moved 1", "ended 1"])
    }

    @Test func unhandledTouchesGoUpTheResponderChainToTheWindow() {
        let (screen, window) = makeScreen()
        let middle = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let leaf = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(middle)
        middle.addSubview(leaf)
        let handler = RecordingView(frame: Rect(x: 200, y: 0, width: 200, height: 200))
        let handled = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(handler)
        handler.addSubview(handled)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(1, .began, t: 0, 10, 10), record(2, .began, t: 0, 210, 10)])
        dispatcher.dispatch([record(1, .moved, t: 1, 12, 10, from: (10, 10)), record(2, .stationary, t: 1, 210, 10)])
        dispatcher.dispatch([record(1, .cancelled, t: 2, 12, 10), record(2, .ended, t: 2, 210, 10)])
        // Plain views pass touch 1 up to the window; touch 2 stops at the first overriding view.
        #expect(window.log == ["began 1", "moved 1", "cancelled 1"])
        #expect(window.touchViews.count == 1 && window.touchViews[0] === leaf)
        #expect(handler.log == ["began 2", "ended 2"])
        // The handler's own touchesChanged saw nothing: touch 2 belongs to `handled`.
        #expect(handler.changed.allSatisfy { $0.isEmpty })
    }

    @Test func touchesBeginningWhileTheAnimatorIgnoresInteractionAreIgnoredForLife() {
        let (screen, window) = makeScreen()
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        v.isMultipleTouchEnabled = true
        window.addSubview(v)
        let animator = Animator()
        let dispatcher = TouchDispatcher(screen: screen, animator: animator)
        dispatcher.dispatch([record(1, .began, t: 0, 10, 10)])
        animator.beginIgnoringInteractionEvents()
        dispatcher.dispatch([record(1, .stationary, t: 1, 10, 10), record(2, .began, t: 1, 50, 50)])
        animator.endIgnoringInteractionEvents()
        dispatcher.dispatch([
            record(1, .ended, t: 2, 10, 10), record(2, .moved, t: 2, 55, 50, from: (50, 50)),
            record(3, .began, t: 2, 90, 90)
        ])
        dispatcher.dispatch([record(2, .ended, t: 3, 55, 50), record(3, .ended, t: 3, 90, 90)])
        // Touch 1 (already delivered) runs to its end; touch 2 never arrives; touch 3 does.
        #expect(v.log == ["began 1", "began 3", "ended 1", "ended 3"])
        #expect(v.changed == [[1], [1], [1, 3], [3]])
    }

    @Test func cancellingTouchesOfAView() {
        let (screen, window) = makeScreen()
        let a = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(1, .began, t: 0, 50, 50), record(2, .began, t: 0, 150, 50)])
        dispatcher.cancelTouches(of: a, timestamp: Instant(seconds: 0.5))
        dispatcher.dispatch([record(1, .moved, t: 1, 60, 50, from: (50, 50)), record(2, .moved, t: 1, 160, 50, from: (150, 50))])
        dispatcher.dispatch([record(1, .ended, t: 2, 60, 50), record(2, .ended, t: 2, 160, 50)])
        #expect(a.log == ["began 1", "cancelled 1"])
        #expect(a.events[1].timestamp.seconds == 0.5 && a.events[1].allTouches.map { $0.id } == [1])
        #expect(b.log == ["began 2", "moved 2", "ended 2"])
        // A new touch on A after its cancelled one is delivered normally.
        dispatcher.dispatch([record(3, .began, t: 3, 50, 50)])
        dispatcher.cancelAllTouches(timestamp: Instant(seconds: 4))
        #expect(a.log == ["began 1", "cancelled 1", "began 3", "cancelled 3"])
        #expect(dispatcher.activeTouches.isEmpty)
    }

    @Test func touchesOutsideEveryWindowAreIgnored() {
        let screen = Screen(width: 400, height: 400, animator: Animator())
        let window = RecordingWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.screen = screen
        window.makeKeyAndVisible()
        let dispatcher = TouchDispatcher(screen: screen)
        dispatcher.dispatch([record(1, .began, t: 0, 300, 300)])
        dispatcher.dispatch([record(1, .moved, t: 1, 50, 50, from: (300, 300))])  // into the window
        dispatcher.dispatch([record(1, .ended, t: 2, 50, 50)])
        #expect(window.log.isEmpty)
        #expect(dispatcher.ignoredTouchIDs.isEmpty)
    }

    @Test func aDispatcherRespectsItsScreensAnimatorByDefault() {
        let (screen, window) = makeScreen()
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(v)
        let dispatcher = TouchDispatcher(screen: screen)
        #expect(dispatcher.animator === screen.animator)
        screen.animator.beginIgnoringInteractionEvents()
        dispatcher.dispatch([record(1, .began, t: 0, 10, 10)])
        screen.animator.endIgnoringInteractionEvents()
        dispatcher.dispatch([record(1, .ended, t: 1, 10, 10)])
        #expect(v.log.isEmpty)
    }

    @Test func cancellingEveryTouchWhileAnEventIsDelivered() {
        let (screen, window) = makeScreen()
        let first = CancellingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let second = RecordingView(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        let third = RecordingView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        for view in [first, second, third] { window.addSubview(view) }
        let dispatcher = TouchDispatcher(screen: screen)
        first.dispatcher = dispatcher
        // Touches 1 and 3 are down on the first and third views; in one moment both move
        // (the first view's handler then cancels everything) and touch 2 begins in the second.
        dispatcher.dispatch([record(1, .began, t: 0, 50, 50), record(3, .began, t: 0, 250, 50)])
        dispatcher.dispatch([
            record(1, .moved, t: 1, 60, 50, from: (50, 50)),
            record(3, .moved, t: 1, 260, 50, from: (250, 50)),
            record(2, .began, t: 1, 150, 50)
        ])
        // The second view never saw touch 2 begin, so it hears nothing of it; the third hears
        // one cancel, at the cancel's time, and not the move it overtook.
        #expect(first.log == ["began 1", "moved 1", "cancelled 1"])
        #expect(second.log.isEmpty)
        #expect(third.log == ["began 3", "cancelled 3"])
        #expect(third.events.last?.timestamp.seconds == 1.5)
        #expect(dispatcher.activeTouches.isEmpty)
        // Later records of the cancelled touches are ignored; a new touch is delivered.
        first.dispatcher = nil
        dispatcher.dispatch([
            record(2, .ended, t: 2, 150, 50), record(3, .ended, t: 2, 260, 50),
            record(4, .began, t: 2, 150, 50)
        ])
        #expect(second.log == ["began 4"])
        #expect(third.log == ["began 3", "cancelled 3"])
    }
}

/// A recording view that cancels every touch of its dispatcher when one of its touches moves.
final class CancellingView: View {
    var dispatcher: TouchDispatcher?
    var log: [String] = []
    override func touchesBegan(_ touches: [Touch], with event: Event) {
        log.append("began " + RecordingView.ids(touches))
    }
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        log.append("moved " + RecordingView.ids(touches))
        dispatcher?.cancelAllTouches(timestamp: Instant(seconds: 1.5))
    }
    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        log.append("cancelled " + RecordingView.ids(touches))
    }
}
