/// Bilinear rows of an image produced in two passes, for blits whose horizontal sampling is the
/// same on every row (scaling, axis-aligned transforms): a vertical pass blends two source rows
/// over the source columns read, a horizontal pass blends each destination pixel's two columns
/// of that by its fraction (`ImageSampling`'s arithmetic, so the bytes equal a per-pixel
/// `ImageSampling.bilinear` of the same taps).
///
/// The caller sets each destination pixel's columns once (or gives one unit step for all), then
/// asks for rows; a row equal to the last one produced (same source rows and weight, as when
/// scaling up) is not produced again. All memory is the caller's scratch of
/// `byteCount(count:sourceCount:format:unitStep:)` bytes, 16-byte aligned.
struct BilinearRows {
    /// A unit step (a translation): destination pixel i blends source columns `first + i` and
    /// `first + i + 1`, clamped to the image, by `fraction`.
    struct UnitStep {
        var first: Int
        var fraction: UInt16
    }

    /// Destination pixels per row.
    let count: Int
    /// Source columns read: `lo..<lo + sourceCount`.
    let lo: Int, sourceCount: Int
    /// Scaling up or down to a quarter, the vertical pass runs over every source column in the
    /// span (contiguous, vectorised); scaling down more, over just the two columns each pixel
    /// reads, gathered first (measured: faster from about a quarter).
    let rowPass: Bool
    let unitStep: UnitStep?
    /// The produced row.
    let out: UnsafeMutablePointer<UInt32>
    private let fraction: UnsafeMutablePointer<UInt64>
    private let left: UnsafeMutablePointer<Int32>, right: UnsafeMutablePointer<Int32>
    private let vertical: UnsafeMutablePointer<UInt64>
    private let gatheredTop: UnsafeMutablePointer<UInt32>, gatheredBottom: UnsafeMutablePointer<UInt32>
    private var source: SourceRowCache
    private var produced = (top: -1, bottom: -1, weight: UInt16(0))

    /// Entries of each scratch buffer.
    private struct Layout {
        let rowPass: Bool
        // The passes work in pairs (and the vertical pass in fours): room for an extra entry.
        let paddedCount: Int, paddedSource: Int
        /// Column tables (none with a unit step), vertical-pass entries, gathered columns and
        /// converted source rows.
        let tables: Int, vertical: Int, gathered: Int, converted: Int

        init(count: Int, sourceCount: Int, format: PixelFormat, unitStep: Bool) {
            rowPass = unitStep || sourceCount <= 4 * count
            paddedCount = (count + 4) & ~3
            paddedSource = (sourceCount + 3) & ~3
            tables = unitStep ? 0 : paddedCount
            // A unit step's entries are the destination's columns and one more.
            vertical =
                unitStep
                ? Swift.max(paddedSource, paddedCount) + 4
                : (rowPass ? paddedSource + 4 : 2 * paddedCount)
            gathered = rowPass ? 0 : 2 * paddedCount
            converted = format == .argb8888 ? 0 : paddedSource
        }

        var byteCount: Int {
            tables * (8 + 4 + 4) + paddedCount * 4 + vertical * 8 + (gathered + converted) * 2 * 4
        }
    }

    /// Scratch bytes for `count` destination pixels reading `sourceCount` source columns.
    static func byteCount(count: Int, sourceCount: Int, format: PixelFormat, unitStep: Bool = false) -> Int {
        Layout(count: count, sourceCount: sourceCount, format: format, unitStep: unitStep).byteCount
    }

    /// With `unitStep`, the columns read (`lo` on) must be its clamped ones, with `first ≤ lo` and
    /// `lo + sourceCount − 1 ≤ first + count`; without, `setColumn` sets each pixel's.
    init(
        image: Bitmap, count: Int, lo: Int, sourceCount: Int, unitStep: UnitStep? = nil,
        scratch: UnsafeMutableRawPointer
    ) {
        let layout = Layout(count: count, sourceCount: sourceCount, format: image.format, unitStep: unitStep != nil)
        if let unitStep {
            precondition(unitStep.first <= lo && lo + sourceCount - 1 <= unitStep.first + count, "not a unit step")
        }
        self.count = count
        self.lo = lo
        self.sourceCount = sourceCount
        self.unitStep = unitStep
        rowPass = layout.rowPass
        // 8-byte entries first, then 4-byte ones in multiples of four: every table stays 16-byte aligned.
        var cursor = scratch
        func carve<T>(_ type: T.Type, _ n: Int) -> UnsafeMutablePointer<T> {
            defer { cursor += n * MemoryLayout<T>.stride }
            return cursor.bindMemory(to: T.self, capacity: n)
        }
        fraction = carve(UInt64.self, layout.tables)
        out = carve(UInt32.self, layout.paddedCount)
        left = carve(Int32.self, layout.tables)
        right = carve(Int32.self, layout.tables)
        vertical = carve(UInt64.self, layout.vertical)
        gatheredTop = carve(UInt32.self, layout.gathered)
        gatheredBottom = carve(UInt32.self, layout.gathered)
        source = SourceRowCache(
            image: image, lo: lo, count: sourceCount, first: carve(UInt32.self, layout.converted),
            second: carve(UInt32.self, layout.converted))
        // The harmless extra entry the passes read.
        if layout.tables > 0 { left[count] = 0; right[count] = 0; fraction[count] = 0 }
    }

