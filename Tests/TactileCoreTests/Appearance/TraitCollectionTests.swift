import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Records the traits a view hears of.
private final class TraitListener: View {
    var heard: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previous: TraitCollection?) { heard.append(previous) }
}

/// Size classes by points, and the hook that tells a view they or the appearance changed.
@Suite struct TraitCollectionTests {
    @Test(arguments: [
        (800.0, 480.0, UserInterfaceSizeClass.regular, UserInterfaceSizeClass.regular),
        (1280, 800, .regular, .regular),
        (480, 800, .compact, .regular),
        (320, 480, .compact, .regular),
        (480, 320, .compact, .compact),
        (599, 400, .compact, .regular),
        (600, 399, .regular, .compact)
    ])
    func sizeClassesByPoints(width: Double, height: Double, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let traits = TraitCollection(size: Size(width: width, height: height))
        #expect(traits.horizontalSizeClass == horizontal && traits.verticalSizeClass == vertical)
    }

    @Test func aTurnAndAnAppearanceChangeAreHeard() {
        let (screen, window, _) = makeScreen(width: 800, height: 480, scale: 2)
        let view = TraitListener(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        // The first time in a window: nil, as UIKit (the traits are known from now on).
        #expect(view.heard.count == 1 && view.heard.last! == nil)
        // Once only, also when the view moves.
        view.removeFromSuperview()
        window.addSubview(view)
        #expect(view.heard.count == 1)
        #expect(view.traitCollection.horizontalSizeClass == .regular && view.traitCollection.displayScale == 2)
        screen.resize(to: Size(width: 480, height: 800))
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.heard.count == 2 && view.heard.last??.horizontalSizeClass == .regular)
        // The same size classes: nothing to hear.
        screen.resize(to: Size(width: 500, height: 800))
        #expect(view.heard.count == 2)
        screen.userInterfaceStyle = .dark
        #expect(view.heard.count == 3 && view.heard.last??.userInterfaceStyle == .light)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }
}
