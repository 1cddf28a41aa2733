import TactileCore
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// The launcher's system gestures as the first stage of the application's `touchPipeline`
/// (`app.touchPipeline.add(stage, at: 0)`): the launcher of docs/gesture-arbitration.md, a hidden application above the
/// foreground one.
///
/// Every touch's began goes on to the application as usual, and the stage reports nothing (so the
/// launcher changes nothing on screen) until one of its gestures recognizes. At that moment it
/// claims the sequence (`claimSequence()`): the application's views get `touchesCancelled`, never
/// the lift, and the rest of the sequence comes here only. When nothing recognizes, the stage
/// stays silent and the application carries on. One- and two-finger sequences are never taken.
///
/// | gesture | recognizes | reports |
/// |---|---|---|
/// | swipe up, left, right | exactly the swipes' fingers down (3; 4 in accessibility mode, the first landing at the bottom edge with `requiresBottomEdge`), all moved the same way, centroid `swipeMinimumDistance` along the axis, mostly straight | `.swipe(_)` once |
/// | pinch | exactly one of the pinch's counts down (5 or 4; 5 or 3), spread changed by `pinchHysteresis` | `.pinchBegan`, `.pinchChanged` per move, `.pinchEnded` at the first lift |
/// | tap | the tap's fingers (10) down within `tapLandingWindow`: claimed then; all lifted within `tapMaximumDuration`, none moved `tapAllowableMovement` | `.tap(fingers:)` at the last lift |
///
/// Finger counts are of the fingers down together; a finger lifting before anything recognizes
/// ends recognition for the sequence. The pinch's scale counts from the spread of its fingers
/// where they were when the last of them went down, so it follows the hand from the start; once
/// it runs, fingers added are ignored. The tap claims when its last finger lands (ten fingers are
/// never an app's gesture), so a tap that then fails (held, moved) ends silently but taken.
/// Which mode and settings apply is decided when a sequence's first finger goes down: changes
/// during a sequence apply from the next one. A pinch whose fingers an earlier stage takes ends
/// with `goesHome` false.
public final class SystemGestureStage: TouchStage {
    /// The thresholds and finger counts.
    public var settings: SystemGestureSettings

    /// The accessibility mode: swipes of `accessibilitySwipeFingers` (4) and the pinch's counts
    /// that leaves (5 or 3). A change during a sequence applies from the next one.
    public var accessibilityMode = false

    /// With the screen reader in containers mode, whose four-finger flicks these swipes would
    /// take: a swipe recognizes only when the sequence's first finger lands within
    /// `bottomEdgeWidth` of the bottom of `screenBounds` (up opens the strip, along the edge
    /// switches apps). A change during a sequence applies from the next one.
    public var requiresBottomEdge = false
    /// The screen in points, for `requiresBottomEdge`.
    public var screenBounds = Rect(x: 0, y: 0, width: 0, height: 0)
    /// How far from the bottom edge the first finger of a swipe may land when
    /// `requiresBottomEdge` is set. Default 40 pt.
    public var bottomEdgeWidth = 40.0

    /// Called with each gesture report, from `handle(_:)` (or `cancel(touchIDs:timestamp:)`).
    public var onGesture: ((SystemGesture) -> Void)?

    /// The time of the records (or cancel) handled last: the time of a report made from
    /// `onGesture`.
    public private(set) var timestamp = Instant.zero

    private enum Recognition {
        /// No sequence.
        case idle
        /// Fingers down, nothing recognized yet.
        case possible
        /// Nothing will recognize in this sequence: silent until all have lifted.
        case failed
        /// The sequence is claimed and its gesture reported (or given up): silent until all
        /// have lifted.
        case done
        /// A recognized pinch of these fingers.
        case pinching
        /// The tap's fingers are down and the sequence claimed; the tap reports at the last lift.
        case tapping
    }

    /// One finger of the sequence.
    private struct Finger {
        var start: Point
        var location: Point
        var isDown = true
    }

    private var recognition = Recognition.idle
    private var fingers: [Int: Finger] = [:]
    /// The sequence's fingers in the order they went down.
    private var order: [Int] = []
    /// The settings and mode of the current sequence.
    private var active = SystemGestureSettings()
    private var activeSwipeFingers = 3
    private var activePinchFingers: [Int] = []
    private var firstDown = Instant.zero
    /// Whether this sequence's swipes may recognize (`requiresBottomEdge`).
    private var swipesAllowed = true

