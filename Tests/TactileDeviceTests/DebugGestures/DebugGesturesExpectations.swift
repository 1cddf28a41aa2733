import Foundation

/// What `tactile debug-gestures` should print for a real recording, derived from its raw events
/// (`RawRecording`) by the rules the recognizers document (Sources/TactileCore/Gestures/*.swift) and
/// the arrangement of `GestureSampler`, never from the program's output. Covers the cases the
/// recordings hold; anything else sets `unsupported` rather than guessing.
///
/// The rules used, for one touch sequence (fingers on a quiet screen until the last lift):
/// - `edge-pan-left` fails at the first touch unless it is within 20 pt of the left edge.
/// - One finger alone (the others come later, or never):
///   - once it is 10 pt or more from where it went down (before 0.5 s): `pan` begins there, its
///     translation counting from the point 10 pt along the movement and its velocity from
///     `DocumentedVelocity`; it ends when the finger lifts. From the left edge, moving right at
///     least as much as vertically, `edge-pan-left` begins instead and `pan` (waiting for its
///     failure) fails. Everything exclusive with the one that began fails then: `long-press`
///     (also moved more than 10 pt), the taps, `pinch`, `rotation`, and, for the edge pan, the
///     swipes. The swipes are simultaneous with `pan`: the first frame within 0.5 s of the touch
///     where the finger has moved 50 pt in a direction, less across it (and at most 200 pt)
///     recognizes that swipe and fails the others; without one they fail at 0.5 s (their
///     timer) or at the lift if earlier.
///   - held 0.5 s without moving 10 pt: `long-press` begins exactly 0.5 s after the touch and
///     everything else fails then; it ends when that finger lifts (extra fingers after it began
///     change nothing).
///   - lifted before 0.5 s without moving 10 pt: every recognizer but the two taps fails at the
///     lift. If another one-finger touch goes down less than 0.35 s after the lift, within
///     45 pt, and stays within 45 pt, `double-tap` is recognized at its lift and `tap` fails
///     then; otherwise `double-tap` fails and `tap` (waiting for it) is recognized 0.35 s after
///     the lift.
/// - A second finger before the first one decided anything: `tap`, `double-tap`, `long-press`,
///   `pan` and the swipes fail then (too many fingers). With three or more at that moment, so do
///   `two-finger-tap`, `pinch` and `rotation`. With two: `pinch` begins once the distance
///   between them has changed by 10 pt, `rotation` once the line between them has turned π/36
///   (5°) from where the second went down (`rotation` is cumulative, clockwise positive on a
///   y-down screen); both end when one of the two lifts, or fail then if they had not begun.
///   `two-finger-tap` fails when either begins (or when the fingers' centroid leaves 45 pt),
///   otherwise it is recognized at the last lift with touches=2.
struct DocumentedExpectations {
    /// An expected state change other than `changed`.
    struct Decision {
        var gesture: String
        var state: String
        var time: Int64
        /// The `touches=` expected on the line, when the rules make it plain.
        var touches: Int?
    }
    /// An expected line of a pan or edge pan (began, each changed, ended).
    struct PanLine {
        var state: String
        var time: Int64
        var x: Double, y: Double
        var translation: (x: Double, y: Double)
        var velocity: (x: Double, y: Double)
    }
    /// An expected pinch scale or rotation angle on a began or ended line.
    struct TwoFingerValue {
        var gesture: String
        var state: String
        var time: Int64
        var value: Double
    }

    private(set) var decisions: [Decision] = []
    private(set) var panLines: [String: [PanLine]] = [:]
    private(set) var twoFingerValues: [TwoFingerValue] = []
    /// Why the recording is outside what these rules cover, if it is.
    private(set) var unsupported: String?
    /// One line per touch sequence, saying what was derived (for failure messages).
    private(set) var summary: [String] = []

    /// The expected (state, time) of `gesture`'s lines other than `changed`, in order.
    func decisions(of gesture: String) -> [StateAt] {
        decisions.filter { $0.gesture == gesture }.sorted { $0.time < $1.time }.map { StateAt($0.state, $0.time) }
    }

    private mutating func add(_ gesture: String, _ state: String, _ time: Int64, touches: Int? = nil) {
        decisions.append(Decision(gesture: gesture, state: state, time: time, touches: touches))
    }

