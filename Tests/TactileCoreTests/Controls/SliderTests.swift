import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct SliderTests {
    /// A 228 pt slider at (100, 100): the thumb's centre runs from x 14 to 214 (200 pt), so a
    /// point is 1/200 of the range.
    func makeSlider() -> ControlHarness<Slider> {
        ControlHarness(Slider(frame: Rect(x: 100, y: 100, width: 228, height: 31)))
    }

    @Test func theThumbFollowsTheFingerWithoutJumping() {
        let c = makeSlider()
        // Grabbed 5 pt right of its centre (114 + 5), moved 100 pt: half the range.
        c.touch(119, 115, through: [(169, 115), (219, 115)])
        #expect(abs(c.control.value - 0.5) < 1e-12)
        #expect(c.control.thumb.frame.midX == 114)
        #expect(c.control.minimumTrack.frame.width == 114)
        // Continuous: one valueChanged per move that changed the value.
        #expect(c.log.count("value") == 2)
    }

    @Test func aTouchOffTheThumbDoesNothing() {
        let c = makeSlider()
        // The thumb is at x 100...128 (plus 10 pt); a touch at 200 is on the bare track.
        c.touch(300, 115, through: [(320, 115)])
        #expect(c.control.value == 0 && c.log.events.isEmpty)
    }

    @Test func notContinuousSendsOnceOnLift() {
        let c = makeSlider()
        c.control.isContinuous = false
        c.control.minimumValue = -10
        c.control.maximumValue = 10
        c.control.value = 0
        // At 0 the thumb's centre is at 114 + 100 = 214 in the window.
        c.touch(214, 115, through: [(234, 115), (254, 115), (264, 120)])
        // 50 pt of 200: a quarter of the 20-wide range, +5.
        #expect(abs(c.control.value - 5) < 1e-12)
        #expect(c.log.count("value") == 1 && c.log.events.suffix(2) == ["value", "upInside"])
    }

    @Test func valuesStayInTheRange() {
        let c = makeSlider()
        c.touch(114, 115, through: [(900, 115)])
        #expect(c.control.value == 1)
        c.control.value = .nan
        #expect(c.control.value == 0)
        c.control.value = -.infinity
        #expect(c.control.value == 0)
        c.control.value = 0.8
        c.control.maximumValue = 0.5
        #expect(c.control.value == 0.5)
        // A range turned upside down collapses to its minimum.
        c.control.minimumValue = 2
        #expect(c.control.value == 2)
    }

    @Test func setValueAnimatedSlidesTheThumb() {
        let c = makeSlider()
        c.control.setValue(1, animated: true)
        c.h.advance(to: c.t + 0.125)
        let x = c.control.thumb.presentation.frame.midX
        #expect(x > 14 && x < 214)
        c.settle()
        #expect(c.control.thumb.presentation.frame.midX == 214)
        #expect(c.log.events.isEmpty)
    }
}
