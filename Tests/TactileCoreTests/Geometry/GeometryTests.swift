import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct GeometryTests {
    @Test func rotatedFrameVector() {
        let view = View(frame: Rect(x: 140, y: 30, width: 200, height: 100))
        view.transform = AffineTransform(rotationAngle: -Trigonometry.pi / 4)  // 45° counter-clockwise
        #expect(view.bounds == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.center == Point(x: 240, y: 80))
        // The rotated 200×100 box spans (200 + 100)·cos 45° each way around the centre.
        let half = 150 / 2.0.squareRoot()
        let frame = view.frame
        #expect(abs(frame.x - (240 - half)) < 1e-9 && abs(frame.y - (80 - half)) < 1e-9)
        #expect(abs(frame.width - 2 * half) < 1e-9 && abs(frame.height - 2 * half) < 1e-9)
        // The rounded numbers of docs/views-and-rendering.md, "Geometry".
        #expect(abs(frame.x - 133.9) < 0.05 && abs(frame.y - -26.0) < 0.1)
        #expect(abs(frame.width - 212.1) < 0.05 && abs(frame.height - 212.1) < 0.05)
    }

    @Test func frameSetterPlacesCenterAndSize() {
        let view = View()
        view.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.center == Point(x: 25, y: 40))
        #expect(view.bounds.size == Size(width: 30, height: 40))
        #expect(view.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func scaleTransformGrowsFrameAboutCenter() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
        view.transform = AffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == Rect(x: -5, y: -20, width: 20, height: 60))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func rectHelpers() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: -5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 15, height: 15))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == .zero)
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.union(.zero) == a)
        #expect(a.contains(Point(x: 0, y: 9.9)) && !a.contains(Point(x: 10, y: 5)))
        #expect(Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)).center == Point(x: 2.5, y: 4))
    }

    /// Positive insets shrink, negative ones grow, as CoreGraphics' `insetBy(dx:dy:)`.
    @Test func insetByShrinksForPositiveValues() {
        let rect = Rect(x: 10, y: 10, width: 20, height: 10)
        #expect(rect.insetBy(dx: 2, dy: 1) == Rect(x: 12, y: 11, width: 16, height: 8))
        #expect(rect.insetBy(dx: -2, dy: -1) == Rect(x: 8, y: 9, width: 24, height: 12))
        #expect(rect.insetBy(dx: 11, dy: 0).isEmpty)
    }
}
