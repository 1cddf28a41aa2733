import TactileSystem

/// Where the screen reader's words and cues are heard (docs/accessibility.md, "Output"): the
/// sound card (`SpeechPlayer` of the Speech module), a WAV file in virtual time
/// (`SpeechRecorder`), or nowhere (no output: the transcript of `ScreenReader.onEvent` alone).
///
/// The reader calls it on the run loop's thread, and it must return at once. Set it with
/// `ScreenSession.speechOutput`.
public protocol SpeechOutput: AnyObject {
    /// Says `text` with the voice of `settings`, cutting off whatever is being said.
    func speak(_ text: String, with settings: ScreenReaderSettings, at time: Instant)
    /// Plays `cue` over any speech.
    func play(_ cue: AccessibilityCue, with settings: ScreenReaderSettings, at time: Instant)
    /// Stops speaking at once (speech paused, or the reader turned off).
    func stopSpeaking(at time: Instant)
}