    /// The pinch's fingers: those down when the count last changed, then when it recognized.
    private var pinchIDs: [Int] = []
    /// The spread of `pinchIDs` where they were when the count last changed.
    private var baseSpread = 1.0
    private var lastScale = 1.0
    private var lastCentroid = Point.zero
    private var scaleRate = VelocityEstimator()

    /// A stage with `settings` (the defaults unless given).
    public init(settings: SystemGestureSettings = SystemGestureSettings()) {
        self.settings = settings
        super.init()
    }

    public override var hasActiveTouches: Bool {
        fingers.values.contains { $0.isDown }
    }

    public override func handle(_ records: [TouchRecord]) {
        guard let first = records.first else { return }
        timestamp = first.timestamp
        var began = false, lifted = false
        var liftedIDs: [Int] = []
        for record in records {
            let point = Point(record.location)
            let finite = point.x.isFinite && point.y.isFinite
            switch record.phase {
            case .began:
                if recognition == .idle { startSequence(at: record.timestamp) }
                guard fingers[record.id] == nil else { continue }
                let start = finite ? point : (order.last.flatMap { fingers[$0]?.location } ?? .zero)
                if order.isEmpty {
                    swipesAllowed = !requiresBottomEdge || start.y >= screenBounds.maxY - bottomEdgeWidth
                }
                fingers[record.id] = Finger(start: start, location: start)
                order.append(record.id)
                began = true
            case .moved, .stationary, .ended, .cancelled:
                guard var finger = fingers[record.id], finger.isDown else { continue }
                if finite { finger.location = point }
                if record.phase == .ended || record.phase == .cancelled {
                    finger.isDown = false
                    lifted = true
                    liftedIDs.append(record.id)
                }
                fingers[record.id] = finger
            }
        }
        advance(began: began, lifted: lifted, liftedIDs: liftedIDs, cancelled: false)
        endSequenceIfLifted()
    }

    public override func cancel(touchIDs ids: [Int], timestamp: Instant) {
        self.timestamp = timestamp
        var taken: [Int] = []
        for id in ids {
            guard var finger = fingers[id], finger.isDown else { continue }
            finger.isDown = false
            fingers[id] = finger
            taken.append(id)
        }
        guard !taken.isEmpty else { return }
        advance(began: false, lifted: true, liftedIDs: taken, cancelled: true)
        endSequenceIfLifted()
    }

    // MARK: - Recognition

    private func startSequence(at time: Instant) {
        active = settings.sanitized()
        activeSwipeFingers = active.swipeFingers(accessibilityMode: accessibilityMode)
        activePinchFingers = active.pinchFingers(accessibilityMode: accessibilityMode)
        firstDown = time
        recognition = .possible
    }

    private func endSequenceIfLifted() {
        guard recognition != .idle, !fingers.values.contains(where: { $0.isDown }) else { return }
        recognition = .idle
        fingers.removeAll()
        order.removeAll()
        pinchIDs.removeAll()
    }

    private func advance(began: Bool, lifted: Bool, liftedIDs: [Int], cancelled: Bool) {
        switch recognition {
        case .idle, .failed, .done:
            return
        case .possible:
            if lifted {
                recognition = .failed
                return
            }
            let down = downIDs()
            if began { rebasePinch(on: down) }
            guard down.count >= SystemGestureSettings.minimumFingers else { return }
            if down.count == active.tapFingers {
                if began && timestamp - firstDown <= active.tapLandingWindow && withinTapMovement() {
                    recognition = .tapping
                    claimSequence()
                }
            } else if down.count == activeSwipeFingers, swipesAllowed {
                if let direction = swipeDirection(of: down) {
                    recognition = .done
                    claimSequence()
                    onGesture?(.swipe(direction))
                }
            } else if activePinchFingers.contains(down.count) {
                // The scale and its rate follow the fingers before the pinch recognizes too.
                let values = spreadAndCentroid(of: down)
                samplePinch(values)
                if abs(values.spread - baseSpread) > active.pinchHysteresis {
                    recognition = .pinching
                    claimSequence()
                    onGesture?(.pinchBegan)
                    onGesture?(.pinchChanged(scale: lastScale, centroid: lastCentroid))
                }
            }
        case .pinching:
            let values = spreadAndCentroid(of: pinchIDs)
            let changed = samplePinch(values)
            if liftedIDs.contains(where: { pinchIDs.contains($0) }) {
                recognition = .done
                let velocity = scaleRate.velocity(at: timestamp).x
                let goesHome =
                    !cancelled && lastScale <= 1
                    && (lastScale < active.homeScale || velocity < -active.homeSpeed)
                onGesture?(.pinchEnded(scale: lastScale, scaleVelocity: velocity, goesHome: goesHome))
            } else if changed {
                onGesture?(.pinchChanged(scale: lastScale, centroid: lastCentroid))
            }
        case .tapping:
            if began || !withinTapMovement() || timestamp - firstDown > active.tapMaximumDuration {
                recognition = .done  // claimed, but no tap: the sequence ends silently
                return
            }
            if !cancelled && !fingers.values.contains(where: { $0.isDown }) {
                recognition = .done
                onGesture?(.tap(fingers: active.tapFingers))
            }
        }
    }

