import CTactileLinux
import TactileRaster
import TactileSystem

/// All input devices of a program run: opened from the `--input` selections, kept up to date
/// with hotplug, and driven by the caller's run loop (`fileDescriptors` to poll,
/// `handleReadable`, and `advanceReplays` for recordings). Records collect in `tracker`.
public final class InputManager {
    /// The tracker every device's touch and key records collect in.
    public let tracker: TouchTracker
    /// The devices open now.
    public private(set) var devices: [InputDevice] = []
    /// The `--input` selections the devices were chosen by.
    public let selections: [InputSelection]
    /// The hotplug monitor, or nil when hotplug is not watched or could not be.
    public private(set) var monitor: DeviceMonitor?
    /// The screen's size in points, in the UI's orientation.
    public private(set) var screen: (width: Double, height: Double)
    /// The calibration every device's touches are mapped with (`configure` changes it).
    public private(set) var calibration: CalibrationMatrix
    /// The display rotation every device's touches are mapped with (`configure` changes it).
    public private(set) var rotation: DisplayRotation
    /// Human-readable notes about devices added and removed, until taken.
    public private(set) var messages: [String] = []
    private var nextDeviceID = 1

    /// Opens the selected devices. Live selections that match nothing are not an error (a
    /// device may be plugged in later) unless it is an explicit `evdev:PATH` that cannot be
    /// opened; replays that cannot be read are errors.
    public init(
        selections: [InputSelection], screen: (width: Double, height: Double),
        calibration: CalibrationMatrix = .identity, rotation: DisplayRotation = .none,
        tracker: TouchTracker = TouchTracker(), watchHotplug: Bool = true,
        directory: String = "/dev/input"
    ) throws(InputError) {
        self.tracker = tracker
        self.selections = selections
        self.screen = screen
        self.calibration = calibration
        self.rotation = rotation
        var wantsLive = false
        for selection in selections {
            switch selection {
            case .replay(let events, let description):
                let recording: Recording
                do throws(RecordingError) {
                    recording = try EvemuFormat.read(eventsPath: events, descriptionPath: description)
                } catch {
                    throw .recording(path: events, error)
                }
                devices.append(
                    try InputDevice.replay(
                        recording, path: events, id: takeID(), tracker: tracker,
                        screen: screen, calibration: calibration, rotation: rotation))
                if let problem = recording.description?.touchProblem { messages.append("input: \(events): \(problem)") }
            case .evdev(let path):
                wantsLive = true
                devices.append(
                    try InputDevice.open(
                        path: path, id: takeID(), tracker: tracker, screen: screen,
                        calibration: calibration, rotation: rotation))
            case .automatic, .name:
                wantsLive = true
                scan(directory: directory)
            }
        }
        if wantsLive, watchHotplug {
            do throws(InputError) { monitor = try DeviceMonitor(directory: directory) } catch {
                messages.append("input: no hotplug (\(error.message))")
            }
        }
    }

    private func takeID() -> Int {
        defer { nextDeviceID += 1 }
        return nextDeviceID
    }

    /// Opens every node of `directory` that a selection wants and that is not open yet.
    public func scan(directory: String = "/dev/input") {
        for path in DeviceDiscovery.eventNodes(in: directory) { consider(path: path) }
    }

    private func consider(path: String) {
        guard !devices.contains(where: { $0.path == path }) else { return }
        let handle: EvdevHandle
        do throws(InputError) { handle = try EvdevHandle(path: path) } catch { return }
        let description = handle.description
        guard selections.contains(where: { DeviceDiscovery.matches(description, path: path, selection: $0) }) else { return }
        let device = InputDevice(
            id: takeID(), description: description, source: .evdev(handle), tracker: tracker,
            mapping: ScreenMapping(
                device: description, width: screen.width, height: screen.height,
                calibration: calibration, rotation: rotation))
        devices.append(device)
        messages.append("input: \(path) \"\(description.name)\" (\(DeviceSummary.kind(of: description)))")
    }

