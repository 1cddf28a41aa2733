/// evdev event types (`EV_*` in `linux/input-event-codes.h`), as the raw numbers the kernel sends.
public enum EventType {
    /// `EV_SYN`: synchronization markers such as `SYN_REPORT`.
    public static let synchronization: UInt16 = 0x00
    /// `EV_KEY`: keys and buttons; value 1 pressed, 0 released, 2 auto-repeat.
    public static let key: UInt16 = 0x01
    /// `EV_REL`: relative axes, such as mouse motion.
    public static let relative: UInt16 = 0x02
    /// `EV_ABS`: absolute axes, such as touch positions.
    public static let absolute: UInt16 = 0x03
    /// `EV_MSC`: miscellaneous data, such as scan codes and timestamps.
    public static let miscellaneous: UInt16 = 0x04
    /// `EV_SW`: binary switches, such as a lid or headphone jack.
    public static let `switch`: UInt16 = 0x05
    /// `EV_LED`: LEDs, such as Caps Lock.
    public static let led: UInt16 = 0x11
    /// `EV_SND`: sound output, such as a beep.
    public static let sound: UInt16 = 0x12
    /// `EV_REP`: auto-repeat settings.
    public static let autoRepeat: UInt16 = 0x14
    /// `EV_FF`: force feedback.
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
