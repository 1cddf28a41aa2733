/// An evemu recording: a device description and the events it sent, in order.
public struct Recording: Equatable, Sendable {
    /// The device, or nil for an events-only file (as public collections split them).
    public var description: DeviceDescription?
    public var events: [RawInputEvent]

    public init(description: DeviceDescription?, events: [RawInputEvent]) {
        self.description = description
        self.events = events
    }
}
