import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// The screen reader's stage of the touch pipeline, between the launcher's and the apps'.
///
/// In containers mode it claims every sequence and decides what it is before acting, as
/// TalkBack's touch explorer does: nothing is selected until the double-tap interval has passed
/// (a finger held or moving slowly explores; a short tap selects once no second tap came) or the
/// motion is clearly a flick. So a flick never selects what it lands on and the first tap of a
/// double tap does not move the focus.
///
/// | sequence | is |
/// |---|---|
/// | every finger lifted within `flickDuration`, the fingers' mean travel ≥ `flickDistance`, mostly along one axis | a flick of that many fingers |
/// | two fingers going left and right, turning twice by `scrubDistance` | a scrub (escape) |
/// | lifted within `tapDuration`, no finger moved `tapMovement` | a tap; within `doubleTapInterval` and `doubleTapDistance` of the last, its next count |
/// | one finger held past `doubleTapInterval` (moving slower than a flick) | exploring, until it lifts |
/// | the second tap of a double tap held past `doubleTapInterval` | passed through to the app at the current item |
///
/// In alert mode it claims nothing: touches reach the apps unchanged, and the reader hears where
/// each first finger goes (the outside cue).
public final class ScreenReaderStage: TouchStage {
    /// Thresholds, in points and seconds.
    public struct Thresholds: Equatable, Sendable {
        /// A flick's least travel (the swipe's: `TouchThresholds.swipeDistance`).
        public var flickDistance = 50.0
        /// A flick's longest duration.
        public var flickDuration = 0.5
        /// How far a tap's fingers may move.
        public var tapMovement = 20.0
        /// A tap's longest duration.
        public var tapDuration = 0.3
        /// The longest wait between a tap's lift and the next tap's touch (the tap count's 0.35 s).
        public var doubleTapInterval = 0.35
        /// How far apart the taps of a double tap may be (the tap count's 45 pt).
        public var doubleTapDistance = 45.0
        /// A scrub's least travel between turns.
        public var scrubDistance = 30.0

        /// Creates the standard thresholds.
        public init() {}
    }

    /// The distances and durations that tell taps, flicks, scrubs and exploring apart.
    public var thresholds = Thresholds()

    @Unowned private var reader: ScreenReader

    private struct Finger {
        var start: Point
        var location: Point
    }

    private var fingers: [Int: Finger] = [:]
    private var sequenceStart = Instant.zero
    private var mostFingers = 0
    /// Travel of the fingers that already lifted (their start to their end), for the mean.
    private var liftedTravel: [Point] = []
    private var isExploring = false
    /// The touch passed through to the app (double tap and hold): its id and where the finger
    /// was relative to the touch.
    private var passThrough: (id: Int, offset: Point)?
    private var decisionTimer: Timer?
    /// The last tap: its fingers, count, place and lift time.
    private var lastTap: (fingers: Int, count: Int, location: Point, time: Instant)?
    /// A single tap waiting to see whether a second follows.
    private var pendingTapTimer: Timer?
    /// The scrub's path: the centroid's extreme x in the current direction, the direction and turns.
    private var scrub: (extreme: Double, direction: Double, turns: Int)?
    /// Ids of the touches the stage makes up: negative, never a device's (which count up from
    /// 0), and within 32 bits on armhf.
    private var nextSyntheticID = -1

    init(reader: ScreenReader) {
        self.reader = reader
    }

    public override var hasActiveTouches: Bool { !fingers.isEmpty }

    private var now: Instant { reader.session.runLoop.clock.now() }

    // MARK: Records

    public override func handle(_ records: [TouchRecord]) {
        if reader.mode == .alert {
            handleAlert(records)
            return
        }
        guard let time = records.first?.timestamp else { return }
        for record in records where record.phase == .began {
            if fingers.isEmpty { begin(at: time) }
            fingers[record.id] = Finger(start: Point(record.location), location: Point(record.location))
            mostFingers = max(mostFingers, fingers.count)
        }
        for record in records where record.phase == .moved {
            fingers[record.id]?.location = Point(record.location)
        }
        followMotion(at: time)
        for record in records where record.phase == .ended || record.phase == .cancelled {
            guard let finger = fingers.removeValue(forKey: record.id) else { continue }
            let end = Point(record.location)
            liftedTravel.append(Point(x: end.x - finger.start.x, y: end.y - finger.start.y))
            if fingers.isEmpty { finish(at: time, location: end) }
        }
    }

