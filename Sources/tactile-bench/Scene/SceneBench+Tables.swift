extension SceneBench {
    /// The first table: frame times against the full redraw of the same frames.
    static func line(_ m: Measured) -> String {
        FrameTable.line(m.name, m.incremental, full: m.full, goal: m.goal)
    }

    /// The second table: cost per composited pixel against memcpy's and the full redraw's, heap
    /// allocations in the steady state, and the group scratch memory.
    static func costHeader() -> String {
        Table.pad("cost per pixel", 22) + Table.pad("ms/frame", 10, right: true) + Table.pad("Mpx/frame", 11, right: true)
            + Table.pad("ms/Mpx", 9, right: true) + Table.pad("memcpy", 9, right: true)
            + Table.pad("×memcpy", 9, right: true) + Table.pad("full", 8, right: true) + Table.pad("×full", 8, right: true)
            + Table.pad("allocs/render", 15, right: true) + Table.pad("allocs/frame", 14, right: true)
            + Table.pad("scratch B", 11, right: true)
    }

    static func costLine(_ m: Measured) -> String {
        Table.pad(m.name, 22)
            + Table.pad(Table.format(m.incremental.medianMilliseconds, decimals: 4), 10, right: true)
            + Table.pad(Table.format(m.incremental.medianPixels.map { $0 / 1e6 }, decimals: 4), 11, right: true)
            + Table.pad(Table.format(m.incremental.millisecondsPerMegapixel, decimals: 3), 9, right: true)
            + Table.pad(Table.format(m.memcpyPerMegapixel, decimals: 3), 9, right: true)
            + Table.pad(Table.format(m.perPixelOverMemcpy, decimals: 2), 9, right: true)
            + Table.pad(Table.format(m.full?.millisecondsPerMegapixel, decimals: 3), 8, right: true)
            + Table.pad(Table.format(m.perPixelOverFull, decimals: 2), 8, right: true)
            + Table.pad(Table.format(m.incremental.allocationsPerRender, decimals: 2), 15, right: true)
            + Table.pad(Table.format(m.incremental.allocationsPerFrame, decimals: 2), 14, right: true)
            + Table.pad(m.scratchBytes.map(String.init) ?? "—", 11, right: true)
    }
}
