import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Recognizers, touches and views let go of each other once a sequence is over.
@Suite struct GestureLifetimeTests {
    @Test func aRemovedViewWithRecognizersIsFreedAfterItsGestures() {
        let h = GestureHarness()
        weak var weakView: View?
        weak var weakRecognizer: GestureRecognizer?
        do {
            // A view keeping nothing (RecordingView keeps its events, and the recording window the
            // views of the touches passed up to it).
            final class QuietView: View {
                override func touchesChanged(_ event: Event) {}
            }
            let view = QuietView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            h.window.addSubview(view)
            let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
            let tap = h.attach(TapGestureRecognizer(name: "tap"), to: view)
            h.drag(1, at: 1.0, from: (50, 50), to: (150, 150), steps: 4)
            h.tap(2, at: 2.0, 50, 50)
            h.settle()
            #expect(pan.state == .possible && tap.state == .possible)
            weakView = view
            weakRecognizer = pan
            view.removeFromSuperview()
        }
        // Kept until the turn that removed it ends (ARCHITECTURE.md, "Lifetimes").
        #expect(weakView != nil)
        h.screen.endTurn()
        #expect(weakView == nil)
        #expect(weakRecognizer == nil)
    }

    @Test func removingARecognizerMidGestureCancelsItAndTheSequenceEnds() {
        let h = GestureHarness()
        let view = h.addView()
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        h.drag(1, at: 1.0, from: (50, 50), to: (150, 150), steps: 3, lift: false)
        view.removeGestureRecognizer(pan)
        #expect(h.log.last == "pan cancelled")
        #expect(pan.view == nil && view.gestureRecognizers.isEmpty)
        h.send(at: 2.0, [record(1, .ended, t: 2.0, 150, 150)])
        #expect(!h.dispatcher.hasActiveTouches)
        #expect(pan.state == .possible)
    }
}
