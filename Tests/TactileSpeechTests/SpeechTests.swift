import TactileCore
import TactileSpeech
import TactileSystem
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// espeak-ng keeps one state per process: one synthesizer for every test, one test at a time.
@Suite(.serialized)
struct SpeechTests {
    nonisolated(unsafe) static let synthesizer: SpeechSynthesizer = {
        do throws(SpeechError) { return try SpeechSynthesizer() } catch { fatalError("espeak-ng: \(error.message)") }
    }()

    static func temporaryPath(_ name: String) -> String { "/tmp/tactile-speech-\(ProcessEnvironment.value(of: "USER") ?? "")-\(name).wav" }

    /// Records `events` (seconds on the timeline) into a WAV file and reads it back.
    static func record(
        _ name: String, settings: ScreenReaderSettings = ScreenReaderSettings(),
        _ events: (SpeechRecorder) -> Void
    ) throws -> WAVFile {
        let path = temporaryPath(name)
        // The recorder holds the only reference: `finish()` closes the file, completing its header.
        let recorder = try SpeechRecorder(synthesizer: synthesizer, stream: PCMStream.wavFile(path: path, sampleRate: synthesizer.sampleRate)) {
            Double($0.nanoseconds) / 1e9
        }
        events(recorder)
        recorder.finish()
        #expect(recorder.failure == nil)
        return try WAVFile(path: path)
    }

    static func at(_ seconds: Double) -> Instant { Instant(nanoseconds: Int64(seconds * 1e9)) }

    @Test func espeakMakesSpeechAt22050Hz() throws {
        #expect(Self.synthesizer.sampleRate == 22050)
        let samples = try Self.synthesizer.samples(of: "Meeting A", with: ScreenReaderSettings())
        // "Meeting A" at 175 words a minute: about half a second of sound.
        #expect(samples.count > 22050 / 4 && samples.count < 22050 * 2)
        #expect(samples.contains { $0 > 3000 })
    }

    @Test func theWAVHasAValidHeaderAndOneVoicedSegmentPerUtteranceAndCue() throws {
        let settings = ScreenReaderSettings()
        let wav = try Self.record("segments") { recorder in
            recorder.speak("September 2, 2 items", with: settings, at: Self.at(0.5))
            recorder.play(.activate, with: settings, at: Self.at(3.0))
            recorder.speak("Meeting A", with: settings, at: Self.at(4.0))
            recorder.play(.boundary, with: settings, at: Self.at(6.0))
        }
        #expect(wav.format == 1 && wav.channels == 1 && wav.sampleRate == 22050 && wav.bitsPerSample == 16)
        let segments = wav.segments()
        #expect(segments.count == 4, "segments: \(segments)")
        guard segments.count == 4 else { return }
        // Each starts when its event was (within a 10 ms frame and espeak-ng's lead-in).
        for (segment, start) in zip(segments, [0.5, 3.0, 4.0, 6.0]) {
            #expect(segment.start >= start - 0.011 && segment.start < start + 0.1, "\(segment) for \(start)")
        }
        // The activate cue is 120 ms, the boundary cue 50 ms.
        #expect(abs((segments[1].end - segments[1].start) - 0.12) < 0.021)
        #expect(abs((segments[3].end - segments[3].start) - 0.05) < 0.021)
        // Silence was written up to the first sound: the file's timeline is the events'.
        #expect(wav.samples[0..<(22050 / 2 - 100)].allSatisfy { $0 == 0 })
    }

    @Test func aFasterRateGivesAShorterSegment() throws {
        var slow = ScreenReaderSettings()
        slow.rate = 175
        var fast = slow
        fast.rate = 350
        let text = "Wednesday, September 2, two items"
        let wav = try Self.record("rate") { recorder in
            recorder.speak(text, with: slow, at: Self.at(0.2))
            recorder.speak(text, with: fast, at: Self.at(5.0))
        }
        let segments = wav.segments(gap: 0.5)
        #expect(segments.count == 2, "segments: \(segments)")
        guard segments.count == 2 else { return }
        let slowLength = segments[0].end - segments[0].start, fastLength = segments[1].end - segments[1].start
        #expect(fastLength < slowLength * 0.75, "175 wpm: \(slowLength) s, 350 wpm: \(fastLength) s")
    }

