import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// A 400 × 400 screen on the virtual clock with its animator ticking, and one control at (100, 100).
final class ControlHarness<C: Control> {
    let h = GestureHarness()
    let control: C
    let log: ControlEventLog
    var t = 1.0

    init(_ control: C, in parent: View? = nil) {
        self.control = control
        h.screen.animator.attach(to: h.loop)
        (parent ?? h.window).addSubview(control)
        log = ControlEventLog(control)
        h.advance(to: t)
    }

    /// A finger down at (x, y) (window coordinates), moved through `path`, lifted at the last
    /// point (or kept down), 16 ms between events.
    func touch(_ x: Double, _ y: Double, through path: [(Double, Double)] = [], lift: Bool = true, id: Int = 1) {
        h.send(at: t, [record(id, .began, t: t, x, y)])
        var previous = (x, y)
        for point in path {
            t += 0.016
            h.send(at: t, [record(id, .moved, t: t, point.0, point.1, from: previous)])
            previous = point
        }
        if lift {
            t += 0.016
            h.send(at: t, [record(id, .ended, t: t, previous.0, previous.1)])
        }
    }

    /// Runs the loop until animations and timers are done.
    func settle() {
        h.settle()
        t = h.clock.now().seconds + 0.1
    }
}

@Suite struct SwitchTests {
    /// The switch at (100, 100): its thumb rests at x 2 (off) or 51 − 2 − 27 = 22 (on).
    @Test func aTapTurnsItOverWithOneValueChanged() {
        let c = ControlHarness(Switch(frame: Rect(x: 100, y: 100, width: 0, height: 0)))
        #expect(c.control.frame.size == Size(width: 51, height: 31))
        c.touch(120, 115)
        c.settle()
        #expect(c.control.isOn)
        #expect(c.log.events.suffix(2) == ["value", "upInside"])
        #expect(c.control.thumb.frame.minX == 22)
        #expect(c.control.track.backgroundColor == Palette.light.positive)
        c.touch(120, 115)
        c.settle()
        #expect(!c.control.isOn && c.control.thumb.frame.minX == 2 && c.log.count("value") == 2)
    }

    @Test func theThumbSlidesOverAQuarterSecond() {
        let c = ControlHarness(Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31)))
        c.control.setOn(true, animated: true)
        c.h.advance(to: c.t + 0.125)
        let midway = c.control.thumb.presentation.frame.minX
        #expect(midway > 2 && midway < 22)
        c.settle()
        #expect(c.control.thumb.presentation.frame.minX == 22)
        // Changes made in code send nothing.
        #expect(c.log.count("value") == 0)
    }

    @Test func aDragRestsOnTheSideTheThumbIsNearer() {
        let c = ControlHarness(Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31)))
        // From the thumb (x 102...129) 8 pt right: the thumb at 10, short of the middle (12).
        c.touch(110, 115, through: [(114, 115), (118, 115)])
        c.settle()
        #expect(!c.control.isOn && c.log.count("value") == 0)
        // 15 pt right: past the middle. The drag decides, not a tap's toggle; lifted far outside.
        c.touch(110, 115, through: [(118, 115), (125, 115), (125, 300)])
        c.settle()
        #expect(c.control.isOn && c.log.count("value") == 1)
        // Back left while on: off.
        c.touch(135, 115, through: [(128, 115), (115, 115)])
        c.settle()
        #expect(!c.control.isOn && c.log.count("value") == 2)
    }

    @Test func aLiftFarOutsideIsNoTap() {
        let c = ControlHarness(Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31)))
        // Down on the track's right end, then straight down beyond the 70 pt hysteresis.
        c.touch(145, 115, through: [(145, 250)])
        c.settle()
        #expect(!c.control.isOn && c.log.count("value") == 0 && c.log.count("upOutside") == 1)
    }

    @Test func aScrollingListTakesTheTouchAndLeavesTheSwitchAsItWas() {
        let s = ScrollHarness()
        let toggle = Switch(frame: Rect(x: 300, y: 100, width: 51, height: 31))
        s.scrollView.addSubview(toggle)
        let log = ControlEventLog(toggle)
        // Down on the switch, then up 60 pt: the list scrolls and cancels the switch's touch.
        s.drag(from: (320, 115), by: (0, -6), steps: 10)
        s.settle()
        #expect(s.scrollView.contentOffset.y > 0)
        #expect(!toggle.isOn && log.count("value") == 0 && log.count("upInside") == 0)
        // A tap still turns it on (the content back where it started).
        s.scrollView.contentOffset = .zero
        s.drag(from: (320, 115), by: (0, 0), steps: 0)
        s.settle()
        #expect(toggle.isOn && log.count("value") == 1)
    }

    @Test func itTakesItsColoursFromTheTintAndTheStyle() {
        let c = ControlHarness(Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31)))
        #expect(c.control.track.backgroundColor == Palette.light.fill)
        c.h.screen.userInterfaceStyle = .dark
        #expect(c.control.track.backgroundColor == Palette.dark.fill)
        c.control.isOn = true
        #expect(c.control.track.backgroundColor == Palette.dark.positive)
        c.control.onTintColor = Color(rgb: 0xFF_9500)
        #expect(c.control.track.backgroundColor == Color(rgb: 0xFF_9500))
    }
}
