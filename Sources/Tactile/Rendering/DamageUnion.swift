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
    /// of `Region(unionOf:)`: at each band between two consecutive edges, the rectangles spanning
    /// it give its columns; a band touching the one above with the same columns extends it.
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
        DamageUnion.sort(&pending) { $0.minY < $1.minY }
        edges.removeAll(keepingCapacity: true)
        for rect in pending {
            edges.append(rect.minY)
            edges.append(rect.maxY)
        }
        DamageUnion.sort(&edges) { $0 < $1 }
        active.removeAll(keepingCapacity: true)
        var nextPending = 0
        var previousBand = 0..<0
        for e in 0..<(edges.count - 1) where edges[e] != edges[e + 1] {
            let top = edges[e], bottom = edges[e + 1]
            active.removeAll { $0.maxY <= top }
            while nextPending < pending.count && pending[nextPending].minY <= top {
                let rect = pending[nextPending]
                var index = active.count
                for (i, other) in active.enumerated() where other.minX > rect.minX {
                    index = i
                    break
                }
                active.insert(rect, at: index)
                nextPending += 1
            }
            columns.removeAll(keepingCapacity: true)
            for rect in active {
                if let last = columns.last, rect.minX <= last.1 {
                    columns[columns.count - 1].1 = Swift.max(last.1, rect.maxX)
                } else {
                    columns.append((rect.minX, rect.maxX))
                }
            }
            Region.appendBand(columns, top: top, bottom: bottom, to: &rects, previousBand: &previousBand)
        }
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

    /// Sorts in place without allocating (the standard library's sort may take a buffer):
    /// insertion sort for the few rectangles of most frames, heapsort past them.
    static func sort<T>(_ values: inout [T], by less: (T, T) -> Bool) {
        let n = values.count
        if n <= 32 {
            for i in 1..<Swift.max(n, 1) {
                let value = values[i]
                var j = i
                while j > 0 && less(value, values[j - 1]) {
                    values[j] = values[j - 1]
                    j -= 1
                }
                values[j] = value
            }
            return
        }
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && less(values[child], values[child + 1]) { child += 1 }
                guard less(values[root], values[child]) else { return }
                values.swapAt(root, child)
                root = child
            }
        }
        for start in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(start, n) }
        for end in stride(from: n - 1, to: 0, by: -1) {
            values.swapAt(0, end)
            siftDown(0, end)
        }
    }
}
