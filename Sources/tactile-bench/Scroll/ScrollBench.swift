import Tactile
import TactileRaster
import TactileText

/// The scroll part (`scroll.json`). **Measures** a full-screen `ListView` of 100 000 rows
/// scrolled frame by frame, **against** the same frames fully redrawn and a `memcpy` of the
/// screen (timed in alternating blocks, `Timing.Blocks`), and a 100-row list against the
/// 100 000-row one in frame time and in memory.
///
/// The list is on an 800×480 xrgb8888 screen (scale 1), rows 56 pt high of a 44×44 icon (made
/// in code, eight of them, so drawn unscaled), a title, a detail line and a separator, as a data
/// source configures reused `ListCell`s. Each frame moves the list 6 pt by setting
/// `contentOffset` (the list places and configures the rows coming into view) and then calls
/// `render(into:)`; both are timed, per frame.
///
/// - scroll: the 100 000-row list scrolled down at a constant speed (`scroll_frame_ms`).
/// - full redraw: the same kind of frames (moved 6 pt) fully redrawn with `renderAll(into:)`.
/// - memcpy: one `memcpy` of the list's area, 800 × 480 × 4 bytes, the memory ceiling of a
///   frame that repaints every pixel (`frame_per_memcpy` = scroll frame / memcpy).
/// - rows 100 / rows 100 000: a 100-row list (5600 pt, scrolled down and back up within its
///   content, so it keeps moving) and the 100 000-row list, in alternating blocks.
/// - memory: the growth of the resident set (VmRSS) while each list is built and scrolled
///   (see `measureMemory`).
/// - allocations: heap allocations per frame once warm (`allocationsPerFrame`).
///
/// Times are medians over frames after a warm-up. After each block of incremental frames the
/// target must equal a full redraw of the same state byte for byte; a difference fails the run.
enum ScrollBench: Benchmark {
    static let width = 800, height = 480
    static let rowHeight = 56.0
    /// Points per frame.
    static let speed = 6.0
    /// The cell's image view is the row height less 12 pt.
    static let iconSide = 44

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        // Labels use the system font; the built-in bitmap font standing in would measure something else.
        guard FontLocator.locate(FontLocator.defaultRegularFile) != nil else {
            failures.append(
                "scroll: \(FontLocator.defaultRegularFile) not found in \(FontLocator.fontDirectories()) "
                    + "(set TACTILE_ASSET_DIR or TACTILE_FONT_DIR)")
            return .empty
        }
        let quick = options.quick
        let warmUp = quick ? 10 : 30
        // Short blocks, many of them: this shared machine's speed changes for seconds at a time,
        // and each kind of frame must see each speed as often as the others.
        let blocks = quick ? 10 : 30
        let scrollPerBlock = quick ? 40 : 100
        let fullPerBlock = quick ? 15 : 40
        let memcpyPerBlock = quick ? 40 : 100
        let rowsPerBlock = quick ? 30 : 50
        let memoryFrames = quick ? 300 : 1800
        print(
            "scroll: full-screen ListView, 800×480 xrgb8888, rows of 56 pt (44 pt icon, title, detail, separator), "
                + "moved \(Int(speed)) pt per frame by contentOffset then render(into:); ms per frame (move and render), "
                + "median over frames after \(warmUp) warm-up frames, blocks alternating")

        let icons = (0..<8).map { Content.iconImage(size: iconSide, seed: 40 + UInt64($0)) }
        // Every bitmap written outside the lists is made (and its pages touched) before the
        // memory baselines, the memcpy's buffers too.
        let target100 = Bitmap(width: width, height: height, format: .xrgb8888)
        let target100k = Bitmap(width: width, height: height, format: .xrgb8888)
        let check = Bitmap(width: width, height: height, format: .xrgb8888)
        for bitmap in [target100, target100k, check] { Content.fillNoise(bitmap, seed: 5) }
        let copies = ScreenCopy()

        // Load the system fonts, their glyphs and the icons' first draws with a throwaway list.
        do {
            let warm = ListScreen(rows: 1000, icons: icons, target: check)
            for _ in 0..<200 {
                warm.advance()
                warm.screen.render(into: check)
            }
        }

