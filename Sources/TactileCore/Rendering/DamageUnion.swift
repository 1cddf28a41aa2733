/// The union of a frame's damage rectangles, clipped to the target: the same rectangles as
/// `Region(unionOf:)` then `formIntersection` (Region's canonical banded form, unique for a set
/// of pixels), worked out in buffers kept from frame to frame, so that once they have grown to
/// a frame's size a frame allocates nothing for its damage.
struct DamageUnion {
    /// The rectangles of the last `form`: disjoint, in canonical banded order.
    private(set) var rects: [PixelRect] = []
    private var pending: [PixelRect] = []
    private var edges: [Int] = []
    /// The pending rectangles spanning the current band, by `minX`.
    private var active: [PixelRect] = []
    /// The x intervals of the current band.
    private var columns: [(Int, Int)] = []

    /// Makes `rects` the pixels of every rectangle of `input` that lie in `clip`, with the sweep
    /// of `Region(unionOf:)` (`Region.sweepUnion`) over this value's buffers.
    mutating func form(_ input: [PixelRect], clippedTo clip: PixelRect) {
        rects.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        for rect in input {
            let clipped = rect.intersection(clip)
            if !clipped.isEmpty { pending.append(clipped) }
        }
        guard pending.count > 1 else {
            if let only = pending.first { rects.append(only) }
            return
        }
        Region.sweepUnion(of: &pending, edges: &edges, active: &active, columns: &columns, into: &rects)
    }

    /// The smallest rectangle holding every rectangle (`.zero` for none).
    var bounds: PixelRect {
        guard let first = rects.first, let last = rects.last else { return .zero }
        var minX = first.minX, maxX = first.maxX
        for rect in rects {
            minX = Swift.min(minX, rect.minX)
            maxX = Swift.max(maxX, rect.maxX)
        }
        return PixelRect(minX: minX, minY: first.minY, maxX: maxX, maxY: last.maxY)
    }

    /// The pixels of the union.
    var area: Int {
        var total = 0
        for rect in rects { total += rect.width * rect.height }
        return total
    }
}
