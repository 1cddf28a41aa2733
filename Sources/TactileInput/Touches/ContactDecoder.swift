/// What one raw event amounts to.
public enum DecodedInput: Equatable, Sendable {
    /// Nothing yet: the event changed state that a later SYN_REPORT will publish.
    case nothing
    /// A moment of touch state (SYN_REPORT), or all contacts cancelled (SYN_DROPPED).
    case frame(ContactFrame)
    /// A hardware key changed: value 1 press, 2 auto-repeat, 0 release.
    case key(HardwareKey, value: Int32, time: Int64)
}

/// Turns a device's raw evdev events into contact frames: the slot state of multitouch protocol
/// B, the anonymous contacts of protocol A (tracked into identities), or one single-touch
/// contact. Live devices and replays feed it the same events, so both behave identically.
///
/// Lost and inadvertent contacts: SYN_DROPPED cancels every contact down at that moment (what
/// happened to it meanwhile is unknown); a contact with ABS_MT_TOOL_TYPE = MT_TOOL_PALM or a
/// touch major above `maximumTouchMajor` is cancelled. A cancelled contact stays cancelled until
/// it lifts (its tracking id ends), so it never comes back as a new touch.
public struct ContactDecoder: Sendable {
    struct Slot {
        var trackingID: Int32 = -1
        var key = 0
        var x: Int32 = 0
        var y: Int32 = 0
        var pressure: Int32 = 0
        var touchMajor: Int32 = 0
        var touchMinor: Int32 = 0
        var toolType: Int32 = 0
        var distance: Int32 = 0
        var isHovering = false
        var isCancelled = false
    }

    /// One protocol-A contact being assembled between two SYN_MT_REPORTs.
    struct PartialContact {
        var x: Int32?
        var y: Int32?
        var pressure: Int32?
        var touchMajor: Int32?
        var touchMinor: Int32?
        var toolType: Int32 = 0
        var trackingID: Int32?
    }

    /// How the device reports touches, taken from its description.
    public let touchProtocol: TouchProtocol
    /// Contacts whose touch major exceeds this (device units) are cancelled as palms.
    public var maximumTouchMajor: Int32?
    private let hasPressure: Bool
    private let hasTouchMajor: Bool
    private let hasTouchMinor: Bool
    private var slots: [Slot]
    private var currentSlot = 0
    private var nextKey = 1
    private var partial = PartialContact()
    private var pending: [PartialContact] = []
    private var tracker: AnonymousContactTracker
    private var single = Slot()
    private var singleDown = false

    /// Creates a decoder for a device: its touch protocol, which optional axes it has, and a palm threshold from its axis ranges.
    public init(description: DeviceDescription) {
        touchProtocol = description.touchProtocol
        let multitouch = touchProtocol != .singleTouch
        hasPressure = description.supports(type: EventType.absolute, code: multitouch ? EventCode.multitouchPressure : EventCode.pressure)
        hasTouchMajor = multitouch && description.supports(type: EventType.absolute, code: EventCode.multitouchTouchMajor)
        hasTouchMinor = multitouch && description.supports(type: EventType.absolute, code: EventCode.multitouchTouchMinor)
        if case .slots(let count) = touchProtocol {
            slots = Array(repeating: Slot(), count: count)
        } else {
            slots = []
        }
        var spanX: Int64 = 1000, spanY: Int64 = 1000
        var millimetre: Int64 = 0
        if let axes = description.positionAxes {
            spanX = Int64(axes.x.maximum) - Int64(axes.x.minimum) + 1
            spanY = Int64(axes.y.maximum) - Int64(axes.y.minimum) + 1
            if let x = axes.x.millimetre, let y = axes.y.millimetre { millimetre = Int64(min(x, y)) }
        }
        // A finger moves well under a sixth of the panel between two reports (≥ 60 Hz).
        tracker = AnonymousContactTracker(maximumDistance: max(spanX, spanY) / 6)
        if hasTouchMajor {
            // Oversized: a quarter of the panel's shorter side, or 30 mm where the resolution is known.
            var limit = min(spanX, spanY) / 4
            if millimetre > 0 { limit = min(limit, 30 * millimetre) }
            maximumTouchMajor = Int32(clamping: limit)
        }
    }

