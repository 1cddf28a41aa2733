import CTactileLinux
import TactileRaster

/// Where a device's raw events come from: a live evdev node or a recording. Both go through the
/// same decoding and tracking, so a replay behaves exactly like the device it was recorded from.
public enum EventSource {
    /// A live evdev device node.
    case evdev(EvdevHandle)
    /// A recording played back.
    case replay(ReplayCursor)
}

/// What happened when a device was read.
public enum DeviceStatus: Equatable {
    /// Events (if any) were handled; the device stays.
    case ok
    /// The device disappeared or failed (errno); its touches were cancelled. Drop it.
    case removed(Int32)
    /// A replay played its last event.
    case finished
}

/// One input device: its description, its event source, and the decoder that turns its events
/// into contact frames for the shared `TouchTracker`.
public final class InputDevice {
    /// Unique among the devices of one program run.
    public let id: Int
    /// What the device is and which events it can send.
    public let description: DeviceDescription
    /// Where its raw events come from.
    public let source: EventSource
    /// The tracker its contact frames go to, shared by all devices.
    public let tracker: TouchTracker
    /// Where its contacts land on the screen; change it when the screen or calibration changes.
    public var mapping: ScreenMapping?
    /// The decoder that turns its raw events into contact frames.
    public private(set) var decoder: ContactDecoder
    /// The last event time seen (µs), for cancelling at the right moment.
    public private(set) var lastEventTime: Int64 = 0
    /// Every raw event seen, when set (used by `tactile record`).
    public var rawEventObserver: ((RawInputEvent) -> Void)?

    /// Creates a device; a live node's contacts already down are adopted as cancelled.
    public init(
        id: Int, description: DeviceDescription, source: EventSource, tracker: TouchTracker,
        mapping: ScreenMapping?
    ) {
        self.id = id
        self.description = description
        self.source = source
        self.tracker = tracker
        self.mapping = mapping
        self.decoder = ContactDecoder(description: description)
        if case .evdev(let handle) = source, case .slots = decoder.touchProtocol {
            let state = handle.slotState
            decoder.adoptExistingContacts(trackingIDs: state.trackingIDs, currentSlot: state.currentSlot)
        }
    }

    /// Opens a live device node.
    public static func open(
        path: String, id: Int, tracker: TouchTracker,
        screen: (width: Double, height: Double), calibration: CalibrationMatrix = .identity,
        rotation: DisplayRotation = .none
    ) throws(InputError) -> InputDevice {
        let handle = try EvdevHandle(path: path)
        let description = handle.description
        return InputDevice(
            id: id, description: description, source: .evdev(handle), tracker: tracker,
            mapping: ScreenMapping(
                device: description, width: screen.width, height: screen.height,
                calibration: calibration, rotation: rotation))
    }

    /// A device replaying `recording` (which must have a description).
    public static func replay(
        _ recording: Recording, path: String, id: Int, tracker: TouchTracker,
        screen: (width: Double, height: Double), calibration: CalibrationMatrix = .identity,
        rotation: DisplayRotation = .none
    ) throws(InputError) -> InputDevice {
        guard let description = recording.description else { throw .recording(path: path, .missingDescription) }
        return InputDevice(
            id: id, description: description, source: .replay(ReplayCursor(path: path, events: recording.events)),
            tracker: tracker,
            mapping: ScreenMapping(
                device: description, width: screen.width, height: screen.height,
                calibration: calibration, rotation: rotation))
    }

    /// The descriptor to poll for reading, or nil for a replay (driven by `advance(through:)`).
    public var fileDescriptor: Int32? {
        if case .evdev(let handle) = source { return handle.fileDescriptor }
        return nil
    }

    /// The device node or recording path.
    public var path: String {
        switch source {
        case .evdev(let handle): return handle.path
        case .replay(let cursor): return cursor.path
        }
    }

    /// Reads what the device has (call when poll() says its descriptor is readable). On ENODEV
    /// the device's touches are cancelled and `.removed` tells the caller to drop it.
    public func handleReadable() -> DeviceStatus {
        guard case .evdev(let handle) = source else { return .ok }
        let result = handle.readAvailable { event in self.handle(event) }
        switch result {
        case .drained:
            return .ok
        case .failed(let code):
            tracker.cancelAll(deviceID: id, time: max(lastEventTime, tl_monotonic_ns() / 1000))
            return .removed(code)
        }
    }

    /// Replays every event up to recording time `time` (µs). A no-op for live devices.
    public func advance(through time: Int64) -> DeviceStatus {
        guard case .replay(let cursor) = source else { return .ok }
        cursor.play(through: time) { event in self.handle(event) }
        return cursor.isFinished ? .finished : .ok
    }

    /// Replays the rest of a recording at once (virtual time), then cancels touches still down
    /// at its last event.
    public func replayToEnd() {
        guard case .replay(let cursor) = source else { return }
        cursor.play(through: Int64.max) { event in self.handle(event) }
        tracker.cancelAll(deviceID: id, time: lastEventTime)
    }

    /// The recording time of the next replayed event, or nil (live devices, finished replays).
    public var nextEventTime: Int64? {
        if case .replay(let cursor) = source { return cursor.nextEventTime }
        return nil
    }

    /// Feeds one raw event, from either source. An event time earlier than the last one (a
    /// device or clock that steps back) is taken as the last one: touch times never go backwards.
    public func handle(_ event: RawInputEvent) {
        var event = event
        event.time = max(event.time, lastEventTime)
        lastEventTime = event.time
        rawEventObserver?(event)
        switch decoder.decode(event) {
        case .nothing:
            break
        case .frame(let frame):
            if let mapping { tracker.consume(frame, deviceID: id, mapping: mapping) }
        case .key(let key, let value, let time):
            tracker.consumeKey(key, value: value, time: time, deviceID: id)
        }
    }
}