    public override func cancel(touchIDs ids: [Int], timestamp: Instant) {
        for id in ids { fingers[id] = nil }
        if fingers.isEmpty {
            decisionTimer?.invalidate()
            if let passThrough { deliver(id: passThrough.id, phase: .cancelled, at: Point(x: 0, y: 0), time: timestamp) }
            passThrough = nil
            if isExploring { reader.exploreEnded() }
            isExploring = false
        }
    }

    private func begin(at time: Instant) {
        claimSequence()
        reader.stopReadingAll()
        // A new touch settles the tap before it: no selection for the first tap of a double tap.
        pendingTapTimer?.invalidate()
        pendingTapTimer = nil
        sequenceStart = time
        mostFingers = 0
        liftedTravel = []
        isExploring = false
        scrub = nil
        decisionTimer?.invalidate()
        decisionTimer = reader.session.scheduledTimer(after: .seconds(thresholds.doubleTapInterval), mode: .common) { [owner = Unowned(self)] _ in
            owner.object.decide()
        }
    }

    /// The double-tap interval passed with fingers down: one finger explores (or, on the second
    /// tap of a double tap, passes through), unless it is on its way to a flick.
    private func decide() {
        decisionTimer = nil
        guard fingers.count == 1, mostFingers == 1, let finger = fingers.first?.value, passThrough == nil else { return }
        let time = now
        let travel = finger.location.distance(to: finger.start)
        if let lastTap, lastTap.fingers == 1, travel < thresholds.tapMovement,
            time - lastTap.time < .seconds(thresholds.doubleTapInterval * 2),
            lastTap.location.distance(to: finger.start) <= thresholds.doubleTapDistance,
            let point = reader.passThroughPoint()
        {
            self.lastTap = nil
            let synthetic = nextSyntheticID
            nextSyntheticID -= 1
            passThrough = (synthetic, Point(x: point.x - finger.location.x, y: point.y - finger.location.y))
            deliver(id: synthetic, phase: .began, at: point, time: time)
            return
        }
        let elapsed = (time - sequenceStart).seconds
        // Fast enough to reach a flick's distance in its time: wait for the flick's time to end.
        if travel >= thresholds.tapMovement, travel / max(elapsed, 0.001) >= thresholds.flickDistance / thresholds.flickDuration,
            elapsed < thresholds.flickDuration
        {
            decisionTimer = reader.session.scheduledTimer(after: .seconds(thresholds.flickDuration - elapsed), mode: .common) {
                [owner = Unowned(self)] _ in owner.object.decide()
            }
            return
        }
        isExploring = true
        reader.explore(at: finger.location, time: time, isFirst: true)
    }

    private func followMotion(at time: Instant) {
        if let passThrough, let finger = fingers.first?.value {
            let point = Point(x: finger.location.x + passThrough.offset.x, y: finger.location.y + passThrough.offset.y)
            deliver(id: passThrough.id, phase: .moved, at: point, time: time)
            return
        }
        if isExploring, let finger = fingers.first?.value {
            reader.explore(at: finger.location, time: time, isFirst: false)
            return
        }
        if fingers.count == 2 { followScrub() }
    }

    private func followScrub() {
        let x = fingers.values.reduce(0) { $0 + $1.location.x } / Double(fingers.count)
        guard var path = scrub else {
            scrub = (x, 0, 0)
            return
        }
        if path.direction == 0 {
            if abs(x - path.extreme) >= thresholds.scrubDistance { path.direction = x > path.extreme ? 1 : -1; path.extreme = x }
        } else if (x - path.extreme) * path.direction > 0 {
            path.extreme = x
        } else if abs(x - path.extreme) >= thresholds.scrubDistance {
            path.turns += 1
            path.direction = -path.direction
            path.extreme = x
        }
        scrub = path
    }

