/// A set of pixels stored as non-overlapping rectangles, for damage tracking: which parts of a
/// frame changed and must be redrawn or sent to the display.
///
/// The rectangles are kept in a canonical banded form, like X11 and pixman regions: sorted by
/// `y` then `x`; rectangles in one horizontal band share the same top and bottom; touching
/// rectangles in a band are merged; vertically touching bands with the same columns are merged
/// into one. So two regions holding the same pixels always have equal `rects`.
public struct Region: Equatable, Sendable {
    /// The rectangles of the region, disjoint and in canonical banded order.
    public private(set) var rects: [PixelRect]

    /// An empty region.
    public init() { rects = [] }

    /// The pixels of `rect` (an empty region when `rect` is empty).
    public init(_ rect: PixelRect) {
        rects = rect.isEmpty ? [] : [rect]
    }

    /// A region from rectangles already in canonical form.
    init(canonical rects: [PixelRect]) { self.rects = rects }

    /// The pixels of every rectangle in `rects`, in one sweep down their edges: at each band
    /// between two consecutive edges, the rectangles spanning it (kept sorted by x) give its
    /// columns. No intermediate regions are built, which is what a frame's damage, dozens of
    /// overlapping rectangles, needs.
    public init(unionOf rects: [PixelRect]) {
        var pending = rects.filter { !$0.isEmpty }
        guard pending.count > 1 else {
            self.init(pending.first ?? .zero)
            return
        }
        var edges: [Int] = [], active: [PixelRect] = [], columns: [(Int, Int)] = [], output: [PixelRect] = []
        edges.reserveCapacity(pending.count * 2)
        Region.sweepUnion(of: &pending, edges: &edges, active: &active, columns: &columns, into: &output)
        self.init(canonical: output)
    }

    /// The sweep of `init(unionOf:)`: sorts `pending` (two or more non-empty rectangles) by
    /// `minY` and appends the canonical bands of their union to `output`. At each band between
    /// two consecutive edges, the rectangles spanning it (`active`, by `minX`) give its columns;
    /// a band touching the one above with the same columns extends it. The buffers are the
    /// caller's, so the compositor's `DamageUnion`, which keeps them between frames, allocates
    /// nothing once they have grown.
    package static func sweepUnion(
        of pending: inout [PixelRect], edges: inout [Int], active: inout [PixelRect],
        columns: inout [(Int, Int)], into output: inout [PixelRect]
    ) {
        sort(&pending) { $0.minY < $1.minY }
        edges.removeAll(keepingCapacity: true)
        for rect in pending {
            edges.append(rect.minY)
            edges.append(rect.maxY)
        }
        sort(&edges) { $0 < $1 }
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
            appendBand(columns, top: top, bottom: bottom, to: &output, previousBand: &previousBand)
        }
    }

    /// Sorts in place without allocating (the standard library's sort may take a buffer):
    /// insertion sort for the few rectangles of most frames, heapsort past them.
    package static func sort<T>(_ values: inout [T], by less: (T, T) -> Bool) {
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

    /// Whether the region holds no pixel.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle containing every pixel of the region (`.zero` when empty).
    public var bounds: PixelRect {
        guard let first = rects.first, let last = rects.last else { return .zero }
        var minX = first.minX, maxX = first.maxX
        for rect in rects {
            minX = min(minX, rect.minX)
            maxX = max(maxX, rect.maxX)
        }
        return PixelRect(minX: minX, minY: first.minY, maxX: maxX, maxY: last.maxY)
    }

    /// The number of pixels in the region.
    public var area: Int {
        var total = 0
        for rect in rects { total += rect.area }
        return total
    }

    /// Whether pixel (x, y) belongs to the region.
    public func contains(x: Int, y: Int) -> Bool {
        for rect in rects {
            // Bands are sorted by y: nothing further down can hold the point.
            if rect.minY > y { return false }
            if rect.contains(x: x, y: y) { return true }
        }
        return false
    }

    /// Whether any pixel of `rect` belongs to the region.
    public func intersects(_ rect: PixelRect) -> Bool {
        guard !rect.isEmpty else { return false }
        for r in rects {
            if r.minY >= rect.maxY { return false }
            if r.intersects(rect) { return true }
        }
        return false
    }

    /// The region moved by `dx`, `dy` pixels (translation keeps the canonical form).
    public func offsetBy(dx: Int, dy: Int) -> Region {
        var moved = rects
        for i in moved.indices { moved[i] = moved[i].offsetBy(dx: dx, dy: dy) }
        return Region(canonical: moved)
    }

    // MARK: Set operations

    /// The pixels in this region or in `other`.
    public func union(_ other: Region) -> Region { combine(other, .union) }
    /// The pixels in both this region and `other`.
    public func intersection(_ other: Region) -> Region { combine(other, .intersection) }
    /// The pixels in this region and not in `other`.
    public func subtracting(_ other: Region) -> Region { combine(other, .subtraction) }

    /// The pixels in this region or in `rect`.
    public func union(_ rect: PixelRect) -> Region { union(Region(rect)) }
    /// The pixels in both this region and `rect`.
    public func intersection(_ rect: PixelRect) -> Region { intersection(Region(rect)) }
    /// The pixels in this region and not in `rect`.
    public func subtracting(_ rect: PixelRect) -> Region { subtracting(Region(rect)) }

    /// Adds the pixels of `other`.
    public mutating func formUnion(_ other: Region) { self = union(other) }
    /// Keeps only the pixels also in `other`.
    public mutating func formIntersection(_ other: Region) { self = intersection(other) }
    /// Removes the pixels of `other`.
    public mutating func subtract(_ other: Region) { self = subtracting(other) }

    /// Adds the pixels of `rect`.
    public mutating func formUnion(_ rect: PixelRect) { self = union(rect) }
    /// Keeps only the pixels also in `rect`.
    public mutating func formIntersection(_ rect: PixelRect) { self = intersection(rect) }
    /// Removes the pixels of `rect`.
    public mutating func subtract(_ rect: PixelRect) { self = subtracting(rect) }
}