    /// Destination pixel `i` blends source columns `first` and `second` (in `lo..<lo + sourceCount`)
    /// by the 16-bit fraction `fraction` of the way to the second.
    @inline(__always)
    func setColumn(_ i: Int, first: Int, second: Int, fraction f: UInt16) {
        assert(unitStep == nil, "a unit step has no column tables")
        left[i] = Int32(truncatingIfNeeded: first &- lo)
        right[i] = Int32(truncatingIfNeeded: second &- lo)
        fraction[i] = UInt64(f) &* 0x0001_0001_0001_0001
    }

    /// The row blending source rows `top` and `bottom` by `weight` (0...256, the bottom row's
    /// share), in `out`.
    // Inlined: once a row, in the blits' row loops.
    @inline(__always)
    mutating func row(top: Int, bottom: Int, weight: UInt16) -> UnsafeMutablePointer<UInt32> {
        // A weight of 256 or 0 reads one row (the same bytes): one key for the cache.
        var top = top, bottom = bottom, weight = weight
        if weight == 256 { top = bottom; weight = 0 }
        if weight == 0 { bottom = top }
        if produced == (top, bottom, weight) { return out }
        produced = (top, bottom, weight)
        let (t, b) = source.rows(top, bottom)
        if let unitStep {
            // Entry e is column first + e: the columns read, then their edge entries repeated for
            // the clamped columns, out to the last entry the pairs read.
            let low = lo - unitStep.first, high = low + sourceCount - 1
            ImageSampling.verticalPass(top: t, bottom: b, count: sourceCount, wy: weight, into: vertical + low)
            for e in 0..<low { vertical[e] = vertical[low] }
            for e in high + 1..<count + 2 { vertical[e] = vertical[high] }
            ImageSampling.shiftedPass(vertical, fraction: unitStep.fraction, count: count, into: out)
        } else if rowPass {
            ImageSampling.verticalPass(top: t, bottom: b, count: sourceCount, wy: weight, into: vertical)
            ImageSampling.horizontalPass(
                vertical, left: left, right: right, fraction: fraction,
                count: count, into: out)
        } else {
            let pairs = (count + 1) & ~1
            ImageSampling.gatherColumns(t, left: left, right: right, count: count, into: gatheredTop)
            ImageSampling.gatherColumns(b, left: left, right: right, count: count, into: gatheredBottom)
            ImageSampling.verticalPass(
                top: gatheredTop, bottom: gatheredBottom, count: 2 * pairs,
                wy: weight, into: vertical)
            ImageSampling.pairedPass(vertical, fraction: fraction, count: count, into: out)
        }
        return out
    }
}

/// Rows of an image as premultiplied ARGB from column `lo`: the image's own rows for argb8888,
/// converted copies (two kept, as bilinear rows come in overlapping pairs) for the other formats.
struct SourceRowCache {
    let image: Bitmap
    let lo: Int, count: Int
    let first: UnsafeMutablePointer<UInt32>, second: UnsafeMutablePointer<UInt32>
    var firstRow = -1, secondRow = -1

    init(
        image: Bitmap, lo: Int, count: Int, first: UnsafeMutablePointer<UInt32>,
        second: UnsafeMutablePointer<UInt32>
    ) {
        self.image = image
        self.lo = lo
        self.count = count
        self.first = first
        self.second = second
    }

    mutating func rows(_ top: Int, _ bottom: Int) -> (UnsafePointer<UInt32>, UnsafePointer<UInt32>) {
        if image.format == .argb8888 { return (UnsafePointer(image.row32(top) + lo), UnsafePointer(image.row32(bottom) + lo)) }
        let t = row(top, keeping: bottom)
        return (t, row(bottom, keeping: top))
    }

    private mutating func row(_ y: Int, keeping other: Int) -> UnsafePointer<UInt32> {
        if firstRow == y { return UnsafePointer(first) }
        if secondRow == y { return UnsafePointer(second) }
        if firstRow != other {
            firstRow = y
            ImageSampling.convert(image, x: lo, y: y, count: count, into: first)
            return UnsafePointer(first)
        }
        secondRow = y
        ImageSampling.convert(image, x: lo, y: y, count: count, into: second)
        return UnsafePointer(second)
    }
}
