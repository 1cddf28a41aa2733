/// The evdev event codes Tactile interprets (from `linux/input-event-codes.h`).
public enum EventCode {
    // EV_SYN
    public static let report: UInt16 = 0
    public static let config: UInt16 = 1
    public static let multitouchReport: UInt16 = 2
    public static let dropped: UInt16 = 3

    // EV_ABS
    public static let x: UInt16 = 0x00
    public static let y: UInt16 = 0x01
    public static let pressure: UInt16 = 0x18
    public static let multitouchSlot: UInt16 = 0x2f
    public static let multitouchTouchMajor: UInt16 = 0x30
    public static let multitouchTouchMinor: UInt16 = 0x31
    public static let multitouchOrientation: UInt16 = 0x34
    public static let multitouchPositionX: UInt16 = 0x35
    public static let multitouchPositionY: UInt16 = 0x36
    public static let multitouchToolType: UInt16 = 0x37
    public static let multitouchTrackingID: UInt16 = 0x39
    public static let multitouchPressure: UInt16 = 0x3a
    public static let multitouchDistance: UInt16 = 0x3b

    // EV_KEY
    public static let buttonLeft: UInt16 = 0x110
    public static let buttonToolFinger: UInt16 = 0x145
    public static let buttonTouch: UInt16 = 0x14a
    public static let keyBack: UInt16 = 158
    public static let keyHome: UInt16 = 102
    public static let keyHomePage: UInt16 = 172
    public static let keyPower: UInt16 = 116
    public static let keyVolumeDown: UInt16 = 114
    public static let keyVolumeUp: UInt16 = 115
    public static let keyA: UInt16 = 30
    public static let keySpace: UInt16 = 57
    /// `BTN_MISC`: codes from here on are buttons, not keyboard keys.
    public static let firstButton: UInt16 = 0x100

    /// `MT_TOOL_PALM`: the value of ABS_MT_TOOL_TYPE for a palm.
    public static let toolPalm: Int32 = 2

    // Input properties (INPUT_PROP_*)
    public static let propertyPointer: UInt16 = 0x00
    public static let propertyDirect: UInt16 = 0x01
    /// `INPUT_PROP_MAX`.
    public static let propertyMaximum: UInt16 = 0x1f
}
