import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// The picker's wheels: flung, a wheel spins on and rests exactly on a row (its deceleration's
/// target snapped), sending one valueChanged; dragged slowly and let go between rows, it settles
/// on the nearest; selectRow sends nothing; the reader turns a wheel a row at a time.
@Suite struct PickerViewTests {
    /// A picker of two wheels of 0...59 over the harness's window, 200 × 180 (rows of 36: the
    /// middle band from y = 72 to 108).
    func makePicker(_ s: ScrollHarness) -> (PickerView, () -> Int) {
        let picker = PickerView(
            frame: Rect(x: 0, y: 0, width: 200, height: 180),
            components: [(0..<60).map { String($0) }, (0..<60).map { String($0) }])
        s.scrollView.removeFromSuperview()
        s.h.window.addSubview(picker)
        var changes = 0
        picker.addAction(for: .valueChanged) { _ in changes += 1 }
        return (picker, { changes })
    }

    @Test func aFlungWheelRestsExactlyOnARow() {
        let s = ScrollHarness()
        let (picker, changes) = makePicker(s)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        // A fling up on the first wheel: 30 pt every 10 ms, lifted at speed.
        s.drag(from: (50, 150), by: (0, -30), steps: 4)
        s.settle()
        let wheel = picker.subviews.compactMap { $0 as? PickerWheel }[0]
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 3, "a fling spins past the rows it was dragged over")
        #expect(wheel.contentOffset.y == Double(row) * 36 - 72, "rests with row \(row) in the band")
        #expect(changes() == 1)
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    @Test func aSlowDragSettlesOnTheNearestRow() {
        let s = ScrollHarness()
        let (picker, changes) = makePicker(s)
        // 50 pt up in 2-pt steps, held before lifting (no fling): 50 / 36 rounds to row 1.
        s.drag(from: (150, 150), by: (0, -2), steps: 25, hold: 0.3)
        s.settle()
        #expect(picker.selectedRow(inComponent: 1) == 1)
        let wheel = picker.subviews.compactMap { $0 as? PickerWheel }[1]
        #expect(wheel.contentOffset.y == 36 - 72)
        #expect(changes() == 1)
    }

    @Test func selectingAndAdjustingARow() {
        let s = ScrollHarness()
        let (picker, changes) = makePicker(s)
        picker.selectRow(42, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 42 && changes() == 0)
        picker.selectRow(99, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 59)  // clamped
        let wheel = picker.subviews.compactMap { $0 as? PickerWheel }[1]
        #expect(wheel.standardAccessibility.value == "42" && wheel.standardAccessibility.traits.contains(.adjustable))
        #expect(wheel.accessibilityLabel == "Wheel 2")
        wheel.accessibilityIncrement()
        #expect(picker.selectedRow(inComponent: 1) == 43 && changes() == 1)
        picker.componentTitles = ["Hours", "Minutes"]
        #expect(wheel.accessibilityLabel == "Minutes")
    }
}