    private func downIDs() -> [Int] {
        order.filter { fingers[$0]?.isDown == true }
    }

    /// The direction all of `ids` moved together far enough from where they went down, if any.
    private func swipeDirection(of ids: [Int]) -> SystemGesture.Direction? {
        var mean = Point.zero
        for id in ids {
            guard let finger = fingers[id] else { return nil }
            mean.x += finger.location.x - finger.start.x
            mean.y += finger.location.y - finger.start.y
        }
        let count = Double(ids.count)
        mean = Point(x: mean.x / count, y: mean.y / count)
        let candidates: [(SystemGesture.Direction, Double, Double)] = [
            (.up, -mean.y, abs(mean.x)), (.left, -mean.x, abs(mean.y)), (.right, mean.x, abs(mean.y))
        ]
        for (direction, along, across) in candidates {
            guard along >= active.swipeMinimumDistance, across <= along * active.swipeMaximumDeviationRatio else { continue }
            let together = ids.allSatisfy { id in
                guard let finger = fingers[id] else { return false }
                let dx = finger.location.x - finger.start.x, dy = finger.location.y - finger.start.y
                let own = direction == .up ? -dy : (direction == .left ? -dx : dx)
                return own >= active.swipeMinimumFingerDistance
            }
            if together { return direction }
        }
        return nil
    }

    /// The fingers' mean distance to their centroid, and the centroid.
    private func spreadAndCentroid(of ids: [Int]) -> (spread: Double, centroid: Point) {
        var centroid = Point.zero
        var count = 0.0
        for id in ids {
            guard let finger = fingers[id] else { continue }
            centroid.x += finger.location.x
            centroid.y += finger.location.y
            count += 1
        }
        guard count > 0 else { return (0, .zero) }
        centroid = Point(x: centroid.x / count, y: centroid.y / count)
        var spread = 0.0
        for id in ids {
            guard let finger = fingers[id] else { continue }
            let dx = finger.location.x - centroid.x, dy = finger.location.y - centroid.y
            spread += (dx * dx + dy * dy).squareRoot()
        }
        return (spread / count, centroid)
    }

    /// The fingers down changed: the pinch's scale counts from their spread now.
    private func rebasePinch(on ids: [Int]) {
        pinchIDs = ids
        let values = spreadAndCentroid(of: ids)
        // Fingers on one spot would make every scale infinite.
        baseSpread = max(1, values.spread)
        lastScale = values.spread / baseSpread
        lastCentroid = values.centroid
        scaleRate.reset(at: Point(x: lastScale, y: 0), time: timestamp)
    }

    /// Takes the pinch's values now as its scale and centroid; the velocity estimate gets a
    /// sample when the scale changed. Returns whether either changed.
    @discardableResult
    private func samplePinch(_ values: (spread: Double, centroid: Point)) -> Bool {
        let scale = values.spread / baseSpread
        let changed = scale != lastScale || values.centroid != lastCentroid
        if scale != lastScale { scaleRate.add(Point(x: scale, y: 0), at: timestamp) }
        lastScale = scale
        lastCentroid = values.centroid
        return changed
    }

    private func withinTapMovement() -> Bool {
        let limit = active.tapAllowableMovement * active.tapAllowableMovement
        return fingers.values.allSatisfy { finger in
            let dx = finger.location.x - finger.start.x, dy = finger.location.y - finger.start.y
            return dx * dx + dy * dy <= limit
        }
    }
}
