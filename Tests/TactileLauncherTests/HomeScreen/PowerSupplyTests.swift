import CTactileLinux
import TactilePlatform
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileLauncher

/// A fake `/sys/class/power_supply` under /tmp.
final class FakeSysfs {
    let path: String

    init(_ name: String) throws {
        path = "/tmp/tactile-power-" + name + "-" + String(getpid())
        mkdir(path, 0o755)
    }

    func supply(_ name: String, type: String?, capacity: String? = nil, status: String? = nil) throws {
        let directory = path + "/" + name
        mkdir(directory, 0o755)
        for (file, contents) in [("type", type), ("capacity", capacity), ("status", status)] {
            if let contents {
                try FileBytes.write(Array(contents.utf8), to: directory + "/" + file)
            } else {
                unlink(directory + "/" + file)
            }
        }
    }
}

@Suite struct PowerSupplyTests {
    @Test func aBatteryIsRead() throws {
        let root = try FakeSysfs("read")
        try root.supply("AC", type: "Mains\n")
        try root.supply("BAT0", type: "Battery\n", capacity: "87\n", status: "Charging\n")
        #expect(PowerSupply(root: root.path).battery() == PowerSupply.Battery(level: 87, isCharging: true))
    }

    @Test func noBatteryNoTree() throws {
        #expect(PowerSupply(root: "/nonexistent/power_supply").battery() == nil)
        let root = try FakeSysfs("mains")
        try root.supply("AC", type: "Mains", capacity: "100")
        try root.supply("usb", type: "USB")
        #expect(PowerSupply(root: root.path).battery() == nil)
    }

    @Test func hostileContents() throws {
        // Garbage, exponent forms, empty, only signs: no battery; out of range: clamped.
        for text in ["abc", "1e9", "", "\n", "-", "4 2", "87%", "0x40", "\u{0}\u{0}"] {
            #expect(PowerSupply.parse(capacity: text.trimmingForTest, status: "Full") == nil, "\(text)")
        }
        #expect(PowerSupply.parse(capacity: "-5", status: nil) == PowerSupply.Battery(level: 0, isCharging: false))
        #expect(PowerSupply.parse(capacity: "1000000000", status: "Charging") == PowerSupply.Battery(level: 100, isCharging: true))
        #expect(PowerSupply.parse(capacity: "99999999999999999999999999999", status: nil)?.level == 100)
        #expect(PowerSupply.parse(capacity: nil, status: "Charging") == nil)
        #expect(PowerSupply.parse(capacity: "50", status: "Not charging") == PowerSupply.Battery(level: 50, isCharging: false))

        // Through files: a garbage battery is skipped for a good one after it; a missing
        // capacity or a directory in place of the file hides it.
        let root = try FakeSysfs("hostile")
        try root.supply("BAT0", type: "Battery", capacity: "1e9", status: "Charging")
        try root.supply("BAT1", type: "Battery", capacity: " 64 \n", status: "Discharging")
        #expect(PowerSupply(root: root.path).battery() == PowerSupply.Battery(level: 64, isCharging: false))
        try root.supply("BAT1", type: "Battery", capacity: nil)
        mkdir(root.path + "/BAT1/capacity", 0o755)
        #expect(PowerSupply(root: root.path).battery() == nil)
        var huge = [UInt8](repeating: UInt8(ascii: "9"), count: 10_000)
        huge[0] = UInt8(ascii: "5")
        try FileBytes.write(huge, to: root.path + "/BAT0/capacity")
        #expect(PowerSupply(root: root.path).battery() == nil)
    }
}

extension String {
    /// The text without surrounding white space, as the reader sees a file's contents.
    fileprivate var trimmingForTest: String {
        var bytes = Array(utf8)
        while let last = bytes.last, last == 0x0A || last == 0x20 || last == 0 { bytes.removeLast() }
        while let first = bytes.first, first == 0x0A || first == 0x20 || first == 0 { bytes.removeFirst() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
