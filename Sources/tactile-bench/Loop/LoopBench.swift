import Foundation
import TactilePlatform
import TactileSystem

/// The run-loop part (`loop.json`). **Measures** the wakeups and frame intervals of Platform's
/// `RunLoop` on the real monotonic clock (`RunLoop.measure(for:)`), idle and animating,
/// **against** requirements rather than a reference program: idle (no animation, no timer) it
/// must not wake at all; animating it must wake once per frame at the nominal frame rate, and
/// the frame intervals should be regular (jitter: their standard deviation).
enum LoopBench: Benchmark {
    /// The frame rate when no display says otherwise (a headless run), as in the demo.
    static let frameRate = 60.0

    static func header() -> String {
        Table.pad("state", 12) + Table.pad("seconds", 9, right: true) + Table.pad("wakeups", 9, right: true)
            + Table.pad("wakeups/s", 11, right: true) + Table.pad("frames/s", 10, right: true)
            + Table.pad("jitter ms", 11, right: true) + Table.pad("max dev ms", 12, right: true)
            + Table.pad("dropped", 9, right: true)
    }

    static func line(_ state: String, _ m: RunLoopMeasurement) -> String {
        Table.pad(state, 12) + Table.pad(String(format: "%.3f", m.duration.seconds), 9, right: true)
            + Table.pad(String(m.statistics.wakeups), 9, right: true)
            + Table.pad(String(format: "%.3f", m.wakeupsPerSecond), 11, right: true)
            + Table.pad(String(format: "%.3f", m.timing.frameRate), 10, right: true)
            + Table.pad(String(format: "%.4f", m.timing.jitterMilliseconds), 11, right: true)
            + Table.pad(String(format: "%.4f", m.timing.maximumDeviationMilliseconds), 12, right: true)
            + Table.pad(String(m.statistics.droppedFrames), 9, right: true)
    }

    /// Runs the part (10 s idle and 3 s animating; 2 s and 1 s with `--quick`); returns the JSON.
    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        let idleSeconds = options.quick ? 2 : 10
        let animatingSeconds = options.quick ? 1 : 3
        let loop: TactilePlatform.RunLoop
        do {
            loop = try TactilePlatform.RunLoop(clock: MonotonicClock(), frameInterval: .period(hertz: frameRate))
        } catch {
            failures.append(error.message)
            return .empty
        }
        print(
            "loop: RunLoop on CLOCK_MONOTONIC, frame clock \(Int(frameRate)) Hz; idle \(idleSeconds) s "
                + "(no animation, no timer), then one animation for \(animatingSeconds) s")
        print(header())
        let frames = Sink()
        loop.onFrame = { _ in frames.value += 1 }

        let idle = loop.measure(for: .seconds(idleSeconds))
        print(line("idle", idle))

        let animation = loop.addAnimation { _ in true }
        let animating = loop.measure(for: .seconds(animatingSeconds))
        loop.removeAnimation(animation)
        print(line("animating", animating))

        let idleRate = idle.wakeupsPerSecond
        let animatingRate = animating.wakeupsPerSecond
        let measuredRate = animating.timing.frameRate
        if idle.statistics.wakeups != 0 {
            failures.append("loop: \(idle.statistics.wakeups) wakeups in \(idleSeconds) s idle (must be 0)")
        }
        // One wakeup per frame is the loop's job (a failure otherwise); frames at the nominal
        // rate also needs the machine to wake us on time, so a miss there is only flagged. A frame
        // or so of slack covers the window's edges.
        let onePerFrame = animating.statistics.wakeups == animating.statistics.frames
        let atRate = abs(animatingRate - frameRate) <= 1.5 / Double(animatingSeconds)
        print(
            "idle wakeups/s \(String(format: "%.3f", idleRate)) (must be 0); animating wakeups/s "
                + "\(String(format: "%.2f", animatingRate)) at \(String(format: "%.2f", measuredRate)) Hz measured, "
                + "\(Int(frameRate)) Hz nominal: "
                + (onePerFrame ? "one wakeup per frame" : "NOT one wakeup per frame")
                + (atRate ? "" : " (WARNING: off the nominal rate: late wakeups on a busy machine?)"))
        if !onePerFrame {
            failures.append(
                "loop: \(animating.statistics.wakeups) wakeups for \(animating.statistics.frames) frames "
                    + "while animating (must be one per frame)")
        }
        var report = JSONReport(numbers: .fourDecimals)
        report.add("idle_wakeups_per_s", idleRate)
        report.add("animating_wakeups_per_s", animatingRate)
        report.add("frame_rate_hz", measuredRate)
        report.add("frame_interval_jitter_ms", animating.timing.jitterMilliseconds)
        report.add("nominal_frame_rate_hz", frameRate)
        report.add("frame_interval_max_deviation_ms", animating.timing.maximumDeviationMilliseconds)
        report.add("dropped_frames", .integer(animating.statistics.droppedFrames))
        report.add("idle_seconds", .integer(idleSeconds))
        report.add("animating_seconds", .integer(animatingSeconds))
        return report
    }
}
