import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileLauncher

/// The home screen on an 800 × 480 screen, 20 items and 2 in the dock, worked by hand:
/// status bar 24, dock 96 at y 384, page dots 26 at y 358, so the pages are 800 × 334 at y 24.
/// Inside the page margins (16 left/right, 8 top/bottom) 768 × 318: 6 columns of 128 and
/// 3 rows of 106 (cells of at least 128 × 100), 18 icons a page, so 2 pages. An icon (60 pt
/// picture, 6 pt, one 12 pt line: height h) sits centred in its cell: picture at
/// x = cell + 64 − 30, y = cell + 53 − h / 2.
@Suite struct HomeScreenViewTests {
    func make(_ h: LauncherHarness = LauncherHarness()) -> (LauncherHarness, HomeScreenView) {
        let home = HomeScreenView(frame: h.window.bounds)
        home.setItems(launcherItems(20), dock: launcherItems(2, prefix: "dock"))
        h.window.addSubview(home)
        home.layoutIfNeeded()
        return (h, home)
    }

    @Test func pagesAndIconFramesOn800By480() {
        let (_, home) = make()
        let h = iconViewHeight()
        #expect(home.scrollView.frame == Rect(x: 0, y: 24, width: 800, height: 334))
        #expect(home.pageControl.frame == Rect(x: 0, y: 358, width: 800, height: 26))
        #expect(home.dockView.frame == Rect(x: 0, y: 384, width: 800, height: 96))
        #expect(home.pages.count == 2)
        #expect(home.pages[0].items.count == 18 && home.pages[1].items.count == 2)
        #expect(home.pageControl.numberOfPages == 2 && home.currentPage == 0)
        #expect(home.scrollView.contentSize == Size(width: 1600, height: 334))
        // Item k of page 0: column k % 6, row k / 6.
        for k in [0, 5, 7, 17] {
            let c = Double(k % 6), r = Double(k / 6)
            let expected = Rect(x: 16 + 128 * c + 34, y: 24 + 8 + 106 * r + 53 - h / 2, width: 60, height: 60)
            #expect(close(home.iconFrame(forItemID: "app" + String(k))!, expected))
        }
        // Item 19 is the second of page 1, one screen width to the right.
        #expect(close(home.iconFrame(forItemID: "app19")!, Rect(x: 800 + 16 + 128 + 34, y: 32 + 53 - h / 2, width: 60, height: 60)))
        // The dock: two cells of 128 × 96 centred (x 272…528), pictures without names centred.
        #expect(close(home.iconFrame(forItemID: "dock0")!, Rect(x: 306, y: 402, width: 60, height: 60)))
        #expect(close(home.iconFrame(forItemID: "dock1")!, Rect(x: 434, y: 402, width: 60, height: 60)))
        #expect(home.iconFrame(forItemID: "nothing") == nil)
    }

