import TactileCore
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// The device's settings, kept in one file (`RuntimeOptions.settingsPath`, `--settings PATH`):
///
/// ```
/// # Tactile settings
/// rotation = 90
/// scale = auto
/// appearance = automatic
/// accent = purple
/// brightness = 0.75
/// show-touches = on
/// accessibility = containers
/// accessibility-loop = off
/// speech-rate = 175
/// ```
///
/// `rotation` is the display rotation in degrees clockwise (0, 90, 180, 270); `scale` the pixels
/// per point from the next start (`auto`: from the panel's density, `SystemSettings.scale(inFileAt:)`;
/// else 0.5 to 4, for a panel whose size the kernel does not give); `appearance` the
/// system appearance (`light`, `dark`, or `automatic`: dark from 19:00 to 07:00); `accent` the
/// tint of every app's controls (`blue`, `purple`, `pink`, `orange`); `brightness` the
/// backlight level 0...1; `show-touches` draws the fingers on screen; `accessibility` is the
/// screen reader's mode (`off`, `containers`, `alert`; `on`, from earlier versions, reads as
/// `containers`). The reader's preferences (`ScreenReaderSettings`): `accessibility-loop`,
/// `accessibility-hints`, `accessibility-cues` and `larger-touch-targets` (on/off),
/// `accessibility-verbosity` (low, normal, high), `speech-rate` (words a minute, 80 to 450),
/// `speech-volume` and `speech-pitch` (0 to 1), `speech-voice` (an espeak-ng voice name). A
/// missing key keeps its default. The Settings app (`SettingsViewController`) changes these; whoever applies them
/// listens to `onChange`.
///
/// Loading never fails: a missing file gives the defaults silently; a corrupt or unreadable one
/// (a bad line, a value out of range, binary garbage, a file over `maximumFileSize`) gives one
/// error line naming the file and the line, and the defaults. The next `save()` then first
/// renames the bad file to `PATH.bak`, so it is never overwritten without a backup. Saving
/// writes atomically (`FileBytes.writeAtomically`).
public final class SystemSettings {
    /// One setting, named as in the file.
    public enum Key: String, CaseIterable, Sendable {
        /// `rotation`: the display rotation in degrees clockwise (0, 90, 180, 270).
        case rotation
        /// `scale`: pixels per point (`auto`, or 0.5 to 4), read at start.
        case scale
        /// `appearance`: light, dark or automatic (dark from 19:00 to 07:00).
        case appearance
        /// `accent`: the tint of every control (blue, purple, pink, orange).
        case accent
        /// `brightness`: the backlight level, 0...1.
        case brightness
        /// `show-touches`: whether the fingers are drawn on screen (on/off).
        case showTouches = "show-touches"
        /// `accessibility`: the screen reader's mode (`off`, `containers`, `alert`).
        case accessibility
        /// `accessibility-loop`: whether next and previous wrap inside the current container (on/off).
        case accessibilityLoop = "accessibility-loop"
        /// `accessibility-verbosity`: how much is said of an item (low, normal, high).
        case accessibilityVerbosity = "accessibility-verbosity"
        /// `accessibility-hints`: whether hints are said after a pause (on/off).
        case accessibilityHints = "accessibility-hints"
        /// `accessibility-cues`: whether sound cues play (on/off).
        case accessibilityCues = "accessibility-cues"
        /// `larger-touch-targets`: whether touches outside the reader also find items by an enlarged area (on/off).
        case largerTouchTargets = "larger-touch-targets"
        /// `speech-rate`: the speech rate in words a minute, 80 to 450.
        case speechRate = "speech-rate"
        /// `speech-volume`: the speech volume, 0 to 1.
        case speechVolume = "speech-volume"
        /// `speech-pitch`: the voice's pitch, 0 to 1 (0.5 the voice's own).
        case speechPitch = "speech-pitch"
        /// `speech-voice`: the espeak-ng voice name ("en", "de", "en-us").
        case speechVoice = "speech-voice"
    }

