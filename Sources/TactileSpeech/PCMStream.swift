import CTactileALSA
import CTactileLinux
import TactileSystem

/// An ALSA playback stream of 16-bit mono samples: the sound card, or a WAV file through ALSA's
/// file plugin (what `tactile debug-accessibility --speech wav:PATH` writes).
///
/// The configurations are given to ALSA inline, so neither needs alsa.conf: the board image has
/// no ALSA configuration, only its sound card.
public final class PCMStream {
    /// What it plays to: an ALSA device name or a WAV file's path.
    public let name: String
    /// Samples per second.
    public let sampleRate: Int
    private let pcm: OpaquePointer
    private let configuration: OpaquePointer?

    /// The sound card: ALSA's `default` device where alsa.conf defines it and it opens, else
    /// card 0 through the `plug` converter (rate and format). `device`: another ALSA PCM name ("hw:1,0").
    /// `latency`: the stream's buffer, which is what an interruption still plays.
    public static func soundCard(device: String? = nil, sampleRate: Int, latency: Interval = .milliseconds(60)) throws(SpeechError) -> PCMStream {
        let microseconds = UInt32(latency.nanoseconds / 1000)
        if let device {
            return try PCMStream(name: device, configuration: nil, sampleRate: sampleRate, latency: microseconds, resample: true)
        }
        // `default` can name what a static libasound cannot load (PulseAudio's plugin): then card 0.
        if access(Self.alsaConfigurationPath, R_OK) == 0,
            let stream = try? PCMStream(name: "default", configuration: nil, sampleRate: sampleRate, latency: microseconds, resample: true)
        {
            return stream
        }
        // Labelled by what it is: its PCM's name, "tactile", read like the program's in a message.
        return try PCMStream(
            name: "tactile", configuration: "pcm.tactile { type plug slave.pcm { type hw card 0 device 0 } }",
            sampleRate: sampleRate, latency: microseconds, resample: true, label: "sound card 0")
    }

    /// A WAV file at `path` (22050 Hz mono 16-bit for speech), written as samples come; its
    /// header is finished when the stream closes.
    public static func wavFile(path: String, sampleRate: Int) throws(SpeechError) -> PCMStream {
        // ALSA's file plugin reports a file it cannot create only when it first writes, on
        // standard error: it is made here first, so the error comes back as one. Only a regular
        // file (or none) is opened, without blocking: a FIFO would wait for a reader for ever.
        // (The device program writes its WAV files through `WAVFileWriter`, which replaces them whole.)
        do throws(FileError) { try FileBytes.checkReplaceable(path) } catch {
            throw .file(error)
        }
        let fd = tl_create(path, O_WRONLY | O_TRUNC | O_NONBLOCK, 0o644)
        guard fd >= 0 else {
            throw .audio(device: path, call: "open", reason: SystemErrorText.describe(tl_errno()))
        }
        close(fd)
        var quoted = ""
        for character in path {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        // The null device consumes samples at once: the file gets them as fast as they come.
        let text = "pcm.wav { type file slave { pcm { type null } } file \"\(quoted)\" format wav }"
        return try PCMStream(name: "wav", configuration: text, sampleRate: sampleRate, latency: 100_000, resample: false, label: path)
    }

    /// ALSA's null device (what is played goes nowhere at once): benchmarks and tests.
    public static func null(sampleRate: Int) throws(SpeechError) -> PCMStream {
        try PCMStream(name: "null", configuration: "pcm.null { type null }", sampleRate: sampleRate, latency: 100_000, resample: false)
    }

    /// Where a system's alsa.conf is.
    static let alsaConfigurationPath = "/usr/share/alsa/alsa.conf"

    private init(
        name: String, configuration text: String?, sampleRate: Int, latency: UInt32,
        resample: Bool, label: String? = nil
    ) throws(SpeechError) {
        self.name = label ?? name
        self.sampleRate = sampleRate
        // Opened by a function that cleans up after itself: once every stored property is set,
        // a throwing initializer runs `deinit`, which would close or free a second time.
        (pcm, configuration) = try Self.open(
            name, configuration: text, sampleRate: sampleRate, latency: latency,
            resample: resample, device: label ?? name)
    }

    /// The PCM `name` (defined by `text`, ALSA configuration, when given), set to 16-bit mono
    /// at `sampleRate`, and the configuration it was opened with (kept until it closes).
    private static func open(
        _ name: String, configuration text: String?, sampleRate: Int, latency: UInt32,
        resample: Bool, device: String
    ) throws(SpeechError) -> (OpaquePointer, OpaquePointer?) {
        var pcm: OpaquePointer?
        var top: OpaquePointer?
        if let text {
            var status = snd_config_top(&top)
            guard status >= 0, let top else { throw failure(device, "snd_config_top", status) }
            var input: OpaquePointer?
            let bytes = Array(text.utf8)
            status = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { snd_input_buffer_open(&input, $0.baseAddress, $0.count) }
            }
            guard status >= 0, let input else { snd_config_delete(top); throw failure(device, "snd_input_buffer_open", status) }
            status = snd_config_load(top, input)
            snd_input_close(input)
            guard status >= 0 else { snd_config_delete(top); throw failure(device, "snd_config_load", status) }
            status = snd_pcm_open_lconf(&pcm, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK, top)
            guard status >= 0 else { snd_config_delete(top); throw failure(device, "snd_pcm_open", status) }
        } else {
            let status = snd_pcm_open(&pcm, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
            guard status >= 0 else { throw failure(device, "snd_pcm_open", status) }
        }
        guard let pcm else { throw .audio(device: device, call: "snd_pcm_open", reason: "no stream") }
        // Opened without blocking (a busy card would make the open wait for it, perhaps with the
        // termination signals blocked for the run loop), then written blocking, paced by the card.
        _ = snd_pcm_nonblock(pcm, 0)
        let status = snd_pcm_set_params(
            pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1,
            UInt32(sampleRate), resample ? 1 : 0, latency)
        guard status >= 0 else {
            snd_pcm_close(pcm)
            if let top { snd_config_delete(top) }
            throw failure(device, "snd_pcm_set_params", status)
        }
        return (pcm, top)
    }

    deinit {
        snd_pcm_drain(pcm)
        snd_pcm_close(pcm)
        if let configuration { snd_config_delete(configuration) }
    }

    /// Plays `samples`, waiting while the stream's buffer is full. An underrun (the card ran dry
    /// between utterances) is recovered from.
    public func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
        guard var start = samples.baseAddress else { return }
        var left = samples.count
        while left > 0 {
            let written = snd_pcm_writei(pcm, start, snd_pcm_uframes_t(left))
            if written < 0 {
                let recovered = snd_pcm_recover(pcm, Int32(written), 1)
                guard recovered >= 0 else { throw Self.failure(name, "snd_pcm_writei", Int32(written)) }
                continue
            }
            left -= Int(written)
            start += Int(written)
        }
    }

    /// Plays `samples` (an array).
    public func write(_ samples: [Int16]) throws(SpeechError) {
        try samples.withUnsafeBufferPointer { (buffer) throws(SpeechError) in try write(buffer) }
    }

    /// Drops what is buffered and not yet played (an interruption), ready for more.
    public func discard() {
        snd_pcm_drop(pcm)
        snd_pcm_prepare(pcm)
    }

    private static func failure(_ device: String, _ call: String, _ status: Int32) -> SpeechError {
        .audio(device: device, call: call, reason: String(cString: snd_strerror(status)))
    }
}
