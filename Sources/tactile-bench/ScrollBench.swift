import CAllocationCounter
import Glibc
import Platform
import Raster
import Tactile
import Text

/// The scroll part (`scroll.json`): a full-screen `ListView` on an 800×480 xrgb8888 screen
/// (scale 1), rows 56 pt high of a 44×44 icon (made in code, eight of them, so drawn unscaled),
/// a title, a detail line and a separator, as a data source configures reused `ListCell`s.
/// Each frame moves the list 6 pt by setting `contentOffset` (the list places and configures
/// the rows coming into view) and then calls `render(into:)`; both are timed, per frame.
///
/// - scroll: the 100 000-row list scrolled down at a constant speed (`scroll_frame_ms`).
/// - full redraw: the same kind of frames (moved 6 pt) fully redrawn with `renderAll(into:)`.
/// - memcpy: one `memcpy` of the list's area, 800 × 480 × 4 bytes, the memory ceiling of a
///   frame that repaints every pixel (`frame_per_memcpy` = scroll frame / memcpy).
///   These three are timed in blocks alternating with each other, so all see the same machine.
/// - rows 100 / rows 100 000: a 100-row list (5600 pt, scrolled down and back up within its
///   content, so it keeps moving) and the 100 000-row list, in alternating blocks.
/// - memory: the growth of the resident set (VmRSS) while each list is built and scrolled
///   (see `measureMemory`).
/// - allocations: heap allocations per frame once warm (`allocationsPerFrame`).
///
/// Times are medians over frames after a warm-up. After each block of incremental frames the
/// target must equal a full redraw of the same state byte for byte; a difference fails the run.
enum ScrollBench {
    static let width = 800, height = 480
    static let rowHeight = 56.0
    /// Points per frame.
    static let speed = 6.0
    /// The cell's image view is the row height less 12 pt.
    static let iconSide = 44
    static let frameBytes = width * height * 4

    /// Rows of an icon, a title and a detail line, as an app's data source would give them.
    /// With `preformatted` texts, the source hands out strings made beforehand (cycled), so
    /// that what a frame allocates is the list's and the renderer's, not the source's
    /// formatting of new strings.
    final class RowSource: ListViewDataSource {
        let count: Int
        let icons: [Bitmap]
        let preformatted: [(title: String, detail: String)]

        init(count: Int, icons: [Bitmap], preformatted: Int = 0) {
            self.count = count
            self.icons = icons
            self.preformatted = (0..<preformatted).map { Self.texts(row: $0) }
        }

        static func texts(row: Int) -> (title: String, detail: String) {
            ("Row \(row + 1)", "Message \(row * 7919 % 100_000) · \(row % 60 + 1) min ago")
        }

        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { count }

