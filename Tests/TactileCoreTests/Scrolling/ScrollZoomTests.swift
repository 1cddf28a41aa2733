import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Two-finger zoom and rotation on a scroll view: the point under the fingers stays, the limits
/// hold at rest with resistance past them, the completion threshold completes a zoom out, the
/// angle snaps back (docs/scroll-physics.md, 'Zoom and rotation').
@Suite struct ScrollZoomTests {
    final class Zooming: ScrollViewDelegate {
        let view: View
        var zooms = 0
        init(view: View) { self.view = view }
        func viewForZooming(in scrollView: ScrollView) -> View? { view }
        func scrollViewDidZoom(_ scrollView: ScrollView) { zooms += 1 }
    }

    func harness(minimum: Double = 1, maximum: Double = 4) -> (ScrollHarness, View, Zooming) {
        let s = ScrollHarness(content: Size(width: 400, height: 400))
        let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        s.scrollView.addSubview(content)
        let zooming = Zooming(view: content)
        s.retained.append(zooming)
        s.scrollView.delegate = zooming
        s.scrollView.minimumZoomScale = minimum
        s.scrollView.maximumZoomScale = maximum
        return (s, content, zooming)
    }

    /// Two fingers about `centre`, `from` apart, moving to `to` apart in `steps` of 10 ms.
    func pinch(_ s: ScrollHarness, centre: (Double, Double), from: Double, to: Double, steps: Int = 10, lift: Bool = true) {
        var t = s.t
        s.h.send(at: t, [record(1, .began, t: t, centre.0 - from / 2, centre.1), record(2, .began, t: t, centre.0 + from / 2, centre.1)])
        for step in 1...steps {
            t += 0.01
            let d = from + (to - from) * Double(step) / Double(steps)
            s.h.send(at: t, [record(1, .moved, t: t, centre.0 - d / 2, centre.1), record(2, .moved, t: t, centre.0 + d / 2, centre.1)])
        }
        if lift {
            t += 0.01
            s.h.send(at: t, [record(1, .ended, t: t, centre.0 - to / 2, centre.1), record(2, .ended, t: t, centre.0 + to / 2, centre.1)])
        }
        s.t = t
    }

    @Test func thePointUnderTheFingersStaysUnderThem() {
        let (s, content, zooming) = harness()
        pinch(s, centre: (100, 100), from: 100, to: 200, lift: false)
        let scroll = s.scrollView
        // Scale 2 (the pinch's scale, from where it began at ±10 pt). The content point that
        // was under (100, 100) is (100, 100); now it is at 200 in content: offset 100.
        #expect(abs(scroll.zoomScale - 2) < 1e-9)
        #expect(abs(scroll.contentOffset.x - 100) < 1e-9 && abs(scroll.contentOffset.y - 100) < 1e-9)
        #expect(scroll.contentSize == Size(width: 800, height: 800))
        #expect(content.frame == Rect(x: 0, y: 0, width: 800, height: 800))
        #expect(zooming.zooms > 0)
    }

    @Test func pastTheMaximumWithResistanceThenBackOnRelease() {
        let (s, _, _) = harness(maximum: 2)
        pinch(s, centre: (200, 200), from: 100, to: 400, lift: false)
        // 4× asked, 2 · (1 + (4/2 − 1)/4) = 2.5 shown.
        #expect(abs(s.scrollView.zoomScale - 2.5) < 1e-9)
        s.t += 0.01
        s.h.send(at: s.t, [record(1, .ended, t: s.t, 0, 200), record(2, .ended, t: s.t, 400, 200)])
        s.settle()
        #expect(s.scrollView.zoomScale == 2)
        s.scrollView.bouncesZoom = false
        pinch(s, centre: (200, 200), from: 100, to: 400, lift: false)
        #expect(s.scrollView.zoomScale == 2)
    }

    @Test func theThresholdCompletesAZoomOut() {
        let (s, _, _) = harness()
        s.scrollView.zoomCompletionThreshold = 1.5
        s.scrollView.setZoomScale(2, animated: false)
        // From 2× to 2 · 140/200 = 1.4×: below 1.5, released: it completes to 1×.
        pinch(s, centre: (200, 200), from: 200, to: 140)
        s.settle()
        #expect(s.scrollView.zoomScale == 1)
        // From 2× to 1.6×: above the threshold, it stays.
        s.scrollView.setZoomScale(2, animated: false)
        pinch(s, centre: (200, 200), from: 200, to: 160)
        s.settle()
        #expect(abs(s.scrollView.zoomScale - 1.6) < 1e-9)
    }

    @Test func theThresholdCompletesAZoomInToo() {
        let (s, _, _) = harness(maximum: 2)
        s.scrollView.zoomCompletionThreshold = 1.5
        // From 1× to 160/100 = 1.6×: past 1.5 upwards, released: it completes to the maximum, 2×.
        pinch(s, centre: (200, 200), from: 100, to: 160)
        s.settle()
        #expect(s.scrollView.zoomScale == 2)
        // From 1× to 1.4×: below the threshold, it stays.
        s.scrollView.setZoomScale(1, animated: false)
        pinch(s, centre: (200, 200), from: 100, to: 140)
        s.settle()
        #expect(abs(s.scrollView.zoomScale - 1.4) < 1e-9)
    }

    @Test func rotationSnapsBackIntoItsRange() {
        let (s, content, _) = harness()
        s.scrollView.rotationRange = -0.5...0.5
        // Turn the pair by 60° (about 1.05 rad) at constant distance.
        var t = s.t
        func pair(_ degrees: Double) -> [(Double, Double)] {
            let a = degrees * Trigonometry.pi / 180
            return [
                (200 - 50 * Trigonometry.cos(a), 200 - 50 * Trigonometry.sin(a)),
                (200 + 50 * Trigonometry.cos(a), 200 + 50 * Trigonometry.sin(a))
            ]
        }
        var p = pair(0)
        s.h.send(at: t, [record(1, .began, t: t, p[0].0, p[0].1), record(2, .began, t: t, p[1].0, p[1].1)])
        for step in 1...6 {
            t += 0.01
            p = pair(Double(step) * 10)
            s.h.send(at: t, [record(1, .moved, t: t, p[0].0, p[0].1), record(2, .moved, t: t, p[1].0, p[1].1)])
        }
        #expect(abs(s.scrollView.zoomRotation - Trigonometry.pi / 3) < 1e-9)  // past the limit meanwhile
        t += 0.01
        s.h.send(at: t, [record(1, .ended, t: t, p[0].0, p[0].1), record(2, .ended, t: t, p[1].0, p[1].1)])
        s.t = t
        s.settle()
        #expect(s.scrollView.zoomRotation == 0.5)
        #expect(abs(content.transform.b - Trigonometry.sin(0.5)) < 1e-9)
    }

    @Test func zoomToARect() {
        let (s, _, _) = harness()
        s.scrollView.zoom(to: Rect(x: 200, y: 200, width: 100, height: 100), animated: false)
        // 400/100 = 4 (the maximum), the rect's centre (250, 250) → 1000 in content, centred.
        #expect(s.scrollView.zoomScale == 4)
        #expect(s.scrollView.contentOffset == Point(x: 800, y: 800))
    }
}
