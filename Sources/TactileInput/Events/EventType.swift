/// evdev event types (`EV_*` in `linux/input-event-codes.h`), as the raw numbers the kernel sends.
public enum EventType {
    public static let synchronization: UInt16 = 0x00
    public static let key: UInt16 = 0x01
    public static let relative: UInt16 = 0x02
    public static let absolute: UInt16 = 0x03
    public static let miscellaneous: UInt16 = 0x04
    public static let `switch`: UInt16 = 0x05
    public static let led: UInt16 = 0x11
    public static let sound: UInt16 = 0x12
    public static let autoRepeat: UInt16 = 0x14
    public static let forceFeedback: UInt16 = 0x15
    /// `EV_MAX`: the largest event type.
    public static let maximum: UInt16 = 0x1f

    /// The largest code of an event type (`*_MAX`), or 0 for types without codes.
    public static func maximumCode(of type: UInt16) -> UInt16 {
        switch type {
        case synchronization: return 0x0f
        case key: return 0x2ff
        case relative: return 0x0f
        case absolute: return 0x3f
        case miscellaneous: return 0x07
        case `switch`: return 0x11
        case led: return 0x0f
        case sound: return 0x07
        case autoRepeat: return 0x01
        case forceFeedback: return 0x7f
        default: return 0
        }
    }
}