        // Memory first, in a fresh-enough state: 100 rows, then 100 000 rows.
        let (list100, memory100) = measureMemory(rows: 100, frames: memoryFrames, icons: icons, target: target100)
        let (list100k, memory100k) = measureMemory(rows: 100_000, frames: memoryFrames, icons: icons, target: target100k)

        // Allocations per frame once warm: the list with texts made beforehand (the list's and
        // the renderer's own), and with the source formatting two strings per new row.
        let allocationFrames = quick ? 200 : 600
        let allocationsList = ListScreen(rows: 100_000, icons: icons, target: check, preformatted: 64)
        let listAllocations = allocationsPerFrame(allocationsList, frames: allocationFrames)
        let formattingAllocations = allocationsPerFrame(
            ListScreen(rows: 100_000, icons: icons, target: check),
            frames: allocationFrames)

        // The 100 000-row list: scrolling, full redraws and memcpy in alternating blocks.
        var scroll = FrameSamples(), full = FrameSamples()
        failures += Timing.Blocks(count: blocks).run([
            Timing.Blocks.Side(
                samplesPerBlock: scrollPerBlock, warmUp: warmUp,
                sample: { sample in
                    list100k.scrollFrame(into: &scroll, keep: !sample.isWarmUp)
                }, check: { verify(list100k, "100 000 rows", check) }),
            Timing.Blocks.Side(samplesPerBlock: fullPerBlock, warmUp: warmUp) { sample in
                list100k.fullFrame(into: &full, keep: !sample.isWarmUp)
            },
            copies.side(perBlock: memcpyPerBlock, warmUp: warmUp)
        ])

        // 100 rows against 100 000 rows, in alternating blocks (each list first every other
        // block, each warmed up in the first two).
        var frames100 = FrameSamples(), frames100k = FrameSamples()
        failures += Timing.Blocks(count: blocks, warmUpBlocks: 2, alternatesOrder: true, stopsAtFailure: false).run([
            Timing.Blocks.Side(
                samplesPerBlock: rowsPerBlock, warmUp: warmUp,
                sample: { sample in
                    list100.scrollFrame(into: &frames100, keep: !sample.isWarmUp)
                }, check: { verify(list100, "100 rows", check) }),
            Timing.Blocks.Side(
                samplesPerBlock: rowsPerBlock, warmUp: warmUp,
                sample: { sample in
                    list100k.scrollFrame(into: &frames100k, keep: !sample.isWarmUp)
                }, check: { verify(list100k, "100 000 rows", check) })
        ])

        let memcpyMilliseconds = copies.medianMilliseconds()
        let framePerMemcpy = Statistics.ratio(scroll.medianMilliseconds, memcpyMilliseconds)

        print(FrameTable.header())
        func line(_ name: String, _ frames: FrameSamples, full: FrameSamples? = nil) {
            print(FrameTable.line(name, frames, full: full))
        }
        line("scroll, 100 000 rows", scroll, full: full)
        line("full redraw", full)
        print(
            Table.pad("memcpy 800×480×4", 22) + Table.pad(String(copies.seconds.count), 7, right: true)
                + Table.pad(Table.format(memcpyMilliseconds, decimals: 4), 10, right: true)
                + Table.pad(Table.format(copies.milliseconds(0.1), decimals: 4), 8, right: true)
                + Table.pad(Table.format(copies.milliseconds(0.9), decimals: 4), 8, right: true))
        line("rows 100 (down, up)", frames100)
        line("rows 100 000", frames100k)
        print("scroll frame / memcpy: \(Table.format(framePerMemcpy, decimals: 2))")
        printMemory([memory100, memory100k], frames: memoryFrames)
        print(
            "heap allocations per scrolling frame once warm (\(allocationFrames) frames; layout = the list placing "
                + "and configuring rows, frame = layout and render): with texts made beforehand "
                + "\(Table.format(listAllocations.layout, decimals: 2)) layout, \(Table.format(listAllocations.frame, decimals: 2)) frame; "
                + "with the source formatting each new row's texts \(Table.format(formattingAllocations.layout, decimals: 2)) layout, "
                + "\(Table.format(formattingAllocations.frame, decimals: 2)) frame; render alone "
                + "\(Table.format(listAllocations.render, decimals: 2)); layouts that allocated: "
                + "\(listAllocations.allocatingLayouts) of \(allocationFrames) (a row came into view in \(listAllocations.newRows))")
        if memory100k.residentKilobytes == nil { failures.append("scroll: VmRSS not found in /proc/self/status") }

