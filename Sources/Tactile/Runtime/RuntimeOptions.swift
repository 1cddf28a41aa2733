import TactileCore
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// The options every Tactile program understands, from the command line or, for devices whose
/// start scripts set them (as Qt's `QT_QPA_*` variables are), from the environment; plus the
/// options the application adds (`ApplicationOption`). The command line wins over the
/// environment; an application's option of the same name as a common one replaces it on that
/// program's command line.
///
/// | option | variable |
/// |---|---|
/// | `--display headless\|fbdev[:PATH]\|drm[:PATH]\|x11` | `TACTILE_DISPLAY` |
/// | `--size WxH` | `TACTILE_SIZE` |
/// | `--mode WxH[@HZ]` | `TACTILE_MODE` |
/// | `--rotate 0\|90\|180\|270` | `TACTILE_ROTATE` |
/// | `--scale S` | `TACTILE_SCALE` |
/// | `--pixel-format auto\|xrgb8888\|rgb565` | `TACTILE_PIXEL_FORMAT` |
/// | `--dither` | `TACTILE_DITHER=1` |
/// | `--back-buffer bands\|whole` | `TACTILE_BACK_BUFFER` |
/// | `--screenshot PATH` | `TACTILE_SCREENSHOT` |
/// | `--screenshot-after 2.5s\|1500ms\|40f` | `TACTILE_SCREENSHOT_AFTER` |
/// | `--input SOURCE` (repeatable) | `TACTILE_INPUT` (sources separated by `;`) |
/// | `--input-description DESC` | `TACTILE_INPUT_DESCRIPTION` |
/// | `--input-config PATH` | `TACTILE_INPUT_CONFIG` |
/// | `--log-latency` | `TACTILE_LOG_LATENCY=1` |
/// | `--accessibility off\|containers\|alert` | `TACTILE_ACCESSIBILITY` |
/// | `--appearance light\|dark\|automatic` | `TACTILE_APPEARANCE` |
/// | `--accessibility-audit`, `--accessibility-tree` | |
public struct RuntimeOptions: Equatable {
    /// Where the picture goes (`--display`); `.automatic` picks the first that works.
    public var display: DisplayChoice = .automatic
    /// The window's or headless screen's size in pixels.
    public var width = 800
    /// The window's or headless screen's height in pixels.
    public var height = 480
    /// The DRM mode asked for (`--mode`); nil for the output's preferred one.
    public var mode: DisplayModeRequest?
    /// How the panel is mounted: the picture is turned clockwise by this much.
    public var rotation: DisplayRotation = .none
    /// Pixels per point (`--scale`); nil: from the panel's density when the kernel gives its
    /// size in millimetres (`PanelSize.pointScale(pixelWidth:pixelHeight:)`), else 1.
    public var scale: Double?
    /// What the program draws into: `.xrgb8888` or `.rgb565`; nil (`auto`) for the panel's own,
    /// RGB565 on an RGB565 or BGR565 framebuffer and XRGB8888 elsewhere.
    public var pixelFormat: PixelFormat?
    /// Whether a 16-bit framebuffer gets the picture drawn in XRGB8888 and dithered to it (hides
    /// banding in gradients, at the cost of a conversion at every present).
    public var dithers = false
    /// Whether a single-buffered framebuffer is drawn in bands of a quarter screen (`bands`, the
    /// default: a quarter of the memory) or through a whole back buffer (`whole`: the framebuffer
    /// is never read, for framebuffers in slow uncached memory). See `Display.drawsInBands`.
    public var drawsInBands = true
    /// Where `--screenshot` writes its picture (PNG, or PPM for `*.ppm`); nil for none.
    public var screenshotPath: String?
    /// When `--screenshot` takes its picture (`--screenshot-after`); once the application is idle unless given.
    public var screenshotMoment: ScreenshotMoment = .idle
    /// The `--input` sources given (empty when none was: the application then reads every
    /// touchscreen and key device when it is on a framebuffer).
    public var inputs: [InputSelection] = []
    /// The calibration file.
    public var inputConfigurationPath = "/etc/tactile-input.conf"
    /// Whether each frame that shows touches prints its touch-to-present latency
    /// (`Application.inputLatency`).
    public var logsLatency = false
    /// The screen reader's mode given (`--accessibility`); nil when none was: the settings decide.
    public var accessibility: AccessibilityMode?
    /// The system appearance given (`--appearance`); nil when none was: the settings decide.
    public var appearance: AppearancePreference?
    /// What the application prints about its accessibility instead of running
    /// (`--accessibility-audit`, `--accessibility-tree`); headless unless `--display` is given.
    public var accessibilityInspection: AccessibilityInspection?
    /// The values of the application's own options that were given, by name.
    public var applicationValues: [String: String] = [:]
    /// The application's flags that were given.
    public var applicationFlags: [String] = []

