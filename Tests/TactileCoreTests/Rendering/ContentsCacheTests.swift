import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct ContentsCacheTests {
    /// A 48 × 50 point grid at scale 1: its contents are 48 × 50 × 4 = 9600 bytes (rows of
    /// 192 bytes need no padding to 64).
    func grid(x: Double, color: Color = .green) -> GridView {
        GridView(frame: Rect(x: x, y: 0, width: 48, height: 50), cells: Array(repeating: color, count: 12))
    }

    @Test func theDefaultBudgetIsThreeScreensOfPixels() {
        let screen = Screen(width: 200, height: 100, scale: 2, animator: Animator())
        #expect(screen.contentsCacheBudget == 3 * 400 * 200 * 4)
    }

    @Test func contentsAndBordersAreCounted() {
        let (screen, window, target) = makeScreen(width: 100, height: 60)
        let drawn = grid(x: 0)
        let bordered = View(frame: Rect(x: 50, y: 0, width: 16, height: 10))
        bordered.borderWidth = 1
        window.addSubview(drawn)
        window.addSubview(bordered)
        screen.render(into: target)
        // 9600 for the grid; the border image is 16 × 10 pixels in rows padded to 64 bytes.
        #expect(screen.contentsCacheBytes == 9600 + 64 * 10)
        bordered.removeFromSuperview()
        screen.render(into: target)
        #expect(screen.contentsCacheBytes == 9600 + 640)  // removed, not yet over budget: kept
    }

    @Test func viewsNotOnScreenAreDroppedFirstLeastRecentlyUsedFirst() {
        let (screen, window, target) = makeScreen(width: 200, height: 60)
        let shown = grid(x: 0), hiddenFirst = grid(x: 50), removedLater = grid(x: 100), shownToo = grid(x: 150)
        for view in [shown, hiddenFirst, removedLater, shownToo] { window.addSubview(view) }
        screen.render(into: target)
        #expect(screen.contentsCacheBytes == 4 * 9600)
        hiddenFirst.isHidden = true
        screen.render(into: target)
        // Used (redrawn) after the other left the screen, then removed.
        removedLater.setCell(0, .red)
        screen.render(into: target)
        removedLater.removeFromSuperview()
        screen.render(into: target)
        // Room for three: the view off screen and used least recently goes.
        screen.contentsCacheBudget = 3 * 9600
        screen.render(into: target)
        #expect(hiddenFirst.contents == nil)
        #expect(removedLater.contents != nil && shown.contents != nil && shownToo.contents != nil)
        #expect(screen.contentsCacheBytes == 3 * 9600)
        // Room for one: both off-screen views go, then the on-screen one used least recently.
        shownToo.setCell(0, .red)
        screen.render(into: target)
        screen.contentsCacheBudget = 9600
        screen.render(into: target)
        #expect(removedLater.contents == nil && shown.contents == nil)
        #expect(shownToo.contents != nil)
        #expect(screen.contentsCacheBytes == 9600)
    }

    @Test func aDroppedViewIsDrawnAgainWhenCompositedAndLooksTheSame() {
        let (screen, window, target) = makeScreen(width: 100, height: 60)
        window.backgroundColor = .white
        screen.contentsCacheBudget = 0
        let view = grid(x: 10)
        view.setCell(5, .blue)
        window.addSubview(view)
        screen.render(into: target)
        #expect(view.contents == nil && screen.contentsCacheBytes == 0)
        let drawsBefore = view.drawCount
        // Nothing to repaint: nothing drawn.
        screen.render(into: target)
        #expect(view.drawCount == drawsBefore)
        // A sibling moving over it repaints part of it: drawn again, once, and the same pixels.
        let cover = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        cover.backgroundColor = Color(red: 255, green: 0, blue: 0, alpha: 128)
        window.addSubview(cover)
        screen.render(into: target)
        cover.center = Point(x: 40, y: 30)
        screen.render(into: target)
        #expect(view.drawCount == drawsBefore + 2)
        #expect(target.hasSamePixels(as: freshRender(of: window, like: screen)))
        // Its snapshot draws it again too.
        #expect(view.snapshot().pixel(x: 20, y: 20) == 0xFF00_00FF)
    }

    /// A view that draws on top of its earlier drawing (no clearing) keeps its contents.
    @Test func contentsThatAccumulateAreNeverDropped() {
        let (screen, window, target) = makeScreen(width: 100, height: 60)
        screen.contentsCacheBudget = 0
        let view = grid(x: 0)
        view.clearsContextBeforeDrawing = false
        window.addSubview(view)
        screen.render(into: target)
        #expect(view.contents != nil && screen.contentsCacheBytes == 9600)
    }

    @Test func aFreedViewLeavesTheCount() {
        let (screen, window, target) = makeScreen(width: 100, height: 60)
        do {
            let view = grid(x: 0)
            window.addSubview(view)
            screen.render(into: target)
            #expect(screen.contentsCacheBytes == 9600)
            view.removeFromSuperview()
        }
        // A removed view lives until the turn ends (ARCHITECTURE.md, "Lifetimes").
        #expect(screen.contentsCacheBytes == 9600)
        screen.endTurn()
        #expect(screen.contentsCacheBytes == 0)
    }
}
