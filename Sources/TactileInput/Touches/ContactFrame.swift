/// One contact in one moment, in device units, as decoded from evdev before calibration.
public struct Contact: Equatable, Sendable {
    /// Device-local identity, stable for the contact's life and never reused by the device.
    public var key: Int
    /// The horizontal position in device units (ABS_MT_POSITION_X / ABS_X), before calibration.
    public var x: Int32
    /// The vertical position in device units (ABS_MT_POSITION_Y / ABS_Y), before calibration.
    public var y: Int32
    /// ABS_MT_PRESSURE / ABS_PRESSURE, or nil when the device has none.
    public var pressure: Int32?
    /// ABS_MT_TOUCH_MAJOR in device units, or nil when the device has none.
    public var touchMajor: Int32?
    /// ABS_MT_TOUCH_MINOR in device units, or nil when the device has none.
    public var touchMinor: Int32?
    /// The contact is inadvertent or its state was lost (palm, oversized, SYN_DROPPED): it ends
    /// as cancelled and is ignored for the rest of its life.
    public var isCancelled: Bool

    /// Creates a contact in device units.
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

    /// Creates a frame closed at `time` microseconds of kernel time.
    public init(time: Int64, contacts: [Contact]) {
        self.time = time
        self.contacts = contacts
    }
}
