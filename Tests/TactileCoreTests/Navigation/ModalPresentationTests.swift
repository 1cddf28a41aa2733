import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Presenting on the 400 × 400 window: a page sheet rests at y = 24 (376 pt tall, so a third is
/// 125.33 pt); a pull starting at y = 150 begins after 10 pt, so the sheet sits at 24 + (finger
/// y − 160).
@Suite struct ModalPresentationTests {
    let log = AppearanceLog()

    func presented(style: ModalPresentationStyle = .pageSheet) -> (NavigationHarness, LoggingController, LoggingController) {
        let root = LoggingController("R", log: log)
        let harness = NavigationHarness(root: root)
        let sheet = LoggingController("S", log: log)
        sheet.modalPresentationStyle = style
        var done = 0
        root.present(sheet, animated: true) { done += 1 }
        harness.tick(0)
        // Mid-way the sheet is on its way up, below its resting place.
        harness.run(from: 0, to: 0.1)
        #expect(sheet.view.presentation.frame.minY > 24 && sheet.view.presentation.frame.minY < 400)
        harness.run(from: 0.1, to: 2)
        #expect(done == 1)
        return (harness, root, sheet)
    }

    @Test func presentSlidesTheSheetUpOverTheContent() {
        let (harness, root, sheet) = presented()
        #expect(sheet.view.frame == Rect(x: 0, y: 24, width: 400, height: 376))
        #expect(!sheet.view.hasPresentationOverride)
        #expect(sheet.view.superview === harness.window)
        #expect(harness.window.subviews.last === sheet.view)
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        // A page sheet leaves the screen behind on show: it hears nothing.
        #expect(log.take() == ["R willAppear", "R didAppear", "S willAppear", "S didAppear"])
    }

    /// Over a navigation stack the sheet rests below the bar (44 pt), not through its title.
    @Test func aSheetLeavesTheBarBehindItWhole() {
        let navigation = NavigationController(rootViewController: LoggingController("R", log: log, title: "Fruits"))
        let harness = NavigationHarness(root: navigation)
        let sheet = LoggingController("S", log: log)
        navigation.present(sheet, animated: false)
        harness.tick(0)
        #expect(sheet.view.frame == Rect(x: 0, y: 44, width: 400, height: 356))
        sheet.dismiss(animated: false)
        // A bar lower down, below the 24 pt line, changes nothing.
        navigation.view.frame = Rect(x: 0, y: 40, width: 400, height: 360)
        harness.tick(0.1)
        let other = LoggingController("T", log: log)
        navigation.present(other, animated: false)
        #expect(other.view.frame == Rect(x: 0, y: 24, width: 400, height: 376))
    }

    /// On a compact height (under 400 pt) a page sheet covers the window, as UIKit adapts it, and
    /// the screen behind hears that it disappears.
    @Test func aSheetOnACompactHeightCoversTheWindow() {
        let root = LoggingController("R", log: log)
        let harness = NavigationHarness(root: root)
        harness.screen.resize(to: Size(width: 480, height: 320))
        harness.tick(0)
        _ = log.take()
        let sheet = LoggingController("S", log: log)
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(log.take() == ["R willDisappear", "S willAppear", "R didDisappear", "S didAppear"])
    }

    @Test func aPullPastAThirdDismisses() {
        let (harness, root, sheet) = presented()
        _ = log.take()
        harness.drag(1, at: 3, from: (200, 150), to: (200, 350), steps: 10, stepTime: 0.016)
        // Translation 190: the sheet follows the finger, the veil fades.
        #expect(near(sheet.view.frame.minY, 24 + 190))
        let veil = harness.window.subviews[harness.window.subviews.count - 2]
        #expect(near(veil.alpha, 0.35 * (1 - 190.0 / 376)))
        #expect(log.take() == ["S willDisappear"])
        harness.lift(1, at: 3.4, 200, 350)
        harness.run(from: 3.4, to: 5)
        #expect(sheet.view.superview == nil && veil.superview == nil)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(log.take() == ["S didDisappear"])
    }

    @Test func aShortPullSpringsBack() {
        let (harness, root, sheet) = presented()
        _ = log.take()
        harness.drag(1, at: 3, from: (200, 150), to: (200, 240), steps: 10, stepTime: 0.016)
        #expect(near(sheet.view.frame.minY, 24 + 80))
        harness.lift(1, at: 3.4, 200, 240)
        harness.run(from: 3.4, to: 5)
        #expect(sheet.view.frame == Rect(x: 0, y: 24, width: 400, height: 376))
        #expect(root.presentedViewController === sheet)
        #expect(log.take() == ["S willDisappear", "S willAppear", "S didAppear"])
        // Sideways drags do not move it.
        harness.drag(2, at: 6, from: (100, 150), to: (300, 170), steps: 10, stepTime: 0.016)
        #expect(sheet.view.frame.minY == 24)
        harness.lift(2, at: 6.4, 300, 170)
    }

    @Test func aFastFlingDownDismissesFromAShortPull() {
        let (harness, root, sheet) = presented()
        final class Box { var value = Double.nan }
        let box = Box()
        sheet.presentation!.pullRecognizer.addAction { if $0.state == .ended { box.value = $0.velocity(in: nil).y } }
        // 80 pt in 4 moves of 8 ms (10 000 pt/s), lifted 8 ms later.
        harness.drag(1, at: 3, from: (200, 150), to: (200, 230), steps: 4, stepTime: 0.008)
        #expect(near(sheet.view.frame.minY, 24 + 70))
        harness.lift(1, at: 3.04, 200, 230)
        #expect(box.value > 1000)
        harness.run(from: 3.04, to: 5)
        #expect(sheet.view.superview == nil)
        #expect(root.presentedViewController == nil)
    }

    @Test func dismissByACallSlidesDownAndCompletesOnce() {
        let (harness, root, sheet) = presented(style: .fullScreen)
        #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        // A full-screen cover hides the screen behind: it disappears.
        #expect(log.take() == ["R willAppear", "R didAppear", "R willDisappear", "S willAppear", "R didDisappear", "S didAppear"])
        var done = 0
        sheet.dismiss(animated: true) { done += 1 }
        #expect(log.take() == ["S willDisappear", "R willAppear"])
        harness.run(from: 3, to: 3.2)
        #expect(sheet.view.presentation.frame.minY > 0)
        harness.run(from: 3.2, to: 5)
        #expect(done == 1)
        #expect(sheet.view.superview == nil && root.presentedViewController == nil)
        #expect(log.take() == ["S didDisappear", "R didAppear"])
        // Nothing left to dismiss: the completion runs at once.
        root.dismiss(animated: true) { done += 1 }
        #expect(done == 2)
    }

    @Test func aScreenInANavigationStackPresentsFromTheStack() {
        let top = LoggingController("T", log: log, title: "T")
        let navigation = NavigationController(rootViewController: top)
        let harness = NavigationHarness(root: navigation)
        let sheet = LoggingController("S", log: log)
        top.present(sheet, animated: false)
        #expect(navigation.presentedViewController === sheet && top.presentedViewController === sheet)
        #expect(navigation.visibleViewController === sheet)
        #expect(sheet.view.frame.minY == 44)  // below the bar
        // The edge pan does not pop under a sheet; dismissing from inside works.
        sheet.dismiss(animated: false)
        #expect(sheet.view.superview == nil && navigation.presentedViewController == nil)
        _ = harness
    }
}
