// The general coverage rasterizer: exact signed-area accumulation (as in font-rs and
// stb_truetype v2), one row at a time. Each edge piece inside a row adds, to the cells it
// crosses, the area it leaves to its right times its direction; the running sum along the row is
// then the non-zero winding coverage of each pixel (|sum| clamped to 1). Only the cells edges
// touch are summed and masked: between them the sum is constant, so those runs go to the
// constant-coverage span kernel (interiors are plain stores for opaque colours).

/// The accumulation cells of one row, in row-relative x (0 = the first column drawn).
struct CoverageRow {
    let cells: UnsafeMutablePointer<Double>
    /// The number of pixel columns; cells has `columns + 2` entries.
    let columns: Double
    /// Cells touched by the edge being added (inclusive).
    var low = 0, high = 0

    /// Adds the piece (xa, ya)–(xb, yb) of an edge (ya < yb, both inside the row's 0...1),
    /// clipped to the columns: parts left of them count as a vertical edge at 0 (they cover every
    /// column to their right), parts right of them are dropped.
    @inline(__always)
    mutating func add(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ direction: Double) {
        low = Int.max; high = Int.min
        if (xa < 0) != (xb < 0) {
            let ym = splitY(xa, ya, xb, yb, at: 0)
            addRightPart(xa, ya, 0, ym, direction)
            addRightPart(0, ym, xb, yb, direction)
        } else {
            addRightPart(xa, ya, xb, yb, direction)
        }
    }

    @inline(__always)
    private func splitY(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, at x: Double) -> Double {
        let y = ya + (x - xa) * (yb - ya) / (xb - xa)
        return y < ya ? ya : (y > yb ? yb : y)
    }

    @inline(__always)
    private mutating func addRightPart(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double,
                                       _ direction: Double) {
        if (xa > columns) != (xb > columns) {
            let ym = splitY(xa, ya, xb, yb, at: columns)
            addInside(xa, ya, columns, ym, direction)
            addInside(columns, ym, xb, yb, direction)
        } else {
            addInside(xa, ya, xb, yb, direction)
        }
    }

    @inline(__always)
    private mutating func addInside(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double,
                                    _ direction: Double) {
        guard yb > ya, xa <= columns, xb <= columns else { return }
        if xa < 0 || xb < 0 {
            accumulate(0, 0, direction * (yb - ya))
        } else {
            accumulate(xa, xb, direction * (yb - ya))
        }
    }

    /// font-rs's line accumulation for one row: a line from x0 (top) to x1 (bottom), both in
    /// 0...columns, of signed height d.
    @inline(__always)
    private mutating func accumulate(_ x0: Double, _ x1: Double, _ d: Double) {
        let lo = x0 < x1 ? x0 : x1, hi = x0 < x1 ? x1 : x0
        let loFloor = lo.rounded(.down), hiCeil = hi.rounded(.up)
        let loI = Int(loFloor), hiI = Int(hiCeil)
        if hiI <= loI + 1 {
            let xmf = 0.5 * (x0 + x1) - loFloor
            cells[loI] += d - d * xmf
            cells[loI + 1] += d * xmf
            touch(loI, loI + 1)
            return
        }
        let s = 1 / (hi - lo)
        let x0f = lo - loFloor
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = hi - hiCeil + 1
        let am = 0.5 * s * x1f * x1f
        cells[loI] += d * a0
        if hiI == loI + 2 {
            cells[loI + 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - x0f)
            cells[loI + 1] += d * (a1 - a0)
            var xi = loI + 2
            let ds = d * s
            while xi < hiI - 1 { cells[xi] += ds; xi += 1 }
            let a2 = a1 + Double(hiI - loI - 3) * s
            cells[hiI - 1] += d * (1 - a2 - am)
        }
        cells[hiI] += d * am
        touch(loI, hiI)
    }

    @inline(__always)
    private mutating func touch(_ a: Int, _ b: Int) {
        if a < low { low = a }
        if b > high { high = b }
    }
}

