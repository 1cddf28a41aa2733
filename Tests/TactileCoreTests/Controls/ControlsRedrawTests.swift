import Glibc
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Every frame of controls animating, drawn incrementally, equals a full redraw of the same
/// state: switches sliding, a slider dragged and animated, a segmented control's selection
/// moving, the style switching to dark.
@Suite struct ControlsRedrawTests {
    @Test func incrementalFramesEqualFullRedrawsWhileControlsAnimate() {
        let c = ControlHarness(Switch(frame: Rect(x: 20, y: 20, width: 51, height: 31)))
        let slider = Slider(frame: Rect(x: 20, y: 80, width: 228, height: 31))
        let segments = SegmentedControl(frame: Rect(x: 20, y: 140, width: 300, height: 32), titles: ["A", "B", "C"])
        let second = Switch(frame: Rect(x: 120, y: 20, width: 51, height: 31))
        second.isOn = true
        for view in [slider, segments, second] as [View] { c.h.window.addSubview(view) }
        c.h.window.backgroundColor = c.h.window.palette.background
        let target = Bitmap(width: 400, height: 400, format: .xrgb8888)
        let check = Bitmap(width: 400, height: 400, format: .xrgb8888)
        c.h.screen.renderAll(into: target)
        var frames = 0, differing: [Int] = []
        func same(_ a: Bitmap, _ b: Bitmap) -> Bool {
            (0..<a.height).allSatisfy { y in
                memcmp(a.baseAddress + y * a.bytesPerRow, b.baseAddress + y * b.bytesPerRow, a.width * 4) == 0
            }
        }
        func frame() {
            c.t += 1.0 / 60
            c.h.advance(to: c.t)
            c.h.screen.render(into: target)
            c.h.screen.renderAll(into: check)
            frames += 1
            if !same(target, check) { differing.append(frames) }
        }
        // Tap the first switch, then watch it slide.
        c.touch(40, 35)
        for _ in 0..<20 { frame() }
        second.setOn(false, animated: true)
        slider.setValue(0.8, animated: true)
        for _ in 0..<20 { frame() }
        // Drag the slider's thumb back frame by frame.
        let thumbX = 20 + slider.thumb.frame.midX
        c.h.send(at: c.t, [record(9, .began, t: c.t, thumbX, 95)])
        var x = thumbX
        for _ in 0..<10 {
            frame()
            c.h.send(at: c.t, [record(9, .moved, t: c.t, x - 12, 96, from: (x, 95))])
            x -= 12
        }
        c.h.send(at: c.t, [record(9, .ended, t: c.t, x, 96)])
        frame()
        // A segment chosen, and the style switched while it slides.
        c.touch(280, 150)
        frame()
        c.h.screen.userInterfaceStyle = .dark
        for _ in 0..<20 { frame() }
        #expect(c.control.isOn && !second.isOn && segments.selectedSegmentIndex == 2)
        #expect(slider.value < 0.5)
        #expect(frames == 72)
        #expect(differing.isEmpty, "frames differing from a full redraw: \(differing)")
    }
}
