import TactileCore
import TactileRaster

/// The screen reader's cues as sounds: short tones, each distinct in pitch and shape, so a
/// listener tells them apart without words (docs/accessibility.md, "Output"). Each is one
/// sound without gaps, between 50 and 180 ms, with 5 ms fades so it starts and ends without a click.
public enum CueSound {
    /// The samples of `cue` at `sampleRate`, at full scale times `volume` (0...1).
    public static func samples(of cue: AccessibilityCue, sampleRate: Int, volume: Double = 1) -> [Int16] {
        switch cue {
        // A short high tick, falling: "you crossed an edge".
        case .boundary: sweep(from: 1700, to: 1300, seconds: 0.05, sampleRate: sampleRate, volume: volume * 0.5)
        // A low buzz (odd harmonics): "not here".
        case .outside: tone([220, 660, 1100], weights: [1, 0.33, 0.2], seconds: 0.12, sampleRate: sampleRate, volume: volume * 0.5)
        // Rising: "back to the start".
        case .wrap: sweep(from: 400, to: 800, seconds: 0.12, sampleRate: sampleRate, volume: volume * 0.5)
        // Two steps up, a fifth apart: "done".
        case .activate: steps([880, 1320], seconds: 0.06, sampleRate: sampleRate, volume: volume * 0.5)
        // A falling chord: "a new screen".
        case .screen: chordFalling(sampleRate: sampleRate, volume: volume * 0.4)
        }
    }

    /// A sine gliding from `from` to `to` hertz.
    private static func sweep(from: Double, to: Double, seconds: Double, sampleRate: Int, volume: Double) -> [Int16] {
        let count = Int(seconds * Double(sampleRate))
        var phase = 0.0
        return (0..<count).map { index in
            let progress = Double(index) / Double(count)
            phase += 2 * Double.pi * (from + (to - from) * progress) / Double(sampleRate)
            return sample(Trigonometry.sin(phase), index: index, count: count, sampleRate: sampleRate, volume: volume)
        }
    }

    /// A steady tone of several partials.
    private static func tone(_ frequencies: [Double], weights: [Double], seconds: Double, sampleRate: Int, volume: Double) -> [Int16] {
        let count = Int(seconds * Double(sampleRate))
        let total = weights.reduce(0, +)
        return (0..<count).map { index in
            let time = Double(index) / Double(sampleRate)
            var value = 0.0
            for (frequency, weight) in zip(frequencies, weights) { value += weight * Trigonometry.sin(2 * Double.pi * frequency * time) }
            return sample(value / total, index: index, count: count, sampleRate: sampleRate, volume: volume)
        }
    }

    /// Pure tones one after the other, each `seconds` long, joined without a gap.
    private static func steps(_ frequencies: [Double], seconds: Double, sampleRate: Int, volume: Double) -> [Int16] {
        let each = Int(seconds * Double(sampleRate))
        let count = each * frequencies.count
        var phase = 0.0
        return (0..<count).map { index in
            phase += 2 * Double.pi * frequencies[index / each] / Double(sampleRate)
            return sample(Trigonometry.sin(phase), index: index, count: count, sampleRate: sampleRate, volume: volume)
        }
    }

    /// A low major chord whose pitch falls by a fourth over 180 ms.
    private static func chordFalling(sampleRate: Int, volume: Double) -> [Int16] {
        let count = Int(0.18 * Double(sampleRate))
        var phases = [0.0, 0.0, 0.0]
        let ratios = [1.0, 1.25, 1.5]
        return (0..<count).map { index in
            let base = 330 - 82 * Double(index) / Double(count)
            var value = 0.0
            for partial in 0..<3 {
                phases[partial] += 2 * Double.pi * base * ratios[partial] / Double(sampleRate)
                value += Trigonometry.sin(phases[partial]) / 3
            }
            return sample(value, index: index, count: count, sampleRate: sampleRate, volume: volume)
        }
    }

    /// `value` (-1...1) with 5 ms fades at both ends, as a 16-bit sample.
    private static func sample(_ value: Double, index: Int, count: Int, sampleRate: Int, volume: Double) -> Int16 {
        let fade = max(1, sampleRate / 200)
        let envelope = min(1, Double(min(index, count - 1 - index)) / Double(fade))
        return Int16((value * envelope * min(max(volume, 0), 1) * 32767).rounded())
    }
}
