import TactileSystem

/// Turns contact frames from every device into touch records: stable touch identities, phases,
/// tap counts and swipe bits. One tracker serves all devices so identities and tap series are
/// global. Records accumulate until taken (`takeRecords`), once per run-loop pass.
public final class TouchTracker {
    struct ActiveTouch {
        var deviceID: Int
        var key: Int
        var id: Int
        var startLocation: TouchLocation
        var startTime: Double
        var location: TouchLocation
        var tapCount: Int
        var swipe: SwipeDirections = []
        var pathLength = 0.0
        var farthestFromStart = 0.0
    }

    struct Tap {
        var endTime: Double
        var location: TouchLocation
        var count: Int
    }

    /// The numbers behind tap counts and swipe bits.
    public var thresholds: TouchThresholds
    /// Records produced and not yet taken, in order.
    public private(set) var records: [TouchRecord] = []
    /// Hardware key changes not yet taken.
    public private(set) var keyRecords: [KeyRecord] = []
    private var active: [ActiveTouch] = []
    /// Contacts cancelled while down, ignored until they lift: (device, key).
    private var ignored: [(deviceID: Int, key: Int)] = []
    private var recentTaps: [Tap] = []
    private var nextID = 1

    /// Creates a tracker with no touches down.
    public init(thresholds: TouchThresholds = .standard) { self.thresholds = thresholds }

    /// The number of touches down now.
    public var activeTouchCount: Int { active.count }

    /// Returns and clears the pending touch records.
    public func takeRecords() -> [TouchRecord] {
        let taken = records
        records.removeAll()
        return taken
    }

    /// Returns and clears the pending key records.
    public func takeKeyRecords() -> [KeyRecord] {
        let taken = keyRecords
        keyRecords.removeAll()
        return taken
    }

    /// Records one hardware key event.
    public func consumeKey(_ key: HardwareKey, value: Int32, time: Int64, deviceID: Int) {
        keyRecords.append(
            KeyRecord(
                timestamp: Instant(microseconds: time), key: key, isPressed: value != 0,
                isRepeat: value == 2, deviceID: deviceID))
    }

    /// Records one moment of a device: began, moved or stationary for contacts down, ended for
    /// touches whose contact is gone, cancelled for contacts marked cancelled.
    public func consume(_ frame: ContactFrame, deviceID: Int, mapping: ScreenMapping) {
        let time = Double(frame.time) / 1_000_000
        let timestamp = Instant(microseconds: frame.time)
        var produced: [TouchRecord] = []
        var seen: [Int] = []  // indices into `active`
        for contact in frame.contacts {
            if ignored.contains(where: { $0.deviceID == deviceID && $0.key == contact.key }) { continue }
            let location = mapping.location(x: contact.x, y: contact.y)
            let index = active.firstIndex { $0.deviceID == deviceID && $0.key == contact.key }
            if contact.isCancelled {
                ignored.append((deviceID, contact.key))
                if let index {
                    produced.append(
                        record(
                            for: active[index], phase: .cancelled, timestamp: timestamp, location: location,
                            contact: contact, mapping: mapping))
                    active[index].id = -1  // removed below
                    seen.append(index)
                }
                continue
            }
            if let index {
                var touch = active[index]
                let phase: TouchPhase = location == touch.location ? .stationary : .moved
                touch.pathLength += location.distance(to: touch.location)
                touch.farthestFromStart = max(touch.farthestFromStart, location.distance(to: touch.startLocation))
                let previous = touch.location
                touch.location = location
                updateSwipe(&touch, time: time)
                var made = record(for: touch, phase: phase, timestamp: timestamp, location: location, contact: contact, mapping: mapping)
                made.previousLocation = previous
                produced.append(made)
                active[index] = touch
                seen.append(index)
            } else {
                let touch = ActiveTouch(
                    deviceID: deviceID, key: contact.key, id: nextID, startLocation: location,
                    startTime: time, location: location, tapCount: tapCount(at: location, time: time))
                nextID &+= 1
                produced.append(record(for: touch, phase: .began, timestamp: timestamp, location: location, contact: contact, mapping: mapping))
                active.append(touch)
                seen.append(active.count - 1)
            }
        }
        // Touches of this device missing from the frame lifted.
        for index in active.indices where active[index].deviceID == deviceID && !seen.contains(index) {
            let touch = active[index]
            produced.append(record(for: touch, phase: .ended, timestamp: timestamp, location: touch.location, contact: nil, mapping: mapping))
            if touch.farthestFromStart <= thresholds.tapDistance {
                recentTaps.append(Tap(endTime: time, location: touch.startLocation, count: touch.tapCount))
            }
            active[index].id = -1
        }
        active.removeAll { $0.id < 0 }
        // Ignored contacts that lifted can be forgotten (keys are never reused by a device).
        ignored.removeAll { entry in entry.deviceID == deviceID && !frame.contacts.contains { $0.key == entry.key } }
        produced.sort { $0.id < $1.id }
        records += produced
    }