    /// Starts from the state of a device that was already being touched when it was opened:
    /// contacts already down are adopted as cancelled (they began before anyone was watching).
    public mutating func adoptExistingContacts(trackingIDs: [Int32], currentSlot: Int) {
        for (index, id) in trackingIDs.enumerated() where index < slots.count && id >= 0 {
            slots[index].trackingID = id
            slots[index].key = nextKey
            slots[index].isCancelled = true
            nextKey &+= 1
        }
        if slots.indices.contains(currentSlot) { self.currentSlot = currentSlot }
    }

    /// Feeds one event; returns a frame at SYN_REPORT and SYN_DROPPED, and hardware keys.
    public mutating func decode(_ event: RawInputEvent) -> DecodedInput {
        switch event.type {
        case EventType.synchronization:
            switch event.code {
            case EventCode.report: return .frame(report(time: event.time))
            case EventCode.multitouchReport:
                if touchProtocol == .anonymousContacts { finishPartialContact() }
                return .nothing
            case EventCode.dropped: return .frame(drop(time: event.time))
            default: return .nothing
            }
        case EventType.absolute:
            absolute(code: event.code, value: event.value)
            return .nothing
        case EventType.key:
            if let key = HardwareKey(code: event.code) { return .key(key, value: event.value, time: event.time) }
            if touchProtocol == .singleTouch, event.code == EventCode.buttonTouch || event.code == EventCode.buttonLeft {
                if event.value != 0, !singleDown {
                    single.key = nextKey
                    single.isCancelled = false
                    nextKey &+= 1
                }
                singleDown = event.value != 0
            }
            return .nothing
        default:
            return .nothing
        }
    }

    private mutating func absolute(code: UInt16, value: Int32) {
        switch touchProtocol {
        case .slots:
            if code == EventCode.multitouchSlot {
                currentSlot = Int(value)
                return
            }
            guard slots.indices.contains(currentSlot) else { return }  // a slot the device never declared
            switch code {
            case EventCode.multitouchTrackingID:
                if value < 0 {
                    slots[currentSlot].trackingID = -1
                } else if value != slots[currentSlot].trackingID {
                    slots[currentSlot].trackingID = value
                    slots[currentSlot].key = nextKey
                    slots[currentSlot].isCancelled = false
                    slots[currentSlot].toolType = 0
                    slots[currentSlot].isHovering = false
                    nextKey &+= 1
                }
            case EventCode.multitouchPositionX: slots[currentSlot].x = value
            case EventCode.multitouchPositionY: slots[currentSlot].y = value
            case EventCode.multitouchPressure: slots[currentSlot].pressure = value
            case EventCode.multitouchTouchMajor: slots[currentSlot].touchMajor = value
            case EventCode.multitouchTouchMinor: slots[currentSlot].touchMinor = value
            case EventCode.multitouchToolType: slots[currentSlot].toolType = value
            case EventCode.multitouchDistance: slots[currentSlot].distance = value
            default: break
            }
        case .anonymousContacts:
            switch code {
            case EventCode.multitouchPositionX: partial.x = value
            case EventCode.multitouchPositionY: partial.y = value
            case EventCode.multitouchPressure: partial.pressure = value
            case EventCode.multitouchTouchMajor: partial.touchMajor = value
            case EventCode.multitouchTouchMinor: partial.touchMinor = value
            case EventCode.multitouchToolType: partial.toolType = value
            case EventCode.multitouchTrackingID: partial.trackingID = value
            default: break
            }
        case .singleTouch:
            switch code {
            case EventCode.x: single.x = value
            case EventCode.y: single.y = value
            case EventCode.pressure: single.pressure = value
            default: break
            }
        case .none:
            break
        }
    }

    /// Protocol A contacts kept per moment; more is a broken or hostile device (and would make
    /// the nearest-neighbour matching quadratic in garbage).
    static let maximumAnonymousContacts = 32

