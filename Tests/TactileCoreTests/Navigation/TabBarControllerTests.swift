import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Tabs on the 400 × 400 window: the bar takes the bottom 49 pt, two items 200 pt wide each.
@Suite struct TabBarControllerTests {
    let log = AppearanceLog()

    @Test func tappingATabShowsItsScreenAndEveryScreenKeepsItsState() {
        let a = LoggingController("A", log: log, title: "First")
        let b = LoggingController("B", log: log, title: "Second")
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        let harness = NavigationHarness(root: tabs)
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 351, width: 400, height: 49))
        #expect(a.view.frame == Rect(x: 0, y: 0, width: 400, height: 351))
        #expect(b.isViewLoaded == false)
        #expect(log.take() == ["A willAppear", "A didAppear"])
        #expect(tabs.tabBar.buttons.map { $0.titleLabel.text } == ["First", "Second"])
        #expect(tabs.tabBar.buttons[0].isSelected && !tabs.tabBar.buttons[1].isSelected)
        // State in the first screen: a subview and a scrolled offset.
        let note = Label(frame: Rect(x: 10, y: 10, width: 200, height: 30))
        note.text = "typed"
        a.view.addSubview(note)
        let scroll = ScrollView(frame: Rect(x: 0, y: 50, width: 400, height: 200))
        scroll.contentSize = Size(width: 400, height: 2000)
        a.view.addSubview(scroll)
        scroll.contentOffset = Point(x: 0, y: 640)
        let firstView = a.view
        // A tap on the second item (centre 300, 375).
        harness.touches.tap(1, at: 0, 300, 375)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === b)
        #expect(a.view.superview == nil && b.view.superview === tabs.contentView)
        #expect(log.take() == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
        #expect(tabs.tabBar.buttons[1].isSelected && !tabs.tabBar.buttons[0].isSelected)
        // And back: the same view, not loaded again, as it was left.
        harness.touches.tap(2, at: 1, 100, 375)
        #expect(tabs.selectedIndex == 0)
        #expect(a.view === firstView && a.loadCount == 1 && b.loadCount == 1)
        #expect(note.superview === a.view && note.text == "typed")
        #expect(scroll.contentOffset == Point(x: 0, y: 640))
        #expect(log.take() == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
    }

    @Test func selectedIndexOutOfRangeChangesNothingAndANavigationStackInATabKeepsItsDepth() {
        let log = self.log
        let root = LoggingController("R", log: log, title: "Root")
        let navigation = NavigationController(rootViewController: root)
        navigation.title = "Browse"
        let other = LoggingController("O", log: log, title: "Other")
        let tabs = TabBarController()
        tabs.setViewControllers([navigation, other], animated: false)
        let harness = NavigationHarness(root: tabs)
        tabs.selectedIndex = 5
        tabs.selectedIndex = -1
        #expect(tabs.selectedIndex == 0)
        let detail = LoggingController("D", log: log, title: "Detail")
        navigation.pushViewController(detail, animated: false)
        #expect(detail.tabBarController === tabs && detail.navigationController === navigation)
        _ = log.take()
        tabs.selectedIndex = 1
        // The hidden tab's top screen disappears with it.
        #expect(log.take() == ["D willDisappear", "O willAppear", "D didDisappear", "O didAppear"])
        tabs.selectedIndex = 0
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(detail.view.superview === navigation.contentView)
        _ = harness
    }
}