extension Region {
    enum Operation {
        case union, intersection, subtraction

        @inline(__always)
        func includes(_ inFirst: Bool, _ inSecond: Bool) -> Bool {
            switch self {
            case .union: return inFirst || inSecond
            case .intersection: return inFirst && inSecond
            case .subtraction: return inFirst && !inSecond
            }
        }
    }

    /// One horizontal band: rectangles `start..<end` of `rects` share `top..<bottom`.
    struct Band {
        var top: Int
        var bottom: Int
        var start: Int
        var end: Int
    }

    static func bands(of rects: [PixelRect]) -> [Band] {
        var result: [Band] = []
        var i = 0
        while i < rects.count {
            var j = i + 1
            while j < rects.count && rects[j].minY == rects[i].minY { j += 1 }
            result.append(Band(top: rects[i].minY, bottom: rects[i].maxY, start: i, end: j))
            i = j
        }
        return result
    }

    /// Sweeps both regions top to bottom over the intervals between band edges; in each interval
    /// combines the two rows of columns with `operation`, then merges the band into the one
    /// above when they touch and have the same columns.
    func combine(_ other: Region, _ operation: Operation) -> Region {
        // Shortcuts that also keep the result canonical.
        switch operation {
        case .union:
            if other.isEmpty { return self }
            if isEmpty { return other }
        case .intersection:
            if isEmpty || other.isEmpty { return Region() }
        case .subtraction:
            if isEmpty || other.isEmpty { return self }
        }
        let a = rects, b = other.rects
        let bandsA = Region.bands(of: a), bandsB = Region.bands(of: b)
        var output: [PixelRect] = []
        output.reserveCapacity(a.count + b.count)
        var columns: [(Int, Int)] = []
        var previousBand = 0..<0
        var ia = 0, ib = 0
        var y = Swift.min(bandsA[0].top, bandsB[0].top)
        while ia < bandsA.count || ib < bandsB.count {
            var inA = false, inB = false
            var next = Int.max
            if ia < bandsA.count {
                let band = bandsA[ia]
                if band.top <= y { inA = true; next = Swift.min(next, band.bottom) } else { next = Swift.min(next, band.top) }
            }
            if ib < bandsB.count {
                let band = bandsB[ib]
                if band.top <= y { inB = true; next = Swift.min(next, band.bottom) } else { next = Swift.min(next, band.top) }
            }
            if inA || inB {
                let spanA = inA ? bandsA[ia].start..<bandsA[ia].end : 0..<0
                let spanB = inB ? bandsB[ib].start..<bandsB[ib].end : 0..<0
                Region.combineColumns(a, spanA, b, spanB, operation, into: &columns)
                Region.appendBand(columns, top: y, bottom: next, to: &output, previousBand: &previousBand)
            }
            if inA && bandsA[ia].bottom == next { ia += 1 }
            if inB && bandsB[ib].bottom == next { ib += 1 }
            y = next
        }
        return Region(canonical: output)
    }

    /// Appends the band `top..<bottom` with `columns` (sorted, disjoint, not touching) to
    /// `output`, whose last band is `previousBand`: merged into it when it ends at `top` with the
    /// same columns, so the output stays canonical. Nothing for no columns.
    static func appendBand(
        _ columns: [(Int, Int)], top: Int, bottom: Int, to output: inout [PixelRect],
        previousBand: inout Range<Int>
    ) {
        guard !columns.isEmpty else { return }
        var same =
            !previousBand.isEmpty && output[previousBand.lowerBound].maxY == top
            && previousBand.count == columns.count
        if same {
            for k in 0..<columns.count {
                let r = output[previousBand.lowerBound + k]
                if r.minX != columns[k].0 || r.maxX != columns[k].1 { same = false; break }
            }
        }
        if same {
            for k in previousBand { output[k].height = bottom - output[k].minY }
        } else {
            let start = output.count
            for (x0, x1) in columns {
                output.append(PixelRect(x: x0, y: top, width: x1 - x0, height: bottom - top))
            }
            previousBand = start..<output.count
        }
    }

    /// The columns of one band row: the x intervals where `operation` holds between the
    /// rectangles `spanA` of `a` and `spanB` of `b` (each sorted, disjoint, not touching).
    static func combineColumns(
        _ a: [PixelRect], _ spanA: Range<Int>, _ b: [PixelRect], _ spanB: Range<Int>,
        _ operation: Operation, into columns: inout [(Int, Int)]
    ) {
        columns.removeAll(keepingCapacity: true)
        var i = spanA.lowerBound, j = spanB.lowerBound
        var x = Int.min
        while i < spanA.upperBound || j < spanB.upperBound {
            var inA = false, inB = false
            var next = Int.max
            if i < spanA.upperBound {
                if a[i].minX <= x { inA = true; next = Swift.min(next, a[i].maxX) } else { next = Swift.min(next, a[i].minX) }
            }
            if j < spanB.upperBound {
                if b[j].minX <= x { inB = true; next = Swift.min(next, b[j].maxX) } else { next = Swift.min(next, b[j].minX) }
            }
            if operation.includes(inA, inB) {
                if let last = columns.last, last.1 == x {
                    columns[columns.count - 1].1 = next
                } else {
                    columns.append((x, next))
                }
            }
            if inA && a[i].maxX == next { i += 1 }
            if inB && b[j].maxX == next { j += 1 }
            x = next
        }
    }
}