        var report = JSONReport(numbers: .integerOrSixDecimals)
        report.add([
            ("scroll_frame_ms", scroll.medianMilliseconds),
            ("full_redraw_ms", full.medianMilliseconds),
            ("memcpy_ms", memcpyMilliseconds),
            ("frame_per_memcpy", framePerMemcpy),
            ("rows_100000_frame_ms", frames100k.medianMilliseconds),
            ("rows_100_frame_ms", frames100.medianMilliseconds),
            ("rows_100000_rss_kb", memory100k.residentKilobytes.map(Double.init)),
            ("rows_100_rss_kb", memory100.residentKilobytes.map(Double.init)),
            ("allocations_per_frame", listAllocations.frame),
            ("allocations_per_frame_list_layout", listAllocations.layout),
            ("allocations_per_render", listAllocations.render),
            ("allocations_per_frame_formatting_rows", formattingAllocations.frame),
            ("allocations_per_frame_list_layout_formatting_rows", formattingAllocations.layout),
            ("scroll_frame_p10_ms", scroll.p10Milliseconds),
            ("scroll_frame_p90_ms", scroll.p90Milliseconds),
            ("scroll_pixels_per_frame", scroll.medianPixels),
            ("scroll_damage_rects_per_frame", scroll.medianRects),
            ("scroll_over_full_redraw", Statistics.ratio(scroll.medianMilliseconds, full.medianMilliseconds)),
            ("memcpy_bytes", Double(ScreenCopy.bytes)),
            ("rows_100000_rss_untrimmed_kb", memory100k.untrimmedKilobytes.map(Double.init)),
            ("rows_100_rss_untrimmed_kb", memory100.untrimmedKilobytes.map(Double.init)),
            ("rows_100000_cells_created", Double(list100k.list.cellsCreated)),
            ("rows_100_cells_created", Double(list100.list.cellsCreated)),
            ("rows_100000_contents_cache_bytes", Double(list100k.screen.contentsCacheBytes)),
            ("rows_100_contents_cache_bytes", Double(list100.screen.contentsCacheBytes)),
            ("rows_100000_subviews", Double(list100k.list.subviews.count)),
            ("rows_100_subviews", Double(list100.list.subviews.count)),
            ("memory_scroll_frames", Double(memoryFrames)),
            ("speed_pt_per_frame", speed),
            ("row_height_pt", rowHeight),
            ("scroll_frames", Double(scroll.count)),
            ("full_redraw_frames", Double(full.count)),
            ("memcpy_samples", Double(copies.seconds.count)),
            ("rows_frames_each", Double(frames100.count))
        ])
        return report
    }

    /// The check after each block of scroll frames: nil when `screen` shows exactly a full
    /// redraw, else the failure.
    static func verify(_ screen: ListScreen, _ name: String, _ check: Bitmap) -> String? {
        screen.mismatch(check: check).map { "scroll \(name): incremental frames \($0)" }
    }

    /// The memory table: each list's growth of the resident set.
    static func printMemory(_ lists: [Memory], frames: Int) {
        print(
            "memory after \(frames) frames (\(Int(Double(frames) * speed)) pt) of scrolling each list, "
                + "over a baseline taken just before building it (heap trimmed, fonts loaded); "
                + "RSS growth with the heap trimmed again, untrimmed as it was:")
        print(
            Table.pad("rows", 22) + Table.pad("RSS growth kB", 15, right: true) + Table.pad("untrimmed kB", 14, right: true)
                + Table.pad("cells made", 12, right: true)
                + Table.pad("contents cache bytes", 22, right: true) + Table.pad("baseline kB", 13, right: true))
        for m in lists {
            print(
                Table.pad(String(m.rows), 22)
                    + Table.pad(m.residentKilobytes.map(String.init) ?? "—", 15, right: true)
                    + Table.pad(m.untrimmedKilobytes.map(String.init) ?? "—", 14, right: true)
                    + Table.pad(String(m.cellsCreated), 12, right: true)
                    + Table.pad(String(m.contentsCacheBytes), 22, right: true)
                    + Table.pad(m.baselineKilobytes.map(String.init) ?? "—", 13, right: true))
        }
    }
}
