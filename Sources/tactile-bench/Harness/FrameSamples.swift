import TactileRaster

/// Frames timed one by one: each frame's seconds, the pixels and rectangles it composited, and
/// the heap allocations of its render call and of the whole frame (when counted), with their
/// medians and percentiles.
struct FrameSamples {
    var seconds: [Double] = []
    var pixels: [Int] = []
    /// Damage rectangles of each frame (each is composited separately).
    var rects: [Int] = []
    /// Heap allocations of each frame's `render` call, and of the whole frame (the changes
    /// made to the views for it, then `render`); empty when not counted.
    var allocations: [Int] = []
    var frameAllocations: [Int] = []

    var count: Int { seconds.count }

    /// Room for `count` frames, so that recording one allocates nothing.
    mutating func reserve(_ count: Int) {
        seconds.reserveCapacity(count)
        pixels.reserveCapacity(count)
        rects.reserveCapacity(count)
        allocations.reserveCapacity(count)
        frameAllocations.reserveCapacity(count)
    }

    /// Records one frame that composited `rects`; `allocations` (of `render`) and
    /// `frameAllocations` (of the whole frame) only when counted.
    mutating func record(_ seconds: Double, _ rects: [PixelRect], allocations: Int? = nil, frameAllocations: Int? = nil) {
        self.seconds.append(seconds)
        var pixels = 0
        for rect in rects { pixels += rect.width * rect.height }
        self.pixels.append(pixels)
        self.rects.append(rects.count)
        if let allocations { self.allocations.append(allocations) }
        if let frameAllocations { self.frameAllocations.append(frameAllocations) }
    }

    var medianMilliseconds: Double? { Statistics.percentile(seconds, 0.5).map { $0 * 1000 } }
    var p10Milliseconds: Double? { Statistics.percentile(seconds, 0.1).map { $0 * 1000 } }
    var p90Milliseconds: Double? { Statistics.percentile(seconds, 0.9).map { $0 * 1000 } }
    var medianPixels: Double? { Statistics.percentile(pixels.map(Double.init), 0.5) }
    var medianRects: Double? { Statistics.percentile(rects.map(Double.init), 0.5) }
    /// Milliseconds per million composited pixels: the median time over the median pixels.
    var millisecondsPerMegapixel: Double? {
        guard let ms = medianMilliseconds, let px = medianPixels, px > 0 else { return nil }
        return ms / (px / 1e6)
    }
    /// Mean heap allocations per `render` call and per whole frame (nil when not counted).
    var allocationsPerRender: Double? { Statistics.mean(allocations) }
    var allocationsPerFrame: Double? { Statistics.mean(frameAllocations) }
}
