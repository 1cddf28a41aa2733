extension ScrollBench {
    /// Heap allocations per frame of `screen` scrolling once warm (every thread's, counted by
    /// the benchmark's replacement of malloc and friends, `CTactileAllocationCounter`): `frames`
    /// frames to warm up (cells made, contents cached), then the same number counted.
    /// `layout` counts only the move and the list's placing of rows (cells reused and
    /// configured by the source), `render` the render alone, `frame` both.
    static func allocationsPerFrame(_ screen: ListScreen, frames: Int) -> (
        layout: Double, frame: Double, render: Double, allocatingLayouts: Int, newRows: Int
    ) {
        for _ in 0..<frames {
            screen.advance()
            screen.screen.render(into: screen.target)
        }
        var layout = 0, render = 0
        var allocatingLayouts = 0, newRows = 0
        for _ in 0..<frames {
            let lastRow = screen.list.indexPathsForVisibleRows.last  // allocates: read outside the count
            let start = Allocations.count
            screen.advance()
            let made = Allocations.count - start
            layout += made
            if made > 0 { allocatingLayouts += 1 }
            if screen.list.indexPathsForVisibleRows.last != lastRow { newRows += 1 }
            let renderStart = Allocations.count
            screen.screen.render(into: screen.target)
            render += Allocations.count - renderStart
        }
        // The frame is the move with the list's layout and the render: the reads of the visible
        // rows around them (a sorted array each) are the benchmark's own.
        let total = layout + render
        return (
            Double(layout) / Double(frames), Double(total) / Double(frames), Double(render) / Double(frames),
            allocatingLayouts, newRows
        )
    }
}
