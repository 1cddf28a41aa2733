import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct ConversionTests {
    func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func translatedViewsAndBoundsOrigin() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let a = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        let b = View(frame: Rect(x: 5, y: 7, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        #expect(close(b.convert(Point(x: 1, y: 2), to: root), Point(x: 16, y: 29)))
        #expect(close(b.convert(Point(x: 1, y: 2), to: nil), Point(x: 16, y: 29)))
        #expect(close(root.convert(Point(x: 16, y: 29), to: b), Point(x: 1, y: 2)))
        #expect(close(b.convert(Point(x: 16, y: 29), from: nil), Point(x: 1, y: 2)))
        // Scrolling a's bounds moves its content up.
        a.bounds.origin = Point(x: 0, y: 30)
        #expect(close(b.convert(Point(x: 1, y: 2), to: root), Point(x: 16, y: -1)))
        // Between siblings.
        let c = View(frame: Rect(x: 200, y: 200, width: 10, height: 10))
        root.addSubview(c)
        #expect(close(b.convert(Point(x: 0, y: 0), to: c), Point(x: 15 - 200, y: -3 - 200)))
        #expect(b.convert(Rect(x: 0, y: 0, width: 4, height: 4), to: root) == Rect(x: 15, y: -3, width: 4, height: 4))
    }

    @Test func rotatedViewMapsItsCornersAboutTheCentre() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let view = View(frame: Rect(x: 140, y: 30, width: 200, height: 100))
        root.addSubview(view)
        view.transform = AffineTransform(rotationAngle: Trigonometry.pi / 2)  // 90° clockwise
        // The bounds' top-left (−100, −50 from the centre) turns to (50, −100) from (240, 80).
        #expect(close(view.convert(Point(x: 0, y: 0), to: root), Point(x: 290, y: -20)))
        #expect(close(view.convert(Point(x: 100, y: 50), to: root), Point(x: 240, y: 80)))
        #expect(close(root.convert(Point(x: 290, y: -20), to: view), Point(x: 0, y: 0)))
        let box = view.convert(view.bounds, to: root)
        #expect(abs(box.x - 190) < 1e-9 && abs(box.y - -20) < 1e-9)
        #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 200) < 1e-9)
    }

    @Test func roundTripsThroughScaledAndRotatedAncestors() {
        var random = SeededRandom(seed: 11)
        let root = View(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        var parent = root
        var chain: [View] = []
        for _ in 0..<4 {
            let v = View(
                frame: Rect(
                    x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random),
                    width: 80, height: 60))
            v.transform = AffineTransform(rotationAngle: Double.random(in: -3...3, using: &random)).scaledBy(x: 1.5, y: 0.75)
            parent.addSubview(v)
            chain.append(v)
            parent = v
        }
        for _ in 0..<20 {
            let p = Point(x: Double.random(in: -100...100, using: &random), y: Double.random(in: -100...100, using: &random))
            let there = chain[3].convert(p, to: chain[0])
            let back = chain[0].convert(there, to: chain[3])
            #expect(abs(back.x - p.x) < 1e-6 && abs(back.y - p.y) < 1e-6)
            // Going through the root equals going directly.
            let viaRoot = root.convert(chain[3].convert(p, to: root), to: chain[0])
            #expect(abs(viaRoot.x - there.x) < 1e-6 && abs(viaRoot.y - there.y) < 1e-6)
        }
    }

    @Test func viewsInTwoWindowsOfAScreenConvertThroughTheScreen() {
        let (screen, left, _) = makeScreen(width: 200, height: 100)
        left.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let right = Window(screen: screen)
        right.frame = Rect(x: 100, y: 10, width: 100, height: 90)
        right.makeKeyAndVisible()
        let a = View(frame: Rect(x: 10, y: 20, width: 30, height: 30))
        let b = View(frame: Rect(x: 5, y: 5, width: 30, height: 30))
        left.addSubview(a)
        right.addSubview(b)
        // a's (1, 2) is (11, 22) on screen; b's origin is at (105, 15) on screen.
        #expect(close(a.convert(Point(x: 1, y: 2), to: b), Point(x: -94, y: 7)))
        #expect(close(b.convert(Point(x: -94, y: 7), to: a), Point(x: 1, y: 2)))
        #expect(close(a.convert(Point(x: 1, y: 2), to: right), Point(x: -89, y: 12)))
    }

    @Test func treesOnNoScreenConvertAsIfTheirRootsCoincided() {
        let rootA = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let rootB = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: Rect(x: 10, y: 20, width: 30, height: 30))
        let b = View(frame: Rect(x: 5, y: 5, width: 30, height: 30))
        rootA.addSubview(a)
        rootB.addSubview(b)
        #expect(close(a.convert(Point(x: 0, y: 0), to: b), Point(x: 5, y: 15)))
    }
}
