import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// A scroll view filling a 400 × 400 screen on the virtual run loop, its animator ticking at
/// 60 Hz, and a finger to drag it.
final class ScrollHarness {
    let h = GestureHarness()
    let scrollView: ScrollView
    var t = 1.0
    var nextID = 1
    /// Delegates the test hands over (a scroll view does not retain its delegate).
    var retained: [AnyObject] = []

    init(content: Size = Size(width: 400, height: 4000), frame: Rect = Rect(x: 0, y: 0, width: 400, height: 400)) {
        h.screen.animator.attach(to: h.loop)
        scrollView = ScrollView(frame: frame)
        scrollView.contentSize = content
        h.window.addSubview(scrollView)
        h.advance(to: t)
    }

    /// A finger at (x, y) moving by (dx, dy) every 10 ms, `steps` times, then held `hold`
    /// seconds and lifted (or kept down).
    func drag(from start: (Double, Double), by step: (Double, Double), steps: Int, hold: Double = 0, lift: Bool = true) {
        let id = nextID
        nextID += 1
        var point = start
        h.send(at: t, [record(id, .began, t: t, point.0, point.1)])
        for _ in 0..<steps {
            t += 0.01
            let next = (point.0 + step.0, point.1 + step.1)
            h.send(at: t, [record(id, .moved, t: t, next.0, next.1, from: point)])
            point = next
        }
        t += hold
        if lift {
            t += 0.001
            h.send(at: t, [record(id, .ended, t: t, point.0, point.1)])
        }
    }

    /// Runs the loop `seconds` on (frames, timers).
    func run(_ seconds: Double) {
        t += seconds
        h.advance(to: t)
    }

    /// Runs until nothing is left to do.
    func settle() {
        h.settle()
        t = h.clock.now().seconds
    }
}

@Suite struct DirectionalLockTests {
    @Test(arguments: [
        ((100.0, 20.0), DirectionalLock.Axes.horizontal), ((20, 100), .vertical), ((100, 100), .both),
        ((100, 46), .horizontal), ((100, 47), .both), ((-100, -46), .horizontal), ((46, -100), .vertical)
    ])
    func theDirectionalLockVectors(movement: (Double, Double), axes: DirectionalLock.Axes) {
        #expect(DirectionalLock().axes(for: Point(x: movement.0, y: movement.1)) == axes)
    }

    @Test func aLargerVerticalAngle() {
        let lock = DirectionalLock(horizontalAngle: 25, verticalAngle: 40)
        // 35° from vertical: vertical only with 40°, both with 25°.
        let movement = Point(x: 70, y: 100)
        #expect(lock.axes(for: movement) == .vertical)
        #expect(DirectionalLock().axes(for: movement) == .both)
    }

    @Test func aLockedDragMovesOneAxis() {
        let s = ScrollHarness(content: Size(width: 4000, height: 4000))
        s.scrollView.isDirectionalLockEnabled = true
        s.drag(from: (300, 300), by: (-10, -4), steps: 8, hold: 0.2)  // 21.8° from horizontal
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.scrollView.contentOffset.x > 60)
    }
}

@Suite struct ScrollPhysicsTests {
    @Test func theDragFollowsTheFingerAfterTheHysteresis() {
        let s = ScrollHarness()
        s.drag(from: (200, 300), by: (0, -5), steps: 10, lift: false)
        // 50 pt up: the pan began at 10 pt, so the content moved 40 pt.
        #expect(abs(s.scrollView.contentOffset.y - 40) < 1e-9)
        #expect(s.scrollView.isDragging && s.scrollView.isTracking)
    }

    @Test func rubberBandWhileDraggingPastTheTop() {
        // A 960 pt tall view: a pull of 100 pt past the edge shows 52.02, 960 shows 340.65.
        let s = ScrollHarness(frame: Rect(x: 0, y: 0, width: 400, height: 960))
        s.drag(from: (200, 20), by: (0, 11), steps: 10, lift: false)  // 110 pt: 100 after the hysteresis
        #expect(abs(s.scrollView.contentOffset.y - (-52.02)) < 0.005)
    }

    @Test func rubberBandOfAFullViewLength() {
        let s = ScrollHarness(frame: Rect(x: 0, y: 0, width: 400, height: 960))
        s.drag(from: (200, 5), by: (0, 97), steps: 10, lift: false)  // 970: 960 after the hysteresis
        #expect(abs(s.scrollView.contentOffset.y - (-340.65)) < 0.005)
    }

    @Test func rubberBandMaximum() {
        let s = ScrollHarness()
        s.scrollView.maximumRubberBandDistance = EdgeInsets(top: 30, left: 0, bottom: 12, right: 0)
        s.drag(from: (200, 20), by: (0, 30), steps: 10, lift: false)
        #expect(abs(s.scrollView.contentOffset.y - (-30)) < 1e-9)
        // On lift it returns to the edge.
        s.t += 0.01
        s.h.send(at: s.t, [record(1, .ended, t: s.t, 200, 320)])
        s.settle()
        #expect(s.scrollView.contentOffset.y == 0)
    }

