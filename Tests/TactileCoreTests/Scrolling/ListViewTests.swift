import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// A data source of `counts[s]` rows per section, titled sections when `titled`.
final class NumberSource: ListViewDataSource, ListViewDelegate {
    var counts: [Int]
    var titled: Bool
    var heights: ((IndexPath) -> Double)?
    var selected: [IndexPath] = []
    var deletedByAction: [IndexPath] = []
    /// Whether the Delete action deletes its row (else it only records it).
    var actionDeletes = false
    var asked = 0

    init(_ counts: [Int], titled: Bool = false) {
        self.counts = counts
        self.titled = titled
    }

    func numberOfSections(in listView: ListView) -> Int { counts.count }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
        asked += 1
        let cell = listView.dequeueReusableCell(withIdentifier: "row")
        cell.textLabel.text = "\(indexPath.section)-\(indexPath.row)"
        return cell
    }
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { titled ? "Section \(section)" : nil }
    func listView(_ listView: ListView, heightForRowAt indexPath: IndexPath) -> Double { heights?(indexPath) ?? listView.rowHeight }
    func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func listView(_ listView: ListView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> [ListAction] {
        [
            ListAction(title: "Delete") { [unowned self, unowned listView] path in
                deletedByAction.append(path)
                guard actionDeletes else { return }
                counts[path.section] -= 1
                listView.deleteRows(at: [path], animated: true)
            }
        ]
    }
}

final class ListHarness {
    let s: ScrollHarness
    let list: ListView
    let source: NumberSource

    init(_ counts: [Int], titled: Bool = false) {
        s = ScrollHarness()
        s.scrollView.removeFromSuperview()
        list = ListView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        source = NumberSource(counts, titled: titled)
        list.listDelegate = source
        list.dataSource = source
        s.h.window.addSubview(list)
    }

    func texts() -> [String] { list.indexPathsForVisibleRows.map { list.cellForRow(at: $0)!.textLabel.text } }
}

@Suite struct ListViewTests {
    @Test func onlyTheRowsInViewExistAndCellsAreReused() {
        let l = ListHarness([100_000])
        // 400 pt of 44 pt rows plus a 44 pt margin below: rows 0…10.
        #expect(l.list.indexPathsForVisibleRows.count == 11)
        #expect(l.list.contentSize.height == 4_400_000)
        let created = l.list.cellsCreated
        for step in 1...200 { l.list.contentOffset = Point(x: 0, y: Double(step) * 20) }
        // Scrolling 4000 pt made at most a couple more cells: the rest were reused.
        #expect(l.list.cellsCreated <= created + 3)
        #expect(l.list.indexPathsForVisibleRows.first == IndexPath(row: 89))  // (4000 − 44) / 44 = 89.9
        l.list.contentOffset = Point(x: 0, y: 4_400_000 - 400)
        #expect(l.list.indexPathsForVisibleRows.last == IndexPath(row: 99_999))
        #expect(l.texts().last == "0-99999")
        #expect(l.list.subviews.count < 20)
    }

    @Test func rowsOfTheirOwnHeights() {
        let l = ListHarness([50])
        l.source.heights = { path in path.row % 2 == 0 ? 30 : 70 }
        l.list.usesRowHeightsFromDelegate = true
        #expect(l.list.contentSize.height == 25 * 100)
        #expect(l.list.rect(forRowAt: IndexPath(row: 3)) == Rect(x: 0, y: 130, width: 400, height: 70))
        #expect(l.list.indexPathForRow(at: Point(x: 10, y: 199)) == IndexPath(row: 3))
        #expect(l.list.indexPathForRow(at: Point(x: 10, y: 200)) == IndexPath(row: 4))
    }

    @Test func sectionHeadersStickToTheTopAndArePushedByTheNext() {
        let l = ListHarness([10, 10], titled: true)
        // Section 0: header 0…28, rows to 468; section 1 from 468.
        #expect(l.list.rect(forRowAt: IndexPath(row: 0, section: 1)).minY == 468 + 28)
        l.list.contentOffset = Point(x: 0, y: 200)
        let headers = l.list.subviews.compactMap { $0 as? ListSectionHeader }
        #expect(headers.count == 2)
        #expect(headers.contains { $0.frame.minY == 200 && $0.textLabel.text == "Section 0" })
        // The next header pushes it up: at offset 450 section 0's header ends at 468.
        l.list.contentOffset = Point(x: 0, y: 450)
        let first = l.list.subviews.compactMap { $0 as? ListSectionHeader }.first { $0.textLabel.text == "Section 0" }
        #expect(first?.frame.minY == 440)
    }

    @Test func aTapSelectsARowAndADragDoesNot() {
        let l = ListHarness([100])
        l.s.drag(from: (200, 100), by: (0, 0), steps: 0)
        l.s.settle()
        #expect(l.source.selected == [IndexPath(row: 2)])
        #expect(l.list.cellForRow(at: IndexPath(row: 2))?.isSelected == true)
        l.s.drag(from: (200, 300), by: (0, -10), steps: 8)
        l.s.settle()
        #expect(l.source.selected == [IndexPath(row: 2)])
        #expect(l.list.visibleCells.values.allSatisfy { !$0.isHighlighted })
    }