    /// The defaults: nothing given.
    public init() {}

    /// The largest `--size` side accepted.
    public static let maximumSide = 16384

    /// The lowercased extension of the last component of `path` ("png" of "shots/A.PNG"), nil
    /// when it has none.
    static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// Reads the environment through `environment` (the process's by default), then
    /// `arguments` (the command line after the program name), knowing `applicationOptions`
    /// besides the common ones.
    public init(
        arguments: [String], applicationOptions: [ApplicationOption] = [],
        environment: (String) -> String? = ProcessEnvironment.value(of:)
    ) throws(OptionsError) {
        try readEnvironment(environment, applicationOptions: applicationOptions)
        try readArguments(arguments, applicationOptions: applicationOptions)
        if screenshotMoment != .idle, screenshotPath == nil {
            throw OptionsError(message: "--screenshot-after needs --screenshot PATH")
        }
        if let path = screenshotPath, let suffix = Self.fileExtension(of: path), suffix != "png", suffix != "ppm" {
            throw OptionsError(
                message: "--screenshot writes PNG (.png, or a name without an extension) or "
                    + "binary PPM (.ppm), not .\(suffix): \(path)")
        }
        if accessibilityInspection != nil, !arguments.contains("--display") {
            // The audit reads the headless picture; a desktop or panel would not be read.
            display = .headless
        }
        if dithers, pixelFormat == .rgb565 {
            throw OptionsError(
                message: "--dither dithers an XRGB8888 picture to a 16-bit panel: "
                    + "it cannot go with --pixel-format rgb565")
        }
    }

    // MARK: Usage

