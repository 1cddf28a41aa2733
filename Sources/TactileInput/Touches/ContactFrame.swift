/// One contact in one moment, in device units, as decoded from evdev before calibration.
public struct Contact: Equatable, Sendable {
    /// Device-local identity, stable for the contact's life and never reused by the device.
    public var key: Int
    public var x: Int32
    public var y: Int32
    /// ABS_MT_PRESSURE / ABS_PRESSURE, or nil when the device has none.
    public var pressure: Int32?
    /// ABS_MT_TOUCH_MAJOR / MINOR, or nil when the device has none.
    public var touchMajor: Int32?
    public var touchMinor: Int32?
    /// The contact is inadvertent or its state was lost (palm, oversized, SYN_DROPPED): it ends
    /// as cancelled and is ignored for the rest of its life.
    public var isCancelled: Bool

    public init(
        key: Int, x: Int32, y: Int32, pressure: Int32? = nil, touchMajor: Int32? = nil,
        touchMinor: Int32? = nil, isCancelled: Bool = false
    ) {
        self.key = key
        self.x = x
        self.y = y
        self.pressure = pressure
        self.touchMajor = touchMajor
        self.touchMinor = touchMinor
        self.isCancelled = isCancelled
    }
}

/// All contacts on a device at one moment (one SYN_REPORT, or a SYN_DROPPED).
public struct ContactFrame: Equatable, Sendable {
    /// Kernel time of the closing event, microseconds.
    public var time: Int64
    /// Every contact down at this moment; a contact missing from a frame has lifted.
    public var contacts: [Contact]

    public init(time: Int64, contacts: [Contact]) {
        self.time = time
        self.contacts = contacts
    }
}
