import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Grid frames worked out by hand. (`TactileCore.GridView`: the rendering tests have a `GridView`
/// of their own.)
@Suite struct GridViewTests {
    func makeGrid(items: Int, frame: Rect) -> (TactileCore.GridView, [View]) {
        let grid = TactileCore.GridView(frame: frame)
        var views: [View] = []
        for _ in 0..<items {
            let view = View()
            grid.addItem(view)
            views.append(view)
        }
        return (grid, views)
    }

    @Test func cellsShareTheBoundsRowByRow() {
        let (grid, views) = makeGrid(items: 5, frame: r(0, 0, 100, 60))
        grid.columns = 3
        grid.columnSpacing = 5
        grid.rowSpacing = 10
        grid.layoutIfNeeded()
        // Two rows for five items; cells (100 − 2 × 5) / 3 = 30 wide, (60 − 10) / 2 = 25 tall.
        #expect(
            frames(views) == [
                r(0, 0, 30, 25), r(35, 0, 30, 25), r(70, 0, 30, 25),
                r(0, 35, 30, 25), r(35, 35, 30, 25)
            ])
        #expect(grid.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test func aFixedRowCountDividesTheHeightAndExtraItemsGoBelow() {
        let (grid, views) = makeGrid(items: 7, frame: r(0, 0, 90, 40))
        grid.columns = 3
        grid.rows = 2
        grid.layoutIfNeeded()
        // 30 × 20 cells; the seventh item starts a third row at y 40, outside the bounds.
        #expect(views[4].frame == r(30, 20, 30, 20))
        #expect(views[6].frame == r(0, 40, 30, 20))
    }

    @Test func aFixedItemSizeGivesTheGridItsIntrinsicSize() {
        let (grid, views) = makeGrid(items: 6, frame: r(0, 0, 300, 300))
        grid.columns = 4
        grid.itemSize = Size(width: 20, height: 30)
        grid.columnSpacing = 4
        grid.rowSpacing = 6
        grid.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        grid.layoutIfNeeded()
        // Item 5: column 1, row 1 → x 2 + 24, y 1 + 36.
        #expect(views[5].frame == r(26, 37, 20, 30))
        #expect(views[0].frame == r(2, 1, 20, 30))
        // 4 × 20 + 3 × 4 + 2 + 4 wide; 2 × 30 + 6 + 1 + 3 tall.
        #expect(grid.intrinsicContentSize == Size(width: 98, height: 70))
    }

    @Test func removingAnItemMovesTheOthersUp() {
        let (grid, views) = makeGrid(items: 3, frame: r(0, 0, 20, 10))
        grid.columns = 2
        grid.layoutIfNeeded()
        #expect(views[2].frame == r(0, 5, 10, 5))
        grid.removeItem(views[0])
        #expect(grid.items.count == 2 && grid.needsLayout)
        grid.layoutIfNeeded()
        // One row now: cells 10 × 10.
        #expect(frames([views[1], views[2]]) == [r(0, 0, 10, 10), r(10, 0, 10, 10)])
    }

    @Test func hostileValuesDoNotCrash() {
        let (grid, views) = makeGrid(items: 5, frame: r(0, 0, 50, 50))
        for columns in [0, -3, 1, Int.max] {
            for spacing in [Double.nan, -Double.infinity, -5, 1e308] {
                for itemSize in [nil, Size(width: .nan, height: -4), Size(width: .infinity, height: 1e308)] {
                    grid.columns = columns
                    grid.rows = columns
                    grid.columnSpacing = spacing
                    grid.rowSpacing = spacing
                    grid.itemSize = itemSize
                    grid.layoutMargins = EdgeInsets(all: spacing)
                    grid.layoutIfNeeded()
                    for view in views {
                        #expect(view.frame.minX.isFinite && view.frame.minY.isFinite)
                        #expect(view.frame.width >= 0 && view.frame.height >= 0)
                    }
                    let size = grid.intrinsicContentSize
                    #expect(!size.width.isNaN && !size.height.isNaN)
                }
            }
        }
    }
}