extension Canvas {
    /// Fills the closed outlines in `edges` (non-zero winding) into `sink`, row by row, inside
    /// the clip. `rows` limits the rows drawn; rows in `skipping` are left to the caller (shapes
    /// draw their straight middle rows directly). Sorts `edges` in place.
    func rasterize<Sink: CoverageSink>(_ edges: UnsafeMutableBufferPointer<CoverageEdge>,
                                       minX: Double, maxX: Double, minY: Double, maxY: Double,
                                       rows: Range<Int>? = nil, skipping: Range<Int> = 0..<0,
                                       into sink: inout Sink) {
        let n = edges.count
        guard n > 0, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        // Bounds are within ±2^40 (callers check), so these conversions cannot trap.
        var rowStart = Swift.max(clip.minY, Int(minY.rounded(.down)))
        var rowEnd = Swift.min(clip.maxY, Int(maxY.rounded(.up)))
        if let rows {
            rowStart = Swift.max(rowStart, rows.lowerBound)
            rowEnd = Swift.min(rowEnd, rows.upperBound)
        }
        let columnStart = Swift.max(clip.minX, Int(minX.rounded(.down)))
        let columnEnd = Swift.min(clip.maxX, Int(maxX.rounded(.up)))
        guard rowStart < rowEnd, columnStart < columnEnd else { return }
        let width = columnEnd - columnStart

        sortByTop(edges)
        let cellBytes = (width + 2) * MemoryLayout<Double>.stride
        let indexBytes = 3 * n * MemoryLayout<Int>.stride
        withUnsafeTemporaryAllocation(byteCount: cellBytes + indexBytes + width, alignment: 16) { raw in
            let base = raw.baseAddress!
            let cells = base.bindMemory(to: Double.self, capacity: width + 2)
            cells.initialize(repeating: 0, count: width + 2)
            let active = (base + cellBytes).bindMemory(to: Int.self, capacity: 3 * n)
            let intervals = active + n
            let mask = (base + cellBytes + indexBytes).bindMemory(to: UInt8.self, capacity: width)
            var row = CoverageRow(cells: cells, columns: Double(width))
            let originX = Double(columnStart)
            var next = 0, activeCount = 0
            var y = rowStart
            while y < rowEnd {
                if skipping.contains(y) { y = skipping.upperBound; continue }
                let top = Double(y), bottom = top + 1
                while next < n && edges[next].y0 < bottom {
                    if edges[next].y1 > top { active[activeCount] = next; activeCount += 1 }
                    next += 1
                }
                var intervalCount = 0
                var k = 0
                while k < activeCount {
                    let e = edges[active[k]]
                    let ya = e.y0 > top ? e.y0 : top, yb = e.y1 < bottom ? e.y1 : bottom
                    if yb > ya {
                        let xa = ya == e.y0 ? e.x0 : e.x0 + (ya - e.y0) * e.slope
                        let xb = yb == e.y1 ? e.x1 : e.x0 + (yb - e.y0) * e.slope
                        row.add(xa - originX, ya - top, xb - originX, yb - top, e.direction)
                        if row.low <= row.high {
                            intervals[2 * intervalCount] = row.low
                            intervals[2 * intervalCount + 1] = row.high
                            intervalCount += 1
                        }
                    }
                    if e.y1 <= bottom {
                        activeCount -= 1
                        active[k] = active[activeCount]
                    } else {
                        k += 1
                    }
                }
                if intervalCount > 0 {
                    emitRow(y: y, originX: columnStart, width: width, cells: cells, mask: mask,
                            intervals: intervals, count: intervalCount, into: &sink)
                }
                y += 1
            }
        }
    }

    /// Sums one row's cells over the touched intervals and sends masks for them and constant
    /// spans between them; leaves every cell zero.
    @inline(__always)
    private func emitRow<Sink: CoverageSink>(y: Int, originX: Int, width: Int,
                                             cells: UnsafeMutablePointer<Double>,
                                             mask: UnsafeMutablePointer<UInt8>,
                                             intervals: UnsafeMutablePointer<Int>, count: Int,
                                             into sink: inout Sink) {
        var count = count
        if count > 48 {
            // Many edges in one row: one interval over all of them is cheaper than sorting.
            var lo = Int.max, hi = Int.min
            for i in 0..<count {
                lo = Swift.min(lo, intervals[2 * i]); hi = Swift.max(hi, intervals[2 * i + 1])
            }
            intervals[0] = lo; intervals[1] = hi
            count = 1
        } else {
            // Insertion sort by start: rows cross few edges.
            for i in 1..<Swift.max(count, 1) {
                let lo = intervals[2 * i], hi = intervals[2 * i + 1]
                var j = i - 1
                while j >= 0 && intervals[2 * j] > lo {
                    intervals[2 * j + 2] = intervals[2 * j]
                    intervals[2 * j + 3] = intervals[2 * j + 1]
                    j -= 1
                }
                intervals[2 * j + 2] = lo
                intervals[2 * j + 3] = hi
            }
        }
        var carry = 0.0
        var position = 0
        var i = 0
        while i < count {
            let lo = intervals[2 * i]
            var hi = intervals[2 * i + 1]
            i += 1
            while i < count && intervals[2 * i] <= hi + 1 {
                hi = Swift.max(hi, intervals[2 * i + 1])
                i += 1
            }
            if lo >= width {
                for c in lo...hi { cells[c] = 0 }
                continue
            }
            if lo > position {
                let coverage = coverageByte(carry)
                if coverage > 0 { sink.blend(y: y, x: originX + position, count: lo - position, coverage: coverage) }
            }
            let end = Swift.min(hi, width - 1)
            var any: UInt32 = 0
            for c in lo...end {
                carry += cells[c]
                cells[c] = 0
                let m = coverageByte(carry)
                any |= m
                mask[c - lo] = UInt8(truncatingIfNeeded: m)
            }
            if end < hi { for c in (end + 1)...hi { cells[c] = 0 } }
            if any != 0 { sink.blend(y: y, x: originX + lo, count: end - lo + 1, mask: mask) }
            position = end + 1
        }
        if position < width {
            let coverage = coverageByte(carry)
            if coverage > 0 { sink.blend(y: y, x: originX + position, count: width - position, coverage: coverage) }
        }
    }

    /// Heap sort by top y: no allocation, O(n log n) for outlines of any size.
    private func sortByTop(_ edges: UnsafeMutableBufferPointer<CoverageEdge>) {
        let n = edges.count
        guard n > 1 else { return }
        let e = edges.baseAddress!
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while true {
                var child = 2 * root + 1
                if child >= end { return }
                if child + 1 < end && e[child].y0 < e[child + 1].y0 { child += 1 }
                if e[root].y0 >= e[child].y0 { return }
                let t = e[root]; e[root] = e[child]; e[child] = t
                root = child
            }
        }
        var start = n / 2 - 1
        while start >= 0 { siftDown(start, n); start -= 1 }
        var end = n - 1
        while end > 0 {
            let t = e[0]; e[0] = e[end]; e[end] = t
            siftDown(0, end)
            end -= 1
        }
    }
}
