import TactileBundledApps
import TactilePlatform
import TactileSystem

/// The device program: the launcher with the bundled apps (Sources/Apps/BundledApps) on a
/// framebuffer, in a desktop window or in memory, and the device tools (`debug-touches`,
/// `debug-gestures`, `debug-scroll`, `debug-accessibility`, `accessibility-audit`, `debug-1401`, `record`, `calibrate`, `play`, the rasterizer's
/// `debug-raster`, text layout's `debug-text`). The soak is a program of its own, `tactile-soak`, not shipped.
@main
struct TactileProgram {
    static func main() {
        let arguments = ProcessEnvironment.arguments()
        if let command = arguments.first {
            let rest = Array(arguments.dropFirst())
            switch command {
            case "debug-touches": ProcessEnvironment.exit(DebugTouchesCommand.run(arguments: rest))
            case "debug-gestures": ProcessEnvironment.exit(DebugGesturesCommand.run(arguments: rest))
            case "debug-scroll": ProcessEnvironment.exit(DebugScrollCommand.run(arguments: rest))
            case "debug-accessibility": ProcessEnvironment.exit(DebugAccessibilityCommand.run(arguments: rest))
            case "accessibility-audit": ProcessEnvironment.exit(AccessibilityAuditCommand.run(arguments: rest))
            case "debug-1401": ProcessEnvironment.exit(Debug1401Command.run(arguments: rest))
            case "record": ProcessEnvironment.exit(RecordCommand.run(arguments: rest))
            case "calibrate": ProcessEnvironment.exit(CalibrateCommand.run(arguments: rest))
            case "play": ProcessEnvironment.exit(PlayCommand.run(arguments: rest))
            case "debug-raster": ProcessEnvironment.exit(DebugRasterCommand.run(arguments: rest))
            case "debug-text": ProcessEnvironment.exit(DebugTextCommand.run(arguments: rest))
            default: break
            }
        }
        ProcessEnvironment.exit(BundledApps.run(arguments: arguments))
    }
}
