import Testing
import Raster
@testable import Tactile

/// Scrolling moves the pixels that stay valid instead of repainting them, and the frames equal
/// full redraws.
@Suite struct ScrollBlitTests {
    /// A 100 × 80 screen with an opaque scroll view of 60 × 40 at (10, 20) over striped content.
    func scene(scale: Double = 1) -> (Screen, ScrollView, Bitmap) {
        let (screen, window, target) = makeScreen(width: 100, height: 80, scale: scale)
        window.backgroundColor = Color(rgb: 0x10_2030)
        let scroll = ScrollView(frame: Rect(x: 10, y: 20, width: 60, height: 40))
        scroll.backgroundColor = .white
        scroll.contentSize = Size(width: 60, height: 400)
        for index in 0..<20 {
            let stripe = View(frame: Rect(x: 5, y: Double(index) * 20 + 2, width: 50, height: 16))
            stripe.backgroundColor = Color(red: UInt8(index * 12), green: 100, blue: UInt8(255 - index * 12))
            scroll.addSubview(stripe)
        }
        window.addSubview(scroll)
        screen.render(into: target)
        return (screen, scroll, target)
    }

    func fullRender(_ screen: Screen) -> Bitmap {
        let copy = Bitmap(width: screen.pixelWidth, height: screen.pixelHeight, format: .xrgb8888)
        screen.renderAll(into: copy)
        return copy
    }

    func samePixels(_ a: Bitmap, _ b: Bitmap) -> Bool {
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return false }
        }
        return true
    }

    @Test(arguments: [1.0, 2.0])
    func aScrollPaintsOnlyTheExposedStripAndEqualsAFullRedraw(scale: Double) {
        let (screen, scroll, target) = scene(scale: scale)
        scroll.contentOffset = Point(x: 0, y: 7)
        let damage = screen.render(into: target)
        let paintedRects = screen.lastPainted
        #expect(samePixels(target, fullRender(screen)))
        // Presented: the scroll view's area; painted: the 7 pt strip at the bottom (and the
        // indicator, which moved within it).
        let presented = damage.reduce(0) { $0 + $1.width * $1.height }
        #expect(presented == Int(60 * 40 * scale * scale))
        let painted = paintedRects.reduce(0) { $0 + $1.width * $1.height }
        #expect(painted > 0 && painted < Int(60 * 12 * scale * scale), "painted \(paintedRects)")
        scroll.contentOffset = Point(x: 0, y: 2)
        _ = screen.render(into: target)
        #expect(samePixels(target, fullRender(screen)))
    }
}
