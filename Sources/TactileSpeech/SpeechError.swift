import TactileSystem

/// Why speech cannot be heard. The reader goes on without sound: its transcript does not depend
/// on it (`tactile debug-accessibility`), and the launcher says once, in one line, why it is silent.
public enum SpeechError: Error, Equatable, Sendable {
    /// espeak-ng could not start: no voice data where it looked (`path`, nil for its built-in
    /// default), or data it cannot read.
    case noVoiceData(path: String?)
    /// espeak-ng has no voice of this name.
    case unknownVoice(String)
    /// ALSA refused: `call` failed with `reason` (snd_strerror), for `device` (a PCM name, or
    /// a WAV file's path).
    case audio(device: String, call: String, reason: String)
    /// The thread that plays speech could not start.
    case noThread(errno: Int32)
    /// A WAV file could not be written (`WAVFileWriter`): the file and the reason.
    case file(FileError)

    /// One line for the console.
    public var message: String {
        switch self {
        case .noVoiceData(let path): "no espeak-ng voice data in \(path ?? "espeak-ng's default directory")"
        case .unknownVoice(let name): "espeak-ng has no voice \(name)"
        case let .audio(device, call, reason): "\(device): \(call): \(reason)"
        case .noThread(let errno): "cannot start the speech thread (error \(errno))"
        case .file(let error): "cannot write \(error.message)"
        }
    }
}