    @Test func gridDimensionsFollowTheSize() {
        let home = HomeScreenView(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        #expect(home.gridDimensions(forPageSize: Size(width: 800, height: 334)) == (6, 3))
        // Portrait 480 × 800: pages 480 × 654, inside 448 × 638: 3 × 6.
        #expect(home.gridDimensions(forPageSize: Size(width: 480, height: 654)) == (3, 6))
        // Hostile sizes: one cell.
        #expect(home.gridDimensions(forPageSize: Size(width: .nan, height: -5)) == (1, 1))
        #expect(home.gridDimensions(forPageSize: Size(width: .infinity, height: 10)) == (1, 1))
    }

    @Test func aRotationLaysOutAgainKeepingThePage() {
        let (h, home) = make()
        home.scroll(toPage: 1, animated: false)
        home.frame = Rect(x: 0, y: 0, width: 480, height: 800)
        home.layoutIfNeeded()
        let hh = iconViewHeight()
        // 3 × 6 of 149⅓ × 106⅓: 18 a page again; page 1 still shown.
        #expect(home.pages.count == 2 && home.currentPage == 1)
        #expect(home.scrollView.contentOffset == Point(x: 480, y: 0))
        home.scroll(toPage: 0, animated: false)
        let cellW = 448.0 / 3, cellH = 638.0 / 6
        // Item 4: column 1, row 1.
        let expected = Rect(x: 16 + cellW + cellW / 2 - 30, y: 24 + 8 + cellH + cellH / 2 - hh / 2, width: 60, height: 60)
        #expect(close(home.iconFrame(forItemID: "app4")!, expected, 1e-9))
        _ = h
    }

    @Test func aFlickMovesOnePageAndTheDotsFollow() {
        let (h, home) = make()
        h.drag(from: (600, 200), by: (-30, 0), steps: 10)
        h.wait(2)
        #expect(home.scrollView.contentOffset.x == 800)
        #expect(home.pageControl.currentPage == 1)
        #expect(home.iconFrame(forItemID: "app19")!.minX == 178)
        // Past the last page the content stretches while held (rubber band) and comes back.
        h.drag(from: (600, 200), by: (-10, 0), steps: 10, lift: false)
        #expect(home.scrollView.contentOffset.x > 800 && home.scrollView.contentOffset.x < 900)
        h.t += 0.01
        h.send([record(h.nextID - 1, .ended, t: h.t, 500, 200)])
        h.wait(2)
        #expect(home.scrollView.contentOffset.x == 800 && home.currentPage == 1)
    }

    @Test func aTapOnTheDotsScrollsThere() {
        let (h, home) = make()
        // Right of the current dot (the row of two is centred on x 400).
        h.tap(600, 371)
        h.wait(2)
        #expect(home.pageControl.currentPage == 1)
        #expect(home.scrollView.contentOffset.x == 800)
    }

    @Test func tappingAnIconLaunchesItsItem() {
        let (h, home) = make()
        var launched: [String] = []
        home.onLaunch = { launched.append($0.id) }
        let icon = home.iconFrame(forItemID: "app7")!
        h.tap(icon.midX, icon.midY)
        h.wait(0.5)
        let dock = home.iconFrame(forItemID: "dock1")!
        h.tap(dock.midX, dock.midY)
        h.wait(0.5)
        #expect(launched == ["app7", "dock1"])
        // A drag starting on an icon pages and launches nothing.
        h.drag(from: (icon.midX, icon.midY), by: (-30, 0), steps: 10)
        h.wait(2)
        #expect(launched == ["app7", "dock1"] && home.currentPage == 1)
    }

    @Test func anIconDimsWhileTouched() {
        let (h, home) = make()
        let icon = home.iconView(forItemID: "app0")!
        let frame = home.iconFrame(forItemID: "app0")!
        h.send([record(90, .began, t: h.t, frame.midX, frame.midY)])
        h.wait(0.3)  // past the scroll view's content touch delay
        #expect(icon.isHighlighted)
        h.send([record(90, .ended, t: h.t, frame.midX, frame.midY)])
        #expect(!icon.isHighlighted)
    }

    @Test func hostileGeometryDoesNotCrash() {
        let home = HomeScreenView(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        home.topInset = .nan
        home.dockHeight = -.infinity
        home.minimumCellSize = Size(width: -1, height: .nan)
        home.setItems(launcherItems(5), dock: [])
        home.layoutIfNeeded()
        #expect(home.pages.count >= 1)
        home.frame = Rect(x: 0, y: 0, width: 100, height: 30)
        home.layoutIfNeeded()
        #expect(home.iconFrame(forItemID: "app0") != nil)
    }

    @Test func placeholderInitialAndColour() {
        #expect(AppIconView.initial(of: "settings") == "S")
        #expect(AppIconView.initial(of: "Éclair") == "É")
        #expect(AppIconView.initial(of: "") == "?")
        #expect(AppIconView.placeholderColor(for: "Showcase") == AppIconView.placeholderColor(for: "Showcase"))
        let icon = AppIconView(item: LauncherItem(id: "x", name: "x"))
        #expect(icon.intrinsicContentSize == Size(width: 80, height: iconViewHeight()))
        icon.showsName = false
        #expect(icon.intrinsicContentSize == Size(width: 80, height: 60))
    }
}

extension HomeScreenViewTests {
    @Test func aSmallerCellMinimumLaysThePagesOutAgain() {
        let (_, home) = make()
        // Cells of at least 90 × 70: 768 / 90 → 8 columns, 318 / 70 → 4 rows; 20 items fit one page.
        home.minimumCellSize = Size(width: 90, height: 70)
        home.layoutIfNeeded()
        #expect(home.pages.count == 1 && home.pages[0].columns == 8 && home.pages[0].rows == 4)
        #expect(home.pageControl.numberOfPages == 1)
    }
}
