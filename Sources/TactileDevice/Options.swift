import Input
import Platform

/// Where the program shows its picture.
enum DisplayChoice: Equatable {
    /// `/dev/fb0` when it can be opened, else a desktop window when there is an X server (in
    /// desktop builds, and not for `--screenshot`), else headless.
    case automatic
    /// In memory only; see `Options.screenshotPath`.
    case headless
    /// A Linux framebuffer device.
    case framebuffer(path: String)
    /// A window on the desktop's X server (`$DISPLAY`), the mouse standing in for a finger.
    case window
}

/// When `--screenshot` takes its picture.
enum ScreenshotMoment: Equatable {
    /// Once nothing animates any more (the default).
    case idle
    /// After this much (virtual) time from the start.
    case time(Interval)
    /// After this many presented frames.
    case frames(Int)
}

/// A command line the program cannot use, with a message for the person who typed it.
struct OptionsError: Error {
    let message: String
}

/// The `tactile` command line for the demo (subcommands have their own).
struct Options {
    var display: DisplayChoice = .automatic
    var width = 800
    var height = 480
    var rotation: DisplayRotation = .none
    var screenshotPath: String?
    var screenshotMoment: ScreenshotMoment = .idle
    var wallpaperPath: String?
    var fontPath: String?
    /// The `--input` sources given (empty when none was).
    var inputs: [InputSelection] = []
    var inputConfigurationPath = "/etc/tactile-input.conf"

    static let usage = """
        usage: tactile [--display headless|fbdev[:PATH]|x11] [--size WxH] [--rotate 0|90|180|270]
                       [--screenshot PATH [--screenshot-after SECONDSs|MILLISECONDSms|FRAMESf]]
                       [--wallpaper FILE.png] [--font FILE] [--input SOURCE]... [--input-description DESC]
                       [--input-config PATH]
               tactile debug-touches|record|calibrate|play ...   (see `tactile COMMAND --help`)
          --display     a framebuffer (default /dev/fb0 when it opens), else a desktop window
                        (x11, when $DISPLAY names an X server and no screenshot is asked for),
                        else memory
          --size        the window's or headless screen's size in pixels (default 800x480)
          --rotate      how the panel is mounted: the picture is turned clockwise by this much
          --screenshot  render, save the picture (PNG, or PPM for *.ppm) and exit; by default once
                        the start animation is over, or after a time or a number of frames
          --wallpaper   a PNG shown behind the demo instead of the built-in one
          --font        a TrueType/OpenType font for the demo's text instead of DejaVu Sans
          --input       touch input: auto (default), evdev:PATH, name:TEXT or replay:FILE
          --input-config the calibration file (default /etc/tactile-input.conf)
        """

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(OptionsError) {
        let parsed: (selections: [InputSelection], rest: [String])
        do throws(InputError) { parsed = try InputSelection.parse(arguments: arguments) } catch {
            throw OptionsError(message: error.message)
        }
        // Only what the user named; the program picks devices itself on a real screen.
        inputs = arguments.contains("--input") ? parsed.selections : []
        let arguments = parsed.rest
        var index = 0
        func value(for option: String) throws(OptionsError) -> String {
            index += 1
            guard index < arguments.count else { throw OptionsError(message: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--display": display = try Options.parseDisplay(try value(for: argument))
            case "--size": (width, height) = try Options.parseSize(try value(for: argument))
            case "--rotate":
                let text = try value(for: argument)
                guard let degrees = Int(text), let rotation = DisplayRotation(degrees: degrees) else {
                    throw OptionsError(message: "--rotate must be 0, 90, 180 or 270, not \(text)")
                }
                self.rotation = rotation
            case "--screenshot": screenshotPath = try value(for: argument)
            case "--screenshot-after": screenshotMoment = try Options.parseMoment(try value(for: argument))
            case "--wallpaper": wallpaperPath = try value(for: argument)
            case "--font": fontPath = try value(for: argument)
            case "--input-config": inputConfigurationPath = try value(for: argument)
            case "--help", "-h": throw OptionsError(message: Options.usage)
            default: throw OptionsError(message: "unknown option \(argument)\n\(Options.usage)")
            }
            index += 1
        }
    }

    static func parseDisplay(_ text: String) throws(OptionsError) -> DisplayChoice {
        if text == "headless" { return .headless }
        if text == "x11" { return .window }
        if text == "fbdev" { return .framebuffer(path: "/dev/fb0") }
        if text.hasPrefix("fbdev:") {
            let path = String(text.dropFirst("fbdev:".count))
            guard !path.isEmpty else { throw OptionsError(message: "--display fbdev: needs a device path") }
            return .framebuffer(path: path)
        }
        throw OptionsError(message: "--display must be headless, fbdev, fbdev:PATH or x11, not \(text)")
    }

    static func parseSize(_ text: String) throws(OptionsError) -> (Int, Int) {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(String(parts[0])), let height = Int(String(parts[1])),
              width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw OptionsError(message: "--size must be WIDTHxHEIGHT with each side in 1...16384, not \(text)")
        }
        return (width, height)
    }

    /// "2.5s", "1500ms" or "40f" (frames).
    static func parseMoment(_ text: String) throws(OptionsError) -> ScreenshotMoment {
        let error = OptionsError(message: "--screenshot-after must be like 2.5s, 1500ms or 40f, not \(text)")
        if text.hasSuffix("ms"), let milliseconds = Int(String(text.dropLast(2))), milliseconds >= 0 {
            return .time(.milliseconds(milliseconds))
        }
        if text.hasSuffix("f"), let frames = Int(String(text.dropLast())), frames > 0 {
            return .frames(frames)
        }
        guard text.hasSuffix("s") else { throw error }
        // Seconds with an optional decimal fraction, parsed by hand (no Double(String) in Embedded).
        let parts = text.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(String(parts[0])), whole >= 0 else { throw error }
        var nanoseconds = Int64(whole) * 1_000_000_000
        if parts.count == 2 {
            let digits = Array(parts[1].utf8)
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { throw error }
            var fraction: Int64 = 0
            for i in 0..<9 { fraction = fraction * 10 + (i < digits.count ? Int64(digits[i] - 48) : 0) }
            nanoseconds += fraction
        }
        return .time(Interval(nanoseconds: nanoseconds))
    }
}
