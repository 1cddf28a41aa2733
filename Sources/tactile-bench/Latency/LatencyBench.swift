import Foundation
import Tactile
import TactileImages
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// The latency part (`latency.json`). **Measures** touch to photon through the whole
/// application, in real time, **against** a goal rather than a reference program: at most one
/// frame interval plus the render time, for the median and the 99th percentile.
///
/// A recording of a 800×480 protocol-B panel (LatencyBench+Recording.swift) is replayed
/// (`--input replay:`) into an `Application` on the monotonic clock with a headless 800×480
/// screen at 60 Hz: a wallpaper, and a 64 pt icon that a pan gesture drags
/// (LatencyBench+Scene.swift). Each touch's timestamp is the moment the replay delivers it (as a
/// live panel's kernel timestamp is the moment of the report), and each frame that shows
/// touches records the time from the oldest of them to the end of its present
/// (`Application.inputLatency`). Two phases: dragging on a still screen, and dragging while an
/// activity indicator spins on the 60 Hz frame clock (touches still get their frame as soon as
/// they are handled, between the clock's frames). `TACTILE_LATENCY_SAMPLES=1` prints every
/// sample.
enum LatencyBench: Benchmark {
    /// Touch reports per second of the replayed panel (common capacitive controllers: 60–120).
    static let reportRate = 100
    static let screenSize = (width: 800, height: 480)

    struct Phase {
        var name: String
        var samples: [InputLatency.Sample]
    }

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        let strokes = options.quick ? 1 : 4
        let recordingPath = NSTemporaryDirectory() + "tactile-latency-\(getpid()).evemu"
        defer { unlink(recordingPath) }
        let (text, phaseStarts, end) = recording(strokes: strokes)
        do {
            try text.write(toFile: recordingPath, atomically: true, encoding: .utf8)
        } catch {
            failures.append("latency: cannot write \(recordingPath): \(error)")
            return .empty
        }
        var runtime = RuntimeOptions()
        runtime.display = .headless
        (runtime.width, runtime.height) = screenSize
        runtime.inputs = [.replay(events: recordingPath, description: nil)]
        let app: Application
        do throws(ApplicationError) {
            app = try Application(runtimeOptions: runtime, clock: MonotonicClock())
        } catch {
            failures.append("latency: \(error.message)")
            return .empty
        }
        app.printsStatus = false
        let icon = buildScene(in: app)
        let spinner = ActivityIndicator(style: .large)
        spinner.center = Point(x: 700, y: 60)
        app.window.addSubview(spinner)

        // The spinner runs during the second phase; the run ends a moment after the replay.
        let started = app.runLoop.clock.now()
        var phaseOfSample: [Int] = []
        var recorded = 0
        app.onFrame = { _ in
            let elapsed = app.runLoop.clock.now() - started
            if elapsed >= phaseStarts[1], !spinner.isAnimating { spinner.startAnimating() }
            while recorded < app.inputLatency.totalCount {
                phaseOfSample.append(elapsed >= phaseStarts[1] ? 1 : 0)
                recorded += 1
            }
        }
        app.scheduledTimer(after: end + .milliseconds(500), mode: .common) { _ in app.stop() }
        _ = app.runUntilStopped()
        // Samples recorded in the last frame, after its onFrame.
        while phaseOfSample.count < app.inputLatency.totalCount { phaseOfSample.append(1) }

        let samples = app.inputLatency.samples
        let offset = app.inputLatency.totalCount - samples.count
        var phases = [Phase(name: "still screen", samples: []), Phase(name: "while animating", samples: [])]
        for (index, sample) in samples.enumerated() { phases[phaseOfSample[offset + index]].samples.append(sample) }
        let interval = app.runLoop.frameInterval.milliseconds
        if ProcessInfo.processInfo.environment["TACTILE_LATENCY_SAMPLES"] != nil {
            for (index, sample) in samples.enumerated() {
                print(
                    "latency: sample \(index) phase \(phaseOfSample[offset + index]) \(sample.latency.milliseconds) ms, frame \(sample.frameTime.milliseconds) ms"
                )
            }
        }
        print(
            "latency: touch reports at \(reportRate) Hz replayed into the application on CLOCK_MONOTONIC, headless "
                + "\(screenSize.width)×\(screenSize.height) at \(Table.format(1000 / interval, decimals: 4)) Hz; the icon moved to "
                + "\(Int(icon.center.x)),\(Int(icon.center.y))")
        print(
            Table.pad("phase", 17) + Table.pad("frames", 8, right: true) + Table.pad("median ms", 11, right: true)
                + Table.pad("p99 ms", 9, right: true) + Table.pad("max ms", 9, right: true)
                + Table.pad("render med", 12, right: true) + Table.pad("render p99", 12, right: true)
                + Table.pad("goal ms", 9, right: true))
        var report = JSONReport(numbers: .fourDecimals)
        report.add("frame_interval_ms", interval)
        report.add("report_rate_hz", .integer(reportRate))
        for phase in phases {
            let latencies = phase.samples.map { $0.latency.milliseconds }
            let renders = phase.samples.map { $0.frameTime.milliseconds }
            guard !latencies.isEmpty else {
                failures.append("latency: no frame showed touches in the phase \(phase.name)")
                continue
            }
            // Nearest ranks: each figure is a frame that happened.
            let median = Statistics.nearestRank(latencies, 0.5)!, p99 = Statistics.nearestRank(latencies, 0.99)!
            let renderMedian = Statistics.nearestRank(renders, 0.5)!, renderP99 = Statistics.nearestRank(renders, 0.99)!
            let goal = interval + renderP99
            print(
                Table.pad(phase.name, 17) + Table.pad(String(latencies.count), 8, right: true)
                    + Table.pad(String(format: "%.3f", median), 11, right: true)
                    + Table.pad(String(format: "%.3f", p99), 9, right: true)
                    + Table.pad(String(format: "%.3f", latencies.max() ?? 0), 9, right: true)
                    + Table.pad(String(format: "%.3f", renderMedian), 12, right: true)
                    + Table.pad(String(format: "%.3f", renderP99), 12, right: true)
                    + Table.pad(String(format: "%.2f", goal), 9, right: true)
                    + (p99 <= goal ? "" : "  over the goal"))
            let key = phase.name == "still screen" ? "still" : "animating"
            report.add("\(key)_frames", .integer(latencies.count))
            report.add("\(key)_median_ms", median)
            report.add("\(key)_p99_ms", p99)
            report.add("\(key)_max_ms", latencies.max() ?? 0)
            report.add("\(key)_render_median_ms", renderMedian)
            report.add("\(key)_render_p99_ms", renderP99)
            report.add("\(key)_goal_ms", goal)
            report.add("\(key)_p99_within_goal", .bool(p99 <= goal))
        }
        return report
    }
}
