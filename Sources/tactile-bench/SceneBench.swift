import Foundation
import Raster
import Tactile

/// The scene part (`scene.json`): the launcher-like screen of `LauncherScene` (24 icons with
/// labels over a wallpaper, 800×480, xrgb8888) rendered by `Screen`, frame by frame.
///
/// - full redraw: `renderAll(into:)` of the resting screen, every pixel composited.
/// - 1 / 8 / 24 icons: each frame moves that many tiles (icon and label) by whole points on a
///   triangle wave and changes their alpha (always translucent, so each is composited as a
///   group), by setting `center` and `alpha`; then `render(into:)` repaints only the damage.
///   The same kind of frames fully redrawn are the reference ("full ms", and incremental/full),
///   timed in blocks alternating with the incremental ones.
/// - 1 icon, subpixel: the same with fractional positions (what a timing curve or spring
///   produces), so the tile's layers are drawn through the filtered transformed-image path.
///
/// Only the `render` call is timed, per frame: the median of many frames after a warm-up.
/// Pixels per frame are the areas of the rectangles `render` returns. After each block of
/// incremental frames the rendered bitmap must equal a full redraw of the same state byte for
/// byte; a difference fails the benchmark.
enum SceneBench {
    /// The goals of the issue on this machine.
    static let fullRedrawGoalMilliseconds = 0.5
    static let oneIconGoalMilliseconds = 0.05

    /// Frames of one run: seconds and composited pixels of each.
    struct Frames {
        var seconds: [Double] = []
        var pixels: [Int] = []
        /// Damage rectangles of each frame (each is composited separately).
        var rects: [Int] = []

        static func percentile(_ values: [Double], _ p: Double) -> Double? {
            guard !values.isEmpty else { return nil }
            let sorted = values.sorted()
            let position = p * Double(sorted.count - 1)
            let low = Int(position.rounded(.down)), high = Int(position.rounded(.up))
            return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
        }

        var medianMilliseconds: Double? { Frames.percentile(seconds, 0.5).map { $0 * 1000 } }
        var p10Milliseconds: Double? { Frames.percentile(seconds, 0.1).map { $0 * 1000 } }
        var p90Milliseconds: Double? { Frames.percentile(seconds, 0.9).map { $0 * 1000 } }
        var medianPixels: Double? { Frames.percentile(pixels.map(Double.init), 0.5) }
        var medianRects: Double? { Frames.percentile(rects.map(Double.init), 0.5) }
    }

    /// One line of the table.
    struct Measured {
        var name: String
        var key: String
        var incremental: Frames
        /// The same frames fully redrawn; nil for the full-redraw row itself.
        var full: Frames?
        var goal: Double?

        var ratio: Double? {
            guard let i = incremental.medianMilliseconds, let f = full?.medianMilliseconds, f > 0 else { return nil }
            return i / f
        }
    }

    static func header() -> String {
        Report.pad("scene", 22) + Report.pad("frames", 7, right: true) + Report.pad("ms/frame", 10, right: true)
            + Report.pad("p10", 8, right: true) + Report.pad("p90", 8, right: true)
            + Report.pad("pixels/frame", 14, right: true) + Report.pad("rects", 7, right: true)
            + Report.pad("full ms", 9, right: true)
            + Report.pad("incr/full", 11, right: true) + "  goal"
    }

    static func line(_ m: Measured) -> String {
        var goal = ""
        if let g = m.goal, let median = m.incremental.medianMilliseconds {
            goal = (median <= g ? "≤ " : "MISSED ≤ ") + String(format: "%g", g) + " ms"
        }
        return Report.pad(m.name, 22) + Report.pad(String(m.incremental.seconds.count), 7, right: true)
            + Report.pad(Report.format(m.incremental.medianMilliseconds, decimals: 4), 10, right: true)
            + Report.pad(Report.format(m.incremental.p10Milliseconds, decimals: 4), 8, right: true)
            + Report.pad(Report.format(m.incremental.p90Milliseconds, decimals: 4), 8, right: true)
            + Report.pad(Report.format(m.incremental.medianPixels, decimals: 0), 14, right: true)
            + Report.pad(Report.format(m.incremental.medianRects, decimals: 0), 7, right: true)
            + Report.pad(Report.format(m.full?.medianMilliseconds, decimals: 4), 9, right: true)
            + Report.pad(Report.format(m.ratio, decimals: 3), 11, right: true) + "  " + goal
    }