    @Test func deletingAndInsertingRowsMovesTheOthers() {
        let l = ListHarness([20])
        l.source.counts = [19]
        l.list.deleteRows(at: [IndexPath(row: 1)], animated: false)
        #expect(l.texts().prefix(3) == ["0-0", "0-2", "0-3"])  // cells kept, renumbered
        #expect(l.list.cellForRow(at: IndexPath(row: 1))?.frame.minY == 44)
        l.source.counts = [20]
        l.list.insertRows(at: [IndexPath(row: 0)], animated: false)
        #expect(l.list.cellForRow(at: IndexPath(row: 1))?.textLabel.text == "0-0")
        #expect(l.list.cellForRow(at: IndexPath(row: 1))?.frame.minY == 44)
        #expect(l.list.contentSize.height == 20 * 44)
    }

    @Test func swipingARowRevealsItsActions() {
        let l = ListHarness([20])
        // Row 2 (88…132): a drag to the left past half the 80 pt action keeps it open.
        l.s.drag(from: (300, 110), by: (-10, 0), steps: 8)
        l.s.settle()
        let cell = l.list.cellForRow(at: IndexPath(row: 2))!
        #expect(cell.content.frame.minX == -80)
        // A tap on the action runs it.
        l.s.drag(from: (360, 110), by: (0, 0), steps: 0)
        l.s.settle()
        #expect(l.source.deletedByAction == [IndexPath(row: 2)])
        #expect(cell.content.frame.minX == 0)
    }

    /// Row 10 of 20 rows of 44 pt in a 400 pt list: at the top (offset 440), the middle (the
    /// row's centre at 200: 262), the bottom (484 − 400 = 84); the last row at the top only as far
    /// as the content goes (880 − 400); `.none` the least that shows row 15 (704 − 400).
    @Test func scrollToRowPositions() {
        let l = ListHarness([20])
        for (row, position, offset) in [
            (10, ListView.ScrollPosition.top, 440.0), (10, .middle, 262), (10, .bottom, 84), (19, .top, 480)
        ] {
            l.list.scrollToRow(at: IndexPath(row: row), at: position, animated: false)
            #expect(l.list.contentOffset.y == offset, "row \(row) \(position)")
        }
        l.list.contentOffset = .zero
        l.list.scrollToRow(at: IndexPath(row: 15), at: .none, animated: false)
        #expect(l.list.contentOffset.y == 304)
    }

    @Test func actionStylesHaveTheirColours() {
        #expect(ListAction(title: "Delete") { _ in }.backgroundColor == .systemRed)
        #expect(ListAction(style: .normal, title: "Flag") { _ in }.backgroundColor == .systemGray)
        #expect(ListAction(style: .normal, title: "Later", backgroundColor: .systemOrange) { _ in }.backgroundColor == .systemOrange)
    }

    /// A row swiped open and deleted slides out the way it was swiped; another deleted row fades.
    @Test func aSwipedRowDeletedSlidesOut() {
        let l = ListHarness([20])
        l.s.drag(from: (300, 110), by: (-10, 0), steps: 8)
        l.s.settle()
        let swiped = l.list.cellForRow(at: IndexPath(row: 2))!
        let other = l.list.cellForRow(at: IndexPath(row: 5))!
        l.source.counts = [18]
        l.list.deleteRows(at: [IndexPath(row: 2), IndexPath(row: 5)], animated: true)
        #expect(swiped.content.frame.minX == -swiped.bounds.width && swiped.alpha == 1)
        #expect(other.alpha == 0 && other.content.frame.minX == 0)
        l.s.settle()
        #expect(swiped.content.frame.minX == 0 && swiped.alpha == 1)
        #expect(l.texts().prefix(4) == ["0-0", "0-1", "0-3", "0-4"])
    }

    /// Tapping a destructive action that deletes its row: the row slides out from where the swipe
    /// left it, it does not close first.
    @Test func aRowDeletedByItsActionSlidesOut() {
        let l = ListHarness([20])
        l.source.actionDeletes = true
        l.s.drag(from: (300, 110), by: (-10, 0), steps: 8)
        l.s.settle()
        let cell = l.list.cellForRow(at: IndexPath(row: 2))!
        l.s.drag(from: (360, 110), by: (0, 0), steps: 0)
        #expect(l.source.deletedByAction == [IndexPath(row: 2)])
        #expect(cell.content.frame.minX == -cell.bounds.width && cell.alpha == 1)
        l.s.settle()
        #expect(l.texts().prefix(3) == ["0-0", "0-1", "0-3"])
    }

    @Test func pullToRefresh() {
        let l = ListHarness([20])
        var refreshes = 0
        l.list.refreshAction = { refreshes += 1 }
        l.s.drag(from: (200, 20), by: (0, 25), steps: 12, hold: 0.2)  // 290 pt pulled: well past 60 shown
        #expect(refreshes == 1)
        l.s.settle()
        #expect(l.list.contentOffset.y == -60)
        l.list.endRefreshing()
        l.s.settle()
        #expect(l.list.contentOffset.y == 0 && !l.list.isRefreshing)
    }
}
