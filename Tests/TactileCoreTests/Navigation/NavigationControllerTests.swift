import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Push, pop and the navigation bar, on the virtual clock. The window is 400 × 400 points; the
/// bar is 44 pt high and translucent, so screens fill 400 × 400 under it. The slide lasts 0.35 s
/// on the ease-in-ease-out curve: half-way in time (0.175 s) the curve is at exactly 0.5 by its
/// symmetry; other instants use the reference curve computed by bisection.
@Suite struct NavigationControllerTests {
    let log = AppearanceLog()

    func stack(_ names: [String]) -> (NavigationController, [LoggingController]) {
        let screens = names.map { LoggingController($0, log: log, title: $0) }
        let navigation = NavigationController(rootViewController: screens[0])
        for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }
        return (navigation, screens)
    }

    /// Under the translucent bar the screen fills the view and its safe area starts below the
    /// bar; an opaque bar puts the screen below it instead.
    @Test func theRootFillsTheViewUnderTheTranslucentBar() {
        let (navigation, screens) = stack(["A"])
        let harness = NavigationHarness(root: navigation)
        let view = screens[0].view
        let inner = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        view.addSubview(inner)
        #expect(navigation.view.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 400, height: 44))
        #expect(view.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(view.safeAreaInsets == EdgeInsets(top: 44))
        #expect(view.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 44, width: 400, height: 356))
        // A subview inherits the part it overlaps: 44 − 20.
        #expect(inner.safeAreaInsets == EdgeInsets(top: 24))
        #expect(screens[0].navigationController === navigation)
        navigation.navigationBar.isTranslucent = false
        harness.screen.layoutIfNeeded()
        #expect(view.frame == Rect(x: 0, y: 0, width: 400, height: 356))
        #expect(view.convert(Point.zero, to: nil) == Point(x: 0, y: 44))
        #expect(view.safeAreaInsets == .zero && inner.safeAreaInsets == .zero)
    }

    /// A screen popped off the stack is under no bar any more.
    @Test func aPoppedScreenLosesTheBarsInset() {
        let (navigation, screens) = stack(["A", "B"])
        let harness = NavigationHarness(root: navigation)
        #expect(screens[1].view.safeAreaInsets == EdgeInsets(top: 44))
        navigation.popViewController(animated: false)
        harness.tick(0)
        #expect(screens[1].view.safeAreaInsets == .zero && screens[0].view.safeAreaInsets == EdgeInsets(top: 44))
    }

    /// A list under the bar starts below it and scrolls on under it, also after the screen
    /// turned.
    @Test func aListStartsBelowTheBarAndScrollsUnderIt() {
        final class Scroller: ViewController {
            let scroll = ScrollView()
            override func loadView() { view = scroll }
        }
        let screen = Scroller()
        screen.scroll.contentSize = Size(width: 400, height: 1000)
        let navigation = NavigationController(rootViewController: screen)
        let harness = NavigationHarness(root: navigation)
        #expect(screen.scroll.adjustedContentInset == EdgeInsets(top: 44))
        #expect(screen.scroll.contentOffset == Point(x: 0, y: -44))
        #expect(screen.scroll.offsetRange == Rect(x: 0, y: -44, width: 0, height: 644))
        screen.scroll.contentOffset = Point(x: 0, y: 100)
        harness.screen.resize(to: Size(width: 480, height: 320))
        harness.screen.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 480, height: 44))
        #expect(screen.scroll.adjustedContentInset == EdgeInsets(top: 44))
        #expect(screen.scroll.offsetRange == Rect(x: 0, y: -44, width: 0, height: 724))
        // Scrolled down it stays where it is.
        #expect(screen.scroll.contentOffset == Point(x: 0, y: 100))
        // Scrolling the top into view brings it below the bar, not under it.
        screen.scroll.scrollRectToVisible(Rect(x: 0, y: 10, width: 10, height: 10), animated: false)
        #expect(screen.scroll.contentOffset == Point(x: 0, y: -34))
        navigation.navigationBar.isTranslucent = false
        harness.screen.layoutIfNeeded()
        #expect(screen.scroll.adjustedContentInset == .zero)
        screen.scroll.contentInsetAdjustmentBehavior = .never
        #expect(screen.scroll.adjustedContentInset == .zero)
    }

    @Test func pushSlidesTheNewScreenInFromTheRightOverTheOldOne() {
        let (navigation, screens) = stack(["A"])
        let harness = NavigationHarness(root: navigation)
        let a = screens[0]
        let b = LoggingController("B", log: log, title: "B")
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
        harness.tick(0)
        // At the start B is just off the right edge, A where it was.
        #expect(near(b.view.presentation.frame.minX, 400))
        #expect(near(a.view.presentation.frame.minX, 0))
        harness.tick(0.175)
        // p = 0.5: B at s·w = 200; A at −(1 − s)·w/3 = −200/3; the veil at 0.5 × 0.1.
        #expect(near(b.view.presentation.frame.minX, 200))
        #expect(near(a.view.presentation.frame.minX, -200.0 / 3))
        let veil = navigation.contentView.subviews.first { $0 !== a.view && $0 !== b.view }
        #expect(veil.map { near($0.presentation.alpha, 0.05) } == true)
        // A quarter of the time: p from the reference curve.
        let (navigation2, screens2) = stack(["A"])
        let harness2 = NavigationHarness(root: navigation2)
        let c = LoggingController("C", log: log)
        navigation2.pushViewController(c, animated: true)
        harness2.tick(0)
        harness2.tick(0.0875)
        let p = referenceEaseInEaseOut(0.25)
        #expect(near(c.view.presentation.frame.minX, 400 * (1 - p), 1e-3))
        #expect(near(screens2[0].view.presentation.frame.minX, -p * 400 / 3, 1e-3))
        // At the end: B fills the content area, A has left the hierarchy (its view is kept).
        harness.tick(0.35)
        #expect(b.view.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(!b.view.hasPresentationOverride)
        #expect(a.view.superview == nil)
        #expect(a.isViewLoaded)
        #expect(navigation.contentView.subviews.count == 1)
    }

    @Test func popSlidesTheTopScreenOutToTheRight() {
        let (navigation, screens) = stack(["A", "B"])
        let harness = NavigationHarness(root: navigation)
        let (a, b) = (screens[0], screens[1])
        #expect(a.view.superview == nil)
        let popped = navigation.popViewController(animated: true)
        #expect(popped === b)
        #expect(navigation.viewControllers.count == 1)
        harness.tick(0)
        #expect(near(b.view.presentation.frame.minX, 0))
        #expect(near(a.view.presentation.frame.minX, -400.0 / 3))
        harness.tick(0.175)
        #expect(near(b.view.presentation.frame.minX, 200))
        #expect(near(a.view.presentation.frame.minX, -200.0 / 3))
        // B stays above A while it slides.
        let order = navigation.contentView.subviews
        #expect(order.firstIndex { $0 === a.view }! < order.firstIndex { $0 === b.view }!)
        harness.tick(0.35)
        #expect(a.view.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(b.view.superview == nil)
        #expect(b.parent == nil)
        #expect(navigation.children.count == 1)
    }

    @Test func popToRootUncoversTheRootAndReleasesEveryScreenAbove() {
        let (navigation, screens) = stack(["A", "B", "C"])
        let harness = NavigationHarness(root: navigation)
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped?.count == 2 && popped?[0] === screens[1] && popped?[1] === screens[2])
        harness.tick(0)
        harness.tick(0.175)
        // The top screen slides out over the root; B never shows.
        #expect(near(screens[2].view.presentation.frame.minX, 200))
        #expect(screens[1].viewIfLoaded?.superview == nil)
        harness.tick(0.35)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === screens[0])
        #expect(screens[2].view.superview == nil)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func aPushDuringASlideFinishesTheFirstAtOnce() {
        let (navigation, screens) = stack(["A"])
        let harness = NavigationHarness(root: navigation)
        let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        navigation.pushViewController(b, animated: true)
        harness.tick(0)
        harness.tick(0.1)
        navigation.pushViewController(c, animated: true)
        // B is in place at once, C slides in over it.
        #expect(b.view.frame.minX == 0 || near(b.view.presentation.frame.minX, 0))
        #expect(screens[0].view.superview == nil)
        harness.tick(0.2)
        harness.tick(0.375)
        harness.tick(0.55)
        #expect(navigation.viewControllers.map { $0 as AnyObject }.count == 3)
        #expect(c.view.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(b.view.superview == nil)
    }

    @Test func appearanceCallbacksOfPushAndPopComeInUIKitsOrder() {
        let (navigation, screens) = stack(["A"])
        let harness = NavigationHarness(root: navigation)
        #expect(log.take() == ["A willAppear", "A didAppear"])
        let b = LoggingController("B", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(log.take() == ["A willDisappear", "B willAppear"])
        harness.tick(0)
        harness.tick(0.2)
        #expect(log.take() == [])
        harness.tick(0.35)
        #expect(log.take() == ["A didDisappear", "B didAppear"])
        navigation.popViewController(animated: false)
        #expect(log.take() == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
        _ = screens
    }

    @Test func aStackBuiltOffScreenCallsNothingUntilItAppears() {
        let (navigation, screens) = stack(["A", "B"])
        _ = navigation.view
        #expect(log.take() == [])
        let harness = NavigationHarness(root: navigation)
        // Only the top screen appears.
        #expect(log.take() == ["B willAppear", "B didAppear"])
        #expect(screens[0].isViewLoaded == false)
        _ = harness
    }

    // MARK: The bar

    func backTitle(under title: String?, backButtonTitle: String? = nil) -> String? {
        let a = LoggingController("A", log: log, title: title)
        a.navigationItem.backButtonTitle = backButtonTitle
        let navigation = NavigationController(rootViewController: a)
        let harness = NavigationHarness(root: navigation)
        let b = LoggingController("B", log: log, title: "Detail")
        navigation.pushViewController(b, animated: false)
        harness.screen.layoutIfNeeded()
        #expect(navigation.navigationBar.topItem === b.navigationItem)
        #expect(navigation.navigationBar.backItem === a.navigationItem)
        return navigation.navigationBar.backButtonTitle
    }

    @Test func theBackButtonShowsThePreviousTitleOrBack() {
        #expect(backTitle(under: "Items") == "Items")
        #expect(backTitle(under: nil) == "Back")
        #expect(backTitle(under: "") == "Back")
        // Wider than the room left of the centred title (about 160 pt of 400).
        #expect(backTitle(under: "A title far too long to fit beside the centred one") == "Back")
        #expect(backTitle(under: "Items", backButtonTitle: "List") == "List")
        // The root has no back button.
        let navigation = NavigationController(rootViewController: LoggingController("A", log: log, title: "A"))
        let harness = NavigationHarness(root: navigation)
        #expect(navigation.navigationBar.backButtonTitle == nil)
        _ = harness
    }

    @Test func theBarShowsTheTopTitleCentredAndItsButtons() {
        let a = LoggingController("A", log: log, title: "Items")
        var tapped = 0
        a.navigationItem.rightBarButtonItem = BarButtonItem(title: "Add") { _ in tapped += 1 }
        let navigation = NavigationController(rootViewController: a)
        let harness = NavigationHarness(root: navigation)
        let content = navigation.navigationBar.content!
        #expect(content.titleLabel.text == "Items")
        #expect(near(content.titleLabel.frame.midX, 200))
        let add = content.rightButtons[0]
        #expect(add.title(for: .normal) == "Add")
        #expect(near(add.frame.maxX, 400 - NavigationBarContent.margin))
        // A tap on it runs the item's action.
        let point = add.convert(Point(x: add.bounds.midX, y: add.bounds.midY), to: nil)
        harness.touches.tap(1, at: 0, point.x, point.y)
        #expect(tapped == 1)
        // A title change shows at once.
        a.title = "Things"
        #expect(navigation.navigationBar.content?.titleLabel.text == "Things")
    }

    @Test func aTapOnTheBackButtonPops() {
        let (navigation, screens) = stack(["A", "B"])
        let harness = NavigationHarness(root: navigation)
        let back = navigation.navigationBar.content!.backButton!
        let point = back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        harness.touches.tap(1, at: 0, point.x, point.y)
        harness.tick(0.1)
        harness.tick(0.5)
        #expect(navigation.viewControllers.count == 1)
        #expect(screens[1].view.superview == nil)
    }

    @Test func hostileSizesDoNotCrash() {
        let (navigation, _) = stack(["A", "B"])
        let harness = NavigationHarness(root: navigation)
        navigation.view.frame = Rect(x: 0, y: 0, width: 0, height: 10)
        harness.screen.layoutIfNeeded()
        navigation.popViewController(animated: true)
        harness.tick(0)
        harness.tick(1)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.contentView.frame.height == 10)
    }
}
