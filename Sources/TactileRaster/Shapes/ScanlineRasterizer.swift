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
    private mutating func addRightPart(
        _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double,
        _ direction: Double
    ) {
        if (xa > columns) != (xb > columns) {
            let ym = splitY(xa, ya, xb, yb, at: columns)
            addInside(xa, ya, columns, ym, direction)
            addInside(columns, ym, xb, yb, direction)
        } else {
            addInside(xa, ya, xb, yb, direction)
        }
    }

    /// Adds a piece known to lie inside the columns (no splitting).
    @inline(__always)
    mutating func addUnclipped(_ xa: Double, _ xb: Double, _ height: Double, _ direction: Double) {
        low = Int.max; high = Int.min
        accumulate(xa, xb, direction * height)
    }

    @inline(__always)
    private mutating func addInside(
        _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double,
        _ direction: Double
    ) {
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
        // Both are in 0...columns, so truncation is floor; no libm call (x86-64's baseline has
        // no rounding instruction). hiI is one past hi's cell even when hi is a whole number:
        // that cell then receives 0, which saves a hard-to-predict branch.
        let loI = Int(lo), hiI = Int(hi) + 1
        let loFloor = Double(loI), hiCeil = Double(hiI)
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
    /// draw their straight middle rows directly).
    ///
    /// Edges in any order are bucketed by row first. Shapes that can emit their edges as up to
    /// four runs each sorted by top y (the chains of a rounded rectangle) pass the runs' starts
    /// in `sortedRuns` (`runCount` of them) and skip that.
    func rasterize<Sink: CoverageSink>(
        _ edges: UnsafeMutableBufferPointer<CoverageEdge>,
        minX: Double, maxX: Double, minY: Double, maxY: Double,
        rows: Range<Int>? = nil, skipping: Range<Int> = 0..<0,
        sortedRuns: SIMD4<Int> = .zero, runCount: Int = 0,
        into sink: inout Sink
    ) {
        let n = edges.count
        guard n > 0, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        // Bounds are within ±2^40 (callers check), so these conversions cannot trap.
        var rowStart = Swift.max(clip.minY, Int(minY.rounded(.down)))
        var rowEnd = Swift.min(clip.maxY, Int(maxY.rounded(.up)))
        if let rows {
            rowStart = Swift.max(rowStart, rows.lowerBound)
            rowEnd = Swift.min(rowEnd, rows.upperBound)
        }
        // Rows are accumulated over the shape's whole width, not just the clip's, so a pixel's
        // coverage is summed in the same order however the drawing is clipped (tiles then equal
        // the whole to the bit). Only shapes absurdly wider than the clip are cut to it first.
        let shapeStart = Int(minX.rounded(.down)), shapeEnd = Int(maxX.rounded(.up))
        let wholeRows = shapeEnd - shapeStart <= clip.width + 16384
        let columnStart = wholeRows ? shapeStart : Swift.max(clip.minX, shapeStart)
        let columnEnd = wholeRows ? shapeEnd : Swift.min(clip.maxX, shapeEnd)
        let visibleStart = Swift.max(clip.minX, columnStart) - columnStart
        let visibleEnd = Swift.min(clip.maxX, columnEnd) - columnStart
        guard rowStart < rowEnd, columnStart < columnEnd, visibleStart < visibleEnd else { return }
        let visible = visibleStart..<visibleEnd
        let width = columnEnd - columnStart, rowCount = rowEnd - rowStart

        let cellBytes = (width + 2) * MemoryLayout<Double>.stride
        let indexCount = 4 * n + rowCount + 1 + 8
        let indexBytes = indexCount * MemoryLayout<Int>.stride
        withUnsafeTemporaryAllocation(byteCount: cellBytes + indexBytes + width, alignment: 16) { raw in
            let base = raw.baseAddress!
            let cells = base.bindMemory(to: Double.self, capacity: width + 2)
            cells.initialize(repeating: 0, count: width + 2)
            let active = (base + cellBytes).bindMemory(to: Int.self, capacity: indexCount)
            let intervals = active + n
            let order = intervals + 2 * n
            let bucketStart = order + n
            let mask = (base + cellBytes + indexBytes).bindMemory(to: UInt8.self, capacity: width)

            // Edges bucketed by the row they start in (a counting sort): a row adds the edges
            // of its bucket to the active list.
            bucketStart.initialize(repeating: 0, count: rowCount + 1)
            let firstTop = Double(rowStart), lastBottom = Double(rowEnd)
            // Run cursors in scratch memory: lanes of a SIMD value would be re-inserted per step.
            let runNext = bucketStart + rowCount + 1, runEnd = runNext + 4
            for r in 0..<4 {
                runNext[r] = sortedRuns[r]
                runEnd[r] = r + 1 < runCount ? sortedRuns[r + 1] : n
            }
            for e in edges where runCount == 0 && e.y1 > firstTop && e.y0 < lastBottom {
                let bucket = e.y0 < firstTop ? 0 : Int(e.y0) - rowStart
                bucketStart[bucket + 1] += 1
            }
            for b in 0..<rowCount { bucketStart[b + 1] += bucketStart[b] }
            for (i, e) in edges.enumerated() where runCount == 0 && e.y1 > firstTop && e.y0 < lastBottom {
                let bucket = e.y0 < firstTop ? 0 : Int(e.y0) - rowStart
                order[bucketStart[bucket]] = i
                bucketStart[bucket] += 1
            }
            // Each bucket's start moved to its end, the next bucket's start: shift back.
            var b = rowCount
            while b > 0 { bucketStart[b] = bucketStart[b - 1]; b -= 1 }
            bucketStart[0] = 0

            var row = CoverageRow(cells: cells, columns: Double(width))
            let originX = Double(columnStart)
            // Shapes inside the clip horizontally (the usual case) need no splitting at its sides.
            let unclipped = minX >= originX && maxX <= Double(columnEnd)
            var activeCount = 0
            var y = rowStart
            var nextBucket = 0
            while y < rowEnd {
                if skipping.contains(y) { y = Swift.min(skipping.upperBound, rowEnd); continue }
                let top = Double(y), bottom = top + 1
                // Everything starting up to this row (including rows skipped) becomes active.
                let lastBucket = y - rowStart
                for r in 0..<runCount {
                    var i = runNext[r]
                    while i < runEnd[r] && edges[i].y0 < bottom {
                        if edges[i].y1 > top { active[activeCount] = i; activeCount += 1 }
                        i += 1
                    }
                    runNext[r] = i
                }
                if runCount == 0 && nextBucket <= lastBucket {
                    for k in bucketStart[nextBucket]..<bucketStart[lastBucket + 1] {
                        active[activeCount] = order[k]
                        activeCount += 1
                    }
                    nextBucket = lastBucket + 1
                }
                var intervalCount = 0
                var k = 0
                while k < activeCount {
                    let e = edges[active[k]]
                    let ya = e.y0 > top ? e.y0 : top, yb = e.y1 < bottom ? e.y1 : bottom
                    if yb > ya {
                        let xa = ya == e.y0 ? e.x0 : e.x0 + (ya - e.y0) * e.slope
                        let xb = yb == e.y1 ? e.x1 : e.x0 + (yb - e.y0) * e.slope
                        if unclipped {
                            row.addUnclipped(xa - originX, xb - originX, yb - ya, e.direction)
                        } else {
                            row.add(xa - originX, ya - top, xb - originX, yb - top, e.direction)
                        }
                        if row.low <= row.high {
                            // Consecutive pieces of one outline usually touch: extend the last
                            // interval rather than adding one.
                            if intervalCount > 0 && row.low <= intervals[2 * intervalCount - 1] + 1
                                && row.high >= intervals[2 * intervalCount - 2] - 1
                            {
                                intervals[2 * intervalCount - 2] = Swift.min(intervals[2 * intervalCount - 2], row.low)
                                intervals[2 * intervalCount - 1] = Swift.max(intervals[2 * intervalCount - 1], row.high)
                            } else {
                                intervals[2 * intervalCount] = row.low
                                intervals[2 * intervalCount + 1] = row.high
                                intervalCount += 1
                            }
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
                    emitRow(
                        y: y, originX: columnStart, width: width, visible: visible, cells: cells, mask: mask,
                        intervals: intervals, count: intervalCount, into: &sink)
                }
                y += 1
            }
        }
    }

    /// Sums one row's cells over the touched intervals and sends masks for them and constant
    /// spans between them, inside the `visible` cells only; leaves every cell zero.
    @inline(__always)
    private func emitRow<Sink: CoverageSink>(
        y: Int, originX: Int, width: Int, visible: Range<Int>,
        cells: UnsafeMutablePointer<Double>,
        mask: UnsafeMutablePointer<UInt8>,
        intervals: UnsafeMutablePointer<Int>, count: Int,
        into sink: inout Sink
    ) {
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
        // Spans are cut to the visible cells; the sums run over every cell regardless.
        @inline(__always) func blendConstant(_ from: Int, _ to: Int, _ coverage: UInt32) {
            let a = Swift.max(from, visible.lowerBound), b = Swift.min(to, visible.upperBound)
            if coverage > 0 && a < b { sink.blend(y: y, x: originX + a, count: b - a, coverage: coverage) }
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
            if lo > position { blendConstant(position, lo, coverageByte(carry)) }
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
            // Trailing pixels already at the coverage that follows the interval join the next
            // constant span (stores, for opaque colours, instead of per-pixel blending).
            let after = UInt8(truncatingIfNeeded: coverageByte(carry))
            var last = end
            while last >= lo && mask[last - lo] == after { last -= 1 }
            let a = Swift.max(lo, visible.lowerBound), b = Swift.min(last + 1, visible.upperBound)
            if any != 0 && a < b { sink.blend(y: y, x: originX + a, count: b - a, mask: mask + (a - lo)) }
            position = last + 1
        }
        if position < width { blendConstant(position, width, coverageByte(carry)) }
    }
}
