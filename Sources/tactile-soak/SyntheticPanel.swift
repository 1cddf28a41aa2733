import TactileInput

/// A ten-slot multitouch screen (protocol B) that exists only in memory: what `tactile soak`
/// plays its gestures on. Its events take the path a real panel's do (`InputDevice`, the contact
/// decoder, the touch tracker), so the soak exercises the input layer as well as the views.
enum SyntheticPanel {
    static let slotCount = 10
    /// The axes run 0...axisMaximum on both sides, as many controllers report.
    static let axisMaximum: Int32 = 4095

    static var description: DeviceDescription {
        .multitouchPanel(name: "Tactile soak panel", maximumX: axisMaximum, maximumY: axisMaximum, slots: slotCount)
    }

    /// One change of one slot in a report: a finger landing (`trackingID`), moving, or lifting
    /// (`position` nil).
    struct SlotChange {
        var slot: Int
        var trackingID: Int32?
        var position: (x: Int32, y: Int32)?
    }

    /// The events of one report at `time` (µs): the slot changes, BTN_TOUCH when the first finger
    /// lands or the last lifts, and the closing SYN_REPORT, as a kernel driver sends them.
    static func report(_ changes: [SlotChange], touchBefore: Bool, touchAfter: Bool, time: Int64) -> [RawInputEvent] {
        var events: [RawInputEvent] = []
        func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(RawInputEvent(time: time, type: type, code: code, value: value))
        }
        for change in changes {
            add(EventType.absolute, EventCode.multitouchSlot, Int32(change.slot))
            if let trackingID = change.trackingID { add(EventType.absolute, EventCode.multitouchTrackingID, trackingID) }
            if let position = change.position {
                add(EventType.absolute, EventCode.multitouchPositionX, position.x)
                add(EventType.absolute, EventCode.multitouchPositionY, position.y)
            } else {
                add(EventType.absolute, EventCode.multitouchTrackingID, -1)
            }
        }
        if touchBefore != touchAfter { add(EventType.key, EventCode.buttonTouch, touchAfter ? 1 : 0) }
        add(EventType.synchronization, EventCode.report, 0)
        return events
    }
}
