import CLinux
import Input
import Platform
import Raster

/// The device program: the demo on a framebuffer, in a desktop window or in memory, and the input tools
/// (`debug-touches`, `record`, `calibrate`, `play`).
@main
struct TactileProgram {
    static func main() {
        let arguments = programArguments()
        if let command = arguments.first {
            let rest = Array(arguments.dropFirst())
            switch command {
            case "debug-touches": exit(DebugTouchesCommand.run(arguments: rest))
            case "record": exit(RecordCommand.run(arguments: rest))
            case "calibrate": exit(CalibrateCommand.run(arguments: rest))
            case "play": exit(PlayCommand.run(arguments: rest))
            default: break
            }
        }
        let options: Options
        do throws(OptionsError) {
            options = try Options(arguments: arguments)
        } catch {
            Console.error(error.message)
            exit(2)
        }
        exit(run(options))
    }

    /// The command line after the program name.
    static func programArguments() -> [String] {
        (1..<max(1, Int(tl_argument_count()))).map { String(cString: tl_argument(Int32($0))) }
    }

    static func run(_ options: Options) -> Int32 {
        let display: Display
        var console: GraphicsConsole?
        switch openDisplay(options) {
        case .failure(let message):
            Console.error(message)
            return 1
        case .headless(let headless):
            display = headless
        case .framebuffer(let framebuffer):
            display = framebuffer
            console = GraphicsConsole()
            if let problem = console?.problem { Console.error(problem) }
        #if TACTILE_DESKTOP
        case .window(let window):
            display = window
        #endif
        }
        defer {
            if let console, console.isActive {
                console.restore()
                Console.info("tactile: console restored to text mode")
            }
        }

        // A headless screenshot runs in virtual time: the picture is the same however fast the
        // machine is, and no real waiting happens.
        let virtualTime = display is HeadlessDisplay && options.screenshotPath != nil
        let loop: RunLoop
        do throws(RunLoopError) {
            loop = try RunLoop(clock: virtualTime ? VirtualClock() : MonotonicClock(),
                               frameInterval: display.refreshInterval)
            for signal in [SIGINT, SIGTERM, SIGHUP] { try loop.onSignal(signal) { _ in loop.stop() } }
        } catch {
            Console.error(error.message)
            return 1
        }
        let scale = min(Double(display.width) / 800, Double(display.height) / 480)
        let resources = DemoResources(wallpaperPath: options.wallpaperPath, fontPath: options.fontPath, scale: scale)
        // Touch input: what the user asked for, else every touchscreen when on a real screen.
        var inputs = options.inputs
        if inputs.isEmpty, display is FramebufferDisplay { inputs = [.automatic] }
        let app = DemoApp(options: options, display: display, loop: loop, resources: resources)
        return app.run(inputs: inputs)
    }

    enum OpenedDisplay {
        case headless(HeadlessDisplay)
        case framebuffer(FramebufferDisplay)
        #if TACTILE_DESKTOP
        case window(X11Display)
        #endif
        case failure(String)
    }

    static func openDisplay(_ options: Options) -> OpenedDisplay {
        let path: String
        switch options.display {
        case .headless: return .headless(HeadlessDisplay(width: options.width, height: options.height))
        case .framebuffer(let devicePath): path = devicePath
        case .automatic: path = "/dev/fb0"
        case .window: return openWindow(options)
        }
        do throws(DisplayError) {
            return .framebuffer(try FramebufferDisplay(path: path, rotation: options.rotation))
        } catch {
            guard options.display == .automatic else { return .failure(error.message) }
        }
        // No framebuffer: a desktop window where there is a desktop, else memory. A screenshot
        // stays in memory, in virtual time: the same picture on every machine, and no window.
        #if TACTILE_DESKTOP
        if getenv("DISPLAY") != nil, options.screenshotPath == nil {
            switch openWindow(options) {
            case .window(let window): return .window(window)
            case .failure(let message): Console.error("\(message); rendering headless")
            default: break
            }
        }
        #endif
        return .headless(HeadlessDisplay(width: options.width, height: options.height))
    }

    static func openWindow(_ options: Options) -> OpenedDisplay {
        #if TACTILE_DESKTOP
        do throws(DisplayError) {
            return .window(try X11Display(width: options.width, height: options.height, title: "Tactile"))
        } catch {
            return .failure(error.message)
        }
        #else
        return .failure("this build has no desktop window: use --display fbdev or headless")
        #endif
    }
}