    /// Descriptors to poll for reading: each live device and the hotplug monitor.
    public var fileDescriptors: [Int32] {
        var result = devices.compactMap { $0.fileDescriptor }
        if let monitor { result.append(monitor.fileDescriptor) }
        return result
    }

    /// Handles a readable descriptor from `fileDescriptors`.
    public func handleReadable(fileDescriptor: Int32) {
        if let monitor, monitor.fileDescriptor == fileDescriptor {
            for change in monitor.handleReadable() {
                switch change {
                case .appeared(let path): consider(path: path)
                case .disappeared(let path):
                    if let device = devices.first(where: { $0.path == path }) { remove(device, reason: "removed") }
                case .overflow: scan(directory: monitor.directory)
                }
            }
            return
        }
        guard let device = devices.first(where: { $0.fileDescriptor == fileDescriptor }) else { return }
        if case .removed(let code) = device.handleReadable() {
            remove(device, reason: SystemErrorText.describe(code))
        }
    }

    private func remove(_ device: InputDevice, reason: String) {
        // Live event times are CLOCK_MONOTONIC (set when opened), so "now" is on the same clock.
        tracker.cancelAll(deviceID: device.id, time: max(device.lastEventTime, tl_monotonic_ns() / 1000))
        devices.removeAll { $0 === device }
        messages.append("input: \(device.path) gone (\(reason))")
    }

    /// Replays, for real-time playback: the time from the start of the recordings (µs) at which
    /// the next replayed event is due, or nil when no replay has events left.
    public var nextReplayOffset: Int64? {
        var earliest: Int64?
        for device in devices {
            guard case .replay(let cursor) = device.source, let next = cursor.nextEventTime else { continue }
            let offset = next - cursor.startTime
            earliest = min(earliest ?? offset, offset)
        }
        return earliest
    }

    /// Plays every replay up to `elapsed` µs after its first event. Replays that finish cancel
    /// the touches still down and are dropped.
    public func advanceReplays(elapsed: Int64) {
        for device in devices {
            guard case .replay(let cursor) = device.source else { continue }
            if device.advance(through: cursor.startTime + elapsed) == .finished {
                device.replayToEnd()
                devices.removeAll { $0 === device }
                messages.append("input: replay \(device.path) finished")
            }
        }
    }

    /// Plays every replay to its end at once (virtual time).
    public func replayAllToEnd() { advanceReplays(elapsed: Int64.max / 2) }

    /// Whether any replay is still playing.
    public var hasReplays: Bool {
        devices.contains { if case .replay = $0.source { return true } else { return false } }
    }

    /// Changes the screen, calibration or rotation for every device.
    public func configure(screen: (width: Double, height: Double), calibration: CalibrationMatrix, rotation: DisplayRotation) {
        self.screen = screen
        self.calibration = calibration
        self.rotation = rotation
        for device in devices {
            device.mapping = ScreenMapping(
                device: device.description, width: screen.width, height: screen.height,
                calibration: calibration, rotation: rotation)
        }
    }

    /// Returns and clears the device notes.
    public func takeMessages() -> [String] {
        let taken = messages
        messages.removeAll()
        return taken
    }
}

/// Short descriptions of devices for logs.
public enum DeviceSummary {
    /// A comma-separated summary of how a device reports touches and what keys it has, or `unused`.
    public static func kind(of description: DeviceDescription) -> String {
        var parts: [String] = []
        switch description.touchProtocol {
        case .slots(let count): parts.append("multitouch, \(count) slots")
        case .anonymousContacts: parts.append("multitouch protocol A")
        case .singleTouch: parts.append("single touch")
        case .none: break
        }
        if !description.isTouchscreen, description.touchProtocol != .none { parts.append("not a touchscreen") }
        if description.hasHardwareKeys { parts.append("keys") }
        if description.isKeyboard { parts.append("keyboard") }
        if let problem = description.touchProblem { parts.append(problem) }
        return parts.isEmpty ? "unused" : parts.joined(separator: ", ")
    }
}