    private mutating func fail(_ gestures: [String], at time: Int64, touches: Int? = nil) {
        for gesture in gestures { add(gesture, "failed", time, touches: touches) }
    }

    static let leftEdgeWidth = 20.0
    static let panHysteresis = 10.0
    static let longPressDuration: Int64 = 500_000
    static let longPressMovement = 10.0
    static let tapInterval: Int64 = 350_000
    static let tapMovement = 45.0
    static let swipeDistance = 50.0
    static let swipeDuration: Int64 = 500_000
    static let swipeDeviation = 200.0
    static let pinchHysteresis = 10.0
    static let minimumRotation = Double.pi / 36

    init(_ recording: RawRecording) {
        let groups = recording.groups
        var index = 0
        while index < groups.count, unsupported == nil {
            let group = groups[index]
            index += 1
            guard group.end != Int64.max else {
                unsupported = "the recording ends with fingers down"
                return
            }
            let next = index < groups.count ? groups[index] : nil
            if sequence(group, next: next) { index += 1 }  // the next touch was this sequence's second tap
        }
    }

    /// Derives one sequence; returns whether it consumed `next` (a double tap's second tap).
    private mutating func sequence(_ group: RawRecording.Group, next: RawRecording.Group?) -> Bool {
        let first = group.frames[0]
        let t0 = first.time
        let primary = first.contacts[0]
        // The first finger's frames until it lifts.
        var track: [(time: Int64, x: Double, y: Double)] = []
        var lift = group.end
        for frame in group.frames {
            guard let contact = frame.contact(primary.id) else {
                lift = frame.time
                break
            }
            track.append((frame.time, contact.x, contact.y))
        }
        func distance(_ i: Int) -> Double { hypot(track[i].x - primary.x, track[i].y - primary.y) }
        let crossing = track.indices.first { distance($0) >= Self.panHysteresis }
        let crossingTime = crossing.map { track[$0].time } ?? Int64.max
        let holdTime = t0 + Self.longPressDuration
        let secondFrame = group.frames.first { $0.contacts.count >= 2 }

        // A second finger before the first decided anything: the multi-finger rules.
        if let secondFrame, secondFrame.time <= crossingTime, secondFrame.time < holdTime, secondFrame.time < lift {
            multiFinger(group, second: secondFrame)
            return false
        }

        let edgeCandidate = primary.x <= Self.leftEdgeWidth
        if !edgeCandidate { add("edge-pan-left", "failed", t0, touches: first.contacts.count) }
        let exclusiveOthers = ["tap", "double-tap", "two-finger-tap", "pinch", "rotation"]

        if let c = crossing, crossingTime < holdTime {
            // A drag: pan (or edge pan) begins at the crossing.
            guard secondFrame == nil else {
                unsupported = "a second finger during a pan at \(secondsText(t0))"
                return false
            }
            let movement = (x: track[c].x - primary.x, y: track[c].y - primary.y)
            var panName = "pan"
            if edgeCandidate && movement.x > 0 && movement.x >= abs(movement.y) {
                panName = "edge-pan-left"
                add("edge-pan-left", "began", crossingTime, touches: 1)
                add("pan", "failed", crossingTime, touches: 1)
            } else {
                if edgeCandidate { add("edge-pan-left", "failed", crossingTime, touches: 1) }
                add("pan", "began", crossingTime, touches: 1)
            }
            add(panName, "ended", lift, touches: 1)
            fail(["long-press"] + exclusiveOthers, at: crossingTime, touches: 1)
            var swipeNote = "no swipe"
            if panName == "edge-pan-left" {
                fail(SampledGesture.swipes, at: crossingTime, touches: 1)
            } else if let (name, time) = swipe(track, from: (primary.x, primary.y), t0: t0) {
                add(name, "recognized", time, touches: 1)
                fail(SampledGesture.swipes.filter { $0 != name }, at: time, touches: 1)
                swipeNote = "\(name) at \(secondsText(time))"
            } else {
                fail(SampledGesture.swipes, at: min(t0 + Self.swipeDuration, lift), touches: 1)
            }
            panLines[panName, default: []] += panEpisode(
                track, crossing: c, lift: lift,
                start: (primary.x, primary.y), t0: t0)
            summary.append("\(secondsText(t0)): \(panName) from \(secondsText(crossingTime)) to \(secondsText(lift)), \(swipeNote)")
            return false
        }

        if lift > holdTime {
            // A long press: extra fingers that came after it began change nothing.
            add("long-press", "began", holdTime, touches: 1)
            add("long-press", "ended", lift)
            fail(["pan"] + SampledGesture.swipes + exclusiveOthers, at: holdTime, touches: 1)
            if edgeCandidate { add("edge-pan-left", "failed", holdTime, touches: 1) }
            summary.append("\(secondsText(t0)): long press until \(secondsText(lift))")
            return false
        }

        // A tap (lifted before 0.5 s, moved less than 10 pt).
        guard lift != holdTime, secondFrame == nil else {
            unsupported = "a tap at \(secondsText(t0)) the rules here do not decide"
            return false
        }
        fail(["long-press", "pan", "two-finger-tap", "pinch", "rotation"] + SampledGesture.swipes, at: lift, touches: 1)
        if edgeCandidate { add("edge-pan-left", "failed", lift, touches: 1) }
        if let next, next.start - lift <= Self.tapInterval {
            guard next.start - lift < Self.tapInterval, next.mostFingers == 1,
                next.frames.allSatisfy({ hypot($0.contacts[0].x - primary.x, $0.contacts[0].y - primary.y) <= Self.tapMovement })
            else {
                unsupported = "a touch at \(secondsText(next.start)) soon after the tap at \(secondsText(t0)) that is not a second tap"
                return false
            }
            add("double-tap", "recognized", next.end, touches: 1)
            add("tap", "failed", next.end, touches: 1)
            summary.append("\(secondsText(t0)): double tap recognized at \(secondsText(next.end))")
            return true
        }
        add("double-tap", "failed", lift + Self.tapInterval, touches: 1)
        add("tap", "recognized", lift + Self.tapInterval, touches: 1)
        summary.append("\(secondsText(t0)): tap recognized at \(secondsText(lift + Self.tapInterval))")
        return false
    }

