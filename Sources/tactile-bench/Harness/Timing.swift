import Glibc

/// The one timer of the benchmark: the monotonic clock every part reads, and the calibrated
/// comparison of two sides (ours against a reference) in alternating rounds with its median
/// ratio. Parts timed frame by frame take their samples in alternating blocks
/// (`Timing.Blocks`, Timing+Blocks.swift) and read medians and percentiles from `Statistics`.
struct Timing {
    /// Shortest sample: long enough that clock resolution and call overhead do not matter.
    var minimumSample = 0.002
    var rounds = 7
    /// Interleaved samples of each side within one round.
    var samplesPerRound = 3

    /// Seven rounds of three interleaved samples each; with `quick`, three rounds of two.
    init(quick: Bool = false) {
        if quick { rounds = 3; samplesPerRound = 2 }
    }

    struct Result {
        /// Best seconds per operation of each side.
        var ours: Double
        var reference: Double
        /// Median over rounds of (reference time / our time), i.e. our throughput relative to
        /// the reference's within one round.
        var medianRatio: Double
    }

    /// Seconds on CLOCK_MONOTONIC.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// Seconds `body` took, and what it returned.
    @inline(__always)
    static func time<T>(_ body: () -> T) -> (seconds: Double, result: T) {
        let start = now()
        let result = body()
        return (now() - start, result)
    }

    /// Seconds for `count` operations, starting at operation index `first`.
    @inline(never)
    static func sample(_ operation: (Int) -> Void, first: Int, count: Int) -> Double {
        let start = now()
        for k in first..<(first + count) { operation(k) }
        return now() - start
    }

    /// How many operations make a sample of at least `minimumSample` seconds.
    func calibrate(_ operation: (Int) -> Void) -> Int {
        var count = 1
        while true {
            let elapsed = Timing.sample(operation, first: 0, count: count)
            if elapsed >= minimumSample {
                return count
            }
            // Aim a little above the minimum so noise does not push the sample below it.
            let scale = elapsed > 0 ? minimumSample * 1.3 / elapsed : 16
            count = max(count * 2, min(count * 16, Int((Double(count) * scale).rounded(.up))))
        }
    }

    /// Ours against the reference: calibrated samples of each, interleaved within each round,
    /// which side goes first alternating; the best time of each side and the median ratio.
    func measure(ours: (Int) -> Void, reference: (Int) -> Void) -> Result {
        // Warm up both (caches, lazily built pixman fast paths), then size the samples.
        _ = Timing.sample(ours, first: 0, count: 8)
        _ = Timing.sample(reference, first: 0, count: 8)
        let ourCount = calibrate(ours), referenceCount = calibrate(reference)
        var bestOurs = Double.infinity, bestReference = Double.infinity
        var ratios: [Double] = []
        var next = 0
        for round in 0..<rounds {
            // Each round interleaves a few samples of each side and keeps each side's best, so a
            // moment of interference from other processes on this shared machine spoils one
            // sample rather than the round's ratio. Which side goes first alternates by round.
            var ourTime = Double.infinity, referenceTime = Double.infinity
            for pass in 0..<samplesPerRound {
                let oursFirst = (round + pass) % 2 == 0
                for side in 0..<2 {
                    if (side == 0) == oursFirst {
                        ourTime = min(ourTime, Timing.sample(ours, first: next, count: ourCount) / Double(ourCount))
                    } else {
                        referenceTime = min(
                            referenceTime,
                            Timing.sample(reference, first: next, count: referenceCount) / Double(referenceCount))
                    }
                }
                next += max(ourCount, referenceCount)
            }
            bestOurs = min(bestOurs, ourTime)
            bestReference = min(bestReference, referenceTime)
            ratios.append(referenceTime / ourTime)
        }
        return Result(ours: bestOurs, reference: bestReference, medianRatio: Statistics.median(ratios)!)
    }

    /// One side alone (no reference to compare with): the best seconds per operation over
    /// `3 × rounds × samplesPerRound` samples (three times as many as a side of a comparison
    /// gets: without a reference in the same round, only more samples make the best one likely
    /// to be undisturbed on a shared machine).
    func measure(_ operation: (Int) -> Void) -> Double {
        _ = Timing.sample(operation, first: 0, count: 8)
        let count = calibrate(operation)
        var best = Double.infinity
        var next = 0
        for _ in 0..<(3 * rounds * samplesPerRound) {
            best = min(best, Timing.sample(operation, first: next, count: count) / Double(count))
            next += count
        }
        return best
    }
}