    @Test func eachEdgeHasItsOwnMaximum() {
        // 400 × 4000: the bottom edge rests at 3600. A 290 pt pull past it (300 − hysteresis)
        // would show RubberBand.offset(290, 400) ≈ 115 pt; the bottom's maximum is 12.
        let s = ScrollHarness()
        s.scrollView.maximumRubberBandDistance = EdgeInsets(top: 30, left: 0, bottom: 12, right: 0)
        s.scrollView.contentOffset = Point(x: 0, y: 3600)
        s.drag(from: (200, 350), by: (0, -30), steps: 10, lift: false)
        #expect(RubberBand.offset(forPull: 290, dimension: 400) > 100)
        #expect(abs(s.scrollView.contentOffset.y - 3612) < 1e-9)
    }

    @Test func aFlingDeceleratesByTheClosedForm() {
        let s = ScrollHarness(content: Size(width: 400, height: 100_000))
        s.scrollView.contentOffset = Point(x: 0, y: 50_000)
        final class Observer: ScrollViewDelegate {
            var release: Point?
            var releaseVelocity: Point?
            func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
                release = scrollView.contentOffset
                releaseVelocity = velocity
            }
        }
        let observer = Observer()
        s.scrollView.delegate = observer
        s.retained.append(observer)
        // 20 pt per 10 ms up: the finger at −2000 pt/s, the offset at +2000 pt/s.
        s.drag(from: (200, 350), by: (0, -20), steps: 12)
        let x0 = observer.release!.y
        let v0 = observer.releaseVelocity!.y
        #expect(abs(v0 - 2000) < 1e-6)
        #expect(s.scrollView.isDecelerating)
        let k = DecelerationRate.normal.exponent
        // x(t) = x0 + v0·(d^(1000t) − 1)/k, t counted from the first frame after the lift.
        s.h.loop.recordsFrameTimestamps = true
        s.run(0.3)
        let frameTimes = s.h.loop.frameTimestamps.map { $0.seconds }
        #expect(frameTimes.count >= 17)  // 0.3 s at 60 Hz
        let first = frameTimes[0]
        let last = frameTimes.last!
        let expected = x0 + v0 * (AnimationMath.exp(k * (last - first)) - 1) / k
        #expect(abs(s.scrollView.contentOffset.y - expected) < 1e-6)
        s.settle()
        // Resting point x0 − v0/k (≈ 999 pt for 2000 pt/s), within half a pixel.
        #expect(abs(s.scrollView.contentOffset.y - (x0 - v0 / k)) < 1e-9)
        #expect(abs(-v0 / k - 999.0) < 0.5)
        #expect(!s.scrollView.isDecelerating)
    }

    @Test func aFlingIntoTheEdgeBouncesAndSettlesFlush() {
        let s = ScrollHarness(content: Size(width: 400, height: 800))
        var lowest = 0.0
        final class Tracker: ScrollViewDelegate {
            var offsets: [Double] = []
            func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset.y) }
        }
        let tracker = Tracker()
        s.scrollView.delegate = tracker
        s.retained.append(tracker)
        s.drag(from: (200, 350), by: (0, -25), steps: 8)  // towards the bottom edge (max 400)
        s.settle()
        lowest = tracker.offsets.max()!
        // It passed the edge, came back and rests flush.
        #expect(lowest > 400)
        #expect(s.scrollView.contentOffset.y == 400)
    }

    @Test func withoutBouncesItStopsDeadAtTheEdge() {
        let s = ScrollHarness(content: Size(width: 400, height: 800))
        s.scrollView.bounces = false
        final class Tracker: ScrollViewDelegate {
            var offsets: [Double] = []
            func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset.y) }
        }
        let tracker = Tracker()
        s.scrollView.delegate = tracker
        s.retained.append(tracker)
        s.drag(from: (200, 350), by: (0, -25), steps: 8)
        s.settle()
        #expect(tracker.offsets.max()! <= 400)
        #expect(s.scrollView.contentOffset.y == 400)
    }

    @Test func aSnappingDelegateRestsExactlyAtItsTarget() {
        final class Snap: ScrollViewDelegate {
            func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
                targetContentOffset = Point(x: 0, y: 333.25)
            }
        }
        let s = ScrollHarness()
        let snap = Snap()
        s.scrollView.delegate = snap
        s.retained.append(snap)
        s.drag(from: (200, 350), by: (0, -12), steps: 10)
        s.settle()
        #expect(s.scrollView.contentOffset == Point(x: 0, y: 333.25))
    }

    @Test func pagingRestsOnAPageAndMovesAtMostOnePagePerFlick() {
        let s = ScrollHarness(content: Size(width: 4000, height: 400))
        s.scrollView.isPagingEnabled = true
        // A hard flick left: one page (400) only.
        s.drag(from: (350, 200), by: (-30, 0), steps: 10)
        s.settle()
        #expect(s.scrollView.contentOffset.x == 400)
        // A slow drag of less than half a page falls back.
        s.drag(from: (300, 200), by: (-5, 0), steps: 20, hold: 0.2)
        s.settle()
        #expect(s.scrollView.contentOffset.x == 400)
        // A slow drag of more than half a page goes on to the next.
        s.drag(from: (390, 200), by: (-12, 0), steps: 20, hold: 0.2)
        s.settle()
        #expect(s.scrollView.contentOffset.x == 800)
    }

    @Test func aTouchDuringDecelerationStopsTheContentAndIsNotATap() {
        let s = ScrollHarness(content: Size(width: 400, height: 100_000))
        let button = Button(frame: Rect(x: 0, y: 0, width: 400, height: 100_000))
        s.scrollView.insertSubview(button, at: 0)
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        s.drag(from: (200, 350), by: (0, -20), steps: 10)
        s.run(0.2)
        #expect(s.scrollView.isDecelerating)
        let caughtAt = s.scrollView.contentOffset
        s.drag(from: (200, 200), by: (0, 0), steps: 0)  // a tap
        #expect(!s.scrollView.isDecelerating)
        s.settle()
        #expect(s.scrollView.contentOffset == caughtAt)
        #expect(taps == 0)
        // A tap on still content presses the button.
        s.drag(from: (200, 200), by: (0, 0), steps: 0)
        s.settle()
        #expect(taps == 1)
    }

    @Test func aButtonInTheContentIsCancelledWhenTheDragStarts() {
        let s = ScrollHarness()
        let button = Button(frame: Rect(x: 50, y: 100, width: 300, height: 60))
        s.scrollView.addSubview(button)
        var events: [String] = []
        button.addAction(for: .touchDown) { _ in events.append("down") }
        button.addAction(for: .touchUpInside) { _ in events.append("up inside") }
        button.addAction(for: .touchCancel) { _ in events.append("cancel") }
        // Held still past the 0.15 s delay, the button highlights; then the drag takes it.
        s.drag(from: (200, 130), by: (0, 0), steps: 0, hold: 0.2, lift: false)
        s.run(0.0)
        #expect(events == ["down"])
        s.t += 0.01
        s.h.send(at: s.t, [record(1, .moved, t: s.t, 200, 100)])
        #expect(events == ["down", "cancel"])
        #expect(s.scrollView.isDragging)
        // A quick drag never shows the button the touch.
        events.removeAll()
        s.t += 0.1
        s.h.send(at: s.t, [record(1, .ended, t: s.t, 200, 100)])
        s.settle()
        s.drag(from: (200, 130), by: (0, -8), steps: 5)
        s.settle()
        #expect(events.isEmpty)
    }

    @Test func aHorizontalPagerOfVerticalLists() {
        let s = ScrollHarness(content: Size(width: 1200, height: 400))
        let pager = s.scrollView
        pager.isPagingEnabled = true
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        list.contentSize = Size(width: 400, height: 4000)
        pager.addSubview(list)
        // Vertical: the list scrolls.
        s.drag(from: (200, 300), by: (0, -10), steps: 10, hold: 0.2)
        s.settle()
        #expect(list.contentOffset.y > 50 && pager.contentOffset.x == 0)
        // Horizontal: the pager does.
        s.drag(from: (350, 200), by: (-20, 0), steps: 10)
        s.settle()
        #expect(pager.contentOffset.x == 400)
    }

    @Test func setContentOffsetAnimatedEndsWithTheDelegate() {
        final class Ends: ScrollViewDelegate {
            var ended = 0
            func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { ended += 1 }
        }
        let s = ScrollHarness()
        let ends = Ends()
        s.scrollView.delegate = ends
        s.retained.append(ends)
        s.scrollView.setContentOffset(Point(x: 0, y: 500), animated: true)
        s.run(0.1)
        #expect(s.scrollView.contentOffset.y > 0 && s.scrollView.contentOffset.y < 500)
        s.settle()
        #expect(s.scrollView.contentOffset.y == 500)
        #expect(ends.ended == 1)
        s.scrollView.scrollRectToVisible(Rect(x: 0, y: 2000, width: 10, height: 50), animated: false)
        #expect(s.scrollView.contentOffset.y == 1650)
    }

    @Test func indicatorsShowWhileMovingAndFadeAfter() {
        let s = ScrollHarness()
        let indicator = s.scrollView.verticalIndicator
        #expect(indicator.alpha == 0)
        s.drag(from: (200, 300), by: (0, -5), steps: 10, lift: false)
        #expect(indicator.alpha == 1)
        // 400 of 4000 visible: a tenth of the track (400 − 2·2.5 − 2.5), at least 36.
        #expect(abs(indicator.frame.height - 39.25) < 1e-9)
        s.t += 0.2
        s.h.send(at: s.t, [record(1, .ended, t: s.t, 200, 250)])
        s.settle()
        #expect(indicator.alpha == 0)
    }

    @Test func indicatorInsetsShortenTheTrack() {
        let s = ScrollHarness()
        s.scrollView.scrollIndicatorInsets = EdgeInsets(top: 40, left: 0, bottom: 10, right: 6)
        s.scrollView.contentOffset = Point(x: 0, y: 3600)  // at the bottom
        let indicator = s.scrollView.verticalIndicator
        // Track 400 − 2·2.5 − 2.5 − 40 − 10 = 342.5; length max(36, 34.25) = 36, at the track's end.
        #expect(
            indicator.frame
                == Rect(
                    x: 400 - 2.5 - 2.5 - 6, y: 3600 + 2.5 + 40 + 342.5 - 36,
                    width: 2.5, height: 36))
    }

    @Test func indicatorsAttachedToTheContentRunBesideIt() {
        // Content 300 wide and 4000 tall in a 400 × 400 view: attached to the content, the
        // vertical bar runs at the content's right edge (x 300), not the view's (x 400).
        let s = ScrollHarness(content: Size(width: 300, height: 4000))
        let indicator = s.scrollView.verticalIndicator
        #expect(indicator.frame.maxX == 400 - 2.5)
        s.scrollView.indicatorAttachment = .contentEdges
        #expect(indicator.frame.maxX == 300 - 2.5)
        // Pulled 52 pt past the top, the content's edge is in view: the track starts there.
        s.scrollView.contentOffset = Point(x: 0, y: -52)
        #expect(indicator.frame.minY == 0 + 2.5)
        s.scrollView.indicatorAttachment = .viewEdges
        #expect(indicator.frame.minY == -52 + 2.5)
    }
}

