import Foundation
import Testing

@testable import TactileInput

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

    @Test(.enabled(if: UInputDevice.isAvailable, "needs a writable /dev/uinput"))
    func kernelBufferOverflowCancelsThroughLibevdevSync() throws {
        let panel = try #require(try parseEvemu(tenSlotPanel).description)
        let virtual = try UInputDevice(description: panel)
        usleep(200_000)
        let tracker = TouchTracker()
        let device = try InputDevice.open(path: virtual.devicePath, id: 1, tracker: tracker, screen: (1024, 600))
        func send(_ code: UInt16, _ value: Int32, type: UInt16 = EventType.absolute) throws {
            try virtual.write(RawInputEvent(time: 0, type: type, code: code, value: value))
        }
        try send(EventCode.multitouchSlot, 0)
        try send(EventCode.multitouchTrackingID, 1)
        try send(EventCode.multitouchPositionX, 100)
        try send(EventCode.multitouchPositionY, 100)
        try send(EventCode.report, 0, type: EventType.synchronization)
        usleep(50_000)
        #expect(device.handleReadable() == .ok)
        #expect(tracker.takeRecords().map(\.phase) == [.began])
        // Far more moves than the kernel's client buffer holds, unread: the kernel drops them
        // and queues SYN_DROPPED. Meanwhile finger 1 lifts and finger 2 lands in slot 1.
        for step in 0..<4000 {
            try send(EventCode.multitouchPositionX, Int32(101 + step % 500))
            try send(EventCode.report, 0, type: EventType.synchronization)
        }
        try send(EventCode.multitouchTrackingID, -1)
        try send(EventCode.multitouchSlot, 1)
        try send(EventCode.multitouchTrackingID, 2)
        try send(EventCode.multitouchPositionX, 500)
        try send(EventCode.multitouchPositionY, 300)
        try send(EventCode.report, 0, type: EventType.synchronization)
        usleep(50_000)
        #expect(device.handleReadable() == .ok)
        let records = tracker.takeRecords()
        let first = records.filter { $0.id == 1 }
        #expect(first.last?.phase == .cancelled)
        #expect(!first.contains { $0.phase == .ended })
        let second = records.filter { $0.id != 1 }
        #expect(second.first?.phase == .began)
        #expect(second.first?.location == TouchLocation(x: 500, y: 300))
        #expect(tracker.activeTouchCount == 1)
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
        let parsed = try InputSelection.parse(arguments: [
            "--input", "replay:a b,c.events", "--size", "10x10",
            "--input-description", "d, e.desc", "--input", "name:Atmel"
        ])
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
        #expect(FileManager.default.createFile(atPath: directory + "/event7", contents: nil))
        #expect(FileManager.default.createFile(atPath: directory + "/mouse0", contents: nil))
        try FileManager.default.removeItem(atPath: directory + "/event7")
        let changes = monitor.handleReadable()
        #expect(changes.first == .appeared(path: directory + "/event7"))
        #expect(changes.last == .disappeared(path: directory + "/event7"))
        #expect(!changes.contains(.appeared(path: directory + "/mouse0")))
    }
}
