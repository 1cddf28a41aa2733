import CTactileEspeak
import TactileCore
import TactileSystem

/// espeak-ng in its synchronous mode: text in, 16-bit mono samples out through a closure, on
/// the calling thread. Tactile plays the samples itself (`SpeechPlayer`, `SpeechRecorder`), so
/// espeak-ng's own audio output (pcaudio) is never used.
///
/// espeak-ng keeps one state per process: there is at most one synthesizer, and only one thread
/// at a time may use it (the player's thread, or the run loop's for a recording).
public final class SpeechSynthesizer {
    /// Samples per second of what it makes (espeak-ng's: 22050).
    public let sampleRate: Int
    /// The voice data directory in use (nil: espeak-ng's built-in default).
    public let dataPath: String?
    private var voice = ""
    private var rate = -1
    private var pitch = -1

    nonisolated(unsafe) private static var isOpen = false
    /// Where samples go during a `synthesize` call (espeak-ng's callback has no context of ours).
    nonisolated(unsafe) fileprivate static var sink: ((UnsafeBufferPointer<Int16>) -> Bool)?

    /// Starts espeak-ng with the voice data in `dataPath` (nil: `SpeechSynthesizer.defaultDataPath()`).
    /// Fails when the data cannot be read, or while another synthesizer is open.
    public init(dataPath: String? = SpeechSynthesizer.defaultDataPath()) throws(SpeechError) {
        guard !Self.isOpen else { throw .noVoiceData(path: dataPath) }
        // DONT_EXIT: without it espeak-ng ends the process when its data is missing.
        // 20 ms chunks: an interruption is heard within about that much.
        let result =
            dataPath.map { espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 20, $0, espeakINITIALIZE_DONT_EXIT) }
            ?? espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 20, nil, espeakINITIALIZE_DONT_EXIT)
        guard result > 0 else { throw .noVoiceData(path: dataPath) }
        sampleRate = Int(result)
        self.dataPath = dataPath
        Self.isOpen = true
        espeak_SetSynthCallback { samples, count, _ in
            guard let samples, count > 0, let sink = SpeechSynthesizer.sink else { return 0 }
            return sink(UnsafeBufferPointer(start: samples, count: Int(count))) ? 0 : 1
        }
    }

    deinit {
        espeak_Terminate()
        Self.isOpen = false
    }

    /// The voice data directory: `TACTILE_SPEECH_DATA` when set, else an `espeak-ng-data`
    /// directory among the assets (the board image puts the English voice there), else nil
    /// (espeak-ng's built-in default, where Debian's espeak-ng-data installs it).
    public static func defaultDataPath() -> String? {
        if let path = ProcessEnvironment.value(of: "TACTILE_SPEECH_DATA"), !path.isEmpty { return path }
        if let path = AssetLocator.locate("espeak-ng-data/phontab") { return AssetLocator.parent(of: path) }
        return nil
    }

    /// Speaks `text` with the rate, pitch and voice of `settings` (volume is the caller's to
    /// apply), handing the samples to `output` in chunks of about 20 ms as they are made.
    /// `output` returns false to stop (an interruption). Returns whether the text was finished.
    @discardableResult
    public func synthesize(
        _ text: String, with settings: ScreenReaderSettings,
        into output: @escaping (UnsafeBufferPointer<Int16>) -> Bool
    ) throws(SpeechError) -> Bool {
        try apply(settings)
        var finished = true
        Self.sink = { samples in
            if output(samples) { return true }
            finished = false
            return false
        }
        defer { Self.sink = nil }
        var bytes = Array(text.utf8)
        bytes.append(0)
        _ = bytes.withUnsafeBytes { buffer in
            espeak_Synth(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, nil)
        }
        return finished
    }

    /// All of `text` at once (a recording in virtual time).
    public func samples(of text: String, with settings: ScreenReaderSettings) throws(SpeechError) -> [Int16] {
        var all: [Int16] = []
        try synthesize(text, with: settings) { chunk in
            all.append(contentsOf: chunk)
            return true
        }
        return all
    }

    private func apply(_ settings: ScreenReaderSettings) throws(SpeechError) {
        if settings.voice != voice {
            guard espeak_SetVoiceByName(settings.voice) == EE_OK else { throw .unknownVoice(settings.voice) }
            voice = settings.voice
            // A new voice resets the parameters.
            rate = -1
            pitch = -1
        }
        let wantedRate = min(max(settings.rate, Int(espeakRATE_MINIMUM)), Int(espeakRATE_MAXIMUM))
        if wantedRate != rate {
            espeak_SetParameter(espeakRATE, Int32(wantedRate), 0)
            rate = wantedRate
        }
        let wantedPitch = Int((min(max(settings.pitch, 0), 1) * 100).rounded())
        if wantedPitch != pitch {
            espeak_SetParameter(espeakPITCH, Int32(wantedPitch), 0)
            pitch = wantedPitch
        }
    }
}
