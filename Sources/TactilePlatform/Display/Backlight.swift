import CTactileLinux
import TactileSystem

/// The panel's backlight through sysfs (`/sys/class/backlight/NAME/`): `max_brightness` gives
/// the number of steps, `brightness` the current one. Levels are fractions 0...1 of the maximum;
/// setting one never goes below one step, so a slider at its end dims the screen without turning
/// it black.
public final class Backlight {
    /// The device's directory, such as `/sys/class/backlight/rpi_backlight`.
    public let directory: String
    /// The highest step (`max_brightness`), at least 1.
    public let maximumLevel: Int

    /// The first backlight (by name) under `root`, or nil when there is none or it cannot be
    /// read. `root` is for tests.
    public convenience init?(root: String = "/sys/class/backlight") {
        guard let names = DirectoryListing.names(in: root) else { return nil }
        for name in names where !name.hasPrefix(".") {
            if let level = Self.readNumber(root + "/" + name + "/max_brightness"), level > 0 {
                self.init(directory: root + "/" + name, maximumLevel: level)
                return
            }
        }
        return nil
    }

    private init(directory: String, maximumLevel: Int) {
        self.directory = directory
        self.maximumLevel = maximumLevel
    }

    /// The current step (`brightness`), nil when it cannot be read.
    public var level: Int? { Self.readNumber(directory + "/brightness").map { min(max($0, 0), maximumLevel) } }

    /// The current level as a fraction of the maximum, nil when it cannot be read.
    public var brightness: Double? { level.map { Double($0) / Double(maximumLevel) } }

    /// Sets the level to `fraction` (clamped to 0...1, NaN counts as 0) of the maximum, rounded
    /// to the nearest step and at least one step.
    public func setBrightness(_ fraction: Double) throws(FileError) {
        let value = Self.level(for: fraction, maximum: maximumLevel)
        let path = directory + "/brightness"
        // An attribute is written in place: sysfs files are never created or replaced.
        let fd = tl_open(path, O_WRONLY | O_TRUNC | O_NONBLOCK)
        if fd < 0 { throw FileError(path: path, problem: .system(errno: tl_errno())) }
        let text = Array("\(value)\n".utf8)
        var failure = text.withUnsafeBytes { FileBytes.write($0, to: fd) }
        if close(fd) != 0, failure == 0 { failure = tl_errno() }
        if failure != 0 { throw FileError(path: path, problem: .system(errno: failure)) }
    }

    /// The step for `fraction` of `maximum`: rounded, clamped to 1...maximum.
    public static func level(for fraction: Double, maximum: Int) -> Int {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return min(max(Int((clamped * Double(maximum)).rounded()), 1), max(maximum, 1))
    }

    /// A decimal number alone in a small file ("255\n"), nil otherwise.
    static func readNumber(_ path: String) -> Int? {
        guard let bytes = try? FileBytes.read(path, limit: 64) else { return nil }
        var value = 0
        var digits = 0
        for byte in bytes {
            if byte >= 0x30, byte <= 0x39, digits < 9 {
                value = value * 10 + Int(byte - 0x30)
                digits += 1
            } else if byte == 0x0A || byte == 0x20, digits > 0 {
                break
            } else {
                return nil
            }
        }
        return digits > 0 ? value : nil
    }
}