    /// Every setting's value.
    public struct Values: Equatable, Sendable {
        /// How the picture is turned on the panel.
        public var rotation: DisplayRotation = .none
        /// Pixels per point from the next start; nil: from the panel's density.
        public var scale: Double?
        /// The system appearance.
        public var appearance = AppearancePreference.light
        /// The accent colour.
        public var accent = AccentColor.blue
        /// The backlight level, 0...1.
        public var brightness = 1.0
        /// Whether touches are drawn on screen.
        public var showsTouches = false
        /// The screen reader's mode.
        public var accessibilityMode = AccessibilityMode.off
        /// The screen reader's preferences.
        public var screenReader = ScreenReaderSettings()

        /// The defaults.
        public init() {}
    }

    /// The largest file read (`FileLimit.settings`, 256 kiB); anything longer is not a settings
    /// file.
    public static let maximumFileSize = FileLimit.settings.bytes

    /// The file the settings are loaded from and saved to.
    public let path: String
    /// Every value at once; setting it calls `onChange` for each one that differs.
    public var values: Values {
        didSet { reportChanges(from: oldValue) }
    }
    /// Called after a setting changed to a different value (never for a set to the same value).
    public var onChange: ((Key) -> Void)?
    /// The error line printed when the file could not be used (nil when it loaded or was
    /// missing).
    public private(set) var loadError: String?
    /// Whether the file on disk is one that could not be used, to be kept as `PATH.bak` by the
    /// next save.
    private var fileNeedsBackup = false

    /// The display rotation.
    public var rotation: DisplayRotation {
        get { values.rotation }
        set { values.rotation = newValue }
    }

    /// The system appearance.
    public var appearance: AppearancePreference {
        get { values.appearance }
        set { values.appearance = newValue }
    }

    /// The accent colour.
    public var accent: AccentColor {
        get { values.accent }
        set { values.accent = newValue }
    }

    /// The backlight level, clamped to 0...1 (NaN is ignored).
    public var brightness: Double {
        get { values.brightness }
        set {
            guard !newValue.isNaN else { return }
            values.brightness = min(max(newValue, 0), 1)
        }
    }

    /// Whether touches are drawn on screen.
    public var showsTouches: Bool {
        get { values.showsTouches }
        set { values.showsTouches = newValue }
    }

    /// The screen reader's mode.
    public var accessibilityMode: AccessibilityMode {
        get { values.accessibilityMode }
        set { values.accessibilityMode = newValue }
    }

    /// The screen reader's preferences.
    public var screenReader: ScreenReaderSettings {
        get { values.screenReader }
        set { values.screenReader = newValue }
    }

    /// The settings stored at `path`: the defaults when it is missing, or (after one error line
    /// on standard error) when it cannot be used.
    public init(path: String) {
        self.path = path
        values = Values()
        load()
    }

    /// Settings with `values` that will be saved to `path`, without reading it.
    public init(values: Values, path: String) {
        self.path = path
        self.values = values
    }

