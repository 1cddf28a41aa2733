import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct SnapshotTests {
    /// A 30 × 20 container at (10, 5) with a red background and a blue 10 × 5 child at (4, 6).
    func scene(scale: Double) -> (Screen, Window, View, View, Bitmap) {
        let (screen, window, target) = makeScreen(width: 60, height: 40, scale: scale)
        window.backgroundColor = .white
        let container = View(frame: Rect(x: 10, y: 5, width: 30, height: 20))
        container.backgroundColor = .red
        let child = View(frame: Rect(x: 4, y: 6, width: 10, height: 5))
        child.backgroundColor = .blue
        container.addSubview(child)
        window.addSubview(container)
        return (screen, window, container, child, target)
    }

    @Test(arguments: [1.0, 2.0])
    func snapshotHasTheBoundsAtTheScreenScaleAndTheSubtreesPixels(scale: Double) {
        let (screen, _, container, _, target) = scene(scale: scale)
        screen.render(into: target)
        let picture = container.snapshot()
        #expect(picture.width == Int(30 * scale) && picture.height == Int(20 * scale))
        // Hand-worked: the child covers points (4…14, 6…11) of the container.
        let s = Int(scale)
        #expect(picture.pixel(x: 4 * s, y: 6 * s) == 0xFF00_00FF)
        #expect(picture.pixel(x: 14 * s - 1, y: 11 * s - 1) == 0xFF00_00FF)
        #expect(picture.pixel(x: 14 * s, y: 6 * s) == 0xFFFF_0000)
        #expect(picture.pixel(x: 0, y: 0) == 0xFFFF_0000)
        // Opaque: exactly the screen's pixels of the container's area.
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                #expect(picture.pixel(x: x, y: y) == target.pixel(x: x + 10 * s, y: y + 5 * s))
            }
        }
    }

    @Test func ownTransformOpacityAndHidingAreLeftOutButSubviewsKeepTheirs() {
        let (screen, _, container, child, target) = scene(scale: 1)
        screen.render(into: target)
        container.transform = AffineTransform(rotationAngle: 0.7)
        container.alpha = 0.3
        container.isHidden = true
        child.alpha = 0.5
        let outsideChild = View(frame: Rect(x: 25, y: 15, width: 10, height: 10))
        outsideChild.backgroundColor = .green
        container.addSubview(outsideChild)
        let picture = container.snapshot()
        #expect(picture.pixel(x: 0, y: 0) == 0xFFFF_0000)
        // The child at half opacity over red: (255·0.5, 0, 255·0.5) premultiplied, opaque.
        #expect(pixel(picture.pixel(x: 5, y: 7), isNear: (127.5, 0, 127.5)))
        // The part of the green view inside the bounds shows; the rest is cut off.
        #expect(picture.pixel(x: 29, y: 19) == 0xFF00_FF00)
        #expect(picture.width == 30 && picture.height == 20)
    }

    @Test func transparentPartsStayTransparentAndBoundsOriginIsPixelZero() {
        let (screen, window, target) = makeScreen(width: 40, height: 40)
        let container = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        container.bounds.origin = Point(x: 5, y: 5)
        let child = View(frame: Rect(x: 5, y: 5, width: 4, height: 4))  // at the bounds origin
        child.backgroundColor = Color(red: 0, green: 0, blue: 255, alpha: 128)
        container.addSubview(child)
        window.addSubview(container)
        screen.render(into: target)
        let picture = container.snapshot()
        // Premultiplied: blue 255 at alpha 128 stores blue 128.
        #expect(picture.pixel(x: 0, y: 0) == 0x8000_0080)
        #expect(picture.pixel(x: 4, y: 4) == 0)
    }

    @Test func pendingLayoutAndDrawingShowAndStillReachTheScreen() {
        let (screen, window, target) = makeScreen(width: 40, height: 30)
        let grid = GridView(frame: Rect(x: 0, y: 0, width: 40, height: 30), cells: Array(repeating: Color.green, count: 12))
        window.addSubview(grid)
        screen.render(into: target)
        grid.setCell(0, .red)  // points (0…10, 0…10)
        let picture = grid.snapshot()
        #expect(picture.pixel(x: 2, y: 2) == 0xFFFF_0000)
        #expect(grid.drawCount == 2)
        // The screen repaints the redrawn cell without drawing again.
        screen.render(into: target)
        #expect(grid.drawCount == 2)
        #expect(target.pixel(x: 2, y: 2) == 0xFFFF_0000)
        #expect(target.hasSamePixels(as: freshRender(of: window, like: screen)))
        // Without screen updates, nothing runs: the contents as they were.
        grid.setCell(0, .blue)
        #expect(grid.snapshot(afterScreenUpdates: false).pixel(x: 2, y: 2) == 0xFFFF_0000)
        #expect(grid.drawCount == 2)
    }

    /// Snapshots taken between random changes leave the incremental redraw equal to a full one.
    @Test(arguments: 1...60 as ClosedRange<UInt64>)
    func snapshottingMidwayKeepsIncrementalEqualToFullRedraw(seed: UInt64) {
        var scene = IncrementalRenderPropertyTests.Scene(seed: seed)
        // Every other seed keeps no cached bitmaps: snapshots draw dropped views again.
        if seed % 2 == 1 { scene.screen.contentsCacheBudget = 0 }
        scene.build()
        scene.screen.render(into: scene.target)
        var history: [String] = []
        for step in 0..<20 {
            for _ in 0..<scene.int(1...3) { history.append(scene.change()) }
            if scene.chance(0.7), let view = scene.randomAttached() {
                _ = view.snapshot(afterScreenUpdates: scene.chance(0.8))
                history.append("snapshot")
            }
            scene.screen.render(into: scene.target)
            let full = IncrementalRenderPropertyTests.freshRender(scene)
            if let difference = firstDifference(scene.target, full) {
                Issue.record("seed \(seed) step \(step) after \(history.suffix(5)): first difference at \(difference)")
                return
            }
        }
    }
}

