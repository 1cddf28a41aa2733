import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The ring: a track all round, the progress clockwise from the top, its value for the reader.
@Suite struct ProgressRingTests {
    @Test func theArcCoversProgressClockwiseFromTheTopOverTheTrack() {
        let (screen, window, target) = makeScreen(width: 60, height: 60)
        window.backgroundColor = .white
        let ring = ProgressRing(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        ring.lineWidth = 8
        ring.trackTintColor = Color(rgb: 0x00_00FF)
        ring.progressTintColor = Color(rgb: 0xFF_0000)
        ring.progress = 0.25
        window.addSubview(ring)
        screen.render(into: target)
        // The band's middle is 16 pt from the centre (30, 30): the right (3 o'clock) ends the
        // quarter from the top, so 45° past the top is filled and the bottom and left are track.
        let d = 16 / 2.0.squareRoot()
        #expect(target.pixel(x: Int(30 + d), y: Int(30 - d)) == 0xFFFF_0000)
        #expect(target.pixel(x: 30, y: 30 + 16) == 0xFF00_00FF)
        #expect(target.pixel(x: 30 - 16, y: 30) == 0xFF00_00FF)
        #expect(target.pixel(x: 30, y: 30) == 0xFFFF_FFFF)
        #expect(ring.accessibilityValue == "25 %")

        ring.progress = 0.75
        screen.render(into: target)
        #expect(target.pixel(x: 30 - 16, y: 30) == 0xFFFF_0000)
        #expect(target.pixel(x: Int(30 - d), y: Int(30 - d)) == 0xFF00_00FF)
        let full = Bitmap(width: 60, height: 60, format: .xrgb8888)
        screen.renderAll(into: full)
        #expect(target.hasSamePixels(as: full))
    }

    @Test func progressIsClamped() {
        let ring = ProgressRing(frame: .zero)
        ring.progress = 1.7
        #expect(ring.progress == 1)
        ring.progress = -3
        #expect(ring.progress == 0)
        ring.progress = .nan
        #expect(ring.progress == 0)
    }
}
