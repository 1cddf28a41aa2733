import Input
import Platform
import Raster
import System
import Tactile

/// The device's settings, kept in one file (`RuntimeOptions.settingsPath`, `--settings PATH`):
///
/// ```
/// # Tactile settings
/// rotation = 90
/// brightness = 0.75
/// show-touches = on
/// accessibility = off
/// ```
///
/// `rotation` is the display rotation in degrees clockwise (0, 90, 180, 270); `brightness` the
/// backlight level 0...1; `show-touches` draws the fingers on screen; `accessibility` is the
/// accessibility mode, in which system gestures take one finger more. A missing key keeps its
/// default. The Settings app (`SettingsViewController`) changes these; whoever applies them
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
        case rotation
        case brightness
        case showTouches = "show-touches"
        case accessibility
    }

    /// Every setting's value.
    public struct Values: Equatable, Sendable {
        /// How the picture is turned on the panel.
        public var rotation: DisplayRotation = .none
        /// The backlight level, 0...1.
        public var brightness = 1.0
        /// Whether touches are drawn on screen.
        public var showsTouches = false
        /// Whether the accessibility mode is on.
        public var isAccessibilityModeEnabled = false

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

    /// Whether the accessibility mode is on (system gestures take one finger more).
    public var isAccessibilityModeEnabled: Bool {
        get { values.isAccessibilityModeEnabled }
        set { values.isAccessibilityModeEnabled = newValue }
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
        if old.brightness != values.brightness { onChange(.brightness) }
        if old.showsTouches != values.showsTouches { onChange(.showTouches) }
        if old.isAccessibilityModeEnabled != values.isAccessibilityModeEnabled { onChange(.accessibility) }
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
                throw .malformed(line: lineNumber, reason: "unknown key \(printable(fields[0])) (known: "
                    + Key.allCases.map { $0.rawValue }.joined(separator: ", ") + ")")
            }
            switch key {
            case .rotation:
                guard let degrees = TextScanner.int32(value), let rotation = DisplayRotation(degrees: Int(degrees)) else {
                    throw .malformed(line: lineNumber, reason: "rotation must be 0, 90, 180 or 270")
                }
                values.rotation = rotation
            case .brightness:
                guard let level = TextScanner.double(value), level >= 0, level <= 1 else {
                    throw .malformed(line: lineNumber, reason: "brightness must be a number from 0 to 1")
                }
                values.brightness = level
            case .showTouches, .accessibility:
                let flag: Bool
                if value.elementsEqual("on".utf8) { flag = true }
                else if value.elementsEqual("off".utf8) { flag = false }
                else { throw .malformed(line: lineNumber, reason: "\(key.rawValue) must be on or off") }
                if key == .showTouches { values.showsTouches = flag } else { values.isAccessibilityModeEnabled = flag }
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
            + "brightness = \(TextScanner.fixed(values.brightness, decimals: 3))\n"
            + "show-touches = \(values.showsTouches ? "on" : "off")\n"
            + "accessibility = \(values.isAccessibilityModeEnabled ? "on" : "off")\n"
    }

    /// A field for an error line: printable ASCII only and short, so that binary garbage cannot
    /// break the one line.
    private static func printable(_ field: ArraySlice<UInt8>) -> String {
        var bytes: [UInt8] = []
        for byte in field.prefix(24) { bytes.append(byte >= 0x20 && byte < 0x7F ? byte : 0x3F) }
        return String(decoding: bytes, as: UTF8.self) + (field.count > 24 ? "…" : "")
    }
}
