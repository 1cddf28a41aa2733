import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// A page control across the screen at y 100, 26 high, with 5 pages: the dots' row is
/// 5 · 7 + 4 · 9 = 71 pt wide, centred on x 200, so dot k spans x 164.5 + 16k … 171.5 + 16k
/// (centre 168 + 16k) and y 109.5…116.5 in bounds coordinates.
@Suite struct PageControlTests {
    func make(page: Int = 2) -> (ControlScreenHarness, PageControl, ControlEventLog) {
        let c = ControlScreenHarness()
        let control = PageControl(frame: Rect(x: 0, y: 100, width: 400, height: 26))
        control.numberOfPages = 5
        control.currentPage = page
        c.window.addSubview(control)
        return (c, control, ControlEventLog(control))
    }

    @Test func dotGeometry() {
        let (_, control, _) = make()
        #expect(PageControl.size(forNumberOfPages: 5) == Size(width: 71, height: 26))
        #expect(PageControl.size(forNumberOfPages: 1) == Size(width: 7, height: 26))
        #expect(PageControl.size(forNumberOfPages: 0) == Size(width: 0, height: 26))
        #expect(PageControl.size(forNumberOfPages: -4) == Size(width: 0, height: 26))
        #expect(nearly(control.dotRect(forPage: 0), Rect(x: 164.5, y: 9.5, width: 7, height: 7)))
        #expect(nearly(control.dotRect(forPage: 2), Rect(x: 196.5, y: 9.5, width: 7, height: 7)))
        #expect(control.intrinsicContentSize == Size(width: 71, height: 26))
    }

    @Test func aTapLeftGoesBackAndRightGoesForward() {
        let (c, control, log) = make()
        c.tap(1, at: 1, 150, 113)
        #expect(control.currentPage == 1)
        #expect(log.events == ["down", "value", "upInside"])
        // Right of the current dot (now centred on x 184), even far from it: back to 2 (centre
        // 200); then just right of that centre.
        c.tap(2, at: 2, 390, 113)
        #expect(control.currentPage == 2)
        c.tap(3, at: 3, 202, 113)
        #expect(control.currentPage == 3)
        #expect(log.count("value") == 3)
        // Exactly on the current dot's centre (216): no change.
        c.tap(4, at: 4, 216, 113)
        #expect(control.currentPage == 3 && log.count("value") == 3)
    }

    @Test func nothingHappensPastTheEnds() {
        let (c, control, log) = make(page: 0)
        c.tap(1, at: 1, 100, 113)
        #expect(control.currentPage == 0)
        control.currentPage = 4
        c.tap(2, at: 2, 300, 113)
        #expect(control.currentPage == 4)
        #expect(log.count("value") == 0)
        c.tap(3, at: 3, 100, 113)
        #expect(control.currentPage == 3 && log.count("value") == 1)
    }

    @Test func aLiftOutsideTheTrackingAreaChangesNothing() {
        let (c, control, log) = make()
        c.down(1, at: 1, 150, 113)
        c.move(1, at: 1.1, 150, 300)
        c.up(1, at: 1.2, 150, 300)
        #expect(control.currentPage == 2)
        #expect(log.count("value") == 0 && log.count("upOutside") == 1)
    }

    @Test func pagesAreClamped() {
        let control = PageControl(frame: Rect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        control.currentPage = 10
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -3
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    @Test func hidesForASinglePage() {
        let control = PageControl(frame: Rect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 1
        #expect(!control.isHidden)
        control.hidesForSinglePage = true
        #expect(control.isHidden)
        control.numberOfPages = 2
        #expect(!control.isHidden)
        control.numberOfPages = 0
        #expect(control.isHidden)
    }

    /// Dot centres at scale 1: pixel (167, 112) is inside dot 0, (199, 112) inside dot 2.
    @Test func colours() {
        let (screen, window, target) = makeScreen(width: 400, height: 26)
        window.backgroundColor = .white
        let control = PageControl(frame: Rect(x: 0, y: 0, width: 400, height: 26))
        control.numberOfPages = 5
        control.currentPage = 2
        window.addSubview(control)
        screen.renderAll(into: target)
        // The current dot: label black; the others black at 77/255 over white: 255 − 77 = 178.
        #expect(target.pixel(x: 199, y: 12) & 0xFF_FFFF == 0)
        let other = target.pixel(x: 167, y: 12) & 0xFF
        #expect(abs(Int(other) - 178) <= 1)
        control.currentPageIndicatorTintColor = Color(rgb: 0xFF_0000)
        control.pageIndicatorTintColor = Color(rgb: 0x00_FF00)
        screen.renderAll(into: target)
        #expect(target.pixel(x: 199, y: 12) & 0xFF_FFFF == 0xFF_0000)
        #expect(target.pixel(x: 167, y: 12) & 0xFF_FFFF == 0x00_FF00)
    }
}
