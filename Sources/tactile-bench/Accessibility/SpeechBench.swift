import Foundation
import Tactile
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSpeech
import TactileSystem

/// The speech part of `accessibility.json`. **Measures**, in real time on the monotonic clock,
/// the time from a flick's touch-up to the first samples of what the reader says about it being
/// handed to ALSA (its null device: what is measured is the runtime and espeak-ng, not a sound
/// card's buffer), **against** the goal of 50 ms; and espeak-ng's resident memory (the process's
/// RSS after it started and spoke once, less before).
///
/// The scene: a headless 480×320 application with the reader on, a row of five buttons; a
/// replayed panel flicks right once a second (`flicks` times), each flick moving the focus to the
/// next button, which the reader says.
enum SpeechBench {
    struct Figures {
        var firstSampleMedianMs: Double?
        var firstSampleWorstMs: Double?
        var espeakResidentMB: Double?
    }

    static func measure(flicks: Int, failures: inout [String]) -> Figures {
        var figures = Figures()
        let before = SystemStatus.residentMemoryBytes()
        let synthesizer: SpeechSynthesizer
        let player: SpeechPlayer
        do throws(SpeechError) {
            synthesizer = try SpeechSynthesizer()
            _ = try synthesizer.samples(of: "Button 1, button", with: ScreenReaderSettings())
            if let before, let after = SystemStatus.residentMemoryBytes() {
                figures.espeakResidentMB = Double(after - before) / 1_048_576
            }
            player = try SpeechPlayer(synthesizer: synthesizer, stream: PCMStream.null(sampleRate: synthesizer.sampleRate))
        } catch {
            failures.append("accessibility: speech: \(error.message)")
            return figures
        }
        defer { player.close() }

        let path = NSTemporaryDirectory() + "tactile-speech-\(getpid()).evemu"
        defer { unlink(path) }
        do {
            try recording(flicks: flicks).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            failures.append("accessibility: speech: cannot write \(path): \(error)")
            return figures
        }
        var runtime = RuntimeOptions()
        runtime.display = .headless
        (runtime.width, runtime.height) = (480, 320)
        runtime.inputs = [.replay(events: path, description: nil)]
        runtime.accessibility = .containers
        let app: Application
        do throws(ApplicationError) {
            app = try Application(runtimeOptions: runtime, clock: MonotonicClock())
        } catch {
            failures.append("accessibility: speech: \(error.message)")
            return figures
        }
        app.printsStatus = false
        for index in 0..<5 {
            let button = Button(frame: Rect(x: 10 + Double(index) * 92, y: 100, width: 84, height: 60))
            button.setTitle("Button \(index + 1)", for: .normal)
            app.window.addSubview(button)
        }
        app.speechOutput = player
        // Each flick's touch-up: the time the reader stamps what it says with.
        var spokenAt: [Instant] = []
        app.screenReader?.onEvent = { event, time in
            if case .speak = event { spokenAt.append(time) }
        }
        app.scheduledTimer(after: .seconds(Double(flicks) + 1.5), mode: .common) { _ in app.stop() }
        _ = app.runUntilStopped()
        let firsts = player.takeFirstSampleTimes()
        // The first utterance is the explore at the first touch; the flicks' follow it.
        let latencies = zip(spokenAt, firsts).map { Double(($1 - $0).nanoseconds) / 1e6 }
        if firsts.count != spokenAt.count || spokenAt.count < flicks {
            failures.append("accessibility: speech: \(spokenAt.count) utterances for \(flicks) flicks, \(firsts.count) reached ALSA")
        }
        figures.firstSampleMedianMs = Statistics.median(latencies)
        figures.firstSampleWorstMs = latencies.max()
        return figures
    }

    /// A finger touching the first button, then `flicks` quick flicks right, one a second.
    private static func recording(flicks: Int) -> String {
        let panel = DeviceDescription.multitouchPanel(name: "Tactile speech panel", maximumX: 479, maximumY: 319)
        var text = EvemuFormat.text(for: panel)
        var time = 300_000
        func event(_ type: Int, _ code: Int, _ value: Int) {
            text += "E: \(time / 1_000_000).\(String(format: "%06d", time % 1_000_000)) \(String(format: "%04x %04x", type, code)) \(value)\n"
        }
        func report(after microseconds: Int) { event(0, 0, 0); time += microseconds }
        // Explore: touch the first button and hold past the double-tap interval.
        event(3, 0x2F, 0); event(3, 0x39, 1); event(3, 0x35, 50); event(3, 0x36, 130); event(1, 0x14A, 1); report(after: 600_000)
        event(3, 0x39, -1); event(1, 0x14A, 0); report(after: 700_000)
        for flick in 0..<flicks {
            // 100 pt right in 100 ms, in the empty band under the buttons.
            event(3, 0x39, 2 + flick); event(3, 0x35, 100); event(3, 0x36, 250); event(1, 0x14A, 1); report(after: 10_000)
            for step in 1...10 { event(3, 0x35, 100 + step * 10); report(after: 10_000) }
            event(3, 0x39, -1); event(1, 0x14A, 0); report(after: 900_000)
        }
        return text
    }
}
