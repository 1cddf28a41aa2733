/// One evdev event (`struct input_event`) as read from a device or a recording.
public struct RawInputEvent: Equatable, Sendable {
    /// Kernel time in microseconds (CLOCK_MONOTONIC for live devices Tactile opens; whatever the
    /// recording says for replays, which may start at 0 or be wall-clock times).
    public var time: Int64
    /// The event type (`EV_*`, see `EventType`).
    public var type: UInt16
    /// The event code within its type (`SYN_*`, `ABS_*`, `KEY_*`…, see `EventCode`).
    public var code: UInt16
    /// The event's value: a position in device units, 1 or 0 for a key pressed or released, a tracking id…
    public var value: Int32

    /// Creates an event; `time` is in microseconds.
    public init(time: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// The kernel time in seconds.
    public var seconds: Double { Double(time) / 1_000_000 }

    /// Whether this is the SYN_REPORT that closes one moment of device state.
    public var isReport: Bool { type == EventType.synchronization && code == EventCode.report }
}
