import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// The upper screen of a slide casts a soft shadow on the lower one along its leading edge.
@Suite struct NavigationEdgeShadowTests {
    final class Solid: ViewController {
        let color: Color
        init(_ color: Color) {
            self.color = color
            super.init()
        }
        override func viewDidLoad() { view.backgroundColor = color }
    }

    /// The red channel of the pixel at (x, y).
    func red(_ target: Bitmap, _ x: Int, _ y: Int) -> Int { Int((target.pixel(x: x, y: y) >> 16) & 0xFF) }

    /// Half-way through a push (linear progress 0.5 at the ease's mid time): the pushed blue
    /// screen's edge is at x = 100; the white screen below is dimmed evenly except within the
    /// blur (radius 8, about 8 pt) left of that edge, which is darker the nearer the edge.
    @Test func aPushCastsTheShadowLeftOfTheIncomingEdge() {
        let (screen, window, target) = makeScreen(width: 200, height: 160)
        let navigation = NavigationController(rootViewController: Solid(.white))
        window.rootViewController = navigation
        screen.layoutIfNeeded()
        screen.render(into: target)
        navigation.pushViewController(Solid(.blue), animated: true)
        screen.animator.tick(now: Instant(seconds: 10))
        // easeInEaseOut is symmetric: at half the duration it is half-way.
        screen.animator.tick(now: Instant(seconds: 10.175))
        screen.layoutIfNeeded()
        screen.render(into: target)
        let y = 100
        #expect(target.pixel(x: 101, y: y) == 0xFF00_00FF, "the pushed screen starts at x = 100")
        let far = red(target, 20, y)
        // The veil alone, 0.05 black over white: 255 · 0.95 ≈ 242.
        #expect(abs(far - 242) <= 1)
        #expect(red(target, 60, y) == far, "no shadow 40 pt from the edge")
        let near = red(target, 99, y), mid = red(target, 95, y)
        #expect(near < mid && mid < far, "darker towards the edge: \(near), \(mid), \(far)")
        // At most the strip's full shadow (opacity 0.3 at alpha 0.5) over the veil.
        #expect(Double(near) >= 242 * (1 - 0.3 * 0.5) - 2)
        let full = Bitmap(width: target.width, height: target.height, format: .xrgb8888)
        screen.renderAll(into: full)
        #expect(firstDifference(target, full) == nil)
        // Afterwards the strip is gone: only the pushed screen is left in the content.
        screen.animator.tick(now: Instant(seconds: 11))
        #expect(navigation.contentView.subviews.count == 1 && navigation.contentView.subviews[0] === navigation.topViewController?.view)
    }
}