    /// Every finger lifted at `time`: what was the sequence?
    private func finish(at time: Instant, location: Point) {
        decisionTimer?.invalidate()
        decisionTimer = nil
        if let passThrough {
            let point = Point(x: location.x + passThrough.offset.x, y: location.y + passThrough.offset.y)
            deliver(id: passThrough.id, phase: .ended, at: point, time: time)
            self.passThrough = nil
            return
        }
        if isExploring {
            isExploring = false
            reader.exploreEnded()
            return
        }
        let fingerCount = mostFingers
        let duration = (time - sequenceStart).seconds
        let count = Double(max(1, liftedTravel.count))
        let mean = Point(x: liftedTravel.reduce(0) { $0 + $1.x } / count, y: liftedTravel.reduce(0) { $0 + $1.y } / count)
        let farthest = liftedTravel.reduce(0) { max($0, ($1.x * $1.x + $1.y * $1.y).squareRoot()) }
        if fingerCount == 2, let scrub, scrub.turns >= 2 {
            lastTap = nil
            reader.escape(time: time)
            return
        }
        let distance = (mean.x * mean.x + mean.y * mean.y).squareRoot()
        if duration <= thresholds.flickDuration, distance >= thresholds.flickDistance {
            lastTap = nil
            let horizontal = abs(mean.x) >= abs(mean.y)
            flick(fingers: fingerCount, direction: horizontal ? (mean.x > 0 ? .right : .left) : (mean.y > 0 ? .down : .up), at: time)
            return
        }
        guard duration <= thresholds.tapDuration, farthest < thresholds.tapMovement else {
            lastTap = nil
            return
        }
        var taps = 1
        if let lastTap, lastTap.fingers == fingerCount,
            sequenceStart - lastTap.time <= .seconds(thresholds.doubleTapInterval),
            lastTap.location.distance(to: location) <= thresholds.doubleTapDistance
        {
            taps = lastTap.count + 1
        }
        lastTap = (fingerCount, taps, location, time)
        tap(fingers: fingerCount, count: taps, at: location, time: time)
    }

    private enum Direction { case up, down, left, right }

    private func flick(fingers: Int, direction: Direction, at time: Instant) {
        switch (fingers, direction) {
        case (1, .right): reader.perform(.next, time: time)
        case (1, .left): reader.perform(.previous, time: time)
        case (1, .up): reader.adjust(up: true, time: time)
        case (1, .down): reader.adjust(up: false, time: time)
        case (2, .right): reader.perform(.nextContainer, time: time)
        case (2, .left): reader.perform(.previousContainer, time: time)
        case (2, .up): reader.readAll(time: time)
        case (2, .down): break
        case (3, .up): reader.scroll(.down, time: time)
        case (3, .down): reader.scroll(.up, time: time)
        case (3, .left): reader.scroll(.right, time: time)
        case (3, .right): reader.scroll(.left, time: time)
        case (4, .left): reader.perform(.first, time: time)
        case (4, .right): reader.perform(.last, time: time)
        case (4, .up): reader.perform(.firstOnScreen, time: time)
        case (4, .down): reader.perform(.lastOnScreen, time: time)
        default: break
        }
    }

    private func tap(fingers: Int, count: Int, at location: Point, time: Instant) {
        switch (fingers, count) {
        case (1, 1), (3, 1):
            // Said once no second tap came.
            pendingTapTimer = reader.session.scheduledTimer(after: .seconds(thresholds.doubleTapInterval), mode: .common) {
                [owner = Unowned(self)] _ in
                owner.object.pendingTapTimer = nil
                let fired = owner.object.now
                if fingers == 1 {
                    owner.object.reader.explore(at: location, time: fired, isFirst: true)
                    owner.object.reader.exploreEnded()
                } else {
                    owner.object.reader.sayWhereAmI(time: fired)
                }
            }
        case (1, 2):
            lastTap = nil
            reader.activate(time: time)
        case (2, 1):
            reader.toggleSpeech(time: time)
        case (3, 2):
            reader.toggleZoom(time: time)
        default:
            break
        }
    }

    // MARK: Alert mode

    private func handleAlert(_ records: [TouchRecord]) {
        for record in records {
            switch record.phase {
            case .began:
                let isFirst = fingers.isEmpty
                fingers[record.id] = Finger(start: Point(record.location), location: Point(record.location))
                if isFirst { reader.alertTouch(at: Point(record.location), time: record.timestamp, isFirst: true) }
            case .moved:
                fingers[record.id]?.location = Point(record.location)
                if fingers.count == 1 { reader.alertTouch(at: Point(record.location), time: record.timestamp, isFirst: false) }
            case .ended, .cancelled:
                fingers[record.id] = nil
            default:
                break
            }
        }
    }

    // MARK: Touches for the app

    /// A tap at `point` for the apps (activation of an item that does not activate itself).
    func tap(at point: Point, time: Instant) {
        let id = nextSyntheticID
        nextSyntheticID -= 1
        deliver(id: id, phase: .began, at: point, time: time)
        deliver(id: id, phase: .ended, at: point, time: time)
    }

    private func deliver(id: Int, phase: TouchPhase, at point: Point, time: Instant) {
        let location = TouchLocation(x: point.x, y: point.y)
        pipeline?.inject(
            [TouchRecord(id: id, phase: phase, timestamp: time, location: location, previousLocation: location)],
            after: self)
    }
}
