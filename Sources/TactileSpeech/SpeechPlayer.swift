import TactileCore
import TactileSystem

/// Speech and cues heard from the sound card, as the reader speaks (`SpeechOutput`).
///
/// The run loop never waits for sound: `speak` and `play` hand the work to a thread of the
/// player's own and return. That thread synthesizes in chunks of about 20 ms and writes each to
/// ALSA, whose small buffer paces it at the speed of playback; a new utterance (or
/// `stopSpeaking`) makes it stop after the chunk in hand and drop what the card has buffered,
/// so the old words stop at once. Cues are mixed over the speech being played, or played alone.
/// When nothing is to be said the thread waits on a condition: no wakeups.
public final class SpeechPlayer: SpeechOutput, @unchecked Sendable {
    private let synthesizer: SpeechSynthesizer
    /// Closed (released) when the thread ends.
    private var stream: PCMStream?
    private let condition = Condition()
    /// Under `condition`: what to say next, the cues not yet mixed in, a count that changes
    /// with each interruption, and whether the player is closing.
    private var pendingText: (text: String, settings: ScreenReaderSettings)?
    private var pendingCues: [[Int16]] = []
    private var generation = 0
    private var isClosing = false
    private var hasEnded = false
    private var closesWhenIdle = false
    /// Under `condition`: when each utterance's first samples were handed to ALSA.
    private var firstSampleTimes: [Instant] = []
    private let monotonic = MonotonicClock()

    /// Opens espeak-ng and the sound card (`device`: an ALSA PCM name, nil for the default; see
    /// `PCMStream.soundCard`) and starts the player's thread.
    public convenience init(device: String? = nil, dataPath: String? = SpeechSynthesizer.defaultDataPath()) throws(SpeechError) {
        let synthesizer = try SpeechSynthesizer(dataPath: dataPath)
        try self.init(synthesizer: synthesizer, stream: PCMStream.soundCard(device: device, sampleRate: synthesizer.sampleRate))
    }

    /// A player writing to `stream` (`PCMStream.null` in the benchmark).
    public init(synthesizer: SpeechSynthesizer, stream: PCMStream) throws(SpeechError) {
        self.synthesizer = synthesizer
        self.stream = stream
        do {
            try DetachedThread.start { [self] in run() }
        } catch {
            throw .noThread(errno: error.errno)
        }
    }

    /// Stops speaking and ends the player's thread, waiting for it (at most a chunk's time):
    /// the stream is closed and the synthesizer free for another player or a recorder.
    /// `afterSpeaking`: what was asked for is said first.
    public func close(afterSpeaking: Bool = false) {
        condition.lock()
        if afterSpeaking {
            closesWhenIdle = true
        } else {
            isClosing = true
            generation += 1
        }
        condition.signal()
        while !hasEnded { condition.wait() }
        condition.unlock()
    }

    // MARK: SpeechOutput

    /// Has the player's thread say `text`, interrupting what it is saying, and returns at once.
    /// `time` is not used: the speech starts as soon as the thread gets to it.
    public func speak(_ text: String, with settings: ScreenReaderSettings, at time: Instant) {
        condition.lock()
        pendingText = (text, settings)
        generation += 1
        condition.signal()
        condition.unlock()
    }

    /// Has `cue` mixed over the speech being played, or played alone, and returns at once (`time` is not used).
    public func play(_ cue: AccessibilityCue, with settings: ScreenReaderSettings, at time: Instant) {
        let samples = CueSound.samples(of: cue, sampleRate: synthesizer.sampleRate, volume: settings.volume)
        condition.lock()
        pendingCues.append(samples)
        condition.signal()
        condition.unlock()
    }

    /// Stops the speech in progress and drops what was waiting to be said; returns at once (`time` is not used).
    public func stopSpeaking(at time: Instant) {
        condition.lock()
        pendingText = nil
        generation += 1
        condition.signal()
        condition.unlock()
    }

    /// When each utterance's first samples were handed to ALSA (the monotonic clock), oldest
    /// first, and forgets them: the benchmark's "touch-up to first sample".
    public func takeFirstSampleTimes() -> [Instant] {
        condition.lock()
        defer { condition.unlock() }
        let taken = firstSampleTimes
        firstSampleTimes = []
        return taken
    }

    // MARK: The player's thread

    /// Cues being mixed in: samples and how far they have played. Only the thread touches it.
    private var playingCues: [(samples: [Int16], played: Int)] = []

    private func run() {
        condition.lock()
        while true {
            let idle = pendingText == nil && pendingCues.isEmpty && playingCues.isEmpty
            if isClosing || (idle && closesWhenIdle) { break }
            if idle {
                condition.wait()
                continue
            }
            let job = pendingText
            pendingText = nil
            let ourGeneration = generation
            takeCues()
            condition.unlock()
            if let job {
                speak(job.text, settings: job.settings, generation: ourGeneration)
            } else {
                playCuesAlone()
            }
            condition.lock()
        }
        stream = nil
        hasEnded = true
        condition.signal()
        condition.unlock()
    }

    /// Moves the cues asked for into `playingCues`; called holding the lock.
    private func takeCues() {
        for cue in pendingCues { playingCues.append((cue, 0)) }
        pendingCues.removeAll(keepingCapacity: true)
    }

    private func speak(_ text: String, settings: ScreenReaderSettings, generation ourGeneration: Int) {
        var first = true
        let finished =
            (try? synthesizer.synthesize(text, with: settings) { [self] chunk in
                condition.lock()
                let interrupted = generation != ourGeneration
                if !interrupted { takeCues() }
                if first, !interrupted {
                    firstSampleTimes.append(monotonic.now())
                    first = false
                }
                condition.unlock()
                if interrupted { return false }
                var mixed = SampleMixing.scaled(chunk, by: settings.volume)
                mixCues(into: &mixed)
                return (try? stream?.write(mixed)) != nil
            }) ?? false
        if !finished { stream?.discard() }
    }

    /// Plays the cues in hand to their ends, in chunks (new cues join as they come).
    private func playCuesAlone() {
        while !playingCues.isEmpty {
            var chunk = [Int16](repeating: 0, count: synthesizer.sampleRate / 50)
            mixCues(into: &chunk)
            if (try? stream?.write(chunk)) == nil { playingCues.removeAll(); return }
            condition.lock()
            takeCues()
            let speechWaits = pendingText != nil || isClosing
            condition.unlock()
            if speechWaits { return }
        }
    }

    /// Adds the next samples of every cue in hand into `chunk`, dropping cues that ended.
    private func mixCues(into chunk: inout [Int16]) {
        for index in playingCues.indices {
            let (samples, played) = playingCues[index]
            let count = min(chunk.count, samples.count - played)
            samples.withUnsafeBufferPointer { buffer in
                SampleMixing.add(UnsafeBufferPointer(rebasing: buffer[played..<(played + count)]), into: &chunk, at: 0)
            }
            playingCues[index].played += count
        }
        playingCues.removeAll { $0.played >= $0.samples.count }
    }
}
