import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Controls inside a vertical scroll view: a drag that scrolls takes the touch from the control
/// (`touchCancel`), and the control's action does not happen.
@Suite struct ControlScrollCancellationTests {
    @Test func aPageControlTouchTakenByTheScrollChangesNoPage() {
        let s = ScrollHarness()
        let control = PageControl(frame: Rect(x: 0, y: 100, width: 400, height: 26))
        control.numberOfPages = 5
        control.currentPage = 2
        s.scrollView.addSubview(control)
        let log = ControlEventLog(control)
        // Held past the content delay (the control sees the touch), then dragged up 50 pt.
        s.drag(from: (300, 113), by: (0, 0), steps: 0, hold: 0.2, lift: false)
        s.run(0.0)
        #expect(log.events == ["down"])
        for step in 1...5 {
            s.t += 0.01
            s.h.send(at: s.t, [record(1, .moved, t: s.t, 300, 113 - 10 * Double(step), from: (300, 123 - 10 * Double(step)))])
        }
        #expect(s.scrollView.isDragging)
        s.t += 0.01
        s.h.send(at: s.t, [record(1, .ended, t: s.t, 300, 63)])
        #expect(log.events == ["down", "cancel"])
        #expect(control.currentPage == 2)
        // A quick drag never reaches it at all.
        s.settle()
        s.drag(from: (300, 113), by: (0, -8), steps: 5)
        s.settle()
        #expect(log.events == ["down", "cancel"] && control.currentPage == 2)
    }

    @Test func aStepperHeldThenScrolledStopsRepeating() {
        let s = ScrollHarness()
        let stepper = Stepper(frame: Rect(x: 100, y: 100, width: 94, height: 32))
        s.scrollView.addSubview(stepper)
        // The + half, held: delivered after the 0.15 s content delay, one step.
        s.drag(from: (170, 116), by: (0, 0), steps: 0, hold: 0.2, lift: false)
        s.run(0.0)
        #expect(stepper.value == 1 && stepper.isRepeating)
        for step in 1...5 {
            s.t += 0.01
            s.h.send(at: s.t, [record(1, .moved, t: s.t, 170, 116 - 10 * Double(step), from: (170, 126 - 10 * Double(step)))])
        }
        #expect(s.scrollView.isDragging)
        #expect(!stepper.isRepeating && !stepper.isTracking)
        s.run(2)
        #expect(stepper.value == 1)
        s.t += 0.01
        s.h.send(at: s.t, [record(1, .ended, t: s.t, 170, 66)])
        s.settle()
        #expect(stepper.value == 1)
    }
}