        func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "row")
            let row = indexPath.row
            cell.imageView.image = icons[row % icons.count]
            let texts = preformatted.isEmpty ? Self.texts(row: row) : preformatted[row % preformatted.count]
            cell.textLabel.text = texts.title
            cell.detailTextLabel.text = texts.detail
            return cell
        }
    }

    /// One screen showing one list, and the bitmap its frames go to.
    final class ListScreen {
        let screen: Screen
        let window: Window
        let list: ListView
        let source: RowSource
        let target: Bitmap
        /// Frames shown so far: the offset of frame k is a function of k.
        var frame = 0

        init(rows: Int, icons: [Bitmap], target: Bitmap, preformatted: Int = 0) {
            screen = Screen(pixelWidth: ScrollBench.width, pixelHeight: ScrollBench.height, scale: 1, animator: Animator())
            window = Window(screen: screen)
            list = ListView(frame: screen.bounds)
            list.rowHeight = ScrollBench.rowHeight
            source = RowSource(count: rows, icons: icons, preformatted: preformatted)
            list.dataSource = source
            window.addSubview(list)
            window.makeKeyAndVisible()
            self.target = target
            screen.renderAll(into: target)
        }

        /// Frame k's offset: `speed` points per frame down, and back up from the end (a
        /// triangle wave over the offsets the content rests between).
        func offset(frame k: Int) -> Double {
            let end = list.offsetRange.maxY
            guard end > 0 else { return 0 }
            let position = (Double(k) * ScrollBench.speed).truncatingRemainder(dividingBy: 2 * end)
            return position <= end ? position : 2 * end - position
        }

        /// Moves the list to the next frame's offset (the list lays its rows out).
        @inline(__always) func advance() {
            frame += 1
            list.contentOffset = Point(x: 0, y: offset(frame: frame))
        }

        /// A timed frame: the move and `render(into:)`.
        func scrollFrame(into frames: inout SceneBench.Frames) {
            let t0 = Timing.now()
            advance()
            let rects = screen.render(into: target)
            let t1 = Timing.now()
            SceneBench.record(&frames, t1 - t0, rects)
        }

        /// A timed frame fully redrawn: the move and `renderAll(into:)`.
        func fullFrame(into frames: inout SceneBench.Frames) {
            let t0 = Timing.now()
            advance()
            screen.renderAll(into: target)
            let t1 = Timing.now()
            SceneBench.record(&frames, t1 - t0, screen.lastDamage)
        }

        /// Whether `target` holds exactly the bytes of a full redraw (into `check`); nil when
        /// it does, else what differs.
        func mismatch(check: Bitmap) -> String? {
            screen.renderAll(into: check)
            let rowBytes = target.width * target.format.bytesPerPixel
            var rows = 0, first: Int?
            for y in 0..<target.height
            where memcmp(target.baseAddress + y * target.bytesPerRow, check.baseAddress + y * check.bytesPerRow, rowBytes) != 0 {
                rows += 1
                if first == nil { first = y }
            }
            guard let first else { return nil }
            return "\(rows) pixel rows differ from a full redraw at offset \(list.contentOffset.y), the first is row \(first)"
        }
    }

    /// The resident set now, in kB (VmRSS of /proc/self/status); nil when unreadable.
    static func residentKilobytes() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            guard text.hasPrefix("VmRSS:") else { continue }
            return Int(text.dropFirst(6).filter(\.isNumber))
        }
        return nil
    }

    /// glibc's `malloc_trim(0)`, found at run time (malloc.h is not in Swift's Glibc module):
    /// gives the heap's free pages back to the system, so memory freed by the parts run before
    /// and by the previous list is not silently reused (uncounted) by the next one.
    static func trimHeap() {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// What one list costs in memory.
    struct Memory {
        var rows: Int
        /// VmRSS growth over the baseline after scrolling, with the heap trimmed again: what the
        /// list holds, kB.
        var residentKilobytes: Int?
        /// VmRSS growth over the baseline after scrolling, as it is (freed heap pages the
        /// allocator kept included), kB.
        var untrimmedKilobytes: Int?
        var baselineKilobytes: Int?
        var cellsCreated: Int
        var contentsCacheBytes: Int
    }

    /// Builds a list of `rows` rows and scrolls it `frames` frames; returns the list and the
    /// growth of the resident set (VmRSS) over a baseline taken just before building it.
    ///
    /// Method: the fonts, glyph caches and icons are loaded beforehand by a throwaway list (so
    /// the first list measured does not pay for what every list shares), the target bitmaps are
    /// allocated and written beforehand, and the heap is trimmed (`malloc_trim(0)`) right
    /// before the baseline, so that pages freed earlier are given back to the system rather
    /// than reused uncounted. After scrolling, VmRSS is read as it is (`untrimmed`) and again
    /// after trimming the heap once more (the headline figure): views probe their first draw
    /// in a bitmap of their size (1.5 MB for the window and for the list) and free it, and the
    /// allocator keeps such freed pages resident or not depending on what ran before (the raw
    /// growth of identical lists measured one after another differs by that much), whereas
    /// the trimmed growth is what the list holds: its screen, window, views, the cells in use
    /// and in the reuse pool with their drawn contents (labels, icons), and any per-row
    /// storage. The 100-row list is measured first and stays alive; then the 100 000-row list
    /// over a new baseline.
    static func measureMemory(rows: Int, frames: Int, icons: [Bitmap], target: Bitmap) -> (ListScreen, Memory) {
        trimHeap()
        let baseline = residentKilobytes()
        let screen = ListScreen(rows: rows, icons: icons, target: target)
        for _ in 0..<frames {
            screen.advance()
            screen.screen.render(into: target)
        }
        let untrimmed = residentKilobytes()
        trimHeap()
        let trimmed = residentKilobytes()
        func growth(_ after: Int?) -> Int? { baseline.flatMap { b in after.map { $0 - b } } }
        return (screen, Memory(rows: rows, residentKilobytes: growth(trimmed), untrimmedKilobytes: growth(untrimmed),
                               baselineKilobytes: baseline, cellsCreated: screen.list.cellsCreated,
                               contentsCacheBytes: screen.screen.contentsCacheBytes))
    }

    /// Heap allocations per frame of `screen` scrolling once warm (every thread's, counted by
    /// the benchmark's replacement of malloc and friends, `CAllocationCounter`): `frames`
    /// frames to warm up (cells made, contents cached), then the same number counted.
    /// `layout` counts only the move and the list's placing of rows (cells reused and
    /// configured by the source), `render` the render alone, `frame` both.
    static func allocationsPerFrame(_ screen: ListScreen, frames: Int) -> (layout: Double, frame: Double, render: Double, allocatingLayouts: Int, newRows: Int) {
        for _ in 0..<frames {
            screen.advance()
            screen.screen.render(into: screen.target)
        }
        var layout: UInt64 = 0, render: UInt64 = 0
        var allocatingLayouts = 0, newRows = 0
        for _ in 0..<frames {
            let lastRow = screen.list.indexPathsForVisibleRows.last  // allocates: read outside the count
            let start = tactile_allocation_count()
            screen.advance()
            let made = tactile_allocation_count() - start
            layout += made
            if made > 0 { allocatingLayouts += 1 }
            if screen.list.indexPathsForVisibleRows.last != lastRow { newRows += 1 }
            let renderStart = tactile_allocation_count()
            screen.screen.render(into: screen.target)
            render += tactile_allocation_count() - renderStart
        }
        // The frame is the move with the list's layout and the render: the reads of the visible
        // rows around them (a sorted array each) are the benchmark's own.
        let total = layout + render
        return (Double(layout) / Double(frames), Double(total) / Double(frames), Double(render) / Double(frames),
                allocatingLayouts, newRows)
    }

    /// Runs the part; returns the JSON.
    static func run(options: Options, failures: inout [String]) -> String {
        // Labels use the system font; the built-in bitmap font standing in would measure something else.
        guard FontLocator.locate(FontLocator.defaultRegularFile) != nil else {
            failures.append("scroll: \(FontLocator.defaultRegularFile) not found in \(FontLocator.fontDirectories()) "
                            + "(set TACTILE_ASSET_DIR or TACTILE_FONT_DIR)")
            return "{}\n"
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
        print("scroll: full-screen ListView, 800×480 xrgb8888, rows of 56 pt (44 pt icon, title, detail, separator), "
              + "moved \(Int(speed)) pt per frame by contentOffset then render(into:); ms per frame (move and render), "
              + "median over frames after \(warmUp) warm-up frames, blocks alternating")

        let icons = (0..<8).map { Content.iconImage(size: iconSide, seed: 40 + UInt64($0)) }
        // Every bitmap written outside the lists is made (and its pages touched) before the
        // memory baselines.
        let target100 = Bitmap(width: width, height: height, format: .xrgb8888)
        let target100k = Bitmap(width: width, height: height, format: .xrgb8888)
        let check = Bitmap(width: width, height: height, format: .xrgb8888)
        let copy = Bitmap(width: width, height: height, format: .xrgb8888)
        for bitmap in [target100, target100k, check, copy] { Content.fillNoise(bitmap, seed: 5) }

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
        let formattingAllocations = allocationsPerFrame(ListScreen(rows: 100_000, icons: icons, target: check),
                                                        frames: allocationFrames)

        func verify(_ screen: ListScreen, _ name: String) -> Bool {
            guard let difference = screen.mismatch(check: check) else { return true }
            failures.append("scroll \(name): incremental frames differ from a full redraw: \(difference)")
            return false
        }

        // The 100 000-row list: scrolling, full redraws and memcpy in alternating blocks.
        var scroll = SceneBench.Frames(), full = SceneBench.Frames(), copies: [Double] = []
        let source = target100k.baseAddress, destination = copy.baseAddress
        for block in 0..<blocks {
            var discard = SceneBench.Frames()
            if block == 0 { for _ in 0..<warmUp { list100k.scrollFrame(into: &discard) } }
            for _ in 0..<scrollPerBlock { list100k.scrollFrame(into: &scroll) }
            if !verify(list100k, "100 000 rows") { break }
            if block == 0 { for _ in 0..<warmUp { list100k.fullFrame(into: &discard) } }
            for _ in 0..<fullPerBlock { list100k.fullFrame(into: &full) }
            if block == 0 { for _ in 0..<warmUp { memcpy(destination, source, frameBytes) } }
            for _ in 0..<memcpyPerBlock {
                let t0 = Timing.now()
                memcpy(destination, source, frameBytes)
                let t1 = Timing.now()
                copies.append(t1 - t0)
            }
        }

        // 100 rows against 100 000 rows, in alternating blocks.
        var frames100 = SceneBench.Frames(), frames100k = SceneBench.Frames()
        for block in 0..<blocks {
            var discard = SceneBench.Frames()
            let pair: [(ListScreen, String)] = block % 2 == 0 ? [(list100, "100 rows"), (list100k, "100 000 rows")]
                : [(list100k, "100 000 rows"), (list100, "100 rows")]
            for (screen, name) in pair {
                if block < 2 { for _ in 0..<warmUp { screen.scrollFrame(into: &discard) } }
                if screen === list100 {
                    for _ in 0..<rowsPerBlock { screen.scrollFrame(into: &frames100) }
                } else {
                    for _ in 0..<rowsPerBlock { screen.scrollFrame(into: &frames100k) }
                }
                _ = verify(screen, name)
            }
        }

        let memcpyMilliseconds = SceneBench.Frames.percentile(copies, 0.5).map { $0 * 1000 }
        let memcpyP10 = SceneBench.Frames.percentile(copies, 0.1).map { $0 * 1000 }
        let memcpyP90 = SceneBench.Frames.percentile(copies, 0.9).map { $0 * 1000 }
        var framePerMemcpy: Double?
        if let s = scroll.medianMilliseconds, let m = memcpyMilliseconds, m > 0 { framePerMemcpy = s / m }

        print(SceneBench.header())
        func line(_ name: String, _ frames: SceneBench.Frames, full: SceneBench.Frames? = nil) {
            print(SceneBench.line(SceneBench.Measured(name: name, key: "", incremental: frames, full: full)))
        }
        line("scroll, 100 000 rows", scroll, full: full)
        line("full redraw", full)
        print(Report.pad("memcpy 800×480×4", 22) + Report.pad(String(copies.count), 7, right: true)
              + Report.pad(Report.format(memcpyMilliseconds, decimals: 4), 10, right: true)
              + Report.pad(Report.format(memcpyP10, decimals: 4), 8, right: true)
              + Report.pad(Report.format(memcpyP90, decimals: 4), 8, right: true))
        line("rows 100 (down, up)", frames100)
        line("rows 100 000", frames100k)
        print("scroll frame / memcpy: \(Report.format(framePerMemcpy, decimals: 2))")
        print("memory after \(memoryFrames) frames (\(Int(Double(memoryFrames) * speed)) pt) of scrolling each list, "
              + "over a baseline taken just before building it (heap trimmed, fonts loaded); "
              + "RSS growth with the heap trimmed again, untrimmed as it was:")
        print(Report.pad("rows", 22) + Report.pad("RSS growth kB", 15, right: true) + Report.pad("untrimmed kB", 14, right: true)
              + Report.pad("cells made", 12, right: true)
              + Report.pad("contents cache bytes", 22, right: true) + Report.pad("baseline kB", 13, right: true))
        for m in [memory100, memory100k] {
            print(Report.pad(String(m.rows), 22)
                  + Report.pad(m.residentKilobytes.map(String.init) ?? "—", 15, right: true)
                  + Report.pad(m.untrimmedKilobytes.map(String.init) ?? "—", 14, right: true)
                  + Report.pad(String(m.cellsCreated), 12, right: true)
                  + Report.pad(String(m.contentsCacheBytes), 22, right: true)
                  + Report.pad(m.baselineKilobytes.map(String.init) ?? "—", 13, right: true))
        }
        print("heap allocations per scrolling frame once warm (\(allocationFrames) frames; layout = the list placing "
              + "and configuring rows, frame = layout and render): with texts made beforehand "
              + "\(Report.format(listAllocations.layout, decimals: 2)) layout, \(Report.format(listAllocations.frame, decimals: 2)) frame; "
              + "with the source formatting each new row's texts \(Report.format(formattingAllocations.layout, decimals: 2)) layout, "
              + "\(Report.format(formattingAllocations.frame, decimals: 2)) frame; render alone "
              + "\(Report.format(listAllocations.render, decimals: 2)); layouts that allocated: "
              + "\(listAllocations.allocatingLayouts) of \(allocationFrames) (a row came into view in \(listAllocations.newRows))")
        if memory100k.residentKilobytes == nil { failures.append("scroll: VmRSS not found in /proc/self/status") }

        var fields: [(String, Double?)] = [
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
        ]
        fields += [
            ("scroll_frame_p10_ms", scroll.p10Milliseconds),
            ("scroll_frame_p90_ms", scroll.p90Milliseconds),
            ("scroll_pixels_per_frame", scroll.medianPixels),
            ("scroll_damage_rects_per_frame", scroll.medianRects),
            ("scroll_over_full_redraw", scroll.medianMilliseconds.flatMap { s in full.medianMilliseconds.map { s / $0 } }),
            ("memcpy_bytes", Double(frameBytes)),
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
            ("scroll_frames", Double(scroll.seconds.count)),
            ("full_redraw_frames", Double(full.seconds.count)),
            ("memcpy_samples", Double(copies.count)),
            ("rows_frames_each", Double(frames100.seconds.count)),
        ]
        return "{\n" + fields.map { "  \(Report.quoted($0.0)):\(SceneBench.number($0.1))" }.joined(separator: ",\n") + "\n}\n"
    }
}
