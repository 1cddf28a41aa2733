import TactileSystem

extension Canvas {
    /// `drawImage(_:transform:filter:alpha:)` for a transform without rotation or shear
    /// (b = c = 0, a > 0, d > 0: translation and scale, as a moving or zooming icon draws):
    /// byte for byte what the general path draws, in a fraction of its time.
    ///
    /// The inverse transform then has no cross terms either: u depends on x alone and v on y
    /// alone. Every row's span has the same columns, starting position u and horizontal edge
    /// function, and v and the vertical edge function do not change along a row
    /// (`TransformedImage.rowPosition(y:)`). So the source columns, fractions and horizontal
    /// coverage of each column are computed once per call, with the general path's 32.32 stepping
    /// (u of column i is `span.u + i·du`, as stepping i times gives), and the source rows, weight
    /// and vertical coverage once per row; rows are produced two-pass by `BilinearRows` (or
    /// gathered through a column table, nearest), and coverage multiplies only at the edges.
    func drawAxisAligned<Pixels: ImagePixels>(
        _ image: Bitmap, _: Pixels.Type, bilinear: Bool,
        _ g: TransformedImage, _ alpha: UInt8
    ) {
        assert(g.inverse.b == 0 && g.inverse.c == 0, "not axis-aligned")
        // Any row's span gives every row's columns.
        for y in g.rows {
            guard let columns = g.span(y: y) else { continue }
            if bilinear {
                drawAxisAlignedBilinear(image, g, columns, alpha)
            } else {
                drawAxisAlignedNearest(image, Pixels.self, g, columns, alpha)
            }
            return
        }
    }

    private func drawAxisAlignedBilinear(
        _ image: Bitmap, _ g: TransformedImage, _ columns: TransformedImage.Span,
        _ alpha: UInt8
    ) {
        let n = columns.end - columns.start
        let maxX = image.width - 1, maxY = image.height - 1
        @inline(__always) func taps(_ i: Int) -> (first: Int, second: Int, fraction: UInt16) {
            TransformedImage.bilinearTaps(columns.u &+ Int64(i) &* g.du, last: maxX)
        }
        // Source columns read: lo...hi.
        var lo = maxX, hi = 0
        for i in 0..<n {
            let (first, second, _) = taps(i)
            lo = Swift.min(lo, first); hi = Swift.max(hi, second)
        }
        // Unscaled, pixel i reads pixel 0's columns plus i at the same fraction (unless all of them
        // are clamped to one edge column).
        let first = Int(truncatingIfNeeded: columns.u >> 32)
        let unitStep =
            g.du == 1 << 32 && first <= lo && hi <= first + n
            ? BilinearRows.UnitStep(first: first, fraction: UInt16(truncatingIfNeeded: columns.u >> 16)) : nil
        let rowBytes = BilinearRows.byteCount(
            count: n, sourceCount: hi - lo + 1, format: image.format,
            unitStep: unitStep != nil)
        withScratchMemory(byteCount: rowBytes + AxisAlignedColumns.byteCount(n)) { raw in
            var produce = BilinearRows(
                image: image, count: n, lo: lo, sourceCount: hi - lo + 1, unitStep: unitStep,
                scratch: raw)
            if unitStep == nil {
                for i in 0..<n {
                    let (first, second, fraction) = taps(i)
                    produce.setColumn(i, first: first, second: second, fraction: fraction)
                }
            }
            let edges = AxisAlignedColumns(g, columns, scratch: raw + rowBytes)
            for y in g.rows {
                guard let (v, edgeV) = g.rowPosition(y: y) else { continue }
                let coverageV = TransformedImage.coverage(edge: edgeV, sum: g.edgeSumV)
                if coverageV == 0 || edges.covered.isEmpty { continue }
                let (top, bottom, fraction) = TransformedImage.bilinearTaps(v, last: maxY)
                let out = produce.row(top: top, bottom: bottom, weight: ImageSampling.weight(fraction))
                writeAxisAlignedRow(
                    y: y, x: columns.start, source: out, edges, coverageV: coverageV,
                    alpha: UInt32(alpha), opaque: image.format != .argb8888)
            }
        }
    }

