import Foundation
import Tactile
import TactileRaster

/// The scene part (`scene.json`). **Measures** the frames of a launcher-like screen of Tactile
/// views (`LauncherScene`: 24 icons with labels over a wallpaper, 800×480, xrgb8888) rendered by
/// `Screen`, **against** full redraws of the same frames and a `memcpy` of the screen, timed in
/// alternating blocks (`Timing.Blocks`).
///
/// - full redraw: `renderAll(into:)` of the resting screen, every pixel composited.
/// - 1 / 8 / 24 icons: each frame moves that many tiles (icon and label) by whole points on a
///   triangle wave and changes their alpha (always translucent, so each is composited as a
///   group), by setting `center` and `alpha`; then `render(into:)` repaints only the damage.
///   The same kind of frames fully redrawn are the reference ("full ms", and incremental/full).
/// - 1 icon, subpixel: the same with fractional positions (what a timing curve or spring
///   produces), so the tile's layers are drawn through the filtered transformed-image path.
///
/// - memcpy: one `memcpy` of the screen (800 × 480 × 4 bytes), timed in blocks alternating with
///   the full redraws and with each animation's frames: the memory ceiling of a frame that
///   writes every pixel. Each row's cost per million composited pixels (ms/Mpx) sits next to
///   memcpy's and, for the animations, next to the full redraw's of the same run.
/// - full, budget 0: the full redraw with `contentsCacheBudget` 0, every cached bitmap dropped
///   after each frame (the wallpaper and icons drawn in place, the labels drawn again), against
///   memcpy too: what the memory of the cache buys.
/// - 565 panel: the same scene on a 16-bit panel, drawn in XRGB8888 and converted against drawn
///   natively in RGB565 (`PanelFormatBench`, the `rgb565_*` and `*_panel_*` keys).
/// - turned: the scene on panels turned 90° and at 16 bpp against the unturned XRGB8888 panel
///   (`TurnedPanelBench`, the `turned_*` keys).
///
/// Only the `render` call is timed, per frame: the median of many frames after a warm-up.
/// Pixels per frame are the areas of the rectangles `render` returns. After each block of
/// incremental frames the rendered bitmap must equal a full redraw of the same state byte for
/// byte (`FullRedrawCheck`); a difference fails the benchmark.
///
/// Heap allocations (`Allocations`) are counted around each `render` call, and around the whole
/// frame (the animation's property changes and `render`), in the steady state: after the first
/// block of each run. The group-opacity scratch memory the screen holds after each run (started
/// from none) is reported too.
enum SceneBench: Benchmark {
    /// The scene's goals on this machine.
    static let fullRedrawGoalMilliseconds = 0.5
    static let oneIconGoalMilliseconds = 0.05
    /// A full redraw within 2× a memcpy of the screen, and one moving, fading icon at
    /// most 2.5× the full redraw's cost per composited pixel.
    static let fullRedrawOverMemcpyGoal = 2.0
    static let oneIconPerPixelOverFullGoal = 2.5

    /// The animations: how many tiles move, by how many points a step.
    static let animations: [(name: String, key: String, count: Int, step: Double, frames: Int, quickFrames: Int, goal: Double?)] = [
        ("1 icon", "one_icon", 1, 1, 3000, 300, oneIconGoalMilliseconds),
        ("8 icons", "eight_icons", 8, 1, 1000, 150, nil),
        ("24 icons", "all_icons", 24, 1, 300, 100, nil),
        ("1 icon, subpixel", "one_icon_subpixel", 1, 0.37, 3000, 300, nil)
    ]

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        let quick = options.quick
        let warmUp = quick ? 10 : 30
        let fullFrames = quick ? 100 : 300
        let referenceFrames = quick ? 100 : 200
        let blocks = Timing.Blocks(count: 10)
        let copiesPerBlock = quick ? 10 : 30
        print(
            "scene: launcher screen of Tactile views, 800×480 xrgb8888: wallpaper, 24 icons (64×64) with "
                + "13 pt labels in tiles; ms per render call, median over frames after \(warmUp) warm-up frames")
        let scene: LauncherScene
        do {
            scene = try LauncherScene()
        } catch {
            failures.append("scene: \(error.message)")
            return .empty
        }
        print("assets: \(scene.wallpaperPath), \(scene.iconPath), \(scene.fontPath)")
        let screen = scene.screen, target = scene.target
        let copies = ScreenCopy()