    private func load() {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileBytes.read(path, limit: FileLimit.settings)
        } catch {
            if error.isMissingFile { return }
            fail("\(path): \(error.reason)")
            return
        }
        do throws(RecordingError) {
            values = try Self.parse(bytes)
        } catch {
            fail("\(path) line \(error.line): " + Self.reason(error))
        }
    }

    private func fail(_ message: String) {
        loadError = message + "; using the default settings"
        fileNeedsBackup = true
        Console.error(loadError!)
    }

    private static func reason(_ error: RecordingError) -> String {
        if case .malformed(_, let reason) = error { return reason }
        return error.message
    }

    /// Writes the settings to `path` atomically, creating its directory when missing. A file
    /// that could not be loaded is first renamed to `PATH.bak`.
    public func save() throws(FileError) {
        let directory = FileBytes.directoryName(of: path)
        if directory != "." { try FileBytes.createDirectories(directory) }
        if fileNeedsBackup, FileBytes.isRegularFile(path) {
            try FileBytes.rename(path, to: path + ".bak")
        }
        try FileBytes.writeAtomically(Array(text.utf8), to: path)
        fileNeedsBackup = false
    }

    private func reportChanges(from old: Values) {
        guard let onChange else { return }
        if old.rotation != values.rotation { onChange(.rotation) }
        if old.scale != values.scale { onChange(.scale) }
        if old.appearance != values.appearance { onChange(.appearance) }
        if old.accent != values.accent { onChange(.accent) }
        if old.brightness != values.brightness { onChange(.brightness) }
        if old.showsTouches != values.showsTouches { onChange(.showTouches) }
        if old.accessibilityMode != values.accessibilityMode { onChange(.accessibility) }
        let (was, now) = (old.screenReader, values.screenReader)
        if was.loops != now.loops { onChange(.accessibilityLoop) }
        if was.verbosity != now.verbosity { onChange(.accessibilityVerbosity) }
        if was.speaksHints != now.speaksHints { onChange(.accessibilityHints) }
        if was.playsCues != now.playsCues { onChange(.accessibilityCues) }
        if was.enlargesTouchTargets != now.enlargesTouchTargets { onChange(.largerTouchTargets) }
        if was.rate != now.rate { onChange(.speechRate) }
        if was.volume != now.volume { onChange(.speechVolume) }
        if was.pitch != now.pitch { onChange(.speechPitch) }
        if was.voice != now.voice { onChange(.speechVoice) }
    }

    // MARK: The file's text

    /// The values in a settings file's text; errors carry the 1-based line number.
    public static func parse(_ bytes: [UInt8]) throws(RecordingError) -> Values {
        var values = Values()
        try TextScanner.forEachLine(bytes) { (text, lineNumber) throws(RecordingError) in
            var line = text
            if let comment = line.firstIndex(of: 0x23) { line = line[..<comment] }
            let fields = TextScanner.fields(line)
            if fields.isEmpty { return }
            guard fields.count == 3, fields[1].elementsEqual([0x3D]) else {
                throw .malformed(line: lineNumber, reason: "expected `key = value`")
            }
            let value = fields[2]
            guard let key = Key(rawValue: String(decoding: fields[0], as: UTF8.self)) else {
                throw .malformed(
                    line: lineNumber,
                    reason: "unknown key \(printable(fields[0])) (known: "
                        + Key.allCases.map { $0.rawValue }.joined(separator: ", ") + ")")
            }
            switch key {
            case .rotation:
                guard let degrees = TextScanner.int32(value), let rotation = DisplayRotation(degrees: Int(degrees)) else {
                    throw .malformed(line: lineNumber, reason: "rotation must be 0, 90, 180 or 270")
                }
                values.rotation = rotation
            case .scale:
                if value.elementsEqual("auto".utf8) {
                    values.scale = nil
                } else {
                    guard let scale = TextScanner.double(value), scale >= 0.5, scale <= 4 else {
                        throw .malformed(line: lineNumber, reason: "scale must be auto or a number from 0.5 to 4")
                    }
                    values.scale = scale
                }
            case .appearance:
                guard let appearance = AppearancePreference(text: String(decoding: value, as: UTF8.self)) else {
                    throw .malformed(line: lineNumber, reason: "appearance must be light, dark or automatic")
                }
                values.appearance = appearance
            case .accent:
                guard let accent = AccentColor(rawValue: String(decoding: value, as: UTF8.self)) else {
                    throw .malformed(line: lineNumber, reason: "accent must be blue, purple, pink or orange")
                }
                values.accent = accent
            case .brightness:
                guard let level = TextScanner.double(value), level >= 0, level <= 1 else {
                    throw .malformed(line: lineNumber, reason: "brightness must be a number from 0 to 1")
                }
                values.brightness = level
            case .accessibility:
                guard let mode = AccessibilityMode(text: String(decoding: value, as: UTF8.self)) else {
                    throw .malformed(line: lineNumber, reason: "accessibility must be off, containers or alert")
                }
                values.accessibilityMode = mode
            case .showTouches, .accessibilityLoop, .accessibilityHints, .accessibilityCues, .largerTouchTargets:
                let flag: Bool
                if value.elementsEqual("on".utf8) {
                    flag = true
                } else if value.elementsEqual("off".utf8) {
                    flag = false
                } else {
                    throw .malformed(line: lineNumber, reason: "\(key.rawValue) must be on or off")
                }
                switch key {
                case .showTouches: values.showsTouches = flag
                case .accessibilityLoop: values.screenReader.loops = flag
                case .accessibilityHints: values.screenReader.speaksHints = flag
                case .accessibilityCues: values.screenReader.playsCues = flag
                default: values.screenReader.enlargesTouchTargets = flag
                }
            case .accessibilityVerbosity:
                guard let verbosity = AccessibilityVerbosity(rawValue: String(decoding: value, as: UTF8.self)) else {
                    throw .malformed(line: lineNumber, reason: "accessibility-verbosity must be low, normal or high")
                }
                values.screenReader.verbosity = verbosity
            case .speechRate:
                guard let rate = TextScanner.int32(value), rate >= 80, rate <= 450 else {
                    throw .malformed(line: lineNumber, reason: "speech-rate must be a whole number from 80 to 450")
                }
                values.screenReader.rate = Int(rate)
            case .speechVolume, .speechPitch:
                guard let level = TextScanner.double(value), level >= 0, level <= 1 else {
                    throw .malformed(line: lineNumber, reason: "\(key.rawValue) must be a number from 0 to 1")
                }
                if key == .speechVolume { values.screenReader.volume = level } else { values.screenReader.pitch = level }
            case .speechVoice:
                // A voice name for espeak-ng: letters, digits and - _ + / only (it becomes a path).
                let allowed = value.allSatisfy { byte in
                    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                        || byte == 0x2D || byte == 0x5F || byte == 0x2B || byte == 0x2F
                }
                guard allowed, !value.isEmpty, value.count <= 40, !value.elementsEqual("..".utf8) else {
                    throw .malformed(line: lineNumber, reason: "speech-voice must be a voice name such as en or en-us")
                }
                values.screenReader.voice = String(decoding: value, as: UTF8.self)
            }
        }
        return values
    }

    /// The file's text for the current values.
    public var text: String { Self.text(values) }

    /// A settings file's text for `values`.
    public static func text(_ values: Values) -> String {
        "# Tactile settings (written by the Settings app)\n"
            + "rotation = \(values.rotation.degrees)\n"
            + "scale = \(values.scale.map { TextScanner.fixed($0, decimals: 2) } ?? "auto")\n"
            + "appearance = \(values.appearance.text)\n"
            + "accent = \(values.accent.rawValue)\n"
            + "brightness = \(TextScanner.fixed(values.brightness, decimals: 3))\n"
            + "show-touches = \(values.showsTouches ? "on" : "off")\n"
            + "accessibility = \(values.accessibilityMode.rawValue)\n"
            + "accessibility-loop = \(onOff(values.screenReader.loops))\n"
            + "accessibility-verbosity = \(values.screenReader.verbosity.rawValue)\n"
            + "accessibility-hints = \(onOff(values.screenReader.speaksHints))\n"
            + "accessibility-cues = \(onOff(values.screenReader.playsCues))\n"
            + "larger-touch-targets = \(onOff(values.screenReader.enlargesTouchTargets))\n"
            + "speech-rate = \(values.screenReader.rate)\n"
            + "speech-volume = \(TextScanner.fixed(values.screenReader.volume, decimals: 3))\n"
            + "speech-pitch = \(TextScanner.fixed(values.screenReader.pitch, decimals: 3))\n"
            + "speech-voice = \(values.screenReader.voice)\n"
    }

    /// The `scale` of the settings file at `path`; nil when it says `auto`, has none, or cannot
    /// be read (the launcher reports a bad file when it loads it). Read before the screen is
    /// made, as the scale cannot change while the program runs.
    public static func scale(inFileAt path: String) -> Double? {
        do throws(FileError) {
            let bytes = try FileBytes.read(path, limit: FileLimit.settings)
            do throws(RecordingError) { return try parse(bytes).scale } catch { return nil }
        } catch {
            return nil
        }
    }

    private static func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }

    /// A field for an error line: printable ASCII only and short, so that binary garbage cannot
    /// break the one line.
    private static func printable(_ field: ArraySlice<UInt8>) -> String {
        var bytes: [UInt8] = []
        for byte in field.prefix(24) { bytes.append(byte >= 0x20 && byte < 0x7F ? byte : 0x3F) }
        return String(decoding: bytes, as: UTF8.self) + (field.count > 24 ? "…" : "")
    }
}
