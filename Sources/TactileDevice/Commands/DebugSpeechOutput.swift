import Tactile
import TactileSpeech
import TactileSystem

/// Where `tactile debug-accessibility --speech` sends the reader's voice: nowhere (`none`), the
/// sound card (`espeak`: a `SpeechPlayer`, silent with one line when there is none), or a WAV
/// file on the replay's clock (`wav:PATH`: a `SpeechRecorder`; a file that cannot be written or
/// missing voice data is an error, since an empty file would pass for silence).
enum SpeechOutputs {
    case none
    case player(SpeechPlayer)
    case recorder(SpeechRecorder, path: String)

    static func open(_ option: String, for app: Application) -> Result<SpeechOutputs, ExitStatus> {
        if option == "none" { return .success(.none) }
        if option == "espeak" {
            do throws(SpeechError) {
                let player = try SpeechPlayer(device: app.value(of: "--audio"))
                app.speechOutput = player
                return .success(.player(player))
            } catch {
                Console.error("speech: off (\(error.message)); the transcript goes on without sound")
                return .success(.none)
            }
        }
        let path = String(option.dropFirst("wav:".count))
        guard !path.isEmpty else {
            Console.error("--speech wav:PATH needs a path")
            return .failure(ExitStatus(code: 2))
        }
        do throws(SpeechError) {
            let synthesizer = try SpeechSynthesizer()
            let wav = try WAVFileWriter(path: path, sampleRate: synthesizer.sampleRate)
            let recorder = SpeechRecorder(synthesizer: synthesizer, wav: wav) { [app = Unowned(app)] time in
                Double(InspectorSetup.recordingTime(time, in: app.object).nanoseconds) / 1e9
            }
            app.speechOutput = recorder
            return .success(.recorder(recorder, path: path))
        } catch {
            Console.error("--speech \(option): \(error.message)")
            return .failure(ExitStatus(code: 1))
        }
    }

    /// Lets what was asked for be heard, or written to its end; false when the file failed.
    /// After a failed run (`succeeded` false) the WAV file is dropped: the old one stays.
    func finish(succeeded: Bool = true) -> Bool {
        switch self {
        case .none: return true
        case .player(let player):
            player.close(afterSpeaking: true)
            return true
        case let .recorder(recorder, path):
            recorder.finish(committing: succeeded)
            if let failure = recorder.failure {
                Console.error("--speech wav:\(Console.sanitized(path)): \(failure.message)")
                return false
            }
            return true
        }
    }
}
