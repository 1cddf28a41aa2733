import CTactileLinux
import TactilePlatform
import TactileSystem
import Testing

/// A fake /sys/class/backlight in /tmp.
@Suite struct BacklightTests {
    private let root = "/tmp/tactile-backlight-\(getpid())-\(Int.random(in: 0..<1_000_000))"

    private func make(_ name: String, maximum: String?, level: String?) {
        mkdir(root, 0o755)
        mkdir(root + "/" + name, 0o755)
        if let maximum { try? FileBytes.write(Array(maximum.utf8), to: root + "/" + name + "/max_brightness") }
        if let level { try? FileBytes.write(Array(level.utf8), to: root + "/" + name + "/brightness") }
    }

    private func clean(_ names: [String]) {
        for name in names {
            unlink(root + "/" + name + "/max_brightness")
            unlink(root + "/" + name + "/brightness")
            rmdir(root + "/" + name)
        }
        rmdir(root)
    }

    @Test func noneWithoutADevice() {
        #expect(Backlight(root: root) == nil)  // no directory
        make("panel", maximum: "0\n", level: "0\n")  // no steps: not a usable backlight
        defer { clean(["panel"]) }
        #expect(Backlight(root: root) == nil)
    }

    @Test func readsTheFirstDeviceByName() throws {
        make("b-second", maximum: "100\n", level: "50\n")
        make("a-first", maximum: "255\n", level: "51\n")
        defer { clean(["a-first", "b-second"]) }
        let backlight = try #require(Backlight(root: root))
        #expect(backlight.directory == root + "/a-first")
        #expect(backlight.maximumLevel == 255)
        #expect(backlight.level == 51)
        #expect(backlight.brightness == 0.2)  // 51 / 255
    }

    @Test func writesFractionsAsStepsNeverZero() throws {
        make("panel", maximum: "255\n", level: "255\n")
        defer { clean(["panel"]) }
        let backlight = try #require(Backlight(root: root))
        try backlight.setBrightness(0.5)  // 127.5 rounds to 128
        #expect(try FileBytes.read(root + "/panel/brightness") == Array("128\n".utf8))
        try backlight.setBrightness(0)
        #expect(backlight.level == 1)
        try backlight.setBrightness(-3)
        #expect(backlight.level == 1)
        try backlight.setBrightness(.nan)
        #expect(backlight.level == 1)
        try backlight.setBrightness(7)
        #expect(backlight.level == 255)
        try backlight.setBrightness(.infinity)
        #expect(backlight.level == 255)
    }

    @Test func stepsForFractions() {
        #expect(Backlight.level(for: 0.5, maximum: 10) == 5)
        #expect(Backlight.level(for: 0.04, maximum: 10) == 1)  // 0.4 rounds to 0, kept at one step
        #expect(Backlight.level(for: 0.26, maximum: 10) == 3)
        #expect(Backlight.level(for: 1, maximum: 1) == 1)
        #expect(Backlight.level(for: 0, maximum: 1) == 1)
    }

    @Test func garbageIsNotANumber() {
        make("panel", maximum: "25x\n", level: "1\n")
        defer { clean(["panel"]) }
        #expect(Backlight(root: root) == nil)
    }
}