    /// The common options' usage, followed by the application's.
    public static func usage(program: String = "tactile", applicationOptions: [ApplicationOption] = []) -> String {
        var text = """
            usage: \(program) [--display headless|fbdev[:PATH]|drm[:PATH]|x11] [--size WxH] [--mode WxH[@HZ]]
                   [--rotate 0|90|180|270] [--scale S]
                   [--pixel-format auto|xrgb8888|rgb565] [--dither] [--back-buffer bands|whole]
                   [--screenshot PATH [--screenshot-after SECONDSs|MILLISECONDSms|FRAMESf]]
                   [--input SOURCE]... [--input-description DESC] [--input-config PATH]
                   [--log-latency] [--accessibility off|containers|alert]
                   [--appearance light|dark|automatic] [--accessibility-audit | --accessibility-tree]
            """
        var line = ""
        for option in applicationOptions {
            line += " [\(option.name)\(option.valueName.map { " " + $0 } ?? "")]"
        }
        if !line.isEmpty { text += "\n      " + line }
        text += """

              --display     a framebuffer (default /dev/fb0 when it opens), else a DRM/KMS device
                            (drm, default /dev/dri/card0: page flips, tear-free), else a desktop
                            window (x11, when $DISPLAY names an X server and no screenshot is
                            asked for), else memory                       [TACTILE_DISPLAY]
              --size        the window's or headless screen's size in pixels (default 800x480)
                                                                          [TACTILE_SIZE]
              --mode        on DRM, the output's mode (default its preferred one) [TACTILE_MODE]
              --rotate      how the panel is mounted: the picture is turned clockwise by this much
                                                                          [TACTILE_ROTATE]
              --scale       pixels per point, 0.5 to 4 (default: from the panel's size in
                            millimetres when the kernel gives it, else 1) [TACTILE_SCALE]
              --pixel-format  what the picture is drawn in: auto (default: RGB565 on a 16-bit
                            framebuffer, else XRGB8888), xrgb8888 or rgb565 [TACTILE_PIXEL_FORMAT]
              --dither      on a 16-bit framebuffer, draw in XRGB8888 and dither to the panel
                                                                          [TACTILE_DITHER=1]
              --back-buffer on a single-buffered framebuffer, draw in bands of a quarter screen
                            (bands, default) or through a whole back buffer (whole: more memory,
                            the framebuffer never read)                   [TACTILE_BACK_BUFFER]
              --screenshot  render, save the picture (PNG, or PPM for *.ppm) and exit; by default once
                            idle, or after a time or a number of frames   [TACTILE_SCREENSHOT,
                                                                           TACTILE_SCREENSHOT_AFTER]
              --input       touch and key input: auto (default), evdev:PATH, name:TEXT or replay:FILE
                                                        [TACTILE_INPUT, several separated by ;]
              --input-description  the .desc file of a replay split in two [TACTILE_INPUT_DESCRIPTION]
              --input-config  the calibration file (default /etc/tactile-input.conf)
                                                                          [TACTILE_INPUT_CONFIG]
              --log-latency print each frame's time from the touches it shows to its present
                                                                          [TACTILE_LOG_LATENCY=1]
              --accessibility  the screen reader: off, containers (touch explores, flicks move, a
                            double tap activates) or alert (a cue when a touch leaves the current
                            container); default: the settings' [TACTILE_ACCESSIBILITY]
              --appearance  light, dark, or automatic (dark from 19:00 to 07:00); default: the
                            settings', else light                         [TACTILE_APPEARANCE]
              --accessibility-audit  headless, audit the first screen and those one tap away
                            (labels, targets, contrast, text cut short or overlapping), then exit
              --accessibility-tree   headless, print the screen reader's tree, then exit
            """
        for option in applicationOptions {
            var name = option.name + (option.valueName.map { " " + $0 } ?? "")
            while name.utf8.count < 14 { name += " " }
            text += "\n  \(name) \(option.help)"
            if let variable = option.environmentVariable { text += " [\(variable)]" }
        }
        return text
    }

    // MARK: Environment