    /// Runs the part; returns the JSON.
    static func run(options: Options, failures: inout [String]) -> String {
        let quick = options.quick
        let warmUp = quick ? 10 : 30
        let fullFrames = quick ? 100 : 300
        let referenceFrames = quick ? 100 : 200
        print("scene: launcher screen of Tactile views, 800×480 xrgb8888: wallpaper, 24 icons (64×64) with "
              + "13 pt labels in tiles; ms per render call, median over frames after \(warmUp) warm-up frames")
        let scene: LauncherScene
        do {
            scene = try LauncherScene()
        } catch {
            failures.append("scene: \(error.message)")
            return "{}\n"
        }
        print("assets: \(scene.wallpaperPath), \(scene.iconPath), \(scene.fontPath)")
        let screen = scene.screen, target = scene.target

        // The first frame lays out, draws every view's contents and composites everything.
        let start = Timing.now()
        screen.render(into: target)
        let firstFrame = (Timing.now() - start) * 1000

        // Nothing changed: the frame must repaint nothing.
        var idle = Frames()
        for k in 0..<(warmUp + fullFrames) {
            let t0 = Timing.now()
            let rects = screen.render(into: target)
            let t1 = Timing.now()
            if k >= warmUp { record(&idle, t1 - t0, rects) }
        }
        if let pixels = idle.pixels.max(), pixels != 0 {
            failures.append("scene: a frame without changes repainted \(pixels) pixels (must be 0)")
        }

        func wanted(_ name: String) -> Bool { options.filter.map { name.contains($0) } ?? true }
        var full = Frames()
        for k in 0..<(wanted("full redraw") ? warmUp + fullFrames : 0) {
            let t0 = Timing.now()
            screen.renderAll(into: target)
            let t1 = Timing.now()
            if k >= warmUp { record(&full, t1 - t0, screen.lastDamage) }
        }

        print(header())
        var rows: [Measured] = []
        func report(_ m: Measured) {
            print(line(m))
            rows.append(m)
        }
        report(Measured(name: "idle (no change)", key: "idle", incremental: idle))
        if wanted("full redraw") {
            report(Measured(name: "full redraw", key: "full_redraw", incremental: full, goal: fullRedrawGoalMilliseconds))
        }

        let runs: [(name: String, key: String, count: Int, step: Double, frames: Int, goal: Double?)] = [
            ("1 icon", "one_icon", 1, 1, quick ? 300 : 3000, oneIconGoalMilliseconds),
            ("8 icons", "eight_icons", 8, 1, quick ? 150 : 1000, nil),
            ("24 icons", "all_icons", 24, 1, quick ? 100 : 300, nil),
            ("1 icon, subpixel", "one_icon_subpixel", 1, 0.37, quick ? 300 : 3000, nil),
        ]
        for run in runs where wanted(run.name) {
            let animated = LauncherScene.animatedTiles(count: run.count)
            scene.rest()
            screen.render(into: target)
            // Blocks of incremental frames alternate with blocks of the same kind of frames fully
            // redrawn, so both see the same machine (the shared machine's speed drifts over
            // seconds) and incremental frames still follow incremental frames.
            var incremental = Frames(), reference = Frames()
            let blocks = 10
            let fullPerBlock = (referenceFrames + blocks - 1) / blocks
            var k = 0
            for block in 0..<blocks {
                let count = (block == 0 ? warmUp : 0) + run.frames / blocks
                for n in 0..<count {
                    scene.pose(animated, frame: k, step: run.step)
                    k += 1
                    let t0 = Timing.now()
                    let rects = screen.render(into: target)
                    let t1 = Timing.now()
                    if block > 0 || n >= warmUp { record(&incremental, t1 - t0, rects) }
                }
                if let difference = scene.mismatch() {
                    failures.append("scene \(run.name): incremental frames differ from a full redraw: \(difference)")
                    break
                }
                for _ in 0..<fullPerBlock {
                    scene.pose(animated, frame: k, step: run.step)
                    k += 1
                    let t0 = Timing.now()
                    screen.renderAll(into: target)
                    let t1 = Timing.now()
                    record(&reference, t1 - t0, screen.lastDamage)
                }
            }
            report(Measured(name: run.name, key: run.key, incremental: incremental, full: reference, goal: run.goal))
        }
        scene.rest()
        screen.render(into: target)
        if let difference = scene.mismatch() {
            failures.append("scene: back at rest, the frame differs from a full redraw: \(difference)")
        }

        if let ms = full.medianMilliseconds, ms > fullRedrawGoalMilliseconds {
            print("WARNING: full redraw \(String(format: "%.3f", ms)) ms misses the goal of ≤ \(fullRedrawGoalMilliseconds) ms")
        }
        if let ms = rows.first(where: { $0.key == "one_icon" })?.incremental.medianMilliseconds, ms > oneIconGoalMilliseconds {
            print("WARNING: one-icon frame \(String(format: "%.4f", ms)) ms misses the goal of ≤ \(oneIconGoalMilliseconds) ms")
        }
        return json(rows, firstFrameMilliseconds: firstFrame)
    }

