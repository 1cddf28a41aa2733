import CTactileLinux
import TactileRaster
import TactileSystem

/// The input configuration file, read at start and written by `tactile calibrate`:
///
/// ```
/// # comments
/// calibration = 1.02 0.01 -0.012 0 0.98 0.007
/// rotation = 90
/// ```
///
/// `calibration` holds the six values of libinput's LIBINPUT_CALIBRATION_MATRIX (see
/// `CalibrationMatrix`), which must pass its sanity checks (`CalibrationMatrix.problem`); `rotation` (optional) is the display rotation in degrees clockwise.
public struct InputConfiguration: Equatable, Sendable {
    /// The calibration matrix from the `calibration` line; identity when the file has none.
    public var calibration: CalibrationMatrix = .identity
    /// The display rotation from the `rotation` line; nil when the file has none.
    public var rotation: DisplayRotation?

    /// Creates a configuration with `calibration` and an optional `rotation`.
    public init(calibration: CalibrationMatrix = .identity, rotation: DisplayRotation? = nil) {
        self.calibration = calibration
        self.rotation = rotation
    }

    /// Parses the file's text; errors carry the line number.
    public static func parse(_ bytes: [UInt8]) throws(RecordingError) -> InputConfiguration {
        var configuration = InputConfiguration()
        try TextScanner.forEachLine(bytes) { (text, lineNumber) throws(RecordingError) in
            var line = text
            if let comment = line.firstIndex(of: 0x23) { line = line[..<comment] }
            let fields = TextScanner.fields(line)
            if fields.isEmpty { return }
            guard fields.count >= 3, fields[1].elementsEqual([0x3D]) else {
                throw .malformed(line: lineNumber, reason: "expected `key = value`")
            }
            let key = String(decoding: fields[0], as: UTF8.self)
            let values = Array(fields[2...])
            switch key {
            case "calibration":
                var numbers: [Double] = []
                for value in values {
                    guard let number = TextScanner.double(value) else {
                        throw .malformed(line: lineNumber, reason: "calibration values must be numbers")
                    }
                    numbers.append(number)
                }
                guard numbers.count == 6 else {
                    throw .malformed(line: lineNumber, reason: "calibration needs six numbers a b c d e f")
                }
                let matrix = CalibrationMatrix(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
                if let problem = matrix.problem { throw .malformed(line: lineNumber, reason: problem) }
                configuration.calibration = matrix
            case "rotation":
                guard values.count == 1, let degrees = TextScanner.int32(values[0]),
                    let rotation = DisplayRotation(degrees: Int(degrees))
                else {
                    throw .malformed(line: lineNumber, reason: "rotation must be 0, 90, 180 or 270")
                }
                configuration.rotation = rotation
            default:
                throw .malformed(line: lineNumber, reason: "unknown key \(key) (known: calibration, rotation)")
            }
        }
        return configuration
    }

    /// Reads the file; a missing file gives the default configuration.
    public static func read(path: String) throws(RecordingError) -> InputConfiguration {
        let bytes: [UInt8]
        do throws(FileError) { bytes = try FileBytes.read(path, limit: .inputConfiguration, regularFilesOnly: false) } catch {
            if error.problem == .system(errno: ENOENT) { return InputConfiguration() }
            throw .unreadable(path: path, reason: error.reason)
        }
        return try parse(bytes)
    }

    /// The file's text.
    public var text: String {
        var text = "# Tactile input configuration (written by tactile calibrate)\n"
        text += "# calibration: libinput calibration matrix a b c d e f, normalised device -> screen\n"
        text += "calibration = " + calibration.values.map { "\($0)" }.joined(separator: " ") + "\n"
        if let rotation { text += "rotation = \(rotation.rawValue)\n" }
        return text
    }

    /// Writes the file.
    public func write(path: String) throws(FileError) {
        try FileBytes.write(Array(text.utf8), to: path)
    }
}