    private mutating func readEnvironment(
        _ environment: (String) -> String?,
        applicationOptions: [ApplicationOption]
    ) throws(OptionsError) {
        func from(_ variable: String, _ parse: (String) throws(OptionsError) -> Void) throws(OptionsError) {
            guard let value = environment(variable), !value.isEmpty else { return }
            do throws(OptionsError) { try parse(value) } catch {
                throw OptionsError(message: "\(variable)=\(value): \(error.message)")
            }
        }
        try from("TACTILE_DISPLAY") { (text: String) throws(OptionsError) in display = try Self.parseDisplay(text) }
        try from("TACTILE_SIZE") { (text: String) throws(OptionsError) in (width, height) = try Self.parseSize(text) }
        try from("TACTILE_MODE") { (text: String) throws(OptionsError) in mode = try Self.parseMode(text) }
        try from("TACTILE_ROTATE") { (text: String) throws(OptionsError) in rotation = try Self.parseRotation(text) }
        try from("TACTILE_PIXEL_FORMAT") { (text: String) throws(OptionsError) in
            pixelFormat = try Self.parsePixelFormat(text)
        }
        try from("TACTILE_DITHER") { (text: String) throws(OptionsError) in
            guard text == "1" || text == "0" else { throw OptionsError(message: "must be 1 or 0") }
            dithers = text == "1"
        }
        try from("TACTILE_BACK_BUFFER") { (text: String) throws(OptionsError) in
            drawsInBands = try Self.parseBackBuffer(text)
        }
        try from("TACTILE_SCREENSHOT") { (text: String) throws(OptionsError) in screenshotPath = text }
        try from("TACTILE_SCREENSHOT_AFTER") { (text: String) throws(OptionsError) in
            screenshotMoment = try Self.parseMoment(text)
        }
        try from("TACTILE_INPUT_CONFIG") { (text: String) throws(OptionsError) in inputConfigurationPath = text }
        try from("TACTILE_LOG_LATENCY") { (text: String) throws(OptionsError) in
            guard text == "1" || text == "0" else { throw OptionsError(message: "must be 1 or 0") }
            logsLatency = text == "1"
        }
        // Read by the memory budget itself, which cannot report; checked here so that a value it
        // would ignore is refused with one line.
        try from(MemoryBudget.environmentVariable) { (text: String) throws(OptionsError) in
            guard MemoryInfo.byteCount(text) != nil else {
                throw OptionsError(message: "must be a byte count from 1 to \(Int.max), or with a K, M or G suffix (64M)")
            }
        }
        try from("TACTILE_ACCESSIBILITY") { (text: String) throws(OptionsError) in
            accessibility = try Self.parseAccessibility(text)
        }
        try from("TACTILE_SCALE") { (text: String) throws(OptionsError) in scale = try Self.parseScale(text) }
        try from("TACTILE_APPEARANCE") { (text: String) throws(OptionsError) in
            appearance = try Self.parseAppearance(text)
        }
        for option in applicationOptions where option.valueName != nil {
            guard let variable = option.environmentVariable else { continue }
            try from(variable) { (text: String) throws(OptionsError) in applicationValues[option.name] = text }
        }
        let description = environment("TACTILE_INPUT_DESCRIPTION").flatMap { $0.isEmpty ? nil : $0 }
        try from("TACTILE_INPUT") { (text: String) throws(OptionsError) in
            var arguments: [String] = []
            for source in text.split(separator: ";") where !source.isEmpty { arguments += ["--input", String(source)] }
            if let description { arguments += ["--input-description", description] }
            inputs = try Self.parseInputs(arguments).selections
        }
    }

    // MARK: Command line

