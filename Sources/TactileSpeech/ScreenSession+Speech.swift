import TactileCore
import TactilePlatform
import TactileSystem

extension ScreenSession {
    /// Lets the screen reader speak through the sound card whenever it runs: a `SpeechPlayer`
    /// is made the first time the reader is on (at start, or when the Settings app turns it on)
    /// and kept. Nothing is opened while the reader is off. When there is no sound card or no
    /// voice data, one line says so and the reader goes on silently.
    ///
    /// `device`: an ALSA PCM name (nil: `default` where alsa.conf defines it, else card 0).
    public func speaksThroughSoundCard(device: String? = nil) {
        var tried = false
        let previous = onAccessibilityModeChange
        let start: () -> Void = Unowned(self).callback { owner in
            guard owner.accessibilityMode != .off, !tried else { return }
            tried = true
            do throws(SpeechError) {
                owner.speechOutput = try SpeechPlayer(device: device)
            } catch {
                Console.error("speech: off (\(error.message)); the screen reader goes on without sound")
            }
        }
        onAccessibilityModeChange = {
            previous?()
            start()
        }
        start()
    }

    /// Plays the alarm cue (the Clock's timer ran out) on the speech output, opening the sound
    /// card first when nothing speaks yet; without a card, one line says so and nothing sounds.
    public func playAlarm(device: String? = nil) {
        if speechOutput == nil {
            do throws(SpeechError) {
                speechOutput = try SpeechPlayer(device: device)
            } catch {
                Console.info("alarm: no sound (\(error.message))")
                return
            }
        }
        speechOutput?.play(.screen, with: screenReaderSettings, at: now)
    }
}
