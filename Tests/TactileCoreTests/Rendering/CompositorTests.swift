import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct CompositorTests {
    /// Premultiplied OVER of straight colour `c` at opacity `a` (0…1) over an opaque pixel.
    func over(_ c: Color, alpha a: Double, on d: UInt32) -> (Double, Double, Double) {
        let sa = Double(c.alpha) / 255 * a
        func channel(_ s: UInt8, _ shift: UInt32) -> Double {
            Double(s) * sa + Double((d >> shift) & 0xFF) * (1 - sa)
        }
        return (channel(c.red, 16), channel(c.green, 8), channel(c.blue, 0))
    }

    func close(_ pixel: UInt32, _ expected: (Double, Double, Double), tolerance: Double = 1.01) -> Bool {
        abs(Double((pixel >> 16) & 0xFF) - expected.0) <= tolerance
            && abs(Double((pixel >> 8) & 0xFF) - expected.1) <= tolerance
            && abs(Double(pixel & 0xFF) - expected.2) <= tolerance
    }

    @Test func damageOfAMoveIsOldUnionNewBounds() {
        let (screen, window, target) = makeScreen(width: 100, height: 80)
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 15))
        view.backgroundColor = .red
        window.addSubview(view)
        screen.render(into: target)
        view.center = Point(x: 60, y: 49.5)
        let damage = screen.render(into: target)
        let expected = Region(PixelRect(x: 10, y: 10, width: 20, height: 15))
            .union(PixelRect(x: 50, y: 42, width: 20, height: 15))
        #expect(damage == expected.rects)
        // The old place shows the screen again, the new one the view.
        #expect(target.pixel(x: 15, y: 15) == 0xFF00_0000)
        #expect(target.pixel(x: 50, y: 42) == 0xFFFF_0000 && target.pixel(x: 69, y: 56) == 0xFFFF_0000)
        #expect(target.pixel(x: 70, y: 56) == 0xFF00_0000 && target.pixel(x: 69, y: 57) == 0xFF00_0000)
    }

    @Test func movingAParentDamagesItsChildrenAndRedrawingDamagesOnlyTheDirtyRect() {
        let (screen, window, target) = makeScreen(width: 100, height: 80)
        let parent = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let child = GridView(
            frame: Rect(x: 30, y: 20, width: 12, height: 9),
            cells: Array(repeating: Color.green, count: 12))
        window.addSubview(parent)
        parent.addSubview(child)
        screen.render(into: target)
        parent.center = Point(x: 15, y: 5)  // moves both by (10, 0)
        let damage = screen.render(into: target)
        #expect(
            damage
                == Region(PixelRect(x: 0, y: 0, width: 20, height: 10))
                .union(PixelRect(x: 30, y: 20, width: 22, height: 9)).rects)
        #expect(child.drawCount == 1)
        child.setCell(5, .red)  // column 1, row 1: points (3…6, 3…6) of the child
        #expect(screen.render(into: target) == [PixelRect(x: 43, y: 23, width: 3, height: 3)])
        #expect(child.drawCount == 2)
        #expect(target.pixel(x: 43, y: 23) == 0xFFFF_0000 && target.pixel(x: 42, y: 23) == 0xFF00_FF00)
    }

    @Test func removingAndHidingRepaintTheOldArea() {
        let (screen, window, target) = makeScreen(width: 50, height: 50)
        let a = View(frame: Rect(x: 5, y: 5, width: 10, height: 10)), b = View(frame: Rect(x: 30, y: 30, width: 5, height: 5))
        a.backgroundColor = .red
        b.backgroundColor = .blue
        window.addSubview(a)
        window.addSubview(b)
        screen.render(into: target)
        a.removeFromSuperview()
        #expect(screen.needsFrame)
        #expect(screen.render(into: target) == [PixelRect(x: 5, y: 5, width: 10, height: 10)])
        #expect(target.pixel(x: 6, y: 6) == 0xFF00_0000)
        b.isHidden = true
        #expect(screen.render(into: target) == [PixelRect(x: 30, y: 30, width: 5, height: 5)])
        #expect(target.pixel(x: 31, y: 31) == 0xFF00_0000)
        #expect(!screen.needsFrame)
    }

    @Test func subviewOrderDecidesWhatIsOnTop() {
        let (screen, window, target) = makeScreen(width: 30, height: 30)
        let back = View(frame: Rect(x: 0, y: 0, width: 20, height: 20)), front = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        back.backgroundColor = .red
        front.backgroundColor = .blue
        window.addSubview(back)
        window.addSubview(front)
        screen.render(into: target)
        #expect(target.pixel(x: 15, y: 15) == 0xFF00_00FF)
        window.bringSubviewToFront(back)
        screen.render(into: target)
        #expect(target.pixel(x: 15, y: 15) == 0xFFFF_0000)
        #expect(target.pixel(x: 25, y: 25) == 0xFF00_00FF && target.pixel(x: 5, y: 5) == 0xFFFF_0000)
    }

    @Test func groupOpacityBlendsTheFlattenedSubtreeOnce() {
        let (screen, window, target) = makeScreen(width: 40, height: 40)
        let parent = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        parent.backgroundColor = .red
        parent.alpha = 0.5
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
        child.backgroundColor = .blue
        parent.addSubview(child)
        window.addSubview(parent)
        screen.render(into: target)
        // Where the child covers the parent only the child shows, at half opacity; a per-view
        // blend would let the red show through.
        #expect(close(target.pixel(x: 5, y: 5), over(.blue, alpha: 0.5, on: 0xFF00_0000)))
        #expect(close(target.pixel(x: 15, y: 5), over(.red, alpha: 0.5, on: 0xFF00_0000)))
        #expect(target.pixel(x: 25, y: 5) == 0xFF00_0000)
    }

    @Test func clipsToBoundsClipsSubviewsOnly() {
        let (screen, window, target) = makeScreen(width: 40, height: 40)
        let parent = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        parent.clipsToBounds = true
        let child = View(frame: Rect(x: -5, y: -5, width: 30, height: 30))
        child.backgroundColor = .green
        parent.addSubview(child)
        window.addSubview(parent)
        screen.render(into: target)
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = x >= 10 && x < 20 && y >= 10 && y < 20
                #expect(target.pixel(x: x, y: y) == (inside ? 0xFF00_FF00 : 0xFF00_0000))
            }
        }
        parent.clipsToBounds = false
        screen.render(into: target)
        #expect(target.pixel(x: 5, y: 5) == 0xFF00_FF00 && target.pixel(x: 34, y: 34) == 0xFF00_FF00)
        #expect(target.pixel(x: 35, y: 35) == 0xFF00_0000)
    }

    @Test func aTurnedClippingViewClipsItsSubviewsToItsTurnedBounds() {
        // A 40×40 square turned 45° about (50, 50): a diamond, |dx| + |dy| ≤ 20√2 ≈ 28.3 from the
        // centre. Its subview is far larger; clipped, it must paint exactly the diamond that the
        // square's own background would (the same anti-aliased polygon), at most 1 apart at edges.
        func render(clipping: Bool) -> Bitmap {
            let (screen, window, target) = makeScreen(width: 100, height: 100)
            window.backgroundColor = .white
            let square = View(frame: Rect(x: 30, y: 30, width: 40, height: 40))
            square.transform = AffineTransform(rotationAngle: Trigonometry.pi / 4)
            if clipping {
                square.clipsToBounds = true
                let child = View(frame: Rect(x: -60, y: -60, width: 160, height: 160))
                child.backgroundColor = .red
                square.addSubview(child)
            } else {
                square.backgroundColor = .red
            }
            window.addSubview(square)
            screen.render(into: target)
            return target
        }
        let clipped = render(clipping: true), reference = render(clipping: false)
        #expect(clipped.pixel(x: 50, y: 50) == 0xFFFF_0000)
        #expect(clipped.pixel(x: 50, y: 23) == 0xFFFF_0000)  // 27 above the centre: inside
        #expect(clipped.pixel(x: 32, y: 32) == 0xFFFF_FFFF)  // in the bounding box, outside the diamond
        #expect(clipped.pixel(x: 66, y: 68) == 0xFFFF_FFFF)
        var largest: UInt32 = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = clipped.pixel(x: x, y: y), b = reference.pixel(x: x, y: y)
                for shift: UInt32 in [0, 8, 16] {
                    let da = (a >> shift) & 0xFF, db = (b >> shift) & 0xFF
                    largest = max(largest, da > db ? da - db : db - da)
                }
            }
        }
        #expect(largest <= 1)
    }

    @Test func rotatedViewCoversTheRightArea() {
        // A 20×20 square rotated 45° about (20, 20): a diamond reaching 10√2 from the centre.
        let (screen, window, target) = makeScreen(width: 40, height: 40)
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .white
        view.transform = AffineTransform(rotationAngle: Trigonometry.pi / 4)
        window.addSubview(view)
        screen.render(into: target)
        let reach = 10 * 2.0.squareRoot()
        for y in 0..<40 {
            for x in 0..<40 {
                let dx = abs(Double(x) + 0.5 - 20), dy = abs(Double(y) + 0.5 - 20)
                let value = target.pixel(x: x, y: y) & 0xFF
                if dx + dy < reach - 1 { #expect(value == 255) }
                if dx + dy > reach + 1 { #expect(value == 0) }
            }
        }
    }

    @Test func presentationIsWhatIsOnScreen() {
        let (screen, window, target) = makeScreen(width: 40, height: 40)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        window.addSubview(view)
        screen.render(into: target)
        var p = view.presentation
        p.center = Point(x: 25, y: 25)
        view.setPresentation(p)
        view.center = Point(x: 35, y: 35)  // the model moves, the screen keeps the animation's value
        let damage = screen.render(into: target)
        #expect(damage == Region(PixelRect(x: 0, y: 0, width: 10, height: 10)).union(PixelRect(x: 20, y: 20, width: 10, height: 10)).rects)
        #expect(target.pixel(x: 22, y: 22) == 0xFFFF_0000 && target.pixel(x: 5, y: 5) == 0xFF00_0000)
        view.clearPresentation()
        screen.render(into: target)
        #expect(target.pixel(x: 32, y: 32) == 0xFFFF_0000 && target.pixel(x: 22, y: 22) == 0xFF00_0000)
    }

    @Test func windowsKeyAndOrder() {
        let screen = Screen(width: 20, height: 20, animator: Animator())
        let first = Window(screen: screen), second = Window(screen: screen)
        first.backgroundColor = .red
        second.backgroundColor = .blue
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && screen.windows.count == 1)
        second.frame = Rect(x: 10, y: 0, width: 10, height: 20)
        second.makeKeyAndVisible()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        let target = Bitmap(width: 20, height: 20, format: .xrgb8888)
        screen.render(into: target)
        #expect(target.pixel(x: 5, y: 5) == 0xFFFF_0000 && target.pixel(x: 15, y: 5) == 0xFF00_00FF)
        second.removeFromScreen()
        #expect(first.isKeyWindow)
        #expect(screen.render(into: target) == [PixelRect(x: 10, y: 0, width: 10, height: 20)])
        #expect(target.pixel(x: 15, y: 5) == 0xFFFF_0000)
    }
}

