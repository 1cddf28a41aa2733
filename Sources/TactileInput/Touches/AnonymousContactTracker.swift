/// Gives stable identities to the anonymous contacts of multitouch protocol A (SYN_MT_REPORT
/// without slots or tracking ids, as N-Trig panels send): each new moment's contacts are matched
/// to the previous moment's by nearest neighbour.
///
/// Matching is greedy over all old/new pairs in order of increasing distance, which is optimal
/// for the few well-separated fingers a panel reports; pairs farther apart than
/// `maximumDistance` (device units) are not matched, so a lift and a touch-down elsewhere in the
/// same moment give a new identity instead of a jump.
public struct AnonymousContactTracker: Sendable {
    struct Tracked {
        var key: Int
        var x: Int32
        var y: Int32
        var trackingID: Int32?
        var isCancelled: Bool
    }

    /// The largest `maximumDistance`: half the widest 32-bit axis, and small enough that the
    /// squares of two components up to it add up within Int64 (2 · (2³¹ − 1)² < 2⁶³).
    public static let distanceLimit = Int64(Int32.max)

    /// The largest distance, in device units, a contact may move between two moments (0 ...
    /// `distanceLimit`: a value outside is clamped).
    public var maximumDistance: Int64 {
        get { storedMaximumDistance }
        set { storedMaximumDistance = min(max(newValue, 0), AnonymousContactTracker.distanceLimit) }
    }
    private var storedMaximumDistance: Int64 = 0
    private var tracked: [Tracked] = []

    /// Creates a tracker with no contacts that matches contacts at most `maximumDistance` device units apart.
    public init(maximumDistance: Int64) { self.maximumDistance = maximumDistance }

    /// Matches `points` (positions, with a tracking id when the device sends one) to the current
    /// contacts and returns one key per point (new keys from `nextKey`) and whether it is cancelled.
    public mutating func update(
        _ points: [(x: Int32, y: Int32, trackingID: Int32?)],
        nextKey: inout Int
    ) -> [(key: Int, isCancelled: Bool)] {
        var assigned = [Int](repeating: -1, count: points.count)  // index into `tracked`
        var used = [Bool](repeating: false, count: tracked.count)
        // Devices that do send ids in protocol A are matched by id.
        for (index, point) in points.enumerated() {
            guard let id = point.trackingID else { continue }
            if let old = tracked.indices.first(where: { !used[$0] && tracked[$0].trackingID == id }) {
                assigned[index] = old
                used[old] = true
            }
        }
        var pairs: [(distance: Int64, old: Int, new: Int)] = []
        let limit = maximumDistance * maximumDistance
        for (new, point) in points.enumerated() where assigned[new] < 0 && point.trackingID == nil {
            for old in tracked.indices where !used[old] && tracked[old].trackingID == nil {
                // A component of two 32-bit positions reaches 2³² − 1, whose square overflows
                // Int64: components beyond `maximumDistance` (≤ `distanceLimit`) are too far
                // anyway and are dropped before squaring.
                let dx = abs(Int64(point.x) - Int64(tracked[old].x))
                let dy = abs(Int64(point.y) - Int64(tracked[old].y))
                guard dx <= maximumDistance, dy <= maximumDistance else { continue }
                let distance = dx * dx + dy * dy
                if distance <= limit { pairs.append((distance, old, new)) }
            }
        }
        pairs.sort { ($0.distance, $0.old, $0.new) < ($1.distance, $1.old, $1.new) }
        for pair in pairs where !used[pair.old] && assigned[pair.new] < 0 {
            assigned[pair.new] = pair.old
            used[pair.old] = true
        }
        var next: [Tracked] = []
        var result: [(key: Int, isCancelled: Bool)] = []
        for (index, point) in points.enumerated() {
            var contact: Tracked
            if assigned[index] >= 0 {
                contact = tracked[assigned[index]]
                contact.x = point.x
                contact.y = point.y
            } else {
                contact = Tracked(key: nextKey, x: point.x, y: point.y, trackingID: point.trackingID, isCancelled: false)
                nextKey &+= 1
            }
            next.append(contact)
            result.append((contact.key, contact.isCancelled))
        }
        tracked = next
        return result
    }

    /// Marks every current contact cancelled (their state was lost) and returns them.
    public mutating func cancelAll() -> [(key: Int, x: Int32, y: Int32)] {
        for index in tracked.indices { tracked[index].isCancelled = true }
        return tracked.map { ($0.key, $0.x, $0.y) }
    }

    /// Marks one contact cancelled for the rest of its life (palm, oversized).
    public mutating func cancel(key: Int) {
        for index in tracked.indices where tracked[index].key == key { tracked[index].isCancelled = true }
    }
}
