import Tactile
import TactileRaster
import TactileText

/// The demo part (`demo.json`). **Measures** scenes of the kinds LVGL's `lv_demo_benchmark`
/// draws (`DemoScene.all`: text filling the screen scrolling, a list under a translucent title
/// bar, translucent cards moving, rotated translucent images, arcs, labels changing colour, an
/// opaque picture moving), each built from Tactile views on an 800×480 xrgb8888 screen at scale 1,
/// frame by frame, **against** the same frames fully redrawn (`renderAll`) and a `memcpy` of
/// the screen, in alternating blocks (`Timing.Blocks`).
///
/// Each frame changes the views (`DemoScene.pose`) and renders; both are timed. After each block
/// of incremental frames the target must equal a full redraw of the same state byte for byte.
/// A comparison with LVGL itself needs LVGL, which is not a Debian package: it is kept outside
/// the repository, and these scenes are the same kinds, so that the ratios can be compared.
enum DemoBench: Benchmark {
    static let width = 800, height = 480

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        guard let regular = FontLocator.locate(FontLocator.defaultRegularFile) else {
            failures.append("demo: \(FontLocator.defaultRegularFile) not found in \(FontLocator.fontDirectories())")
            return .empty
        }
        let font: Font, smallFont: Font
        do throws(FontError) {
            let library = try FontLibrary()
            font = try Font(contentsOfFile: regular, size: 17, library: library)
            smallFont = try Font(contentsOfFile: regular, size: 12, library: library)
        } catch {
            failures.append("demo: \(error.description)")
            return .empty
        }
        let quick = options.quick
        let blocks = Timing.Blocks(count: quick ? 4 : 12)
        let framesPerBlock = quick ? 20 : 60, fullPerBlock = quick ? 8 : 20, copiesPerBlock = quick ? 20 : 60
        print(
            "demo: scenes of the kinds of LVGL's lv_demo_benchmark, Tactile views on 800×480 xrgb8888; "
                + "ms per frame (the change and render), medians over blocks alternating with full redraws and a memcpy")
        print(
            Table.pad("scene", 36) + Table.pad("ms/frame", 10, right: true) + Table.pad("px/frame", 10, right: true)
                + Table.pad("full ms", 9, right: true) + Table.pad("incr/full", 10, right: true)
                + Table.pad("memcpy ms", 10, right: true) + Table.pad("frame/memcpy", 13, right: true)
                + Table.pad("full/memcpy", 12, right: true))
        var report = JSONReport(numbers: .integerOrSixDecimals)
        for scene in DemoScene.all(font: font, smallFont: smallFont) {
            let target = Bitmap(width: width, height: height, format: .xrgb8888)
            let check = Bitmap(width: width, height: height, format: .xrgb8888)
            scene.screen.renderAll(into: target)
            var frame = 0
            var incremental = FrameSamples(), full = FrameSamples()
            incremental.reserve(blocks.count * framesPerBlock + 100)
            full.reserve(blocks.count * fullPerBlock + 100)
            let copies = ScreenCopy()
            // The next frame's change and render (a full redraw or the damage), timed; the
            // rectangles painted (a scroll's moved pixels are presented, not painted).
            func nextFrame(redrawingAll: Bool) -> (Double, [PixelRect]) {
                frame += 1
                let seconds = Timing.time {
                    scene.pose(frame)
                    if redrawingAll { scene.screen.renderAll(into: target) } else { scene.screen.render(into: target) }
                }.seconds
                return (seconds, scene.screen.lastPainted)
            }
            failures += blocks.run([
                Timing.Blocks.Side(
                    samplesPerBlock: framesPerBlock, warmUp: 30,
                    sample: { sample in
                        let (seconds, painted) = nextFrame(redrawingAll: false)
                        if !sample.isWarmUp { incremental.record(seconds, painted) }
                    },
                    check: {
                        scene.screen.renderAll(into: check)
                        return FullRedrawCheck.difference(target, check).map { "demo \(scene.name): frame \(frame): \($0)" }
                    }),
                Timing.Blocks.Side(samplesPerBlock: fullPerBlock, warmUp: 5) { sample in
                    let (seconds, painted) = nextFrame(redrawingAll: true)
                    if !sample.isWarmUp { full.record(seconds, painted) }
                },
                copies.side(perBlock: copiesPerBlock, warmUp: 10)
            ])
            let frameMs = incremental.medianMilliseconds, fullMs = full.medianMilliseconds
            let copyMs = copies.medianMilliseconds()
            print(
                Table.pad(scene.name, 36) + Table.pad(Table.format(frameMs, decimals: 4), 10, right: true)
                    + Table.pad(Table.format(incremental.medianPixels, decimals: 0), 10, right: true)
                    + Table.pad(Table.format(fullMs, decimals: 4), 9, right: true)
                    + Table.pad(Table.format(Statistics.ratio(frameMs, fullMs), decimals: 3), 10, right: true)
                    + Table.pad(Table.format(copyMs, decimals: 4), 10, right: true)
                    + Table.pad(Table.format(Statistics.ratio(frameMs, copyMs), decimals: 2), 13, right: true)
                    + Table.pad(Table.format(Statistics.ratio(fullMs, copyMs), decimals: 2), 12, right: true))
            report.add([
                (scene.key + "_frame_ms", frameMs), (scene.key + "_pixels_per_frame", incremental.medianPixels),
                (scene.key + "_full_redraw_ms", fullMs), (scene.key + "_memcpy_ms", copyMs),
                (scene.key + "_frame_over_full", Statistics.ratio(frameMs, fullMs)),
                (scene.key + "_frame_over_memcpy", Statistics.ratio(frameMs, copyMs)),
                (scene.key + "_full_over_memcpy", Statistics.ratio(fullMs, copyMs))
            ])
        }
        return report
    }
}
