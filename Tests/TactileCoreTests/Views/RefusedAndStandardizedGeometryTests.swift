import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Rectangles with negative sizes are standardized the same way everywhere (as CoreGraphics and
/// UIKit do for frames); what cannot be shown at all is refused at once, with a message.
@Suite struct RefusedAndStandardizedGeometryTests {
    @Test func rectStandardizedCountsNegativeSizesFromTheOtherEdge() {
        #expect(Rect(x: 20, y: 5, width: -10, height: -4).standardized == Rect(x: 10, y: 1, width: 10, height: 4))
        #expect(Rect(x: 20, y: 5, width: 10, height: 4).standardized == Rect(x: 20, y: 5, width: 10, height: 4))
    }

    @Test func framesAndBoundsWithNegativeSizesAgree() {
        // UIKit: a frame at x 20 of width −10 is the frame at x 10 of width 10.
        let set = View()
        set.frame = Rect(x: 20, y: 30, width: -10, height: -6)
        #expect(set.frame == Rect(x: 10, y: 24, width: 10, height: 6))
        #expect(set.bounds == Rect(x: 0, y: 0, width: 10, height: 6))
        let made = View(frame: Rect(x: 20, y: 30, width: -10, height: -6))
        #expect(made.frame == set.frame && made.bounds == set.bounds)
        // Bounds the same way: the origin moves to the other edge, the centre stays.
        let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        view.bounds = Rect(x: 0, y: 0, width: -8, height: 12)
        #expect(view.bounds == Rect(x: -8, y: 0, width: 8, height: 12))
        #expect(view.center == Point(x: 20, y: 20))
        view.bounds.size = Size(width: 5, height: -5)
        #expect(view.bounds == Rect(x: -8, y: -5, width: 5, height: 5))
    }

    @Test func aViewWithANegativeFrameDrawsLikeItsStandardizedFrame() {
        let (screen, window, target) = makeScreen(width: 30, height: 20)
        let view = View()
        view.backgroundColor = .red
        view.frame = Rect(x: 20, y: 10, width: -10, height: -5)  // pixels 10..<20, 5..<10
        window.addSubview(view)
        screen.render(into: target)
        #expect(target.pixel(x: 10, y: 5) == 0xFFFF_0000 && target.pixel(x: 19, y: 9) == 0xFFFF_0000)
        #expect(target.pixel(x: 20, y: 9) == 0xFF00_0000 && target.pixel(x: 9, y: 5) == 0xFF00_0000)
    }

    @Test func aScreenWithoutAreaIsRefusedNamingItsSize() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Screen(width: 320, height: -1, animator: Animator())
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("positive width and height (got 320.0 × -1.0 points)"), "\(message)")
        }
        await #expect(processExitsWith: .failure) {
            _ = Screen(pixelWidth: 0, pixelHeight: 480, animator: Animator())
        }
    }

    @Test func aWindowIsRefusedAsASubview() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            View().addSubview(Window(frame: .zero))
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("a window cannot be a subview of another view"), "\(message)")
            #expect(message.contains("makeKeyAndVisible()"), "\(message)")
        }
    }
}
