import Tactile
import TactilePlatform
import TactileRaster

/// The scene part's turned-panel comparison (the `turned_*` keys of scene.json). **Measures** the
/// launcher scene on panels mounted a quarter turn (a 480×800 framebuffer in memory showing the
/// 800×480 picture turned 90°, `--rotate 90`), in XRGB8888 and in RGB565, and unturned in
/// RGB565, and the unturned XRGB8888 panel drawn in bands (`--back-buffer bands`, a quarter of
/// the memory), **against** the unturned XRGB8888 panel through a whole back buffer, frames of
/// all five in alternating blocks, render and present timed apart (drawn in bands, each band is
/// presented as it is drawn: the whole frame counts as render). Goal: turned 90° and at 16 bpp no slower than
/// unturned XRGB8888. The picture is drawn unturned and turned by the present, so only the
/// present differs between a turned and an unturned panel of the same format.
enum TurnedPanelBench {
    static let frameOverUnturnedGoal = 1.0

    /// Runs the comparison; adds its fields to scene.json's `report`.
    static func run(options: Options, failures: inout [String], into report: inout JSONReport) {
        let sides: [PanelFormatBench.Side]
        do throws(LauncherScene.Missing) {
            sides = [
                try .init(format: .xrgb8888, panelBitsPerPixel: 32),
                try .init(format: .xrgb8888, panelBitsPerPixel: 32, rotation: .clockwise90),
                try .init(format: .rgb565, panelBitsPerPixel: 16),
                try .init(format: .rgb565, panelBitsPerPixel: 16, rotation: .clockwise90),
                try .init(format: .xrgb8888, panelBitsPerPixel: 32, bands: true)
            ]
        } catch {
            failures.append("scene turned: \(error.message)")
            return
        }
        print(
            "\nTurned panels: the scene on 800×480 panels and on 480×800 panels turned 90° (framebuffers in "
                + "memory), each drawn in its panel's format; ms per frame (render + present), medians")
        print(
            Table.pad("frames", 22) + Table.pad("panel", 24) + Table.pad("render", 9, right: true)
                + Table.pad("present", 9, right: true) + Table.pad("frame", 9, right: true)
                + Table.pad("/unturned 8888", 16, right: true) + "  goal")
        for kind in PanelFormatBench.Kind.all(quick: options.quick) {
            failures += PanelFormatBench.measure(kind, sides, label: "scene turned")
            let reference = sides[0]
            for side in sides {
                let ratio = Statistics.ratio(side.frameMilliseconds, reference.frameMilliseconds)
                var goal = ""
                // Bands trade time for memory: no goal of speed, the cost is reported.
                if side !== reference, !side.display.drawsInBands, let ratio {
                    goal = (ratio <= frameOverUnturnedGoal ? "≤ " : "MISSED ≤ ") + "1.0"
                }
                print(
                    Table.pad(kind.name, 22) + Table.pad(side.panelName, 24)
                        + Table.pad(Table.format(side.renderMilliseconds, decimals: 4), 9, right: true)
                        + Table.pad(Table.format(side.presentMilliseconds, decimals: 4), 9, right: true)
                        + Table.pad(Table.format(side.frameMilliseconds, decimals: 4), 9, right: true)
                        + Table.pad(side === reference ? "" : Table.format(ratio, decimals: 3), 16, right: true)
                        + "  " + goal)
                let prefix = "turned_\(side.panelBitsPerPixel)bpp_\(side.rotation.degrees)_" + kind.key
                report.add(prefix + "_render_ms", side.renderMilliseconds)
                report.add(prefix + "_present_ms", side.presentMilliseconds)
                report.add(prefix + "_frame_ms", side.frameMilliseconds)
                if side !== reference { report.add(prefix + "_frame_over_unturned_xrgb8888", ratio) }
            }
        }
        report.add("turned_frame_over_unturned_goal", frameOverUnturnedGoal)
    }
}
