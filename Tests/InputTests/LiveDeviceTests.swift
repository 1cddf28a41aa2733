import Foundation
import Testing
@testable import Input

/// The live evdev path, end to end through the kernel: a uinput device made from a recording's
/// description, the recording's events written into it, read back through libevdev by an
/// `InputDevice` exactly as the runtime reads a touchscreen. Skipped where /dev/uinput is not
/// writable (containers, CI without the uinput module).
@Suite struct LiveDeviceTests {
    @Test(.enabled(if: UInputDevice.isAvailable, "needs a writable /dev/uinput"))
    func uinputReplayReadsBackLikeTheRecording() throws {
        let recording = try EvemuFormat.read(path: Fixtures.path("Atmel maXTouch Touchscreen.2-fingers-touch-release.events"))
        let virtual = try UInputDevice(description: try #require(recording.description))
        usleep(200_000)  // let the kernel and udev create the node
        let tracker = TouchTracker()
        let device = try InputDevice.open(path: virtual.devicePath, id: 1, tracker: tracker, screen: (800, 480))
        #expect(device.description.name == "Atmel maXTouch Touchscreen")
        #expect(device.description.touchProtocol == .slots(slotCount: 10))
        for event in recording.events { try virtual.write(event) }
        usleep(100_000)
        #expect(device.handleReadable() == .ok)
        let live = tracker.takeRecords()
        let replayed = try replayRecords(recording, width: 800, height: 480)
        #expect(live.map(\.phase) == replayed.filter { $0.phase != .cancelled }.map(\.phase))
        #expect(live.map(\.location) == replayed.filter { $0.phase != .cancelled }.map(\.location))
    }

    @Test func missingDeviceNodeIsAnError() {
        #expect(throws: InputError.self) {
            _ = try InputDevice.open(path: "/dev/input/event-does-not-exist", id: 1, tracker: TouchTracker(), screen: (1, 1))
        }
    }

    @Test func aRegularFileIsNotAnInputDevice() throws {
        let path = Fixtures.path("LICENSE")
        #expect(throws: InputError.self) { _ = try EvdevHandle(path: path) }
    }

    @Test func discoveryOfAMissingDirectoryIsEmpty() {
        #expect(DeviceDiscovery.eventNodes(in: "/nonexistent-input-directory").isEmpty)
    }

    @Test func selectionsParse() throws {
        let parsed = try InputSelection.parse(arguments: ["--input", "replay:a b,c.events", "--size", "10x10",
                                                          "--input-description", "d, e.desc", "--input", "name:Atmel"])
        #expect(parsed.selections == [.replay(events: "a b,c.events", description: "d, e.desc"), .name("Atmel")])
        #expect(parsed.rest == ["--size", "10x10"])
        #expect(try InputSelection.parse(arguments: []).selections == [.automatic])
        #expect(throws: InputError.self) { _ = try InputSelection.parse(arguments: ["--input", "usb"]) }
        #expect(throws: InputError.self) { _ = try InputSelection.parse(arguments: ["--input-description", "x.desc"]) }
        #expect(DeviceDiscovery.contains("Atmel maXTouch Touchscreen", "maXTouch"))
        #expect(!DeviceDiscovery.contains("Atmel", "maXTouch"))
    }

    @Test func hotplugMonitorSeesNodesAppearAndDisappear() throws {
        let directory = NSTemporaryDirectory() + "tactile-hotplug-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let monitor = try DeviceMonitor(directory: directory)
        #expect(monitor.handleReadable().isEmpty)
        FileManager.default.createFile(atPath: directory + "/event7", contents: nil)
        FileManager.default.createFile(atPath: directory + "/mouse0", contents: nil)
        try FileManager.default.removeItem(atPath: directory + "/event7")
        let changes = monitor.handleReadable()
        #expect(changes.first == .appeared(path: directory + "/event7"))
        #expect(changes.last == .disappeared(path: directory + "/event7"))
        #expect(!changes.contains(.appeared(path: directory + "/mouse0")))
    }
}