    private mutating func readArguments(_ arguments: [String], applicationOptions: [ApplicationOption]) throws(OptionsError) {
        if arguments.contains("--help") || arguments.contains("-h") {
            throw OptionsError(
                message: Self.usage(
                    program: ProcessEnvironment.programName(),
                    applicationOptions: applicationOptions), isHelp: true)
        }
        let parsed = try Self.parseInputs(arguments)
        // Only what the user named; the application picks devices itself on a real screen.
        if arguments.contains("--input") { inputs = parsed.selections }
        let arguments = parsed.rest
        var index = 0
        func value(for option: String) throws(OptionsError) -> String {
            index += 1
            guard index < arguments.count else { throw OptionsError(message: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            // An application's option of a common option's name replaces it for that program
            // (`tactile debug-accessibility --mode alert` is the reader's mode, not a DRM mode).
            if let option = applicationOptions.first(where: { $0.name == argument }) {
                if option.valueName != nil {
                    applicationValues[option.name] = try value(for: argument)
                } else if !applicationFlags.contains(option.name) {
                    applicationFlags.append(option.name)
                }
                index += 1
                continue
            }
            switch argument {
            case "--display": display = try Self.parseDisplay(try value(for: argument))
            case "--size": (width, height) = try Self.parseSize(try value(for: argument))
            case "--mode": mode = try Self.parseMode(try value(for: argument))
            case "--rotate": rotation = try Self.parseRotation(try value(for: argument))
            case "--scale": scale = try Self.parseScale(try value(for: argument))
            case "--pixel-format": pixelFormat = try Self.parsePixelFormat(try value(for: argument))
            case "--dither": dithers = true
            case "--back-buffer": drawsInBands = try Self.parseBackBuffer(try value(for: argument))
            case "--screenshot": screenshotPath = try value(for: argument)
            case "--screenshot-after": screenshotMoment = try Self.parseMoment(try value(for: argument))
            case "--input-config": inputConfigurationPath = try value(for: argument)
            case "--log-latency": logsLatency = true
            case "--accessibility": accessibility = try Self.parseAccessibility(try value(for: argument))
            case "--appearance": appearance = try Self.parseAppearance(try value(for: argument))
            case "--accessibility-audit", "--accessibility-tree":
                let asked: AccessibilityInspection = argument == "--accessibility-audit" ? .audit : .tree
                if let given = accessibilityInspection, given != asked {
                    throw OptionsError(message: "--accessibility-audit and --accessibility-tree cannot go together")
                }
                accessibilityInspection = asked
            default:
                throw OptionsError(
                    message: "unknown option \(argument)\n"
                        + Self.usage(program: ProcessEnvironment.programName(), applicationOptions: applicationOptions))
            }
            index += 1
        }
    }

    // MARK: Values

    static func parseInputs(_ arguments: [String]) throws(OptionsError) -> (selections: [InputSelection], rest: [String]) {
        do throws(InputError) { return try InputSelection.parse(arguments: arguments) } catch {
            throw OptionsError(message: error.message)
        }
    }

    /// "headless", "x11", "fbdev", "fbdev:PATH", "drm" or "drm:PATH".
    public static func parseDisplay(_ text: String) throws(OptionsError) -> DisplayChoice {
        if text == "headless" { return .headless }
        if text == "x11" { return .window }
        if text == "fbdev" { return .framebuffer(path: "/dev/fb0") }
        if text == "drm" { return .drm(path: "/dev/dri/card0") }
        for kind in ["fbdev", "drm"] where text.hasPrefix(kind + ":") {
            let path = String(text.dropFirst(kind.count + 1))
            guard !path.isEmpty else { throw OptionsError(message: "--display \(kind): needs a device path") }
            return kind == "drm" ? .drm(path: path) : .framebuffer(path: path)
        }
        throw OptionsError(message: "--display must be headless, fbdev, fbdev:PATH, drm, drm:PATH or x11, not \(text)")
    }

    /// "WIDTHxHEIGHT" or "WIDTHxHEIGHT@HERTZ" ("1280x720@59.94").
    public static func parseMode(_ text: String) throws(OptionsError) -> DisplayModeRequest {
        guard let mode = DisplayModeRequest(parsing: text) else {
            throw OptionsError(
                message:
                    "--mode must be WIDTHxHEIGHT or WIDTHxHEIGHT@HERTZ (1280x720@60) with each side in 1...16384 and HERTZ in 1...1000, not \(text)")
        }
        return mode
    }

    /// "WIDTHxHEIGHT", each side in 1...`maximumSide`.
    public static func parseSize(_ text: String) throws(OptionsError) -> (Int, Int) {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(String(parts[0])), let height = Int(String(parts[1])),
            width > 0, height > 0, width <= maximumSide, height <= maximumSide
        else {
            throw OptionsError(message: "--size must be WIDTHxHEIGHT with each side in 1...\(maximumSide), not \(text)")
        }
        return (width, height)
    }

    /// "off", "containers" or "alert" ("on" reads as containers).
    public static func parseAccessibility(_ text: String) throws(OptionsError) -> AccessibilityMode {
        guard let mode = AccessibilityMode(text: text) else {
            throw OptionsError(message: "--accessibility must be off, containers or alert, not \(text)")
        }
        return mode
    }

    /// The largest and smallest `--scale`.
    public static let scales: ClosedRange<Double> = 0.5...4

    /// A number of pixels per point in `scales` ("1", "1.5").
    public static func parseScale(_ text: String) throws(OptionsError) -> Double {
        guard let scale = TextScanner.double(Array(text.utf8)[...]), scales.contains(scale) else {
            throw OptionsError(message: "--scale must be a number from 0.5 to 4, not \(text)")
        }
        return scale
    }

    /// "light", "dark" or "automatic".
    public static func parseAppearance(_ text: String) throws(OptionsError) -> AppearancePreference {
        guard let preference = AppearancePreference(text: text) else {
            throw OptionsError(message: "--appearance must be light, dark or automatic, not \(text)")
        }
        return preference
    }

    /// "auto" (nil: the panel's own), "xrgb8888" or "rgb565".
    public static func parsePixelFormat(_ text: String) throws(OptionsError) -> PixelFormat? {
        switch text {
        case "auto": return nil
        case "xrgb8888": return .xrgb8888
        case "rgb565": return .rgb565
        default: throw OptionsError(message: "--pixel-format must be auto, xrgb8888 or rgb565, not \(text)")
        }
    }

    /// "bands" (true: draw in bands) or "whole" (false).
    public static func parseBackBuffer(_ text: String) throws(OptionsError) -> Bool {
        switch text {
        case "bands": return true
        case "whole": return false
        default: throw OptionsError(message: "--back-buffer must be bands or whole, not \(text)")
        }
    }

    /// "0", "90", "180" or "270".
    public static func parseRotation(_ text: String) throws(OptionsError) -> DisplayRotation {
        guard let degrees = Int(text), let rotation = DisplayRotation(degrees: degrees) else {
            throw OptionsError(message: "--rotate must be 0, 90, 180 or 270, not \(text)")
        }
        return rotation
    }

    /// The longest `--screenshot-after` time, in seconds (a day): beyond that no screenshot is
    /// meant, and the moment stays far from overflowing the clock.
    public static let maximumScreenshotSeconds: Int64 = 86_400

    /// The most `--screenshot-after` frames: a day of frames at 60 Hz. (A program that goes idle
    /// before drawing that many takes the screenshot then, and says so.)
    public static let maximumScreenshotFrames = 5_184_000

    /// "2.5s", "1500ms" or "40f" (frames): a time up to `maximumScreenshotSeconds` or a frame
    /// count in 1...`maximumScreenshotFrames`. Digits only (no sign, no exponent).
    public static func parseMoment(_ text: String) throws(OptionsError) -> ScreenshotMoment {
        let error = OptionsError(message: "--screenshot-after must be like 2.5s, 1500ms or 40f, not \(text)")
        let maximumSeconds = maximumScreenshotSeconds
        func tooLong() -> OptionsError {
            OptionsError(
                message: "--screenshot-after \(text) is too far: at most \(maximumSeconds)s (a day), "
                    + "\(maximumSeconds * 1000)ms or \(maximumScreenshotFrames)f")
        }
        if text.hasSuffix("ms") {
            let milliseconds = try digits(text.dropLast(2), error: error, tooLarge: tooLong())
            guard milliseconds <= maximumSeconds * 1000 else { throw tooLong() }
            return .time(Interval(nanoseconds: milliseconds * 1_000_000))
        }
        if text.hasSuffix("f") {
            let frames = try digits(text.dropLast(), error: error, tooLarge: tooLong())
            guard frames > 0 else {
                throw OptionsError(message: "--screenshot-after \(text): a frame count starts at 1f (the first frame)")
            }
            guard frames <= Int64(maximumScreenshotFrames) else { throw tooLong() }
            return .frames(Int(frames))
        }
        guard text.hasSuffix("s") else { throw error }
        // Seconds with an optional decimal fraction, parsed by hand (no Double(String) in Embedded).
        let parts = text.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw error }
        let whole = try digits(parts[0], error: error, tooLarge: tooLong())
        guard whole <= maximumSeconds else { throw tooLong() }
        var nanoseconds = whole * 1_000_000_000
        if parts.count == 2 {
            let digits = Array(parts[1].utf8)
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { throw error }
            var fraction: Int64 = 0
            for i in 0..<9 { fraction = fraction * 10 + (i < digits.count ? Int64(digits[i] - 48) : 0) }
            nanoseconds += fraction
            guard nanoseconds <= maximumSeconds * 1_000_000_000 else { throw tooLong() }
        }
        return .time(Interval(nanoseconds: nanoseconds))
    }

    /// A run of decimal digits worth at most 18 digits (so it fits in Int64 with room to spare):
    /// `error` when it is not digits, `tooLarge` when it is worth more.
    static func digits(_ text: Substring, error: OptionsError, tooLarge: OptionsError) throws(OptionsError) -> Int64 {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { throw error }
        let significant = bytes.drop { $0 == 48 }  // leading zeros do not make it larger
        guard significant.count <= 18 else { throw tooLarge }
        var value: Int64 = 0
        for byte in significant { value = value * 10 + Int64(byte - 48) }
        return value
    }
}
