import CLinux
import Raster

/// The device program: draws the demo scene on a framebuffer, or in memory with a screenshot.
@main
struct TactileProgram {
    static func main() {
        let options: Options
        do throws(OptionsError) {
            options = try Options(arguments: programArguments())
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
        switch options.display {
        case .headless:
            return runHeadless(options)
        case .framebuffer(let path):
            return runOnFramebuffer(path: path, options: options, fallBackToHeadless: false)
        case .automatic:
            return runOnFramebuffer(path: "/dev/fb0", options: options, fallBackToHeadless: true)
        }
    }

    static func runHeadless(_ options: Options) -> Int32 {
        let frame = Bitmap(width: options.width, height: options.height, format: .xrgb8888)
        DemoScene.draw(on: Canvas(frame))
        let path = options.screenshotPath ?? "tactile-screenshot.ppm"
        do throws(FileError) {
            try Screenshot.writePPM(frame, to: path)
        } catch {
            Console.error(error.message)
            return 1
        }
        Console.info("headless \(options.width)x\(options.height): screenshot written to \(path)")
        return 0
    }

    static func runOnFramebuffer(path: String, options: Options, fallBackToHeadless: Bool) -> Int32 {
        let framebuffer: Framebuffer
        do throws(FileError) {
            framebuffer = try Framebuffer(path: path)
        } catch {
            if fallBackToHeadless { return runHeadless(options) }
            Console.error(error.message)
            return 1
        }
        let frame = Bitmap(width: framebuffer.width, height: framebuffer.height, format: .xrgb8888)
        DemoScene.draw(on: Canvas(frame))
        framebuffer.present(frame)
        Console.info("tactile: first frame presented on \(path) \(framebuffer.width)x\(framebuffer.height)")
        Console.info("tactile: idle")
        if let screenshot = options.screenshotPath {
            do throws(FileError) { try Screenshot.writePPM(frame, to: screenshot) } catch {
                Console.error(error.message)
                return 1
            }
            return 0
        }
        pause()
        return 0
    }
}
