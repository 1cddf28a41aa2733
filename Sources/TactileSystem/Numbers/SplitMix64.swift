/// A small seeded random number generator (SplitMix64): the same sequence for the same seed on
/// every machine, for reproducible scenes, property tests and benchmarks. Not for secrets.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state: each `next()` adds a fixed odd constant to it and returns the new state scrambled.
    public var state: UInt64

    /// A generator whose sequence is determined by `seed` alone.
    @inlinable public init(seed: UInt64) { state = seed }

    /// The next 64 random bits of the sequence.
    @inlinable public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49EB_133B_11EB
        return z ^ (z >> 31)
    }
}