    /// The first frame within 0.5 s of the touch where the finger has gone 50 pt one way, less
    /// (and at most 200 pt) across: that swipe and the frame's time.
    private func swipe(
        _ track: [(time: Int64, x: Double, y: Double)], from start: (x: Double, y: Double),
        t0: Int64
    ) -> (String, Int64)? {
        for point in track where point.time - t0 <= Self.swipeDuration {
            let dx = point.x - start.x, dy = point.y - start.y
            let candidates: [(String, Double, Double)] = [
                ("swipe-left", -dx, abs(dy)), ("swipe-right", dx, abs(dy)),
                ("swipe-up", -dy, abs(dx)), ("swipe-down", dy, abs(dx))
            ]
            for (name, along, across) in candidates
            where along >= Self.swipeDistance && across <= Self.swipeDeviation && across < along {
                return (name, point.time)
            }
        }
        return nil
    }

    /// A pan's lines: began at the crossing, changed at each later frame where the finger
    /// moved, ended at the lift.
    private func panEpisode(
        _ track: [(time: Int64, x: Double, y: Double)], crossing c: Int, lift: Int64,
        start: (x: Double, y: Double), t0: Int64
    ) -> [PanLine] {
        let movement = (x: track[c].x - start.x, y: track[c].y - start.y)
        let length = hypot(movement.x, movement.y)
        let reference = (
            x: start.x + movement.x * Self.panHysteresis / length,
            y: start.y + movement.y * Self.panHysteresis / length
        )
        var velocity = DocumentedVelocity(x: start.x, y: start.y, time: t0)
        var lines: [PanLine] = []
        for i in 1..<track.count {
            let p = track[i]
            velocity.add(x: p.x, y: p.y, time: p.time)
            guard i >= c else { continue }
            let moved = p.x != track[i - 1].x || p.y != track[i - 1].y
            guard i == c || moved else { continue }
            lines.append(
                PanLine(
                    state: i == c ? "began" : "changed", time: p.time, x: p.x, y: p.y,
                    translation: (p.x - reference.x, p.y - reference.y),
                    velocity: velocity.velocity(at: p.time)))
        }
        let last = track[track.count - 1]
        lines.append(
            PanLine(
                state: "ended", time: lift, x: last.x, y: last.y,
                translation: (last.x - reference.x, last.y - reference.y),
                velocity: velocity.velocity(at: lift)))
        return lines
    }

