import TactileSystem

/// The soak's random numbers: SplitMix64, so a seed replays the same gestures on every machine
/// and architecture (the standard library's generator is seeded by the system).
struct SoakRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1 (53 random bits).
    mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }

    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    mutating func chance(_ probability: Double) -> Bool { unit() < probability }
}
