import Tactile
import TactilePlatform
import TactileRaster
import TactileText

/// The memory part (`memory.json`). **Measures** the bytes views' cached bitmaps hold
/// (`Screen.contentsCacheBytes`: drawn contents and border images) with the default budget
/// (three screens, 12 288 000 bytes), **against** the same screen with no budget, for a list of
/// 1000 label rows in a tall container on a 1280×800 screen at scale 1.6 (800×500 points, 20
/// rows visible), after scrolling through the whole list a screen at a time and back. The two
/// screens must show the same pixels at every step.
enum MemoryBench: Benchmark {
    static let rows = 1000
    static let rowHeight = 25.0
    static let rowWidth = 320.0

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        guard let fontPath = FontLocator.locate(FontLocator.defaultRegularFile) else {
            failures.append("memory: \(FontLocator.defaultRegularFile) not found in \(FontLocator.fontDirectories())")
            return .empty
        }
        let font: Font
        do throws(FontError) {
            font = try Font(contentsOfFile: fontPath, size: 13, library: FontLibrary())
        } catch {
            failures.append("memory: \(error.description)")
            return .empty
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
        print(
            "memory: \(rows) label rows (\(Int(rowWidth))×\(Int(rowHeight)) pt, 13 pt text) in a tall view on a "
                + "1280×800 screen at scale 1.6, scrolled a screen at a time to the end and back; "
                + "bytes held by cached bitmaps (contents and borders)")
        print("                          after scrolling        peak")
        func line(_ name: String, _ list: ListScreen) {
            print(
                Table.pad(name, 26) + Table.pad("\(list.screen.contentsCacheBytes)", 17, right: true)
                    + Table.pad("\(list.peak)", 12, right: true))
        }
        line("no budget", unbounded)
        line("budget \(budget)", budgeted)
        if budgeted.peak > budget { failures.append("memory: \(budgeted.peak) bytes held, over the budget of \(budget)") }
        var report = JSONReport(numbers: .integerOrSixDecimals)
        report.add("label_rows", .integer(rows))
        report.add("unbounded_bytes", .integer(unbounded.screen.contentsCacheBytes))
        report.add("unbounded_peak_bytes", .integer(unbounded.peak))
        report.add("budget_bytes", .integer(budget))
        report.add("budgeted_bytes", .integer(budgeted.screen.contentsCacheBytes))
        report.add("budgeted_peak_bytes", .integer(budgeted.peak))
        return report
    }
}
