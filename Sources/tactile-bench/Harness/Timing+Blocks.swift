extension Timing {
    /// Sides timed frame by frame, in alternating blocks: `count` times, every side in turn takes
    /// a block of samples. This shared machine's speed drifts over seconds, so a side measured
    /// in one stretch and its reference in the next would see different machines; in blocks,
    /// all see each speed alike, and incremental frames still follow incremental frames. A
    /// side's block in the first `warmUpBlocks` blocks starts with its warm-up samples (taken,
    /// not to be kept).
    ///
    /// A side takes and records its own samples (`Side.sample`), so each part decides what one
    /// is: a frame (its render, its allocations), a layout, a memcpy of the screen.
    struct Blocks {
        var count: Int
        /// Blocks that start each side with its warm-up (the first only, by default).
        var warmUpBlocks = 1
        /// Whether odd blocks run the sides in reverse order (so neither always goes first).
        var alternatesOrder = false

        /// Where a sample falls.
        struct Sample {
            var block: Int
            /// This side's samples before this one, warm-up included (frame k of an animation).
            var index: Int
            /// A warm-up sample: take it, do not keep it.
            var isWarmUp: Bool
        }

        /// One kind of sample.
        struct Side {
            var samplesPerBlock: Int
            var warmUp = 0
            /// Takes one sample.
            var sample: (Sample) -> Void
            /// Checks what this side's block left (a frame against a full redraw); a message is a
            /// failure.
            var check: () -> String? = { nil }
        }

        /// Whether a failed check ends the run (later blocks would time frames known wrong).
        var stopsAtFailure = true

        /// Runs every block; returns the failed checks' messages.
        func run(_ sides: [Side]) -> [String] {
            var failures: [String] = []
            var taken = [Int](repeating: 0, count: sides.count)
            for block in 0..<count {
                let order = alternatesOrder && block % 2 == 1 ? Array(sides.indices.reversed()) : Array(sides.indices)
                for s in order {
                    let side = sides[s]
                    let warmUp = block < warmUpBlocks ? side.warmUp : 0
                    for n in 0..<(warmUp + side.samplesPerBlock) {
                        side.sample(Sample(block: block, index: taken[s], isWarmUp: n < warmUp))
                        taken[s] += 1
                    }
                    if let failure = side.check() {
                        failures.append(failure)
                        if stopsAtFailure { return failures }
                    }
                }
            }
            return failures
        }
    }
}
