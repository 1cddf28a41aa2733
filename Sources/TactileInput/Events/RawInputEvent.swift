/// One evdev event (`struct input_event`) as read from a device or a recording.
public struct RawInputEvent: Equatable, Sendable {
    /// Kernel time in microseconds (CLOCK_MONOTONIC for live devices Tactile opens; whatever the
    /// recording says for replays, which may start at 0 or be wall-clock times).
    public var time: Int64
    public var type: UInt16
    public var code: UInt16
    public var value: Int32

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
