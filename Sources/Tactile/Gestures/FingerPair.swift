import Platform
import System

/// The two fingers of a pinch or a rotation: the first two touches, and the vector from the
/// first to the second (window coordinates).
struct FingerPair {
    private(set) var ids: [Int] = []

    /// Whether both fingers are known.
    var isComplete: Bool { ids.count == 2 }

    /// Takes `touch` as one of the two; false when both are already known.
    mutating func add(_ touch: Touch) -> Bool {
        guard ids.count < 2 else { return false }
        ids.append(touch.id)
        return true
    }

    /// Whether `touch` is one of the two.
    func contains(_ touch: Touch) -> Bool { ids.contains(touch.id) }

    /// Whether one of the two has lifted (in `touches`): the moment is the gesture's end, its
    /// values count but it is not a change.
    func isLifting(in touches: [Touch]) -> Bool {
        touches.contains { ids.contains($0.id) && ($0.phase == .ended || $0.phase == .cancelled) }
    }

    /// The vector from the first finger to the second among `touches` (a lifted one where it
    /// lifted), nil until both are there.
    func vector(in touches: [Touch]) -> Point? {
        guard isComplete, let a = touches.first(where: { $0.id == ids[0] }),
              let b = touches.first(where: { $0.id == ids[1] }) else { return nil }
        let pa = a.location(in: nil), pb = b.location(in: nil)
        return Point(x: pb.x - pa.x, y: pb.y - pa.y)
    }
}

extension GestureRecognizer {
    /// Takes the first two of `touches` into `pair`; a third finger makes a gesture still
    /// possible fail (returns false), and is ignored by one under way.
    func admit(_ touches: [Touch], into pair: inout FingerPair) -> Bool {
        for touch in touches where !pair.add(touch) {
            if state == .possible && pendingStates.isEmpty {
                setState(.failed)
                return false
            }
            ignore(touch)  // a third finger once the gesture runs
        }
        return true
    }

    /// One of `pair`'s fingers lifted (among `touches`): the gesture under way ends, one still
    /// possible fails.
    func finish(ifLifted touches: [Touch], from pair: FingerPair) {
        guard touches.contains(where: { pair.contains($0) }) else { return }
        if state.isActive || !pendingStates.isEmpty {
            setState(.ended)
        } else {
            setState(.failed)
        }
    }
}

/// The rate of change of a gesture's value (scale per second, radians per second), smoothed as
/// UIKit's pinch is: each new rate blended 0.25 · new + 0.75 · previous, starting from zero.
/// Changes less than 1 ms after the last kept one are dropped (counted in the next).
struct SmoothedRate {
    static let newWeight = 0.25

    private(set) var rate = 0.0
    private var lastValue = 0.0
    private var lastTime: Instant?

    /// Starts from `value` at `time`, with no rate.
    mutating func reset(value: Double, time: Instant) {
        rate = 0
        lastValue = value
        lastTime = time
    }

    /// Adds the value `value` reached at `time`.
    mutating func add(_ value: Double, at time: Instant) {
        guard let last = lastTime else {
            reset(value: value, time: time)
            return
        }
        let elapsed = time - last
        guard elapsed >= VelocityEstimator.minimumSampleInterval else { return }
        let current = (value - lastValue) / elapsed.seconds
        rate = Self.newWeight * current + (1 - Self.newWeight) * rate
        lastValue = value
        lastTime = time
    }
}