    /// Two or more fingers before the first one decided anything.
    private mutating func multiFinger(_ group: RawRecording.Group, second: RawRecording.Frame) {
        let first = group.frames[0]
        guard first.contacts.allSatisfy({ $0.x > Self.leftEdgeWidth }) else {
            unsupported = "several fingers from the left edge at \(secondsText(first.time))"
            return
        }
        add("edge-pan-left", "failed", first.time, touches: first.contacts.count)
        let count = second.contacts.count
        fail(["tap", "double-tap", "long-press", "pan"] + SampledGesture.swipes, at: second.time, touches: count)
        if count >= 3 {
            fail(["two-finger-tap", "pinch", "rotation"], at: second.time, touches: count)
            summary.append("\(secondsText(first.time)): \(count) fingers at \(secondsText(second.time)): everything fails")
            return
        }
        // Two fingers: pinch, rotation, two-finger tap.
        let a = second.contacts[0].id, b = second.contacts[1].id
        var pa = (x: second.contacts[0].x, y: second.contacts[0].y)
        var pb = (x: second.contacts[1].x, y: second.contacts[1].y)
        let startDistance = hypot(pb.x - pa.x, pb.y - pa.y)
        var lastAngle = atan2(pb.y - pa.y, pb.x - pa.x)
        var turned = 0.0
        let origin = (x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2)
        var pinchBegan: (time: Int64, scale: Double)?, rotationBegan: (time: Int64, angle: Double)?
        var drift: Int64?
        var pairLift = group.end
        var endScale = 1.0
        guard let secondIndex = group.frames.firstIndex(where: { $0.time == second.time }) else { return }
        for frame in group.frames[(secondIndex + 1)...] {
            if frame.contacts.contains(where: { $0.id != a && $0.id != b }) {
                unsupported = "a third finger during a two-finger gesture at \(secondsText(frame.time))"
                return
            }
            let ca = frame.contact(a), cb = frame.contact(b)
            if let ca { pa = (ca.x, ca.y) }
            if let cb { pb = (cb.x, cb.y) }
            // Moves count before lifts in a frame: the lifted finger keeps its last place.
            let distance = hypot(pb.x - pa.x, pb.y - pa.y)
            var step = atan2(pb.y - pa.y, pb.x - pa.x) - lastAngle
            while step > Double.pi { step -= 2 * Double.pi }
            while step < -Double.pi { step += 2 * Double.pi }
            lastAngle += step
            turned += step
            endScale = distance / startDistance
            if pinchBegan == nil && abs(distance - startDistance) >= Self.pinchHysteresis {
                pinchBegan = (frame.time, distance / startDistance)
            }
            if rotationBegan == nil && abs(turned) >= Self.minimumRotation { rotationBegan = (frame.time, turned) }
            if ca == nil || cb == nil {
                pairLift = frame.time
                break
            }
            if drift == nil && hypot((pa.x + pb.x) / 2 - origin.x, (pa.y + pb.y) / 2 - origin.y) > Self.tapMovement {
                drift = frame.time
            }
        }
        if let began = pinchBegan {
            add("pinch", "began", began.time)
            add("pinch", "ended", pairLift)
            twoFingerValues.append(TwoFingerValue(gesture: "pinch", state: "began", time: began.time, value: began.scale))
            twoFingerValues.append(TwoFingerValue(gesture: "pinch", state: "ended", time: pairLift, value: endScale))
        } else {
            add("pinch", "failed", pairLift)
        }
        if let began = rotationBegan {
            add("rotation", "began", began.time)
            add("rotation", "ended", pairLift)
            twoFingerValues.append(TwoFingerValue(gesture: "rotation", state: "began", time: began.time, value: began.angle))
            twoFingerValues.append(TwoFingerValue(gesture: "rotation", state: "ended", time: pairLift, value: turned))
        } else {
            add("rotation", "failed", pairLift)
        }
        let tapEnd = [pinchBegan?.time, rotationBegan?.time, drift].compactMap { $0 }.min()
        if let tapEnd {
            add("two-finger-tap", "failed", tapEnd)
        } else {
            add("two-finger-tap", "recognized", group.end, touches: 2)
        }
        summary.append(
            "\(secondsText(first.time)): two fingers at \(secondsText(second.time)), pinch "
                + (pinchBegan.map { "began \(secondsText($0.time))" } ?? "failed") + ", rotation "
                + (rotationBegan.map { "began \(secondsText($0.time))" } ?? "failed") + ", pair lift \(secondsText(pairLift))")
    }
}
