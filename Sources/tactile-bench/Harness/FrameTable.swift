import Foundation

/// The console table of frames timed one by one (scene and scroll parts): frame count, median,
/// p10 and p90 ms, composited pixels and rectangles, and the median of the reference frames
/// (the same frames fully redrawn) with the ratio.
enum FrameTable {
    static func header() -> String {
        Table.pad("scene", 22) + Table.pad("frames", 7, right: true) + Table.pad("ms/frame", 10, right: true)
            + Table.pad("p10", 8, right: true) + Table.pad("p90", 8, right: true)
            + Table.pad("pixels/frame", 14, right: true) + Table.pad("rects", 7, right: true)
            + Table.pad("full ms", 9, right: true)
            + Table.pad("incr/full", 11, right: true) + "  goal"
    }

    /// A row of `frames`, against `full` when given, with its verdict against a `goal` in ms.
    static func line(_ name: String, _ frames: FrameSamples, full: FrameSamples? = nil, goal: Double? = nil) -> String {
        var verdict = ""
        if let goal, let median = frames.medianMilliseconds {
            verdict = (median <= goal ? "≤ " : "MISSED ≤ ") + String(format: "%g", goal) + " ms"
        }
        return Table.pad(name, 22) + Table.pad(String(frames.count), 7, right: true)
            + Table.pad(Table.format(frames.medianMilliseconds, decimals: 4), 10, right: true)
            + Table.pad(Table.format(frames.p10Milliseconds, decimals: 4), 8, right: true)
            + Table.pad(Table.format(frames.p90Milliseconds, decimals: 4), 8, right: true)
            + Table.pad(Table.format(frames.medianPixels, decimals: 0), 14, right: true)
            + Table.pad(Table.format(frames.medianRects, decimals: 0), 7, right: true)
            + Table.pad(Table.format(full?.medianMilliseconds, decimals: 4), 9, right: true)
            + Table.pad(
                Table.format(Statistics.ratio(frames.medianMilliseconds, full?.medianMilliseconds), decimals: 3),
                11, right: true) + "  " + verdict
    }
}
