/// Where the program shows its picture.
enum DisplayChoice: Equatable {
    /// `/dev/fb0` when it can be opened for writing, else headless.
    case automatic
    /// In memory only; see `Options.screenshotPath`.
    case headless
    /// A Linux framebuffer device.
    case framebuffer(path: String)
}

/// A command line the program cannot use, with a message for the person who typed it.
struct OptionsError: Error {
    let message: String
}

/// The `tactile` command line:
/// `tactile [--display headless|fbdev[:PATH]] [--size WxH] [--screenshot PATH]`.
struct Options {
    var display: DisplayChoice = .automatic
    var width = 800
    var height = 480
    var screenshotPath: String?

    static let usage = """
        usage: tactile [--display headless|fbdev[:PATH]] [--size WxH] [--screenshot PATH]
          --display   where to draw: a framebuffer (default /dev/fb0 when writable) or memory
          --size      headless screen size in pixels (default 800x480)
          --screenshot render one frame, save it to PATH and exit
        """

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(OptionsError) {
        var index = 0
        func value(for option: String) throws(OptionsError) -> String {
            index += 1
            guard index < arguments.count else { throw OptionsError(message: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--display":
                display = try Options.parseDisplay(try value(for: argument))
            case "--size":
                (width, height) = try Options.parseSize(try value(for: argument))
            case "--screenshot":
                screenshotPath = try value(for: argument)
            case "--help", "-h":
                throw OptionsError(message: Options.usage)
            default:
                throw OptionsError(message: "unknown option \(argument)\n\(Options.usage)")
            }
            index += 1
        }
    }

    static func parseDisplay(_ text: String) throws(OptionsError) -> DisplayChoice {
        if text == "headless" { return .headless }
        if text == "fbdev" { return .framebuffer(path: "/dev/fb0") }
        if text.hasPrefix("fbdev:") {
            let path = String(text.dropFirst("fbdev:".count))
            guard !path.isEmpty else { throw OptionsError(message: "--display fbdev: needs a device path") }
            return .framebuffer(path: path)
        }
        throw OptionsError(message: "--display must be headless, fbdev or fbdev:PATH, not \(text)")
    }

    static func parseSize(_ text: String) throws(OptionsError) -> (Int, Int) {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(String(parts[0])), let height = Int(String(parts[1])),
              width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw OptionsError(message: "--size must be WIDTHxHEIGHT with each side in 1...16384, not \(text)")
        }
        return (width, height)
    }
}