        // The first frame lays out, draws every view's contents and composites everything.
        let firstFrame = Timing.time { screen.render(into: target) }.seconds * 1000

        // Nothing changed: the frame must repaint nothing.
        var idle = FrameSamples()
        idle.reserve(fullFrames)
        for k in 0..<(warmUp + fullFrames) {
            let a0 = Allocations.count
            let (seconds, rects) = Timing.time { screen.render(into: target) }
            let a1 = Allocations.count
            if k >= warmUp { idle.record(seconds, rects, allocations: a1 - a0, frameAllocations: a1 - a0) }
        }
        if let pixels = idle.pixels.max(), pixels != 0 {
            failures.append("scene: a frame without changes repainted \(pixels) pixels (must be 0)")
        }

        /// Full redraws in blocks alternating with memcpy blocks; returns them and the median
        /// memcpy of those blocks.
        func measureFullRedraws(warmUpCopies: Bool) -> (FrameSamples, Double?) {
            var frames = FrameSamples()
            frames.reserve(fullFrames)
            let firstCopy = copies.seconds.count
            let full = Timing.Blocks.Side(samplesPerBlock: fullFrames / blocks.count, warmUp: warmUp) { sample in
                let a0 = Allocations.count
                let seconds = Timing.time { screen.renderAll(into: target) }.seconds
                let a1 = Allocations.count
                if !sample.isWarmUp {
                    frames.record(seconds, screen.lastDamage, allocations: a1 - a0, frameAllocations: a1 - a0)
                }
            }
            _ = blocks.run([full, copies.side(perBlock: copiesPerBlock, warmUp: warmUpCopies ? warmUp : 0)])
            return (frames, copies.medianMilliseconds(from: firstCopy))
        }
        var full = FrameSamples()
        var fullMemcpy: Double?
        if options.wants("full redraw") {
            screen.releaseGroupBuffers()
            (full, fullMemcpy) = measureFullRedraws(warmUpCopies: true)
        }

        print(FrameTable.header())
        var rows: [Measured] = []
        func show(_ m: Measured) {
            print(line(m))
            rows.append(m)
        }
        show(Measured(name: "idle (no change)", key: "idle", incremental: idle))
        if options.wants("full redraw") {
            show(
                Measured(
                    name: "full redraw", key: "full_redraw", incremental: full, goal: fullRedrawGoalMilliseconds,
                    memcpyMilliseconds: fullMemcpy, scratchBytes: screen.groupBufferBytes))
        }

        for run in animations where options.wants(run.name) {
            let frames = quick ? run.quickFrames : run.frames
            let animated = LauncherScene.animatedTiles(count: run.count)
            scene.rest()
            screen.render(into: target)
            screen.releaseGroupBuffers()
            // Blocks of incremental frames alternate with blocks of the same kind of frames fully
            // redrawn and with memcpy of the screen. The first block is the warm-up of the
            // allocation counts; the animation's frame index runs on through all of them.
            var incremental = FrameSamples(), reference = FrameSamples()
            incremental.reserve(warmUp + frames)
            reference.reserve(referenceFrames + blocks.count)
            let firstCopy = copies.seconds.count
            var k = 0
            let moving = Timing.Blocks.Side(
                samplesPerBlock: frames / blocks.count, warmUp: warmUp,
                sample: { sample in
                    let a0 = Allocations.count
                    scene.pose(animated, frame: k, step: run.step)
                    k += 1
                    let a1 = Allocations.count
                    let (seconds, rects) = Timing.time { screen.render(into: target) }
                    let a2 = Allocations.count
                    if sample.block > 0 {
                        incremental.record(seconds, rects, allocations: a2 - a1, frameAllocations: a2 - a0)
                    } else if !sample.isWarmUp {
                        incremental.record(seconds, rects)
                    }
                },
                check: {
                    scene.mismatch().map { "scene \(run.name): incremental frames differ from a full redraw: \($0)" }
                })
            let fullyRedrawn = Timing.Blocks.Side(samplesPerBlock: (referenceFrames + blocks.count - 1) / blocks.count) { _ in
                scene.pose(animated, frame: k, step: run.step)
                k += 1
                let seconds = Timing.time { screen.renderAll(into: target) }.seconds
                reference.record(seconds, screen.lastDamage)
            }
            failures += blocks.run([moving, fullyRedrawn, copies.side(perBlock: copiesPerBlock)])
            show(
                Measured(
                    name: run.name, key: run.key, incremental: incremental, full: reference, goal: run.goal,
                    memcpyMilliseconds: copies.medianMilliseconds(from: firstCopy),
                    scratchBytes: screen.groupBufferBytes))
        }
        scene.rest()
        screen.render(into: target)
        if let difference = scene.mismatch() {
            failures.append("scene: back at rest, the frame differs from a full redraw: \(difference)")
        }

