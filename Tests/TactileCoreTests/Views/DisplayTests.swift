import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct DisplayTests {
    let red = Color.red, blue = Color(red: 0, green: 0, blue: 255)

    func grid(_ frame: Rect, _ color: Color = .green) -> GridView {
        GridView(frame: frame, cells: Array(repeating: color, count: 12))
    }

    @Test func drawRunsOncePerPassWithTheUnionOfDirtyRects() {
        let (screen, window, target) = makeScreen(width: 100, height: 80)
        let view = grid(Rect(x: 10, y: 10, width: 40, height: 30))
        window.addSubview(view)
        screen.render(into: target)
        #expect(view.drawCount == 1)
        #expect(view.drawnRects == [view.bounds])
        view.setNeedsDisplay(Rect(x: 1, y: 2, width: 3, height: 4))
        view.setNeedsDisplay(Rect(x: 10, y: 20, width: 5, height: 5))
        view.setNeedsDisplay(Rect(x: 2, y: 2, width: 1, height: 1))
        screen.render(into: target)
        #expect(view.drawCount == 2)
        #expect(view.drawnRects.last == Rect(x: 1, y: 2, width: 14, height: 23))
        screen.render(into: target)
        #expect(view.drawCount == 2)
    }

    @Test func movingFadingTransformingNeverRedraws() {
        let (screen, window, target) = makeScreen(width: 100, height: 80)
        let view = grid(Rect(x: 10, y: 10, width: 40, height: 30))
        window.addSubview(view)
        screen.render(into: target)
        view.center = Point(x: 60, y: 40); screen.render(into: target)
        view.alpha = 0.4; screen.render(into: target)
        view.transform = AffineTransform(rotationAngle: 0.3); screen.render(into: target)
        view.isHidden = true; screen.render(into: target)
        view.isHidden = false; screen.render(into: target)
        window.bringSubviewToFront(view); screen.render(into: target)
        view.setPresentation(
            ViewPresentation(
                center: Point(x: 20, y: 20), bounds: view.bounds,
                transform: .identity, alpha: 1, backgroundColor: nil))
        screen.render(into: target)
        #expect(view.drawCount == 1)
        view.bounds.size = Size(width: 20, height: 20)  // a size change does redraw
        screen.render(into: target)
        #expect(view.drawCount == 2)
    }

    @Test func viewsWithoutDrawKeepNoBitmap() {
        let (screen, window, target) = makeScreen(width: 30, height: 30)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = red
        window.addSubview(view)
        view.setNeedsDisplay()
        screen.render(into: target)
        #expect(view.contents == nil && !view.drawsContent)
        #expect(target.pixel(x: 5, y: 5) == 0xFFFF_0000)
    }

    @Test func nonFiniteAndHugeSizesNeitherTrapNorAllocateWithoutLimit() {
        let (screen, window, target) = makeScreen(width: 100, height: 80)
        window.backgroundColor = .white
        let sizes = [
            Size(width: .nan, height: 10), Size(width: 10, height: .infinity),
            Size(width: -5, height: 10), Size(width: 10, height: 1e300)
        ]
        var views: [View] = []
        for size in sizes {
            let drawn = grid(Rect(x: 0, y: 0, width: size.width, height: size.height))
            let bordered = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            bordered.borderWidth = 2
            bordered.cornerRadius = 4
            views += [drawn, bordered]
        }
        for view in views { window.addSubview(view) }
        screen.render(into: target)
        for view in views {
            let extent = view.bounds.size.pixelExtent(scale: 1)
            #expect(extent.width >= 0 && extent.width <= Size.maximumPixelExtent)
            #expect(extent.height >= 0 && extent.height <= Size.maximumPixelExtent)
            let snapshot = view.snapshot(scale: 1)
            #expect(snapshot.width == extent.width && snapshot.height == extent.height)
        }
        // The huge grid, larger than the screen, keeps no bitmap (drawn where it shows), and its
        // green shows.
        let huge = views[6] as! GridView
        #expect(huge.contents == nil && huge.drawsContent)
        #expect(Size(width: .nan, height: 3.2).pixelExtent(scale: 2) == (0, 7))
        #expect(target.pixel(x: 5, y: 40) == 0xFF00_FF00 && target.pixel(x: 50, y: 40) == 0xFFFF_FFFF)
    }

    @Test func largeViewsLearnWhetherTheyDrawBeforeAllocatingContents() {
        let (screen, window, target) = makeScreen(width: 100, height: 80)
        // The contents checked below are far over the default budget: keep them.
        screen.contentsCacheBudget = Int.max
        // A scroll view's content: plain, and far larger than the screen (10 MB as a bitmap cut
        // at 8192 rows), showing at x 0..<30.
        let content = View(frame: Rect(x: -270, y: 0, width: 300, height: 100_000))
        content.backgroundColor = red
        let drawn = grid(Rect(x: 30, y: 0, width: 300, height: 100_000))
        let small = grid(Rect(x: 60, y: 0, width: 40, height: 80))
        for view in [content, drawn, small] { window.addSubview(view) }
        screen.render(into: target)
        #expect(content.contents == nil && !content.drawsContent)
        // The large drawing view drew once into an empty canvas, then straight onto the screen
        // (larger than the screen, it keeps no bitmap); the small one only into its bitmap.
        #expect(drawn.drawCount == 2 && drawn.drawsContent)
        #expect(drawn.contents == nil)
        #expect(small.drawCount == 1)
        #expect(target.pixel(x: 10, y: 10) == 0xFFFF_0000 && target.pixel(x: 40, y: 10) == 0xFF00_FF00)
        drawn.setNeedsDisplay()
        screen.render(into: target)
        #expect(drawn.drawCount == 3)
    }

    @Test func dirtyRectIsPrefilledOrClearedBeforeDrawing() {
        final class Marker: View {
            var paint = true
            override func draw(_ rect: Rect, in context: Canvas) {
                if paint { context.fill(context.target.bounds, color: Color(red: 0, green: 255, blue: 0)) }
            }
        }
        let (screen, window, target) = makeScreen(width: 30, height: 30)
        let opaque = Marker(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        opaque.backgroundColor = blue
        let clear = Marker(frame: Rect(x: 10, y: 0, width: 10, height: 10))
        clear.isOpaque = false
        let keeps = Marker(frame: Rect(x: 20, y: 0, width: 10, height: 10))
        keeps.clearsContextBeforeDrawing = false
        for view in [opaque, clear, keeps] { window.addSubview(view) }
        screen.render(into: target)
        #expect(opaque.contents!.pixel(x: 3, y: 3) == 0xFF00_FF00)
        for view in [opaque, clear, keeps] {
            view.paint = false
            view.setNeedsDisplay(Rect(x: 2, y: 2, width: 3, height: 3))
        }
        screen.render(into: target)
        // Inside the dirty rect: background, transparent, untouched; outside: the old drawing.
        #expect(opaque.contents!.pixel(x: 3, y: 3) == 0xFF00_00FF)
        #expect(opaque.contents!.pixel(x: 6, y: 6) == 0xFF00_FF00)
        #expect(clear.contents!.pixel(x: 3, y: 3) == 0)
        #expect(clear.contents!.pixel(x: 6, y: 6) == 0xFF00_FF00)
        #expect(keeps.contents!.pixel(x: 3, y: 3) == 0xFF00_FF00)
        // On screen, the cleared pixels show the screen's black background.
        #expect(target.pixel(x: 13, y: 3) == 0xFF00_0000)
        #expect(target.pixel(x: 3, y: 3) == 0xFF00_00FF)
    }

    @Test func contentsUseTheScreenScale() {
        let (screen, window, target) = makeScreen(width: 30, height: 20, scale: 2)
        let view = grid(Rect(x: 1, y: 1, width: 8, height: 6), red)
        window.addSubview(view)
        screen.render(into: target)
        #expect(view.contents!.width == 16 && view.contents!.height == 12)
        #expect(view.contentScaleFactor == 2)
        // Pixels (2...17, 2...13) are red, the rest black.
        #expect(target.pixel(x: 2, y: 2) == 0xFFFF_0000 && target.pixel(x: 17, y: 13) == 0xFFFF_0000)
        #expect(target.pixel(x: 1, y: 2) == 0xFF00_0000 && target.pixel(x: 18, y: 13) == 0xFF00_0000)
    }
}
