import Tactile
import TactilePlatform
import TactileRaster

/// The scene part's 16-bit panel comparison (the `rgb565_*` and `*_panel_*` keys of scene.json).
/// **Measures** the launcher scene of `LauncherScene` on an 800×480 RGB565 panel (framebuffer
/// memory behind a `FramebufferDisplay`) rendered natively into an RGB565 back buffer (what a
/// 16-bit panel gets by default; the present only copies), **against** rendering in XRGB8888
/// and converting to RGB565 at present (how 16-bit panels were driven before native rendering).
///
/// For a full redraw and for one moving, fading icon (`LauncherScene.pose`), blocks of frames of
/// the two alternate (`Timing.Blocks`), so both see the same machine; each frame's render and
/// present are timed apart, and the frame is their sum. Goal: a 565 frame no slower
/// than an 8888 frame. After each block both screens must equal a full redraw of the same state.
enum PanelFormatBench {
    static let frameOverXRGBGoal = 1.0

    /// Runs the comparison; adds its fields to scene.json's `report`.
    static func run(options: Options, failures: inout [String], into report: inout JSONReport) {
        let quick = options.quick
        let sides: [Side]
        do throws(LauncherScene.Missing) {
            sides = [try Side(format: .xrgb8888), try Side(format: .rgb565)]
        } catch {
            failures.append("scene 565: \(error.message)")
            return
        }
        print(
            "\n16-bit panel: the scene on an 800×480 RGB565 framebuffer (in memory), drawn in XRGB8888 and "
                + "converted at present, or drawn in RGB565 and copied; ms per frame (render + present), medians")
        print(
            Table.pad("frames", 22) + Table.pad("drawn in", 10) + Table.pad("render", 9, right: true)
                + Table.pad("present", 9, right: true) + Table.pad("frame", 9, right: true)
                + Table.pad("565/8888", 10, right: true) + Table.pad("allocs/frame", 14, right: true) + "  goal")
        for kind in Kind.all(quick: quick) {
            failures += measure(kind, sides, label: "scene 565")
            let wide = sides[0], native = sides[1]
            let ratio = Statistics.ratio(native.frameMilliseconds, wide.frameMilliseconds)
            for side in sides {
                let isNative = side === native
                var goal = ""
                if isNative, let ratio { goal = (ratio <= frameOverXRGBGoal ? "≤ " : "MISSED ≤ ") + "1.0" }
                print(
                    Table.pad(kind.name, 22) + Table.pad(side.name, 10)
                        + Table.pad(Table.format(side.renderMilliseconds, decimals: 4), 9, right: true)
                        + Table.pad(Table.format(side.presentMilliseconds, decimals: 4), 9, right: true)
                        + Table.pad(Table.format(side.frameMilliseconds, decimals: 4), 9, right: true)
                        + Table.pad(isNative ? Table.format(ratio, decimals: 3) : "", 10, right: true)
                        + Table.pad(Table.format(side.allocationsPerFrame, decimals: 2), 14, right: true) + "  " + goal)
                let prefix = side.name + "_panel_" + kind.key
                report.add(prefix + "_render_ms", side.renderMilliseconds)
                report.add(prefix + "_present_ms", side.presentMilliseconds)
                report.add(prefix + "_frame_ms", side.frameMilliseconds)
                report.add(prefix + "_allocations_per_frame", side.allocationsPerFrame)
            }
            report.add("rgb565_" + kind.key + "_frame_over_xrgb8888", ratio)
        }
        for side in sides {
            let bytes = side.display.backBuffer.bytesPerRow * side.display.backBuffer.height
            report.add(side.name + "_back_buffer_bytes", Double(bytes))
        }
        print(
            "back buffer: \(sides[0].display.backBuffer.bytesPerRow * FrameSize.height) bytes in XRGB8888, "
                + "\(sides[1].display.backBuffer.bytesPerRow * FrameSize.height) in RGB565; a full present reads "
                + "that much and writes \(FrameSize.width * FrameSize.height * 2) bytes to the panel either way")
        report.add("rgb565_frame_over_xrgb8888_goal", frameOverXRGBGoal)
    }

    /// A kind of frame the panel comparisons time: full redraws, or one moving, fading icon.
    struct Kind {
        let name: String
        let key: String
        let full: Bool
        let frames: Int

        static func all(quick: Bool) -> [Kind] {
            [
                Kind(name: "full redraw", key: "full_redraw", full: true, frames: quick ? 60 : 200),
                Kind(name: "1 icon", key: "one_icon", full: false, frames: quick ? 300 : 2000)
            ]
        }
    }

    /// Times frames of `kind` on each of `sides` in alternating blocks (the first a warm-up),
    /// each side's screen checked against a full redraw after each block; the failures.
    static func measure(_ kind: Kind, _ sides: [Side], label: String) -> [String] {
        for side in sides {
            side.scene.rest()
            side.frame(full: true, keep: false) {}
            side.clear()
        }
        let blocks = Timing.Blocks(count: 10, stopsAtFailure: false)
        let perBlock = kind.frames / blocks.count
        // The first block warms up (caches, scratch): twice as long, and nothing of it kept.
        return blocks.run(
            sides.map { side in
                Timing.Blocks.Side(
                    samplesPerBlock: perBlock, warmUp: perBlock,
                    sample: { sample in
                        side.frame(full: kind.full, keep: sample.block > 0) {
                            if !kind.full { side.scene.pose([9], frame: sample.index) }
                        }
                    },
                    check: {
                        // Drawn in bands, the picture is only in the panel: it must equal the panel of
                        // the same kind drawn through a whole back buffer (which is checked itself).
                        guard side.display.drawsInBands else {
                            return side.scene.mismatch().map { "\(label) \(kind.name), \(side.name): \($0)" }
                        }
                        guard
                            let twin = sides.first(where: {
                                !$0.display.drawsInBands && $0.format == side.format
                                    && $0.panelBitsPerPixel == side.panelBitsPerPixel && $0.rotation == side.rotation
                            })
                        else {
                            return "\(label) \(kind.name), \(side.name): no panel drawn whole to compare with"
                        }
                        let differing = side.differingPanelBytes(from: twin)
                        return differing == 0 ? nil : "\(label) \(kind.name), \(side.name): \(differing) bytes differ from \(twin.name)"
                    })
            })
    }
}
