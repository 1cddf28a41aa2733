/// The evdev event codes Tactile interprets (from `linux/input-event-codes.h`).
public enum EventCode {
    // EV_SYN
    /// `SYN_REPORT`: closes one moment of device state.
    public static let report: UInt16 = 0
    /// `SYN_CONFIG`: unused by the kernel.
    public static let config: UInt16 = 1
    /// `SYN_MT_REPORT`: separates the anonymous contacts of multitouch protocol A.
    public static let multitouchReport: UInt16 = 2
    /// `SYN_DROPPED`: the kernel's buffer overran; events up to and including the next `SYN_REPORT` are incomplete.
    public static let dropped: UInt16 = 3

    // EV_ABS
    /// `ABS_X`: the single-touch horizontal position.
    public static let x: UInt16 = 0x00
    /// `ABS_Y`: the single-touch vertical position.
    public static let y: UInt16 = 0x01
    /// `ABS_PRESSURE`: the single-touch pressure.
    public static let pressure: UInt16 = 0x18
    /// `ABS_MT_SLOT`: selects the slot that the following multitouch events of protocol B describe.
    public static let multitouchSlot: UInt16 = 0x2f
    /// `ABS_MT_TOUCH_MAJOR`: the length of the contact's major axis, in device units.
    public static let multitouchTouchMajor: UInt16 = 0x30
    /// `ABS_MT_TOUCH_MINOR`: the length of the contact's minor axis, in device units.
    public static let multitouchTouchMinor: UInt16 = 0x31
    /// `ABS_MT_ORIENTATION`: the orientation of the contact's ellipse.
    public static let multitouchOrientation: UInt16 = 0x34
    /// `ABS_MT_POSITION_X`: a contact's horizontal position.
    public static let multitouchPositionX: UInt16 = 0x35
    /// `ABS_MT_POSITION_Y`: a contact's vertical position.
    public static let multitouchPositionY: UInt16 = 0x36
    /// `ABS_MT_TOOL_TYPE`: what touches (finger, pen, palm: `MT_TOOL_*`).
    public static let multitouchToolType: UInt16 = 0x37
    /// `ABS_MT_TRACKING_ID`: a contact's identity; -1 in a slot lifts its contact.
    public static let multitouchTrackingID: UInt16 = 0x39
    /// `ABS_MT_PRESSURE`: a contact's pressure.
    public static let multitouchPressure: UInt16 = 0x3a
    /// `ABS_MT_DISTANCE`: how far a hovering contact is above the surface (0 when touching).
    public static let multitouchDistance: UInt16 = 0x3b

    // EV_KEY
    /// `BTN_LEFT`: the left mouse button; QEMU's tablets send it instead of `BTN_TOUCH`.
    public static let buttonLeft: UInt16 = 0x110
    /// `BTN_TOOL_FINGER`: a finger is on a touchpad; its presence marks a touchpad.
    public static let buttonToolFinger: UInt16 = 0x145
    /// `BTN_TOUCH`: something touches the surface.
    public static let buttonTouch: UInt16 = 0x14a
    /// `KEY_BACK`: the Back button.
    public static let keyBack: UInt16 = 158
    /// `KEY_HOME`: the Home key.
    public static let keyHome: UInt16 = 102
    /// `KEY_HOMEPAGE`: the Home Page key, which some devices send for their Home button.
    public static let keyHomePage: UInt16 = 172
    /// `KEY_POWER`: the Power button.
    public static let keyPower: UInt16 = 116
    /// `KEY_VOLUMEDOWN`: the volume-down button.
    public static let keyVolumeDown: UInt16 = 114
    /// `KEY_VOLUMEUP`: the volume-up button.
    public static let keyVolumeUp: UInt16 = 115
    /// `KEY_A`: the letter A, one of the keys that mark a text keyboard.
    public static let keyA: UInt16 = 30
    /// `KEY_SPACE`: the space bar, one of the keys that mark a text keyboard.
    public static let keySpace: UInt16 = 57
    /// `BTN_MISC`: codes from here on are buttons, not keyboard keys.
    public static let firstButton: UInt16 = 0x100

    /// `MT_TOOL_PALM`: the value of ABS_MT_TOOL_TYPE for a palm.
    public static let toolPalm: Int32 = 2

    // Input properties (INPUT_PROP_*)
    /// `INPUT_PROP_POINTER`: the device needs a pointer on screen (a touchpad or graphics tablet).
    public static let propertyPointer: UInt16 = 0x00
    /// `INPUT_PROP_DIRECT`: the device's coordinates are positions on a screen (a touchscreen).
    public static let propertyDirect: UInt16 = 0x01
    /// `INPUT_PROP_MAX`.
    public static let propertyMaximum: UInt16 = 0x1f
}