    /// Cancels every touch of a device (it disappeared, or stopped being read), at `time` (µs).
    public func cancelAll(deviceID: Int, time: Int64) {
        for touch in active where touch.deviceID == deviceID {
            records.append(
                TouchRecord(
                    id: touch.id, phase: .cancelled, timestamp: Instant(microseconds: time), location: touch.location,
                    previousLocation: touch.location, tapCount: touch.tapCount, swipe: touch.swipe,
                    deviceID: deviceID))
        }
        active.removeAll { $0.deviceID == deviceID }
        ignored.removeAll { $0.deviceID == deviceID }
    }

    private func record(
        for touch: ActiveTouch, phase: TouchPhase, timestamp: Instant, location: TouchLocation,
        contact: Contact?, mapping: ScreenMapping
    ) -> TouchRecord {
        var made = TouchRecord(
            id: touch.id, phase: phase, timestamp: timestamp, location: location,
            previousLocation: phase == .began ? location : touch.location,
            tapCount: touch.tapCount, swipe: touch.swipe, deviceID: touch.deviceID)
        if let contact {
            if let pressure = contact.pressure, let axis = mapping.pressureAxis, axis.maximum > axis.minimum {
                made.pressure = max(0, min(1, Double(Int64(pressure) - Int64(axis.minimum)) / Double(Int64(axis.maximum) - Int64(axis.minimum))))
            }
            // A device may report a negative size: it counts as none.
            if let major = contact.touchMajor { made.majorRadius = max(0, mapping.length(major) / 2) }
            if let minor = contact.touchMinor { made.minorRadius = max(0, mapping.length(minor) / 2) }
        }
        return made
    }

    private func tapCount(at location: TouchLocation, time: Double) -> Int {
        recentTaps.removeAll { time - $0.endTime > thresholds.tapInterval }
        var best: Int?
        for index in recentTaps.indices where recentTaps[index].location.distance(to: location) <= thresholds.tapDistance {
            if best == nil || recentTaps[index].endTime > recentTaps[best!].endTime { best = index }
        }
        guard let best else { return 1 }
        let count = recentTaps[best].count + 1
        recentTaps.remove(at: best)
        return count
    }

    private func updateSwipe(_ touch: inout ActiveTouch, time: Double) {
        guard touch.swipe.isEmpty, time - touch.startTime <= thresholds.swipeDuration else { return }
        let dx = touch.location.x - touch.startLocation.x
        let dy = touch.location.y - touch.startLocation.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance >= thresholds.swipeDistance, distance >= thresholds.swipeStraightness * touch.pathLength else { return }
        var bits: SwipeDirections = []
        if abs(dx) > thresholds.diagonalRatio * abs(dy) { bits.insert(dx > 0 ? .right : .left) }
        if abs(dy) > thresholds.diagonalRatio * abs(dx) { bits.insert(dy > 0 ? .down : .up) }
        touch.swipe = bits
    }
}