@Suite struct ScrollWheelTests {
    @Test func aWheelNotchScrollsTheNearestScrollViewThatMovesThatWay() {
        let s = ScrollHarness(content: Size(width: 4000, height: 400))  // horizontal only
        let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        inner.contentSize = Size(width: 400, height: 1000)  // vertical only
        s.scrollView.addSubview(inner)
        let leaf = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        inner.addSubview(leaf)
        ScrollView.scrollWheel(from: leaf, by: Point(x: 0, y: 1))
        #expect(inner.contentOffset.y == 40 && s.scrollView.contentOffset.x == 0)
        ScrollView.scrollWheel(from: leaf, by: Point(x: 1, y: 0))
        #expect(s.scrollView.contentOffset.x == 40)
        // Within the edges.
        ScrollView.scrollWheel(from: leaf, by: Point(x: -1, y: 0))
        ScrollView.scrollWheel(from: leaf, by: Point(x: -1, y: 0))
        #expect(s.scrollView.contentOffset.x == 0)
    }
}

@Suite struct ScrollEventModeTests {
    func harness(_ mode: ScrollEventMode) -> (ScrollHarness, () -> [String]) {
        let s = ScrollHarness()
        s.scrollView.eventMode = mode
        let button = Button(frame: Rect(x: 0, y: 0, width: 400, height: 4000))
        s.scrollView.insertSubview(button, at: 0)
        final class Log { var events: [String] = [] }
        let log = Log()
        s.retained.append(log)
        button.addAction(for: .touchUpInside) { _ in log.events.append("tap") }
        button.addAction(for: .touchCancel) { _ in log.events.append("cancel") }
        return (s, { log.events })
    }

    @Test func passGivesEverythingToTheContent() {
        let (s, events) = harness(.pass)
        s.drag(from: (200, 300), by: (0, -5), steps: 10)
        s.settle()
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(events() == ["tap"])  // lifted inside the (tall) button
    }

    @Test func interceptOnDragLetsATapThroughAndTakesADrag() {
        let (s, events) = harness(.interceptOnDrag)
        s.drag(from: (200, 300), by: (0, 0), steps: 0)
        s.settle()
        s.drag(from: (200, 300), by: (0, -5), steps: 10)
        s.settle()
        #expect(events() == ["tap"])
        #expect(s.scrollView.contentOffset.y > 0)
    }

    @Test func interceptKeepsEveryTouch() {
        let (s, events) = harness(.intercept)
        s.drag(from: (200, 300), by: (0, 0), steps: 0)
        s.settle()
        s.drag(from: (200, 300), by: (0, -5), steps: 10)
        s.settle()
        #expect(events().isEmpty)
        #expect(s.scrollView.contentOffset.y > 0)
    }
}
