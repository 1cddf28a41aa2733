import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

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

    /// The area a frame painted, in pixels.
    func paintedPixels(_ screen: Screen) -> Int {
        screen.lastPainted.reduce(0) { $0 + $1.width * $1.height }
    }

    /// A title bar over the top of the list and a transparent window over everything with a
    /// translucent badge: the pixels still move, and only the strip, what lies under the two
    /// views in front and what they left on the moved pixels are painted.
    @Test func viewsInFrontArePaintedAgainOverMovedPixels() {
        let (screen, scroll, target) = scene()
        let titleBar = View(frame: Rect(x: 0, y: 14, width: 100, height: 12))
        titleBar.backgroundColor = Color(red: 240, green: 240, blue: 250, alpha: 230)
        scroll.window!.addSubview(titleBar)
        let overlay = Window(screen: screen)
        overlay.backgroundColor = nil
        let badge = View(frame: Rect(x: 50, y: 40, width: 8, height: 8))
        badge.backgroundColor = Color(red: 255, green: 0, blue: 0, alpha: 160)
        badge.cornerRadius = 4
        overlay.addSubview(badge)
        overlay.isHidden = false
        screen.render(into: target)
        #expect(samePixels(target, fullRender(screen)))
        for (step, offset) in [7.0, 19, 30, 12, 0].enumerated() {
            scroll.contentOffset = Point(x: 0, y: offset)
            screen.render(into: target)
            let painted = paintedPixels(screen), rects = screen.lastPainted
            #expect(samePixels(target, fullRender(screen)), "step \(step)")
            // At most the exposed strip (≤ 19 rows), the title bar's 6 rows over the list and the
            // 6 rows it left, the badge and where it moved: far below the list's 60 × 40.
            #expect(painted <= 60 * 19 + 2 * 60 * 6 + 2 * 64 + 60 * 2, "step \(step): \(rects)")
        }
    }

    /// A label taller than the screen keeps no bitmap: it is drawn where it shows, and scrolling
    /// it paints only the strip that comes into view (not the whole of its visible part, which
    /// grows and shrinks at the scroll view's edges).
    @Test func aTallLabelScrollsByItsExposedStrip() {
        let (screen, window, target) = makeScreen(width: 100, height: 80)
        window.backgroundColor = Color(rgb: 0x10_2030)
        let scroll = ScrollView(frame: Rect(x: 10, y: 20, width: 60, height: 40))
        scroll.backgroundColor = .white
        scroll.showsVerticalScrollIndicator = false
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 400), font: .system(size: 9))
        label.numberOfLines = 0
        label.text = (1...40).map { "Line \($0) of text" }.joined(separator: "\n")
        scroll.addSubview(label)
        scroll.contentSize = label.frame.size
        window.addSubview(scroll)
        screen.render(into: target)
        #expect(label.contents == nil && label.drawsContent)
        for offset in [5.0, 9, 17, 40, 41] {
            scroll.contentOffset = Point(x: 0, y: offset)
            screen.render(into: target)
            let painted = paintedPixels(screen), rects = screen.lastPainted
            #expect(samePixels(target, fullRender(screen)), "offset \(offset)")
            #expect(painted <= 60 * 23, "offset \(offset): \(rects)")
        }
    }
}
