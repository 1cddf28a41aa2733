import TactilePlatform
import TactileRaster

/// What a pinch and a rotation share (`PinchGestureRecognizer`, `RotationGestureRecognizer`):
/// two fingers followed from where the second went down. Continuous: it takes the first two
/// touches, hands the subclass the vector from the first finger to the second as they move,
/// begins once the subclass says they went far enough, reports a change whenever its value
/// moved, and ends when one finger lifts (the lifting moment's positions count, but are not a
/// change). A third finger before it begins makes it fail; afterwards, extra fingers are
/// ignored. `location(in:)` is the two fingers' centroid; `velocity` follows the subclass's
/// value.
///
/// The measure (a distance, an angle) is Tactile's own: subclass the pinch or the rotation.
open class TwoFingerGestureRecognizer: GestureRecognizer {
    /// How fast the gesture's value changes, per second (scale for a pinch, radians for a
    /// rotation), smoothed 0.75 · previous + 0.25 · new.
    public var velocity: Double { rate.rate }

    /// What the fingers' new vector made of the subclass's value.
    struct Step {
        /// The value now (the scale, the angle turned), which `velocity` follows.
        var value: Double
        /// Whether the value moved since the last vector: a change to report.
        var changed: Bool
        /// Whether the fingers went far enough from the start for the gesture to begin.
        var isPastThreshold: Bool
    }

    private var pair = FingerPair()
    private var started = false
    private var rate = SmoothedRate()
    /// The time of the last touches: a value set from outside restarts the velocity there.
    private var lastTime = Instant.zero
    /// The value when both fingers are down, where the velocity starts from (1 for a scale, 0
    /// for an angle). Stored rather than asked of the subclass: it is what the gesture starts
    /// at, whatever was set before.
    private let startValue: Double

    /// A two-finger recognizer named `name`, whose value is `startValue` when both fingers are
    /// down.
    init(name: String, startValue: Double) {
        self.startValue = startValue
        super.init(name: name)
    }

    // MARK: For the subclasses

    /// Both fingers are down: the measure starts from `vector`, from the first finger to the
    /// second (window coordinates). The subclasses override it; the default does nothing.
    func fingersDidStart(_ vector: Point) {}

    /// The fingers moved to `vector`: the subclass updates its value and says what came of it,
    /// or returns nil to take no notice of this vector (touches and time included). The
    /// subclasses override it; the default notices nothing.
    func fingersDidMove(_ vector: Point) -> Step? { nil }

    /// The subclass's value was set to `value` from outside: the velocity counts from it, at the
    /// time of the last touches.
    final func restartVelocity(from value: Double) {
        rate.reset(value: value, time: lastTime)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard admit(touches) else { return }
        lastTime = event.timestamp
        if pair.isComplete && !started, let vector = pair.vector(in: self.touches) {
            started = true
            fingersDidStart(vector)
            rate.reset(value: startValue, time: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard started, let vector = pair.vector(in: self.touches), let step = fingersDidMove(vector) else { return }
        lastTime = event.timestamp
        rate.add(step.value, at: event.timestamp)
        if pair.isLifting(in: self.touches) { return }  // the end follows in this moment
        if state.isActive {
            if step.changed { setState(.changed) }
        } else if state == .possible && pendingStates.isEmpty && step.isPastThreshold {
            setState(.began)
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        lastTime = event.timestamp
        // One of the two fingers lifted: the gesture under way ends, one still possible fails.
        guard touches.contains(where: { pair.contains($0) }) else { return }
        if state.isActive || !pendingStates.isEmpty {
            setState(.ended)
        } else {
            setState(.failed)
        }
    }

    open override func reset() {
        super.reset()
        pair = FingerPair()
        started = false
        rate = SmoothedRate()
    }

    /// Takes the first two of `touches` as the pair; a third finger makes a gesture still
    /// possible fail (returns false), and is ignored by one under way.
    private final func admit(_ touches: [Touch]) -> Bool {
        for touch in touches where !pair.add(touch) {
            if state == .possible && pendingStates.isEmpty {
                setState(.failed)
                return false
            }
            ignore(touch)  // a third finger once the gesture runs
        }
        return true
    }
}