    @Test func anInterruptedUtteranceIsCutWhereTheNextBegins() throws {
        let settings = ScreenReaderSettings()
        let long = "Settings, Accessibility, screen reader, containers, speech rate one hundred and seventy five"
        let whole = try Self.synthesizer.samples(of: long, with: settings)
        #expect(Double(whole.count) / 22050 > 3)
        let wav = try Self.record("interrupted") { recorder in
            recorder.speak(long, with: settings, at: Self.at(0.1))
            recorder.stopSpeaking(at: Self.at(1.1))
            recorder.speak("Home", with: settings, at: Self.at(2.0))
        }
        let segments = wav.segments(gap: 0.5)
        #expect(segments.count == 2, "segments: \(segments)")
        guard let first = segments.first else { return }
        // Cut at 1.1 s: nothing of it after (the next sound starts at 2 s).
        #expect(first.end <= 1.1 + 0.0101 && first.end > 0.8, "\(first) (frames of 10 ms)")
        // What was played before the cut is the utterance's own beginning, unchanged but for volume.
        let offset = Int(0.1 * 22050)
        let expected = whole[0..<1000].map { Int16((Double($0) * settings.volume).rounded()) }
        #expect(Array(wav.samples[offset..<(offset + 1000)]) == expected)
    }

    @Test func cuesAreDistinctShortAndWithoutClicks() {
        let cues: [AccessibilityCue] = [.boundary, .outside, .wrap, .activate, .screen]
        var sounds: [[Int16]] = []
        for cue in cues {
            let samples = CueSound.samples(of: cue, sampleRate: 22050)
            let seconds = Double(samples.count) / 22050
            #expect(seconds >= 0.049 && seconds <= 0.181, "\(cue): \(seconds) s")
            #expect(abs(Int(samples.first!)) < 200 && abs(Int(samples.last!)) < 200, "\(cue) starts or ends with a click")
            // One sound: no 10 ms of silence inside.
            #expect(samples.dropFirst(220).dropLast(220).split { abs(Int($0)) < 50 }.allSatisfy { $0.count > 0 })
            #expect(!sounds.contains(samples), "\(cue) sounds like another cue")
            sounds.append(samples)
        }
        // Distinct in pitch: the rate of zero crossings (twice the main frequency) differs by 20 %.
        let crossings = sounds.map { samples in
            Double(zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count) / (Double(samples.count) / 22050) / 2
        }
        for i in crossings.indices {
            for j in crossings.indices where j > i {
                #expect(
                    max(crossings[i], crossings[j]) / min(crossings[i], crossings[j]) > 1.2
                        || cues[i] == .outside || cues[j] == .outside,
                    "\(cues[i]) \(crossings[i]) Hz and \(cues[j]) \(crossings[j]) Hz")
            }
        }
    }

    @Test func thePlayerSpeaksOnItsOwnThread() throws {
        let path = Self.temporaryPath("player")
        let player = try SpeechPlayer(synthesizer: Self.synthesizer, stream: PCMStream.wavFile(path: path, sampleRate: 22050))
        let clock = MonotonicClock()
        let asked = clock.now()
        player.speak("Meeting A", with: ScreenReaderSettings(), at: asked)
        // `speak` returned before any sound: the thread hands the first chunk to ALSA.
        var firsts: [Instant] = []
        while firsts.isEmpty && clock.now() - asked < .seconds(10) {
            usleep(2000)
            firsts = player.takeFirstSampleTimes()
        }
        #expect(firsts.count == 1 && firsts[0] > asked)
        player.close(afterSpeaking: true)
        let wav = try WAVFile(path: path)
        let alone = try Self.synthesizer.samples(of: "Meeting A", with: ScreenReaderSettings())
        // The whole utterance and nothing else (espeak-ng's output varies by a few samples
        // with what it said before).
        #expect(abs(wav.samples.count - alone.count) < 220, "\(wav.samples.count) samples, alone \(alone.count)")
        #expect(wav.segments().count == 1)
    }

    @Test func closingThePlayerCutsItsSpeech() throws {
        let path = Self.temporaryPath("player-cut")
        let player = try SpeechPlayer(synthesizer: Self.synthesizer, stream: PCMStream.wavFile(path: path, sampleRate: 22050))
        let text = "Settings, Accessibility, screen reader, containers, speech rate one hundred and seventy five"
        let whole = try Self.synthesizer.samples(of: text, with: ScreenReaderSettings())
        player.speak(text, with: ScreenReaderSettings(), at: .zero)
        player.close()
        // Closed at once: at most what was made before the thread saw it (a few chunks, more when
        // the machine is loaded: half was seen under `make test`), never all.
        let wav = try WAVFile(path: path)
        #expect(wav.samples.count < whole.count * 9 / 10, "\(wav.samples.count) of \(whole.count) samples played")
    }

    @Test func anUnknownVoiceIsAnError() {
        var settings = ScreenReaderSettings()
        settings.voice = "no-such-voice"
        #expect(throws: SpeechError.unknownVoice("no-such-voice")) {
            _ = try Self.synthesizer.samples(of: "Home", with: settings)
        }
    }
}