/// How a frame's damage becomes the rectangles composited: its own few, or one box for many.
@Suite struct PaintRectangleTests {
    @Test func fewRectanglesAreKept() {
        let damage = Region(unionOf: [
            PixelRect(x: 0, y: 0, width: 10, height: 10),
            PixelRect(x: 500, y: 300, width: 10, height: 10)
        ])
        #expect(FrameRenderer.paintRectangles(for: damage) == damage.rects)
    }

    @Test func manyNearbyRectanglesBecomeTheirBoundingBox() {
        // Eight 20 × 20 squares 4 px apart: the box adds 8·2000 pixels at most.
        let rects = (0..<8).map { PixelRect(x: $0 * 24, y: 0, width: 20, height: 20) }
        let damage = Region(unionOf: rects)
        #expect(damage.rects.count == 8)
        #expect(FrameRenderer.paintRectangles(for: damage) == [PixelRect(x: 0, y: 0, width: 188, height: 20)])
    }

    @Test func manyFarApartRectanglesAreKept() {
        // Six squares at the corners and middles of 800 × 480: the box would add 384 000 pixels.
        let rects = [(0, 0), (390, 0), (780, 0), (0, 460), (390, 460), (780, 460)]
            .map { PixelRect(x: $0.0, y: $0.1, width: 20, height: 20) }
        let damage = Region(unionOf: rects)
        #expect(FrameRenderer.paintRectangles(for: damage) == damage.rects)
    }
}
