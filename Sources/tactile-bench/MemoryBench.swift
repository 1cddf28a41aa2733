import Platform
import Raster
import Tactile
import Text

/// The memory part (`memory.json`): the bytes views' cached bitmaps hold (`Screen.contentsCacheBytes`,
/// drawn contents and border images) for a list of 1000 label rows in a tall container on a
/// 1280×800 screen at scale 1.6 (800×500 points, 20 rows visible), after scrolling through the
/// whole list a screen at a time, with no budget and with the default budget (three screens,
/// 12 288 000 bytes). The two screens must show the same pixels at every step.
enum MemoryBench {
    static let rows = 1000
    static let rowHeight = 25.0
    static let rowWidth = 320.0

    /// One screen of the list and its target.
    final class ListScreen {
        let screen = Screen(pixelWidth: 1280, pixelHeight: 800, scale: 1.6, animator: Animator())
        let window: Window
        let list: View
        let target: Bitmap
        /// The most bytes held after any frame.
        var peak = 0

        init(font: Font, budget: Int?) {
            window = Window(screen: screen)
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            if let budget { screen.contentsCacheBudget = budget }
            list = View(frame: Rect(x: 0, y: 0, width: screen.size.width, height: Double(MemoryBench.rows) * MemoryBench.rowHeight))
            for row in 0..<MemoryBench.rows {
                let label = Label(frame: Rect(x: 16, y: Double(row) * MemoryBench.rowHeight,
                                              width: MemoryBench.rowWidth, height: MemoryBench.rowHeight), font: font)
                label.text = "Row \(row + 1): the quick brown fox"
                list.addSubview(label)
            }
            window.addSubview(list)
            target = Bitmap(width: screen.pixelWidth, height: screen.pixelHeight, format: .xrgb8888)
        }

        /// Shows the list scrolled by `offset` points.
        func show(offset: Double) {
            list.frame.origin.y = -offset
            screen.render(into: target)
            peak = Swift.max(peak, screen.contentsCacheBytes)
        }
    }

    static func run(failures: inout [String]) -> String {
        guard let fontPath = FontLocator.locate(FontLocator.defaultRegularFile) else {
            failures.append("memory: \(FontLocator.defaultRegularFile) not found in \(FontLocator.fontDirectories())")
            return "{}\n"
        }
        let font: Font
        do throws(FontError) {
            font = try Font(contentsOfFile: fontPath, size: 13, library: FontLibrary())
        } catch {
            failures.append("memory: \(error.description)")
            return "{}\n"
        }
        let unbounded = ListScreen(font: font, budget: Int.max)
        let budgeted = ListScreen(font: font, budget: nil)
        let page = unbounded.screen.size.height
        let end = Double(rows) * rowHeight - page
        var offsets: [Double] = []
        var offset = 0.0
        while offset < end { offsets.append(offset); offset += page }
        offsets.append(end)
        offsets.append(0)  // and back to the top: the dropped rows are drawn again
        for offset in offsets {
            unbounded.show(offset: offset)
            budgeted.show(offset: offset)
            if !unbounded.target.hasSamePixels(as: budgeted.target) {
                failures.append("memory: at offset \(offset) the budgeted screen differs from the unbounded one")
                break
            }
        }
        let budget = budgeted.screen.contentsCacheBudget
        print("memory: \(rows) label rows (\(Int(rowWidth))×\(Int(rowHeight)) pt, 13 pt text) in a tall view on a "
              + "1280×800 screen at scale 1.6, scrolled a screen at a time to the end and back; "
              + "bytes held by cached bitmaps (contents and borders)")
        print("                          after scrolling        peak")
        func line(_ name: String, _ list: ListScreen) {
            print(Report.pad(name, 26) + Report.pad("\(list.screen.contentsCacheBytes)", 17, right: true)
                  + Report.pad("\(list.peak)", 12, right: true))
        }
        line("no budget", unbounded)
        line("budget \(budget)", budgeted)
        if budgeted.peak > budget { failures.append("memory: \(budgeted.peak) bytes held, over the budget of \(budget)") }
        return """
            {
              "label_rows": \(rows),
              "unbounded_bytes": \(unbounded.screen.contentsCacheBytes),
              "unbounded_peak_bytes": \(unbounded.peak),
              "budget_bytes": \(budget),
              "budgeted_bytes": \(budgeted.screen.contentsCacheBytes),
              "budgeted_peak_bytes": \(budgeted.peak)
            }

            """
    }
}
