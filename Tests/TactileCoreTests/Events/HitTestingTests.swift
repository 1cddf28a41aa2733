import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct HitTestingTests {
    /// A view whose touch area reaches 10 points beyond its bounds on every side.
    final class WideView: View {
        override func point(inside point: Point) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    @Test func deepestViewWinsAndFrontSiblingsFirst() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let back = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let front = View(frame: Rect(x: 150, y: 150, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        back.addSubview(child)
        #expect(root.hitTest(Point(x: 115, y: 115)) === child)  // 100 + 10 ≤ 115 < 100 + 30
        #expect(root.hitTest(Point(x: 105, y: 105)) === back)
        #expect(root.hitTest(Point(x: 175, y: 175)) === front)  // overlap: front wins
        #expect(root.hitTest(Point(x: 300, y: 20)) === root)
        #expect(root.hitTest(Point(x: 400, y: 20)) == nil)  // right edge excluded
        #expect(root.hitTest(Point(x: -1, y: 20)) == nil)
    }

    @Test func rotatedParent() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        // Centre (200, 150); bounds 200 × 100.
        let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.transform = AffineTransform(rotationAngle: Trigonometry.pi / 2)  // (x, y) → (−y, x)
        // Child point (25, 25) is (−75, −25) from the parent's centre, rotated to (25, −75):
        // (225, 75) in root.
        #expect(root.hitTest(Point(x: 225, y: 75)) === child)
        // (125, 125), where the child was before rotating, is (−75, −25) from the centre,
        // un-rotated to (−25, 75): parent point (75, 125), below the parent's 100-point height.
        #expect(root.hitTest(Point(x: 125, y: 125)) === root)
        // (200, 240): (0, 90) from the centre, un-rotated to (90, 0): parent point (190, 50).
        #expect(root.hitTest(Point(x: 200, y: 240)) === parent)
    }

    @Test func scaledParent() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 80, y: 80, width: 20, height: 20))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.transform = AffineTransform(scaleX: 2, y: 2)  // about (50, 50): covers −50…150
        // The child covers (80 − 50)·2 + 50 = 110 … (100 − 50)·2 + 50 = 150.
        #expect(root.hitTest(Point(x: 140, y: 140)) === child)
        #expect(root.hitTest(Point(x: 105, y: 105)) === parent)  // parent point 77.5
        #expect(root.hitTest(Point(x: 149.9, y: 112)) === child)
        #expect(root.hitTest(Point(x: 150, y: 112)) === root)  // parent point 100: outside
        #expect(root.hitTest(Point(x: 5, y: 5)) === parent)  // parent point 27.5
    }

    @Test func translatedParentAndScrolledBounds() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.transform = AffineTransform(translationX: 50, y: 0)  // parent covers x 50…150
        #expect(root.hitTest(Point(x: 55, y: 5)) === child)
        #expect(root.hitTest(Point(x: 5, y: 5)) === root)
        // Scrolling the parent's bounds by 5 moves the child up by 5: y 0…10 becomes −5…5.
        parent.bounds.origin = Point(x: 0, y: 5)
        #expect(root.hitTest(Point(x: 55, y: 3)) === child)
        #expect(root.hitTest(Point(x: 55, y: 7)) === parent)
    }

    @Test func hiddenTransparentAndDisabledViewsAreSkipped() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let back = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let front = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let frontChild = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(frontChild)
        let p = Point(x: 150, y: 150)
        #expect(root.hitTest(p) === frontChild)
        front.isHidden = true
        #expect(root.hitTest(p) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(p) === back)
        front.alpha = 0.01  // the threshold is "below 0.01"
        #expect(root.hitTest(p) === frontChild)
        front.alpha = 1
        front.isUserInteractionEnabled = false  // the whole subtree goes
        #expect(root.hitTest(p) === back)
        front.isUserInteractionEnabled = true
        frontChild.isUserInteractionEnabled = false
        #expect(root.hitTest(p) === front)
        back.isHidden = true
        front.isHidden = true
        #expect(root.hitTest(p) === root)
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(p) == nil)
    }

    @Test func widenedHitArea() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let plain = View(frame: Rect(x: 100, y: 100, width: 20, height: 20))
        let wide = WideView(frame: Rect(x: 200, y: 100, width: 20, height: 20))
        root.addSubview(plain)
        root.addSubview(wide)
        #expect(root.hitTest(Point(x: 95, y: 105)) === root)
        #expect(root.hitTest(Point(x: 195, y: 105)) === wide)  // 5 points left of its bounds
        #expect(root.hitTest(Point(x: 229, y: 129)) === wide)  // 9 beyond the bottom-right
        #expect(root.hitTest(Point(x: 231, y: 105)) === root)  // 11 beyond: outside
        #expect(wide.point(inside: Point(x: -10, y: -10)))
        #expect(!plain.point(inside: Point(x: -0.5, y: 0)))
    }

    @Test func subviewsOutsideTheirParentAreNotHit() {
        // Like UIKit: a view only looks at its subviews when the point is inside it.
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let outside = View(frame: Rect(x: 100, y: 0, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(outside)
        #expect(root.hitTest(Point(x: 120, y: 20)) === root)
    }

    @Test func frontWindowWinsAndWindowFramesCount() {
        let screen = Screen(width: 400, height: 400, animator: Animator())
        let backWindow = Window(screen: screen)
        let frontWindow = Window(frame: Rect(x: 200, y: 0, width: 200, height: 400))
        frontWindow.screen = screen
        backWindow.makeKeyAndVisible()
        frontWindow.makeKeyAndVisible()
        let inFront = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))  // screen 200…210
        frontWindow.addSubview(inFront)
        let dispatcher = TouchDispatcher(screen: screen)
        #expect(dispatcher.hitView(at: Point(x: 205, y: 5))?.view === inFront)
        #expect(dispatcher.hitView(at: Point(x: 250, y: 50))?.view === frontWindow)
        #expect(dispatcher.hitView(at: Point(x: 150, y: 50))?.view === backWindow)
        frontWindow.isHidden = true
        #expect(dispatcher.hitView(at: Point(x: 205, y: 5))?.window === backWindow)
    }
}
