import TactileRaster

extension ScrollBench {
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
        ProcessMemory.trimHeap()
        let baseline = ProcessMemory.residentKilobytes
        let screen = ListScreen(rows: rows, icons: icons, target: target)
        for _ in 0..<frames {
            screen.advance()
            screen.screen.render(into: target)
        }
        let untrimmed = ProcessMemory.residentKilobytes
        ProcessMemory.trimHeap()
        let trimmed = ProcessMemory.residentKilobytes
        func growth(_ after: Int?) -> Int? { baseline.flatMap { b in after.map { $0 - b } } }
        return (
            screen,
            Memory(
                rows: rows, residentKilobytes: growth(trimmed), untrimmedKilobytes: growth(untrimmed),
                baselineKilobytes: baseline, cellsCreated: screen.list.cellsCreated,
                contentsCacheBytes: screen.screen.contentsCacheBytes)
        )
    }
}
