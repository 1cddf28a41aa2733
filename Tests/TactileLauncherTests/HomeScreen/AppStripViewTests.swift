import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileLauncher

/// The strip over an 800 × 480 screen, 180 high: shown at y 300. Three icons in cells of
/// 120 make a row of 360 centred (x 220…580); an icon's 80 pt picture is centred in its cell:
/// x = 240 + 120 i, y = 300 + 90 − h / 2 (h the picture, spacing and name).
@Suite struct AppStripViewTests {
    final class Log {
        var events: [String] = []
    }

    func make() -> (LauncherHarness, AppStripView, Log) {
        let h = LauncherHarness()
        let strip = AppStripView(frame: h.window.bounds)
        let log = Log()
        strip.onSelect = { log.events.append("select " + $0.id) }
        strip.onClose = { log.events.append("close " + $0.id) }
        strip.onDismiss = { log.events.append("dismiss") }
        strip.setItems(launcherItems(3))
        h.window.addSubview(strip)
        strip.show(animated: false)
        return (h, strip, log)
    }

    func pictureFrame(_ strip: AppStripView, _ id: String) -> Rect {
        let icon = strip.iconView(forItemID: id)!
        return icon.convert(icon.iconFrame, to: strip)
    }

    @Test func iconsAreCentredInTheStrip() {
        let (_, strip, _) = make()
        let h = iconViewHeight(side: 80)
        #expect(strip.panelView.frame == Rect(x: 0, y: 300, width: 800, height: 180))
        for i in 0..<3 {
            #expect(close(pictureFrame(strip, "app" + String(i)), Rect(x: 240 + 120 * Double(i), y: 390 - h / 2, width: 80, height: 80)))
        }
    }

    @Test func aTapSelectsAndATapOutsideDismisses() {
        let (h, strip, log) = make()
        let frame = pictureFrame(strip, "app1")
        h.tap(frame.midX, frame.midY)
        h.wait(0.5)
        h.tap(400, 100)  // above the strip
        h.wait(0.5)
        h.tap(50, 400)  // in the strip, beside the icons
        h.wait(0.5)
        #expect(log.events == ["select app1", "dismiss", "dismiss"])
    }

    @Test func aSwipeUpClosesAndTheOthersCloseTheGap() {
        let (h, strip, log) = make()
        let frame = pictureFrame(strip, "app0")
        h.drag(from: (frame.midX, frame.midY), by: (0, -15), steps: 10)
        #expect(log.events == ["close app0"])
        #expect(strip.items.map { $0.id } == ["app1", "app2"])
        h.wait(1)
        #expect(strip.iconView(forItemID: "app0") == nil)
        // Two icons: the row of 240 is centred at x 280…520.
        let hh = iconViewHeight(side: 80)
        #expect(close(pictureFrame(strip, "app1"), Rect(x: 300, y: 390 - hh / 2, width: 80, height: 80)))
        #expect(close(pictureFrame(strip, "app2"), Rect(x: 420, y: 390 - hh / 2, width: 80, height: 80)))
    }

    @Test func aShortSlowSwipeSpringsBack() {
        let (h, strip, log) = make()
        let frame = pictureFrame(strip, "app2")
        // 30 pt up at 300 pt/s: neither far nor fast enough.
        h.drag(from: (frame.midX, frame.midY), by: (0, -3), steps: 10)
        h.wait(1)
        #expect(log.events.isEmpty)
        #expect(strip.items.count == 3)
        #expect(strip.iconView(forItemID: "app2")!.transform == .identity)
        // A sideways drag is the strip's, not a close.
        h.drag(from: (frame.midX, frame.midY), by: (-15, 0), steps: 10)
        h.wait(1)
        #expect(log.events.isEmpty && strip.items.count == 3)
    }

    @Test func showAndHideSlide() {
        let h = LauncherHarness()
        let strip = AppStripView(frame: h.window.bounds)
        strip.setItems(launcherItems(2))
        h.window.addSubview(strip)
        #expect(strip.isHidden)
        strip.show(animated: true)
        #expect(!strip.isHidden && strip.isShown)
        h.wait(0.1)
        let y = strip.panelView.presentation.frame.minY
        #expect(y > 300 && y < 480)
        h.wait(1)
        #expect(strip.panelView.presentation.frame.minY == 300)
        var hidden = 0
        strip.hide(animated: true) { hidden += 1 }
        h.wait(0.1)
        #expect(!strip.isHidden && hidden == 0)
        h.wait(1)
        #expect(strip.isHidden && hidden == 1)
    }
}
