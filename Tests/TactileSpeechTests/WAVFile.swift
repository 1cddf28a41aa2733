import TactileSystem

/// A WAV file read back for the tests: its header's fields and its samples (16-bit PCM).
struct WAVFile {
    var channels = 0
    var sampleRate = 0
    var bitsPerSample = 0
    var format = 0
    var samples: [Int16] = []

    enum Failure: Error { case notWAV(String) }

    init(path: String) throws {
        let bytes = try FileBytes.read(path)
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw Failure.notWAV("no RIFF/WAVE header")
        }
        guard u32(4) + 8 == bytes.count else { throw Failure.notWAV("RIFF size \(u32(4)) + 8 is not the file's \(bytes.count) bytes") }
        var at = 12
        var sawFormat = false
        while at + 8 <= bytes.count {
            let size = u32(at + 4)
            let body = at + 8
            guard body + size <= bytes.count else { throw Failure.notWAV("chunk past the end") }
            if bytes[at..<(at + 4)].elementsEqual("fmt ".utf8) {
                format = u16(body)
                channels = u16(body + 2)
                sampleRate = u32(body + 4)
                bitsPerSample = u16(body + 14)
                sawFormat = true
            } else if bytes[at..<(at + 4)].elementsEqual("data".utf8) {
                guard sawFormat else { throw Failure.notWAV("data before fmt") }
                samples = stride(from: body, to: body + size - 1, by: 2).map { Int16(bitPattern: UInt16(u16($0))) }
            }
            at = body + size + (size & 1)
        }
    }

    /// The voiced stretches, as (start, end) in seconds: 10 ms frames whose loudest sample is
    /// above `threshold`, joined across gaps shorter than `gap` seconds.
    func segments(threshold: Int16 = 300, gap: Double = 0.3) -> [(start: Double, end: Double)] {
        let frame = sampleRate / 100
        var result: [(start: Double, end: Double)] = []
        var index = 0
        while index < samples.count {
            let end = min(index + frame, samples.count)
            let loud = samples[index..<end].contains { $0 > threshold || $0 < -threshold }
            if loud {
                let start = Double(index) / Double(sampleRate), stop = Double(end) / Double(sampleRate)
                if let last = result.last, start - last.end < gap {
                    result[result.count - 1].end = stop
                } else {
                    result.append((start, stop))
                }
            }
            index = end
        }
        return result
    }
}
