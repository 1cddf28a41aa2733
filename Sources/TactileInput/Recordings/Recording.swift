/// An evemu recording: a device description and the events it sent, in order.
public struct Recording: Equatable, Sendable {
    /// The device, or nil for an events-only file (as public collections split them).
    public var description: DeviceDescription?
    /// The events in the order the device sent them.
    public var events: [RawInputEvent]

    /// Creates a recording of `events`, with the device's description or nil for an events-only file.
    public init(description: DeviceDescription?, events: [RawInputEvent]) {
        self.description = description
        self.events = events
    }
}