        // The full redraw with a contents budget of 0, every bitmap dropped after each frame:
        // what the memory the cache holds (the wallpaper at screen size, 1.5 MB, the labels and
        // icons) saves in time. The wallpaper and icons are drawn in place, the labels again.
        if options.wants("full redraw") {
            let budget = screen.contentsCacheBudget
            screen.contentsCacheBudget = 0
            screen.render(into: target)
            let (bare, bareMemcpy) = measureFullRedraws(warmUpCopies: false)
            show(
                Measured(
                    name: "full, budget 0", key: "full_redraw_budget_zero", incremental: bare,
                    memcpyMilliseconds: bareMemcpy, scratchBytes: screen.groupBufferBytes))
            screen.contentsCacheBudget = budget
            screen.render(into: target)
        }

        print(
            "memcpy of the screen (\(ScreenCopy.bytes) bytes): \(Table.format(copies.medianMilliseconds(), decimals: 4)) ms "
                + "median of \(copies.seconds.count), in blocks between the frames above")
        print(costHeader())
        for m in rows where m.key != "idle" { print(costLine(m)) }
        printGoals(rows)
        var json = jsonReport(rows, firstFrameMilliseconds: firstFrame, memcpyMilliseconds: copies.medianMilliseconds())
        if options.wants("565 panel") { PanelFormatBench.run(options: options, failures: &failures, into: &json) }
        if options.wants("turned") { TurnedPanelBench.run(options: options, failures: &failures, into: &json) }
        return json
    }

    /// The goals' verdicts under the tables.
    static func printGoals(_ rows: [Measured]) {
        if let m = rows.first(where: { $0.key == "full_redraw" }), let ratio = m.perPixelOverMemcpy {
            print(
                (ratio <= fullRedrawOverMemcpyGoal ? "" : "MISSED: ") + "full redraw "
                    + "\(Table.format(ratio, decimals: 2))× memcpy of the screen (goal ≤ \(fullRedrawOverMemcpyGoal)×)")
        }
        if let m = rows.first(where: { $0.key == "one_icon" }), let ratio = m.perPixelOverFull {
            print(
                (ratio <= oneIconPerPixelOverFullGoal ? "" : "MISSED: ") + "1 icon: "
                    + "\(Table.format(ratio, decimals: 2))× a full redraw's cost per pixel (goal ≤ \(oneIconPerPixelOverFullGoal)×)")
        }
        if let ms = rows.first(where: { $0.key == "full_redraw" })?.incremental.medianMilliseconds,
            ms > fullRedrawGoalMilliseconds
        {
            print("WARNING: full redraw \(String(format: "%.3f", ms)) ms misses the goal of ≤ \(fullRedrawGoalMilliseconds) ms")
        }
        if let ms = rows.first(where: { $0.key == "one_icon" })?.incremental.medianMilliseconds, ms > oneIconGoalMilliseconds {
            print("WARNING: one-icon frame \(String(format: "%.4f", ms)) ms misses the goal of ≤ \(oneIconGoalMilliseconds) ms")
        }
    }
}
