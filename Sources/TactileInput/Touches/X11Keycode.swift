import TactileSystem

/// X11 key events as Tactile's key records. An X server on Linux (Xorg or Xvfb with the evdev
/// or libinput driver, and xkb's "evdev" keycodes) numbers keys by their evdev code plus 8, the
/// lowest keycode X allows; so the desktop window's keys are the same `HardwareKey`s an evdev
/// keyboard gives, and type through the same US layout.
extension HardwareKey {
    /// The offset of X11 keycodes over evdev codes on Linux servers.
    public static let x11KeycodeOffset: UInt16 = 8

    /// The key X11 `keycode` stands for, if Tactile uses it (nil below 9, evdev's KEY_RESERVED
    /// and the codes X does not use).
    public init?(x11Keycode keycode: UInt8) {
        guard UInt16(keycode) > HardwareKey.x11KeycodeOffset else { return nil }
        self.init(code: UInt16(keycode) - HardwareKey.x11KeycodeOffset)
    }
}

extension KeyRecord {
    /// The record of an X11 KeyPress (`isPressed`) or KeyRelease of `keycode` at `timestamp`;
    /// nil for a key Tactile does not use. `isRepeat` marks the presses X's auto-repeat sends.
    public init?(
        x11Keycode keycode: UInt8, isPressed: Bool, isRepeat: Bool = false, timestamp: Instant,
        deviceID: Int = 0
    ) {
        guard let key = HardwareKey(x11Keycode: keycode) else { return nil }
        self.init(timestamp: timestamp, key: key, isPressed: isPressed, isRepeat: isRepeat && isPressed, deviceID: deviceID)
    }
}
