import Foundation
import Testing

@testable import TactileLauncher

/// `tactile debug-gestures --system` (the built binary, as DebugGesturesReplayTests runs it) on
/// hand-written recordings: one line per system gesture report, in the command's line style,
/// and no such line without the flag. The panel maps device units 1:1 onto the 800×480-point
/// screen; the expected values are worked out from the script and SystemGestureSettings'
/// defaults.
@Suite struct DebugGesturesSystemFlagTests {
    func systemLines(_ recording: HandWrittenRecording, _ arguments: [String]) throws -> [String] {
        try #require(
            FileManager.default.isExecutableFile(atPath: DebugGesturesProgram.binaryPath),
            DebugGesturesProgram.missingBinaryMessage)
        let run = try DebugGesturesProgram.run(recording, arguments: arguments)
        #expect(run.status == 0, "exit status \(run.status); stderr: \(run.stderr)")
        return run.outputLines.filter { $0.contains(" system=") }
    }

    /// Three fingers 100 pt apart on y = 300 from 1.0 s, 30 pt up at 1.05 s, 60 pt up at 1.1 s,
    /// lifted at 1.15 s.
    var threeFingerSwipeUp: HandWrittenRecording {
        var recording = HandWrittenRecording()
        recording.frame(
            at: 1.0, .down(slot: 0, id: 1, x: 300, y: 300), .down(slot: 1, id: 2, x: 400, y: 300),
            .down(slot: 2, id: 3, x: 500, y: 300))
        recording.frame(
            at: 1.05, .move(slot: 0, x: 300, y: 270), .move(slot: 1, x: 400, y: 270),
            .move(slot: 2, x: 500, y: 270))
        recording.frame(
            at: 1.1, .move(slot: 0, x: 300, y: 240), .move(slot: 1, x: 400, y: 240),
            .move(slot: 2, x: 500, y: 240))
        recording.frame(at: 1.15, .up(slot: 0), .up(slot: 1), .up(slot: 2))
        return recording
    }

    @Test func aThreeFingerSwipeUpPrintsOneLineWhenTheCentroidHasGone50Points() throws {
        // At 1.05 s the fingers have gone 30 pt (< 50); at 1.1 s 60 pt, each, straight up.
        #expect(try systemLines(threeFingerSwipeUp, ["--system"]) == ["t=1.100000 system=swipe direction=up"])
    }

    @Test func withoutTheFlagThereAreNoSystemLines() throws {
        #expect(try systemLines(threeFingerSwipeUp, []).isEmpty)
    }

    @Test func inAccessibilityModeThreeFingersDoNotSwipe() throws {
        #expect(try systemLines(threeFingerSwipeUp, ["--system", "--accessibility-mode"]).isEmpty)
    }

    @Test func aFiveFingerPinchReleasedSmallGoesHome() throws {
        // Five fingers about (400, 240): four 100 pt away and one on it (spread 80 pt), at
        // scale 0.8 at 1.1 s (spread 64: changed 16 > 15, recognized), 0.7 at 1.3 s, still until
        // the lift at 1.6 s (no speed left; 0.7 < 0.75: home).
        func frame(_ recording: inout HandWrittenRecording, at t: Double, k: Double) {
            let d = Int((100 * k).rounded())
            recording.frame(
                at: t, .move(slot: 0, x: 400 - d, y: 240), .move(slot: 1, x: 400 + d, y: 240),
                .move(slot: 2, x: 400, y: 240 - d), .move(slot: 3, x: 400, y: 240 + d))
        }
        var recording = HandWrittenRecording()
        recording.frame(
            at: 1.0, .down(slot: 0, id: 1, x: 300, y: 240), .down(slot: 1, id: 2, x: 500, y: 240),
            .down(slot: 2, id: 3, x: 400, y: 140), .down(slot: 3, id: 4, x: 400, y: 340),
            .down(slot: 4, id: 5, x: 400, y: 240))
        frame(&recording, at: 1.1, k: 0.8)
        frame(&recording, at: 1.3, k: 0.7)
        recording.frame(at: 1.6, .up(slot: 0), .up(slot: 1), .up(slot: 2), .up(slot: 3), .up(slot: 4))
        #expect(
            try systemLines(recording, ["--system"]) == [
                "t=1.100000 system=pinch state=began",
                "t=1.100000 system=pinch state=changed scale=0.8000 x=400.00 y=240.00",
                "t=1.300000 system=pinch state=changed scale=0.7000 x=400.00 y=240.00",
                "t=1.600000 system=pinch state=ended scale=0.7000 velocity=0.0000 home=yes"
            ])
    }
}
