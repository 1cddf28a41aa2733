import TactilePlatform
import TactileSystem

/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`): between `minimumNumberOfTouches` and
/// `maximumNumberOfTouches` fingers moving together. Continuous: it begins once their centroid
/// has moved `hysteresis` points (10) from where it started, changes as it moves, and ends when
/// fewer than the minimum fingers remain.
///
/// `translation(in:)` counts from the point where the hysteresis was crossed, so it does not
/// jump at the start (it is the movement minus the hysteresis along its direction), nor when a
/// finger is added or lifted. `velocity(in:)` comes from the touches' kernel timestamps
/// (`VelocityEstimator`). More fingers than the maximum before it begins makes it fail;
/// afterwards, extra fingers are ignored.
open class PanGestureRecognizer: GestureRecognizer {
    /// Fingers needed to begin (and to go on). Default 1.
    public var minimumNumberOfTouches = 1
    /// Most fingers; more before the pan begins makes it fail. Default: no limit.
    public var maximumNumberOfTouches = Int.max
    /// How far, in points, the centroid moves before the pan begins. Default 10.
    public var hysteresis = 10.0

    /// Touches the pan counts (not ignored), by id.
    private var countedIDs: [Int] = []
    /// Where the centroid started, and where translation counts from (window coordinates).
    private var start = Point.zero
    private var reference = Point.zero
    private var lastCentroid = Point.zero
    private var estimator = VelocityEstimator()
    private var lastTime = Instant.zero

    open override var definitionDescription: String {
        "pan touches=\(minimumNumberOfTouches)-\(maximumNumberOfTouches)"
    }

    /// A pan recognizer; `action` runs as it begins, changes and ends.
    public init(name: String? = nil, action: ((PanGestureRecognizer) -> Void)? = nil) {
        super.init(name: name ?? "pan")
        if let action { addAction(action) }
    }

    /// The drag since the pan began, in `view`'s coordinates (the window's when nil).
    public func translation(in view: View?) -> Point {
        vector(from: reference, to: lastCentroid, in: view)
    }

    /// Makes the translation `translation` (in `view`'s coordinates) from here on, and restarts
    /// the velocity estimate, as UIKit does.
    public func setTranslation(_ translation: Point, in view: View?) {
        let current = vector(from: reference, to: lastCentroid, in: view)
        let correction = windowVector(Point(x: current.x - translation.x, y: current.y - translation.y), from: view)
        reference = Point(x: reference.x + correction.x, y: reference.y + correction.y)
        estimator.reset(at: lastCentroid, time: lastTime)
    }

    /// How fast the fingers move, in points per second in `view`'s coordinates (the window's
    /// when nil), at the last touch change.
    public func velocity(in view: View?) -> Point {
        let velocity = estimator.velocity(at: lastTime)
        return vector(from: .zero, to: velocity, in: view)
    }

    /// How far the fingers moved from where the pan started (window coordinates), fingers
    /// added or lifted on the way not counting: what decides the direction of a drag.
    final var movement: Point { Point(x: lastCentroid.x - start.x, y: lastCentroid.y - start.y) }

    /// Whether the pan may begin after the centroid moved by `movement` (window coordinates);
    /// subclasses narrow it (the screen-edge pan wants a movement away from its edge, the
    /// launcher's app strip an upward one). When it says no the recognizer fails and the touches
    /// go on to other recognizers and the views.
    open func allowsBeginning(movement: Point) -> Bool { true }

    // MARK: Touches

    /// The last position of each counted finger down (window coordinates).
    private var lastPositions: [Int: Point] = [:]

    /// Moves the tracked point by the mean movement of the fingers that were down before and
    /// still are: a finger added or lifted moves the real centroid, not the gesture.
    private final func followFingers() {
        var positions: [Int: Point] = [:]
        for touch in touches where countedIDs.contains(touch.id) && touch.phase != .ended && touch.phase != .cancelled {
            positions[touch.id] = touch.location(in: nil)
        }
        var dx = 0.0, dy = 0.0, common = 0
        for (id, point) in positions {
            guard let last = lastPositions[id] else { continue }
            dx += point.x - last.x
            dy += point.y - last.y
            common += 1
        }
        if common > 0 { lastCentroid = Point(x: lastCentroid.x + dx / Double(common), y: lastCentroid.y + dy / Double(common)) }
        lastPositions = positions
    }

    private final var fingersDown: Int { lastPositions.count }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        let wasEmpty = lastPositions.isEmpty
        var counted = lastPositions.count
        for touch in touches {
            if counted >= maximumNumberOfTouches {
                if state == .possible && pendingStates.isEmpty {
                    setState(.failed)
                    return
                }
                ignore(touch)  // the pan has all the fingers it takes
                continue
            }
            countedIDs.append(touch.id)
            counted += 1
        }
        followFingers()
        lastTime = event.timestamp
        if wasEmpty && state == .possible && pendingStates.isEmpty && !lastPositions.isEmpty {
            // The first fingers: the pan starts here.
            var x = 0.0, y = 0.0
            for (_, point) in lastPositions {
                x += point.x
                y += point.y
            }
            lastCentroid = Point(x: x / Double(lastPositions.count), y: y / Double(lastPositions.count))
            start = lastCentroid
            reference = lastCentroid
            estimator.reset(at: lastCentroid, time: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        let before = lastCentroid
        followFingers()
        let now = lastCentroid
        lastTime = event.timestamp
        estimator.add(now, at: event.timestamp)
        if state.isActive {
            if now != before { setState(.changed) }
            return
        }
        guard state == .possible, pendingStates.isEmpty, fingersDown >= minimumNumberOfTouches else { return }
        let movement = Point(x: now.x - start.x, y: now.y - start.y)
        let distance = (movement.x * movement.x + movement.y * movement.y).squareRoot()
        guard distance >= hysteresis else { return }
        guard allowsBeginning(movement: movement) else {
            setState(.failed)
            return
        }
        // Translation starts at the hysteresis, along the movement: no jump.
        let scale = hysteresis / distance
        reference = Point(x: start.x + movement.x * scale, y: start.y + movement.y * scale)
        setState(.began)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        lastTime = event.timestamp
        followFingers()
        if state.isActive || !pendingStates.isEmpty {
            if fingersDown < minimumNumberOfTouches { setState(.ended) }
        } else if fingersDown == 0 {
            setState(.failed)
        }
    }

    open override func reset() {
        super.reset()
        countedIDs.removeAll()
        lastPositions.removeAll()
        start = .zero
        reference = .zero
        lastCentroid = .zero
        estimator = VelocityEstimator()
    }

    // MARK: Coordinates

    /// The vector from `a` to `b` (window coordinates) in `view`'s coordinates.
    private final func vector(from a: Point, to b: Point, in view: View?) -> Point {
        guard let view else { return Point(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convert(a, from: nil), pb = view.convert(b, from: nil)
        return Point(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    /// A vector in `view`'s coordinates as a window vector.
    private final func windowVector(_ v: Point, from view: View?) -> Point {
        guard let view else { return v }
        let origin = view.convert(Point.zero, to: nil), end = view.convert(v, to: nil)
        return Point(x: end.x - origin.x, y: end.y - origin.y)
    }
}
