import TactilePlatform
import TactileRaster
import TactileSystem

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
            let b = touches.first(where: { $0.id == ids[1] })
        else { return nil }
        let pa = a.location(in: nil), pb = b.location(in: nil)
        return Point(x: pb.x - pa.x, y: pb.y - pa.y)
    }
}
