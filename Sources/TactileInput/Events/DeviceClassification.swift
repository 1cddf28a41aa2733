/// How a device reports touches, decided from its description.
public enum TouchProtocol: Equatable, Sendable {
    /// Multitouch protocol B: slots (ABS_MT_SLOT) with tracking ids; `slotCount` slots.
    case slots(slotCount: Int)
    /// Multitouch protocol A: anonymous contacts separated by SYN_MT_REPORT.
    case anonymousContacts
    /// One contact from ABS_X/ABS_Y with BTN_TOUCH (or BTN_LEFT, as QEMU's tablets send).
    case singleTouch
    /// No touch axes.
    case none
}

/// The hardware keys Tactile gives meaning to: the device's buttons, and every other key of a
/// keyboard by its evdev code (text input types with them).
public enum HardwareKey: Equatable, Sendable {
    /// The device's Home, Power and Back buttons and its volume rocker (`KEY_HOME` or `KEY_HOMEPAGE`, `KEY_POWER`, `KEY_BACK`,
    /// `KEY_VOLUMEUP`, `KEY_VOLUMEDOWN`).
    case home, power, back, volumeUp, volumeDown
    /// Another key of a keyboard (letters, digits, Shift, arrows…), by its evdev `KEY_*` code
    /// (below `BTN_MISC`, 0x100: buttons of pointers and touchscreens are not keys).
    case keyboard(code: UInt16)

    /// The key an evdev KEY_* code stands for, if Tactile uses it.
    public init?(code: UInt16) {
        switch code {
        case EventCode.keyHome, EventCode.keyHomePage: self = .home
        case EventCode.keyPower: self = .power
        case EventCode.keyBack: self = .back
        case EventCode.keyVolumeUp: self = .volumeUp
        case EventCode.keyVolumeDown: self = .volumeDown
        case 1..<EventCode.firstButton: self = .keyboard(code: code)
        default: return nil
        }
    }

    /// A short lowercase name for logs and recordings, such as `volume-up` or `key-30`.
    public var name: String {
        switch self {
        case .home: return "home"
        case .power: return "power"
        case .back: return "back"
        case .volumeUp: return "volume-up"
        case .volumeDown: return "volume-down"
        case .keyboard(let code): return "key-\(code)"
        }
    }
}

extension DeviceDescription {
    /// How this device reports touches.
    public var touchProtocol: TouchProtocol {
        let abs = EventType.absolute
        if supports(type: abs, code: EventCode.multitouchPositionX), supports(type: abs, code: EventCode.multitouchPositionY) {
            if let slot = axis(EventCode.multitouchSlot) { return .slots(slotCount: DeviceDescription.slotCount(of: slot)) }
            return .anonymousContacts
        }
        if supports(type: abs, code: EventCode.x), supports(type: abs, code: EventCode.y),
            supports(type: EventType.key, code: EventCode.buttonTouch) || supports(type: EventType.key, code: EventCode.buttonLeft)
        {
            return .singleTouch
        }
        return .none
    }

    /// Whether this is a touchscreen: touch axes on the screen itself. Touchpads (finger tool
    /// buttons without INPUT_PROP_DIRECT) point indirectly and are left to other code.
    public var isTouchscreen: Bool {
        if touchProtocol == .none { return false }
        if hasProperty(EventCode.propertyDirect) { return true }
        let touchpad = supports(type: EventType.key, code: EventCode.buttonToolFinger) || hasProperty(EventCode.propertyPointer)
        return !touchpad
    }

    /// Whether the device has any of the hardware keys Tactile uses.
    public var hasHardwareKeys: Bool {
        let codes = [
            EventCode.keyHome, EventCode.keyHomePage, EventCode.keyPower, EventCode.keyBack,
            EventCode.keyVolumeUp, EventCode.keyVolumeDown
        ]
        return codes.contains { supports(type: EventType.key, code: $0) }
    }

    /// Whether the device is a keyboard that can type text: it has the letter A and the space bar.
    public var isKeyboard: Bool {
        supports(type: EventType.key, code: EventCode.keyA) && supports(type: EventType.key, code: EventCode.keySpace)
    }

    /// The most slots used: the kernel's multitouch core allows far fewer fingers than this.
    public static let maximumSlotCount = 256

    /// Slots 0...maximum of an ABS_MT_SLOT axis, at most `maximumSlotCount`; none when the range
    /// is negative or upside down (the device's contacts are then ignored, and `touchProblem`
    /// says why).
    static func slotCount(of slot: AxisInfo) -> Int {
        guard slot.maximum >= 0, slot.maximum >= slot.minimum else { return 0 }
        return Int(min(Int64(slot.maximum) + 1, Int64(maximumSlotCount)))
    }

    /// The axes that give a touch's position: the multitouch ones when present. Nil when an
    /// axis is missing or its range cannot place a position (`AxisInfo.isUsable`): such a
    /// device's contacts are ignored rather than all put in one place.
    public var positionAxes: (x: AxisInfo, y: AxisInfo)? {
        let codes: (x: UInt16, y: UInt16)
        switch touchProtocol {
        case .slots, .anonymousContacts: codes = (EventCode.multitouchPositionX, EventCode.multitouchPositionY)
        case .singleTouch: codes = (EventCode.x, EventCode.y)
        case .none: return nil
        }
        guard let x = axis(codes.x), let y = axis(codes.y), x.isUsable, y.isUsable else { return nil }
        return (x, y)
    }

    /// Why the touches of a device that has touch axes cannot be used, for a log line; nil when
    /// they can (or the device has no touch axes).
    public var touchProblem: String? {
        let codes: (x: UInt16, y: UInt16)
        switch touchProtocol {
        case .slots(let count):
            if count == 0, let slot = axis(EventCode.multitouchSlot) {
                return "touches ignored: slot range \(slot.minimum)...\(slot.maximum) has no slot"
            }
            codes = (EventCode.multitouchPositionX, EventCode.multitouchPositionY)
        case .anonymousContacts: codes = (EventCode.multitouchPositionX, EventCode.multitouchPositionY)
        case .singleTouch: codes = (EventCode.x, EventCode.y)
        case .none: return nil
        }
        for (name, code) in [("x", codes.x), ("y", codes.y)] {
            guard let info = axis(code) else { return "touches ignored: no \(name) axis range" }
            if !info.isUsable {
                return "touches ignored: \(name) axis range \(info.minimum)...\(info.maximum) is empty"
            }
        }
        return nil
    }
}