/// A snapshot and the screen paint a view the same way, turned clipping views included.
@Suite struct SnapshotMatchesScreenTests {
    /// An opaque 40 × 30 view holding a clipping subview turned by 0.5 rad whose own child
    /// overflows it on every side, and a translucent turned view over them.
    func makeContainer() -> View {
        let container = View(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        container.backgroundColor = Color(rgb: 0x204060)
        let clipper = View(frame: Rect(x: 8, y: 6, width: 20, height: 14))
        clipper.backgroundColor = Color(rgb: 0xE0C000)
        clipper.clipsToBounds = true
        clipper.transform = AffineTransform(rotationAngle: 0.5)
        let overflow = View(frame: Rect(x: -6, y: 3, width: 34, height: 6))
        overflow.backgroundColor = Color(rgb: 0xC02020)
        clipper.addSubview(overflow)
        container.addSubview(clipper)
        let veil = View(frame: Rect(x: 22, y: 14, width: 14, height: 12))
        veil.backgroundColor = Color(red: 40, green: 200, blue: 90, alpha: 255)
        veil.alpha = 0.6
        veil.transform = AffineTransform(rotationAngle: -0.3)
        veil.addSubview(View(frame: Rect(x: 2, y: 2, width: 4, height: 4)))
        container.addSubview(veil)
        return container
    }

    @Test(arguments: [1.0, 2.0])
    func snapshotOfATurnedClippingViewEqualsTheScreen(scale: Double) {
        // The view alone on a screen exactly its size: the screen's pixels are the view's.
        let (screen, window, target) = makeScreen(width: 40, height: 30, scale: scale)
        let container = makeContainer()
        window.addSubview(container)
        screen.render(into: target)
        let picture = container.snapshot()
        #expect(picture.width == target.width && picture.height == target.height)
        #expect(firstDifference(picture, target) == nil)
    }
}