    private func drawAxisAlignedNearest<Pixels: ImagePixels>(
        _ image: Bitmap, _: Pixels.Type, _ g: TransformedImage,
        _ columns: TransformedImage.Span, _ alpha: UInt8
    ) {
        let n = columns.end - columns.start, padded = (n + 4) & ~3
        let maxX = image.width - 1, maxY = image.height - 1
        let base = UnsafeRawPointer(image.baseAddress), stride = image.bytesPerRow
        // A sampled row and the column table, then the edges.
        withScratchMemory(byteCount: padded * 8 + AxisAlignedColumns.byteCount(n)) { raw in
            let out = raw.bindMemory(to: UInt32.self, capacity: padded)
            let index = (raw + padded * 4).bindMemory(to: Int32.self, capacity: padded)
            for i in 0..<n {
                let column = TransformedImage.nearestTap(columns.u &+ Int64(i) &* g.du, last: maxX)
                index[i] = Int32(truncatingIfNeeded: column)
            }
            let edges = AxisAlignedColumns(g, columns, scratch: raw + padded * 8)
            var sampledRow = -1
            for y in g.rows {
                guard let (v, edgeV) = g.rowPosition(y: y) else { continue }
                let coverageV = TransformedImage.coverage(edge: edgeV, sum: g.edgeSumV)
                if coverageV == 0 || edges.covered.isEmpty { continue }
                // Scaling up, rows repeat: gathered once.
                let row = TransformedImage.nearestTap(v, last: maxY)
                if row != sampledRow {
                    sampledRow = row
                    let pixels = base + row &* stride
                    for i in 0..<n { out[i] = Pixels.load(pixels, Int(index[i])) }
                }
                writeAxisAlignedRow(
                    y: y, x: columns.start, source: out, edges, coverageV: coverageV,
                    alpha: UInt32(alpha), opaque: image.format != .argb8888)
            }
        }
    }

    /// Writes the sampled row `source` of the span starting at x on row y, covered `coverageV`
    /// (16.16) vertically.
    ///
    /// The general path blends its conservative inner run at alpha and the rest by mask (coverage
    /// × alpha). Here the run is every pixel covered fully both ways, where that mask is alpha,
    /// which the span kernels apply exactly as a constant alpha; and the pixels of no coverage,
    /// which their zero mask leaves alone, are left out.
    private func writeAxisAlignedRow(
        y: Int, x: Int, source out: UnsafePointer<UInt32>, _ edges: AxisAlignedColumns,
        coverageV: Int64, alpha a: UInt32, opaque: Bool
    ) {
        let covered = edges.covered, mask = edges.mask
        let inner = coverageV == 65536 ? edges.full : covered.upperBound..<covered.upperBound
        for i in covered.lowerBound..<inner.lowerBound { mask[i] = edges.maskByte(i, coverageV, alpha: a) }
        for i in inner.upperBound..<covered.upperBound { mask[i] = edges.maskByte(i, coverageV, alpha: a) }
        if inner.lowerBound > covered.lowerBound {
            blendSpan(
                y: y, x: x + covered.lowerBound, count: inner.lowerBound - covered.lowerBound,
                source: out + covered.lowerBound, mask: mask + covered.lowerBound)
        }
        if !inner.isEmpty {
            if opaque && a == 255 {
                copySpan(y: y, x: x + inner.lowerBound, count: inner.count, source: out + inner.lowerBound)
            } else {
                blendSpan(y: y, x: x + inner.lowerBound, count: inner.count, source: out + inner.lowerBound, alpha: a)
            }
        }
        if covered.upperBound > inner.upperBound {
            blendSpan(
                y: y, x: x + inner.upperBound, count: covered.upperBound - inner.upperBound,
                source: out + inner.upperBound, mask: mask + inner.upperBound)
        }
    }
}

/// The horizontal coverage of an axis-aligned span's columns (the same on every row), the runs
/// covered at all and fully, and room for a row's mask, in the caller's scratch.
private struct AxisAlignedColumns {
    /// Columns (from the span's start) covered at all; `full`, the fully covered ones, lies inside
    /// (coverage rises, stays, falls; empty at `covered`'s end if none).
    let covered: Range<Int>, full: Range<Int>
    /// Coverage of each column, 16.16 (0...65536).
    private let coverage: UnsafeMutablePointer<Int32>
    /// A row's mask bytes, by column.
    let mask: UnsafeMutablePointer<UInt8>

    /// Scratch bytes for n columns.
    static func byteCount(_ n: Int) -> Int { ((n + 4) & ~3) * (4 + 1) }

    init(_ g: TransformedImage, _ columns: TransformedImage.Span, scratch: UnsafeMutableRawPointer) {
        let n = columns.end - columns.start, padded = (n + 4) & ~3
        coverage = scratch.bindMemory(to: Int32.self, capacity: padded)
        mask = (scratch + padded * 4).bindMemory(to: UInt8.self, capacity: padded)
        var covered = n..<n, full = n..<n
        for i in 0..<n {
            let c = TransformedImage.coverage(edge: columns.edgeU &+ Int64(i) &* g.dEdgeU, sum: g.edgeSumU)
            coverage[i] = Int32(truncatingIfNeeded: c)
            if c > 0 { covered = (covered.isEmpty ? i : covered.lowerBound)..<(i + 1) }
            if c == 65536 && (full.isEmpty || full.upperBound == i) {
                full = (full.isEmpty ? i : full.lowerBound)..<(i + 1)
            }
        }
        self.covered = covered
        self.full = full.isEmpty ? covered.upperBound..<covered.upperBound : full
    }

    /// Column i's mask byte on a row covered `coverageV` vertically: the general path's.
    @inline(__always)
    func maskByte(_ i: Int, _ coverageV: Int64, alpha: UInt32) -> UInt8 {
        TransformedImage.mask(Int64(coverage[i]), coverageV, alpha: alpha)
    }
}