    static func record(_ frames: inout Frames, _ seconds: Double, _ rects: [PixelRect]) {
        frames.seconds.append(seconds)
        frames.pixels.append(rects.reduce(0) { $0 + $1.width * $1.height })
        frames.rects.append(rects.count)
    }

    /// scene.json: the keys of the issue first, then the rest of the table.
    static func json(_ rows: [Measured], firstFrameMilliseconds: Double) -> String {
        func row(_ key: String) -> Measured? { rows.first { $0.key == key } }
        var fields: [(String, Double?)] = [
            ("full_redraw_ms", row("full_redraw")?.incremental.medianMilliseconds),
            ("one_icon_frame_ms", row("one_icon")?.incremental.medianMilliseconds),
            ("eight_icons_frame_ms", row("eight_icons")?.incremental.medianMilliseconds),
            ("all_icons_frame_ms", row("all_icons")?.incremental.medianMilliseconds),
            ("one_icon_pixels_per_frame", row("one_icon")?.incremental.medianPixels),
        ]
        for key in ["eight_icons", "all_icons"] {
            fields.append((key + "_pixels_per_frame", row(key)?.incremental.medianPixels))
        }
        for key in ["one_icon", "eight_icons", "all_icons", "one_icon_subpixel"] {
            fields.append((key + "_damage_rects_per_frame", row(key)?.incremental.medianRects))
        }
        for key in ["one_icon", "eight_icons", "all_icons", "one_icon_subpixel"] {
            fields.append((key + "_full_redraw_ms", row(key)?.full?.medianMilliseconds))
            fields.append((key + "_incremental_over_full", row(key)?.ratio))
        }
        fields.append(("one_icon_subpixel_frame_ms", row("one_icon_subpixel")?.incremental.medianMilliseconds))
        fields.append(("one_icon_subpixel_pixels_per_frame", row("one_icon_subpixel")?.incremental.medianPixels))
        fields.append(("full_redraw_pixels_per_frame", row("full_redraw")?.incremental.medianPixels))
        fields.append(("idle_frame_ms", row("idle")?.incremental.medianMilliseconds))
        fields.append(("first_frame_ms", firstFrameMilliseconds))
        for m in rows {
            fields.append((m.key + "_frames", Double(m.incremental.seconds.count)))
        }
        fields.append(("full_redraw_goal_ms", fullRedrawGoalMilliseconds))
        fields.append(("one_icon_goal_ms", oneIconGoalMilliseconds))
        return "{\n" + fields.map { "  \(Report.quoted($0.0)):\(number($0.1))" }.joined(separator: ",\n") + "\n}\n"
    }

    /// Whole numbers (pixels, frames) as integers; times to the nanosecond (5 decimals of ms).
    static func number(_ v: Double?) -> String {
        guard let v, v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(format: "%.6f", v)
    }
}
