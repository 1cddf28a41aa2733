import CTactileLinux
import TactileSystem

/// The device's battery as the kernel reports it under `/sys/class/power_supply`: each
/// supply is a directory with a `type` file ("Battery", "Mains", "USB"…); a battery has a
/// `capacity` (percent) and a `status` ("Charging", "Discharging", "Full", "Not charging").
///
/// Reading is cheap (three small files) and done when asked, never polled. Contents are
/// trusted for nothing: a capacity that is not a whole number hides the battery, one outside
/// 0…100 is clamped, unreadable or oversized files count as missing.
public struct PowerSupply: Sendable {
    /// What a battery reports.
    public struct Battery: Equatable, Sendable {
        /// The charge in percent, 0…100.
        public var level: Int
        /// Whether it is being charged (status "Charging").
        public var isCharging: Bool

        /// Creates a battery reading of `level` percent.
        public init(level: Int, isCharging: Bool) {
            self.level = level
            self.isCharging = isCharging
        }
    }

    /// The directory holding one directory per supply.
    public var root: String

    /// A reader of the supplies under `root` (a fake tree in tests).
    public init(root: String = "/sys/class/power_supply") {
        self.root = root
    }

    /// The first battery (by directory name) with a usable capacity; nil when there is none.
    public func battery() -> Battery? {
        for name in PowerSupply.entries(of: root) {
            let directory = root + "/" + name
            guard let type = PowerSupply.text(directory + "/type"), type == "Battery" else { continue }
            let capacity = PowerSupply.text(directory + "/capacity")
            let status = PowerSupply.text(directory + "/status")
            if let battery = PowerSupply.parse(capacity: capacity, status: status) { return battery }
        }
        return nil
    }

    /// A battery from the trimmed contents of its `capacity` and `status` files: nil when the
    /// capacity is missing or not a whole number; the level clamped to 0…100.
    public static func parse(capacity: String?, status: String?) -> Battery? {
        guard let capacity, let level = wholeNumber(capacity) else { return nil }
        return Battery(level: Swift.min(Swift.max(level, 0), 100), isCharging: status == "Charging")
    }

    /// An optional sign and digits; a number too long for an Int (32 or 64 bits) stops growing
    /// once past a tenth of `Int.max`, which is still "more than 100".
    static func wholeNumber(_ text: String) -> Int? {
        var bytes = Array(text.utf8)[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            // Saturate: a huge number is simply "more than 100".
            if value < Int.max / 10 { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
        }
        return negative ? -value : value
    }

    /// The names in `directory` other than "." and "..", sorted; empty when it cannot be read.
    private static func entries(of directory: String) -> [String] {
        DirectoryListing.names(in: directory) ?? []
    }

    /// A sysfs attribute's contents without surrounding white space; nil when unreadable or
    /// longer than a page (sysfs attributes never are).
    private static func text(_ path: String) -> String? {
        guard let bytes = try? FileBytes.read(path, limit: 4096) else { return nil }
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0
    }
}
