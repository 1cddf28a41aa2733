import TactilePlatform
import TactileSystem

/// Touch-to-photon latency: for each frame presented after touches that left something to draw,
/// the time from the oldest of those touches' timestamps (the kernel's, for live devices) to the
/// end of the present, and how long that frame took to render and present. Kept in a ring of
/// the latest `capacity` frames, allocated once, so measuring costs nothing per frame.
public struct InputLatency {
    /// One measured frame.
    public struct Sample: Equatable {
        /// From the oldest touch shown to the end of the present.
        public var latency: Interval
        /// The frame's own work: render and present.
        public var frameTime: Interval
    }

    /// How many of the latest samples are kept.
    public let capacity: Int
    private var ring: [Sample]
    private var next = 0
    /// Samples recorded since the start, including those the ring no longer holds.
    public private(set) var totalCount = 0

    /// Creates an empty record keeping the latest `capacity` samples (at least 1), allocated at once.
    public init(capacity: Int = 4096) {
        self.capacity = max(1, capacity)
        ring = []
        ring.reserveCapacity(self.capacity)
    }

    /// Adds one frame's figures, replacing the oldest when full.
    public mutating func record(latency: Interval, frameTime: Interval) {
        let sample = Sample(latency: latency, frameTime: frameTime)
        if ring.count < capacity {
            ring.append(sample)
        } else {
            ring[next] = sample
        }
        next = (next + 1) % capacity
        totalCount += 1
    }

    /// The kept samples, oldest first.
    public var samples: [Sample] {
        ring.count < capacity ? ring : Array(ring[next...] + ring[..<next])
    }

    /// The latency below which `fraction` (0...1) of the kept samples lie (nearest rank), or
    /// nil when there are none.
    public func latencyPercentile(_ fraction: Double) -> Interval? {
        Self.percentile(ring.map { $0.latency.nanoseconds }, fraction).map { Interval(nanoseconds: $0) }
    }

    /// The same for the frames' own render and present times.
    public func frameTimePercentile(_ fraction: Double) -> Interval? {
        Self.percentile(ring.map { $0.frameTime.nanoseconds }, fraction).map { Interval(nanoseconds: $0) }
    }

    /// Nearest-rank percentile: the smallest value with at least `fraction` of the values at or
    /// below it.
    static func percentile(_ values: [Int64], _ fraction: Double) -> Int64? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        var rank = Int((clamped * Double(sorted.count)).rounded(.up))
        rank = min(max(rank, 1), sorted.count)
        return sorted[rank - 1]
    }
}
