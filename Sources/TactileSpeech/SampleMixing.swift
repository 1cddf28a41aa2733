/// Adding sounds together: cues play over speech, so their samples are summed, clipped to 16
/// bits rather than wrapped.
enum SampleMixing {
    /// `volume` (0...1) of `samples`.
    static func scaled(_ samples: UnsafeBufferPointer<Int16>, by volume: Double) -> [Int16] {
        let factor = min(max(volume, 0), 1)
        return samples.map { Int16((Double($0) * factor).rounded()) }
    }

    /// Adds `source` into `target` from `offset` on (as much of it as fits), clipping.
    static func add(_ source: UnsafeBufferPointer<Int16>, into target: inout [Int16], at offset: Int) {
        guard offset < target.count else { return }
        let count = min(source.count, target.count - offset)
        for index in 0..<count {
            let sum = Int32(target[offset + index]) + Int32(source[index])
            target[offset + index] = Int16(min(max(sum, Int32(Int16.min)), Int32(Int16.max)))
        }
    }
}
