/// One axis of a scaled blit: which destination pixels a fractional destination interval touches
/// (clipped), how much of each it covers, and where each pixel centre samples the source.
///
/// Destination pixel p has its centre at p + 0.5. It maps to the source position
/// `t = (p + 0.5 − destinationMin) × mappedSize / destinationSize` (0 at the mapped interval's
/// start); nearest sampling picks the source pixel containing t, bilinear sampling interpolates
/// between the pixel centres around t (centre of source pixel i at i + 0.5). Positions outside the
/// sampled source pixels use the nearest edge pixel (pad).
struct ScaledAxis {
    let destinationMin: Double, destinationMax: Double, destinationSize: Double
    let mappedMin: Int, mappedSize: Double
    /// The source pixels that may be read: `sampleMin...sampleMax`.
    let sampleMin: Int, sampleMax: Int
    /// Destination pixels drawn: `start..<end`.
    let start: Int, end: Int

    /// Nil when nothing is drawn (empty, inverted or non-finite interval, nothing in the clip).
    init?(
        destinationMin: Double, destinationSize: Double, mapped: Range<Int>, sampled: Range<Int>,
        clip: Range<Int>
    ) {
        let destinationMax = destinationMin + destinationSize
        guard destinationSize > 0, destinationMin.isFinite, destinationMax.isFinite,
            !mapped.isEmpty, !sampled.isEmpty, !clip.isEmpty
        else { return nil }
        start = clampedInt(destinationMin.rounded(.down), clip.lowerBound, clip.upperBound)
        end = clampedInt(destinationMax.rounded(.up), clip.lowerBound, clip.upperBound)
        guard start < end else { return nil }
        self.destinationMin = destinationMin
        self.destinationMax = destinationMax
        self.destinationSize = destinationSize
        mappedMin = mapped.lowerBound
        mappedSize = Double(mapped.count)
        sampleMin = sampled.lowerBound
        sampleMax = sampled.upperBound - 1
    }

    /// The fraction of pixel `p` inside the destination interval, in 0...255.
    func coverage(_ p: Int) -> UInt32 {
        let x = Double(p)
        let inside = Swift.min(x + 1, destinationMax) - Swift.max(x, destinationMin)
        if inside >= 1 { return 255 }
        if !(inside > 0) { return 0 }
        return UInt32(inside * 255 + 0.5)
    }

    /// The source position of pixel p's centre relative to the mapped start, limited to a range
    /// just outside the source (enough for padding, small enough for fixed point).
    private func position(_ p: Int) -> Double {
        let t = ((Double(p) + 0.5 - destinationMin) * mappedSize) / destinationSize
        let low = Double(sampleMin - mappedMin) - 2, high = Double(sampleMax - mappedMin) + 2
        return t < low ? low : (t > high ? high : t)
    }

    // Positions are at least −2 here, so truncating t + 8 rounds down (Int(_:) truncates
    // inline; floor and round are library calls on baseline x86-64).

    /// The source pixel containing pixel p's mapped centre, clamped to the sampled pixels.
    func nearest(_ p: Int) -> Int {
        let i = mappedMin + Int(position(p) + 8) - 8
        return Swift.min(Swift.max(i, sampleMin), sampleMax)
    }

    /// The two source pixels around pixel p's mapped centre (clamped to the sampled pixels) and
    /// the 16-bit fraction of the way from the first to the second.
    func bilinear(_ p: Int) -> (first: Int, second: Int, fraction: UInt16) {
        let fixed = Int((position(p) - 0.5 + 8) * 65536 + 0.5) - 8 * 65536
        let i = mappedMin + (fixed >> 16)
        return (
            Swift.min(Swift.max(i, sampleMin), sampleMax),
            Swift.min(Swift.max(i + 1, sampleMin), sampleMax),
            UInt16(truncatingIfNeeded: fixed)
        )
    }
}