    private mutating func finishPartialContact() {
        if partial.x != nil, partial.y != nil, (partial.trackingID ?? 0) >= 0,
            pending.count < ContactDecoder.maximumAnonymousContacts
        {
            pending.append(partial)
        }
        partial = PartialContact()
    }

    private func isInadvertent(toolType: Int32, touchMajor: Int32?) -> Bool {
        if toolType == EventCode.toolPalm { return true }
        if let limit = maximumTouchMajor, let major = touchMajor, major > limit { return true }
        return false
    }

    private mutating func report(time: Int64) -> ContactFrame {
        var contacts: [Contact] = []
        switch touchProtocol {
        case .slots:
            // A contact hovering above the glass (ABS_MT_DISTANCE > 0) is not touching: leaving
            // the glass ends the touch and coming down again begins a new one.
            for index in slots.indices where slots[index].trackingID >= 0 {
                if slots[index].distance > 0 {
                    slots[index].isHovering = true
                    continue
                }
                if slots[index].isHovering {
                    slots[index].isHovering = false
                    slots[index].key = nextKey
                    nextKey &+= 1
                }
                if isInadvertent(toolType: slots[index].toolType, touchMajor: hasTouchMajor ? slots[index].touchMajor : nil) {
                    slots[index].isCancelled = true
                }
                let slot = slots[index]
                contacts.append(
                    Contact(
                        key: slot.key, x: slot.x, y: slot.y,
                        pressure: hasPressure ? slot.pressure : nil,
                        touchMajor: hasTouchMajor ? slot.touchMajor : nil,
                        touchMinor: hasTouchMinor ? slot.touchMinor : nil,
                        isCancelled: slot.isCancelled))
            }
        case .anonymousContacts:
            if partial.x != nil, partial.y != nil { finishPartialContact() }
            let points = pending.map { (x: $0.x ?? 0, y: $0.y ?? 0, trackingID: $0.trackingID) }
            let keys = tracker.update(points, nextKey: &nextKey)
            for (index, point) in pending.enumerated() {
                var cancelled = keys[index].isCancelled
                if !cancelled, isInadvertent(toolType: point.toolType, touchMajor: point.touchMajor) {
                    tracker.cancel(key: keys[index].key)
                    cancelled = true
                }
                contacts.append(
                    Contact(
                        key: keys[index].key, x: point.x ?? 0, y: point.y ?? 0,
                        pressure: hasPressure ? (point.pressure ?? 0) : nil,
                        touchMajor: hasTouchMajor ? (point.touchMajor ?? 0) : nil,
                        touchMinor: hasTouchMinor ? (point.touchMinor ?? 0) : nil,
                        isCancelled: cancelled))
            }
            pending.removeAll()
            partial = PartialContact()
        case .singleTouch:
            if singleDown {
                contacts.append(
                    Contact(
                        key: single.key, x: single.x, y: single.y,
                        pressure: hasPressure ? single.pressure : nil, isCancelled: single.isCancelled))
            }
        case .none:
            break
        }
        return ContactFrame(time: time, contacts: contacts)
    }

    private mutating func drop(time: Int64) -> ContactFrame {
        var contacts: [Contact] = []
        switch touchProtocol {
        case .slots:
            for index in slots.indices where slots[index].trackingID >= 0 {
                slots[index].isCancelled = true
                let slot = slots[index]
                contacts.append(Contact(key: slot.key, x: slot.x, y: slot.y, isCancelled: true))
            }
        case .anonymousContacts:
            for contact in tracker.cancelAll() {
                contacts.append(Contact(key: contact.key, x: contact.x, y: contact.y, isCancelled: true))
            }
            pending.removeAll()
            partial = PartialContact()
        case .singleTouch:
            if singleDown {
                single.isCancelled = true
                contacts.append(Contact(key: single.key, x: single.x, y: single.y, isCancelled: true))
            }
        case .none:
            break
        }
        return ContactFrame(time: time, contacts: contacts)
    }
}
