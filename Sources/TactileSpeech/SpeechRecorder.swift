import TactileCore
import TactileSystem

/// Speech and cues written to a PCM stream in virtual time (`tactile debug-accessibility
/// --speech wav:PATH`): each sound is placed at its event's time on the recording's clock, with
/// silence between, so the file's timeline is the replay's. A new utterance cuts the one being
/// said at the new one's start, as the player does; cues are mixed over speech.
///
/// It runs on the run loop's thread and synthesizes each utterance whole when it is asked for
/// (virtual time does not wait for it). Call `finish()` at the end: what is still pending is
/// written, and the stream closes (a WAV file's header is completed then).
public final class SpeechRecorder: SpeechOutput {
    private let synthesizer: SpeechSynthesizer
    /// Where the timeline goes: a PCM stream, or a WAV file committed by `finish()`.
    private enum Sink {
        case stream(PCMStream)
        case wav(WAVFileWriter)

        func write(_ samples: [Int16]) throws(SpeechError) {
            switch self {
            case .stream(let stream): try stream.write(samples)
            case .wav(let file): try file.write(samples)
            }
        }
    }
    private var stream: Sink?
    /// Seconds on the file's timeline of a time of the run loop's clock.
    private let seconds: (Instant) -> Double
    /// Samples written so far: the next one written is sample `written` of the timeline.
    private var written = 0
    /// The utterance being said: its samples from timeline sample `speechStart` on.
    private var speech: [Int16] = []
    private var speechStart = 0
    /// Cues not yet written to their ends, each from its own start.
    private var cues: [(start: Int, samples: [Int16])] = []
    /// The first error the stream or the synthesizer reported (the recording stops there).
    public private(set) var failure: SpeechError?

    /// A recorder writing to `stream`, placing events by `seconds` (a time on the run loop's
    /// clock to seconds on the file's timeline; negative times go to its start).
    public init(synthesizer: SpeechSynthesizer, stream: PCMStream, seconds: @escaping (Instant) -> Double) {
        self.synthesizer = synthesizer
        self.stream = .stream(stream)
        self.seconds = seconds
    }

    /// A recorder writing to the WAV file `wav`, which `finish(committing:)` puts in place.
    public init(synthesizer: SpeechSynthesizer, wav: WAVFileWriter, seconds: @escaping (Instant) -> Double) {
        self.synthesizer = synthesizer
        self.stream = .wav(wav)
        self.seconds = seconds
    }

    /// Synthesizes `text` and places it at `time` on the timeline, cutting off the utterance being said there.
    public func speak(_ text: String, with settings: ScreenReaderSettings, at time: Instant) {
        let start = sampleIndex(time)
        flush(upTo: start)
        do {
            let samples = try synthesizer.samples(of: text, with: settings)
            speech = samples.withUnsafeBufferPointer { SampleMixing.scaled($0, by: settings.volume) }
            speechStart = start
        } catch {
            record(error)
        }
    }

    /// Mixes `cue` into the timeline from `time`, or from the end of what is already written when that is later.
    public func play(_ cue: AccessibilityCue, with settings: ScreenReaderSettings, at time: Instant) {
        let start = max(sampleIndex(time), written)
        cues.append((start, CueSound.samples(of: cue, sampleRate: synthesizer.sampleRate, volume: settings.volume)))
    }

    /// Cuts off the utterance being said at `time`: what comes before is written, the rest dropped.
    public func stopSpeaking(at time: Instant) {
        flush(upTo: sampleIndex(time))
    }

    /// Writes everything still pending to its end and closes the stream; a WAV file is put in
    /// place of its target only when `committing` (a failed run leaves the old file).
    public func finish(committing: Bool = true) {
        if committing {
            var end = written
            if !speech.isEmpty { end = max(end, speechStart + speech.count) }
            for cue in cues { end = max(end, cue.start + cue.samples.count) }
            flush(upTo: end)
        }
        if committing, case .wav(let file) = stream {
            do throws(SpeechError) { try file.commit() } catch { record(error) }
        }
        stream = nil
    }

    private func sampleIndex(_ time: Instant) -> Int {
        let value = seconds(time) * Double(synthesizer.sampleRate)
        // A recording's timestamps are data: absurd ones stay within an hour of samples (a file of
        // 160 MB at most, not one that fills the disk with silence).
        guard value.isFinite else { return written }
        return Int(min(max(value.rounded(), 0), Double(synthesizer.sampleRate) * 3600))
    }

    /// Writes the timeline up to sample `end` (speech, cues and silence mixed) and cuts the
    /// utterance there: whatever is said after `end` is interrupted.
    private func flush(upTo end: Int) {
        defer {
            speech.removeAll()
            cues.removeAll { $0.start + $0.samples.count <= written }
        }
        guard let stream, end > written else { return }
        let blockSize = 4096
        var block = [Int16](repeating: 0, count: blockSize)
        while written < end {
            let count = min(blockSize, end - written)
            if block.count != count {
                block = [Int16](repeating: 0, count: count)
            } else {
                for index in block.indices { block[index] = 0 }
            }
            add(speech, from: speechStart, into: &block)
            for cue in cues { add(cue.samples, from: cue.start, into: &block) }
            do {
                try stream.write(block)
            } catch {
                record(error)
                return
            }
            written += count
        }
    }

    /// Adds the part of `samples` (which start at timeline sample `start`) that falls in `block`
    /// (which starts at `written`).
    private func add(_ samples: [Int16], from start: Int, into block: inout [Int16]) {
        let from = max(written, start)
        let to = min(written + block.count, start + samples.count)
        guard from < to else { return }
        samples.withUnsafeBufferPointer { buffer in
            SampleMixing.add(UnsafeBufferPointer(rebasing: buffer[(from - start)..<(to - start)]), into: &block, at: from - written)
        }
    }

    private func record(_ error: SpeechError) {
        if failure == nil { failure = error }
        stream = nil
    }
}
