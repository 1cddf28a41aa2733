import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The pan from the left edge: the top screen follows the finger and the pop completes or is
/// cancelled by position (past half the 400 pt width) or by speed (faster than 500 pt/s). The
/// finger goes down at x = 5 (inside the 20 pt edge) and moves right; the pan begins once it
/// has moved 10 pt, from where the translation counts, so the top screen's x is the finger's
/// x − 15 and the progress (x − 15) / 400.
@Suite struct InteractivePopTests {
    let log = AppearanceLog()

    func setUp() -> (NavigationHarness, NavigationController, LoggingController, LoggingController) {
        let a = LoggingController("A", log: log, title: "A")
        let b = LoggingController("B", log: log, title: "B")
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        let harness = NavigationHarness(root: navigation)
        _ = log.take()
        return (harness, navigation, a, b)
    }

    /// Records the pan's velocity when it ends.
    func releaseVelocity(of navigation: NavigationController) -> () -> Double {
        final class Box { var value = Double.nan }
        let box = Box()
        navigation.interactivePopGestureRecognizer.addAction { recognizer in
            if recognizer.state == .ended { box.value = recognizer.velocity(in: nil).x }
        }
        return { box.value }
    }

    @Test func theTopScreenFollowsTheFingerAndCompletesPastHalfTheWidth() {
        let (harness, navigation, a, b) = setUp()
        let velocity = releaseVelocity(of: navigation)
        harness.drag(1, at: 0, from: (5, 200), to: (275, 200), steps: 10, stepTime: 0.016)
        // Translation 260: p = 0.65; B at 260, A at −0.35 · 400 / 3, the veil at 0.35 · 0.1.
        #expect(near(b.view.frame.minX, 260))
        #expect(near(a.view.frame.minX, -0.35 * 400 / 3))
        let veil = navigation.contentView.subviews.first { $0 !== a.view && $0 !== b.view }
        #expect(veil.map { near($0.alpha, 0.035) } == true)
        #expect(a.view.superview === navigation.contentView)
        #expect(log.take() == ["B willDisappear", "A willAppear"])
        // The bar fades: B's content at 1 − p, A's at p.
        #expect(near(navigation.navigationBar.content!.alpha, 0.65))
        // Held still for 0.24 s, then lifted: no speed, the position decides.
        harness.lift(1, at: 0.4, 275, 200)
        #expect(velocity() == 0)
        harness.run(from: 0.4, to: 2)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === a)
        #expect(b.view.superview == nil)
        #expect(a.view.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(log.take() == ["B didDisappear", "A didAppear"])
        #expect(navigation.navigationBar.topItem === a.navigationItem)
    }

    /// The titles slide past each other: held at p = 0.3, the popped title ("Accessibility")
    /// has moved 0.3 × 200 right and the one coming back ("Settings") is 0.7 of its way from the
    /// back button's place; the two are apart, not drawn over each other.
    @Test func theTitlesSlidePastEachOtherWhileTheFingerHolds() {
        let a = LoggingController("A", log: log, title: "Settings")
        let b = LoggingController("B", log: log, title: "Accessibility")
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        let harness = NavigationHarness(root: navigation)
        harness.drag(1, at: 0, from: (5, 200), to: (135, 200), steps: 10, stepTime: 0.016)
        let bar = navigation.navigationBar
        let incoming = bar.content!, outgoing = bar.outgoing!
        #expect(incoming.titleLabel.text == "Settings" && outgoing.titleLabel.text == "Accessibility")
        #expect(near(outgoing.titleLabel.transform.tx, 0.3 * 200))
        // Where the back button's title begins: margin 8 + chevron 12 + 4.
        let place = { (label: Label) in Rect(x: label.center.x - label.bounds.width / 2, y: 0, width: label.bounds.width, height: 1) }
        let travel = place(incoming.titleLabel).minX - 24
        #expect(travel > 100)
        #expect(near(incoming.titleLabel.transform.tx, -0.7 * travel))
        let shownIn = incoming.titleLabel.frame, shownOut = outgoing.titleLabel.frame
        #expect(near(shownIn.minX, place(incoming.titleLabel).minX + incoming.titleLabel.transform.tx))
        #expect(shownIn.maxX <= shownOut.minX)
        // Lifted: the pop is cancelled and both titles are back in place.
        harness.lift(1, at: 0.4, 135, 200)
        harness.run(from: 0.4, to: 2)
        #expect(bar.outgoing == nil && bar.content?.titleLabel.text == "Accessibility")
        #expect(bar.content?.titleLabel.transform == .identity)
    }

    @Test func lessThanHalfTheWidthCancelsAndTheScreenSlidesBack() {
        let (harness, navigation, a, b) = setUp()
        harness.drag(1, at: 0, from: (5, 200), to: (135, 200), steps: 10, stepTime: 0.016)
        #expect(near(b.view.frame.minX, 120))
        #expect(navigation.viewControllers.count == 1)
        harness.lift(1, at: 0.4, 135, 200)
        harness.run(from: 0.4, to: 2)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
        #expect(b.view.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(!b.view.hasPresentationOverride)
        #expect(a.view.superview == nil)
        #expect(b.parent === navigation)
        // Balanced as UIKit: A appeared and disappears again, B disappeared and appears again.
        #expect(
            log.take() == [
                "B willDisappear", "A willAppear", "A willDisappear", "A didDisappear",
                "B willAppear", "B didAppear"
            ])
        #expect(navigation.navigationBar.topItem === b.navigationItem)
        #expect(navigation.navigationBar.backButtonTitle == "A")
    }

    @Test func aFastFlingCompletesFromLessThanHalf() {
        let (harness, navigation, a, b) = setUp()
        let velocity = releaseVelocity(of: navigation)
        // 130 pt in 5 moves of 16 ms (1625 pt/s), lifted 16 ms later where it was.
        harness.drag(1, at: 0, from: (5, 200), to: (135, 200), steps: 5, stepTime: 0.016)
        #expect(near(b.view.frame.minX, 120))
        harness.lift(1, at: 0.096, 135, 200)
        #expect(velocity() > 500)
        harness.run(from: 0.1, to: 2)
        #expect(navigation.viewControllers.count == 1)
        #expect(b.view.superview == nil)
        #expect(a.view.frame.minX == 0)
        #expect(log.take() == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
    }

    @Test func aFastFlingBackCancelsFromPastHalf() {
        let (harness, navigation, a, b) = setUp()
        let velocity = releaseVelocity(of: navigation)
        // Slowly to translation 320, a pause, then 100 pt back left in 5 moves of 16 ms.
        harness.drag(1, at: 0, from: (5, 200), to: (335, 200), steps: 10, stepTime: 0.05)
        let end = harness.move(1, at: 0.65, from: (335, 200), to: (235, 200), steps: 5, stepTime: 0.016)
        // Translation 220: p = 0.55, past half.
        #expect(near(b.view.frame.minX, 220))
        harness.lift(1, at: end + 0.016, 235, 200)
        #expect(velocity() < -500)
        harness.run(from: end + 0.02, to: 2.5)
        #expect(navigation.viewControllers.count == 2)
        #expect(b.view.frame.minX == 0)
        #expect(a.view.superview == nil)
        #expect(
            log.take() == [
                "B willDisappear", "A willAppear", "A willDisappear", "A didDisappear",
                "B willAppear", "B didAppear"
            ])
    }

    @Test func noPopFromTheMiddleOrWithOneScreen() {
        let (harness, navigation, _, b) = setUp()
        // From x = 100: not an edge pan.
        harness.drag(1, at: 0, from: (100, 200), to: (300, 200), steps: 10, stepTime: 0.016)
        harness.lift(1, at: 0.4, 300, 200)
        harness.run(from: 0.4, to: 1)
        #expect(navigation.viewControllers.count == 2)
        #expect(b.view.frame.minX == 0)
        // With the root alone the edge pan does not begin.
        navigation.popViewController(animated: false)
        harness.drag(2, at: 2, from: (5, 200), to: (300, 200), steps: 10, stepTime: 0.016)
        #expect(
            navigation.interactivePopGestureRecognizer.state == .failed
                || navigation.interactivePopGestureRecognizer.state == .possible)
        harness.lift(2, at: 2.4, 300, 200)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.viewControllers[0].view.frame.minX == 0)
    }
}
