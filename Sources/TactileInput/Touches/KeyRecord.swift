import TactileSystem

/// A hardware key going down, repeating or up.
public struct KeyRecord: Equatable, Sendable {
    /// When the device reported it (see `TouchRecord.timestamp`).
    public var timestamp: Instant
    /// The key that changed.
    public var key: HardwareKey
    /// True while the key is down (press and auto-repeat), false on release.
    public var isPressed: Bool
    /// An auto-repeat of a key held down.
    public var isRepeat: Bool
    /// The device it came from (`InputDevice.id`).
    public var deviceID: Int

    /// Creates a record of `key` going down (`isPressed`), repeating (`isRepeat`) or up.
    public init(timestamp: Instant, key: HardwareKey, isPressed: Bool, isRepeat: Bool = false, deviceID: Int = 0) {
        self.timestamp = timestamp
        self.key = key
        self.isPressed = isPressed
        self.isRepeat = isRepeat
        self.deviceID = deviceID
    }

    /// The `tactile debug-touches` line: `t=<seconds> key=<name> state=<down|up|repeat>`.
    public var debugDescription: String {
        "t=\(timestamp.secondsText) key=\(key.name) state=\(isRepeat ? "repeat" : (isPressed ? "down" : "up"))"
    }
}
