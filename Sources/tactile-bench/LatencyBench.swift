import Foundation
import Images
import Platform
import Input
import Raster
import Tactile

/// The latency part (`latency.json`): touch to photon through the whole application, in real
/// time. A recording of a 800×480 protocol-B panel is replayed (`--input replay:`) into an
/// `Application` on the monotonic clock with a headless 800×480 screen at 60 Hz: a wallpaper,
/// and a 64 pt icon that a pan gesture drags. Each touch's timestamp is the moment the replay
/// delivers it (as a live panel's kernel timestamp is the moment of the report), and each frame
/// that shows touches records the time from the oldest of them to the end of its present
/// (`Application.inputLatency`). Two phases: dragging on a still screen, and dragging while an
/// activity indicator spins on the 60 Hz frame clock (touches still get their frame as soon as
/// they are handled, between the clock's frames). Goal: at most one frame interval plus the
/// render time; reported as median and 99th percentile. `TACTILE_LATENCY_SAMPLES=1` prints
/// every sample.
enum LatencyBench {
    /// Touch reports per second of the replayed panel (common capacitive controllers: 60–120).
    static let reportRate = 100
    static let screenSize = (width: 800, height: 480)

    struct Phase {
        var name: String
        var samples: [InputLatency.Sample]
    }

    static func run(options: Options, failures: inout [String]) -> String {
        let strokes = options.quick ? 1 : 4
        let recordingPath = NSTemporaryDirectory() + "tactile-latency-\(getpid()).evemu"
        defer { unlink(recordingPath) }
        let (text, phaseStarts, end) = recording(strokes: strokes)
        do {
            try text.write(toFile: recordingPath, atomically: true, encoding: .utf8)
        } catch {
            failures.append("latency: cannot write \(recordingPath): \(error)")
            return "{}\n"
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
            return "{}\n"
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
        app.scheduledTimer(after: end + .milliseconds(500)) { _ in app.stop() }
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
                print("latency: sample \(index) phase \(phaseOfSample[offset + index]) \(sample.latency.milliseconds) ms, frame \(sample.frameTime.milliseconds) ms")
            }
        }
        print("latency: touch reports at \(reportRate) Hz replayed into the application on CLOCK_MONOTONIC, headless "
              + "\(screenSize.width)×\(screenSize.height) at \(Report.number(1000 / interval)) Hz; the icon moved to "
              + "\(Int(icon.center.x)),\(Int(icon.center.y))")
        print(Report.pad("phase", 17) + Report.pad("frames", 8, right: true) + Report.pad("median ms", 11, right: true)
              + Report.pad("p99 ms", 9, right: true) + Report.pad("max ms", 9, right: true)
              + Report.pad("render med", 12, right: true) + Report.pad("render p99", 12, right: true)
              + Report.pad("goal ms", 9, right: true))
        var fields: [(String, String)] = [("frame_interval_ms", Report.number(interval)),
                                          ("report_rate_hz", String(reportRate))]
        for phase in phases {
            let latencies = phase.samples.map { $0.latency.milliseconds }
            let renders = phase.samples.map { $0.frameTime.milliseconds }
            guard !latencies.isEmpty else {
                failures.append("latency: no frame showed touches in the phase \(phase.name)")
                continue
            }
            let median = percentile(latencies, 0.5), p99 = percentile(latencies, 0.99)
            let renderMedian = percentile(renders, 0.5), renderP99 = percentile(renders, 0.99)
            let goal = interval + renderP99
            print(Report.pad(phase.name, 17) + Report.pad(String(latencies.count), 8, right: true)
                  + Report.pad(String(format: "%.3f", median), 11, right: true)
                  + Report.pad(String(format: "%.3f", p99), 9, right: true)
                  + Report.pad(String(format: "%.3f", latencies.max() ?? 0), 9, right: true)
                  + Report.pad(String(format: "%.3f", renderMedian), 12, right: true)
                  + Report.pad(String(format: "%.3f", renderP99), 12, right: true)
                  + Report.pad(String(format: "%.2f", goal), 9, right: true)
                  + (p99 <= goal ? "" : "  over the goal"))
            let key = phase.name == "still screen" ? "still" : "animating"
            fields += [("\(key)_frames", String(latencies.count)),
                       ("\(key)_median_ms", Report.number(median)),
                       ("\(key)_p99_ms", Report.number(p99)),
                       ("\(key)_max_ms", Report.number(latencies.max() ?? 0)),
                       ("\(key)_render_median_ms", Report.number(renderMedian)),
                       ("\(key)_render_p99_ms", Report.number(renderP99)),
                       ("\(key)_goal_ms", Report.number(goal)),
                       ("\(key)_p99_within_goal", p99 <= goal ? "true" : "false")]
        }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ", ") + "}\n"
    }

    /// Nearest-rank percentile of `values` (not empty).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        let rank = min(max(Int((fraction * Double(sorted.count)).rounded(.up)), 1), sorted.count)
        return sorted[rank - 1]
    }

    /// A wallpaper and a draggable icon; returns the icon.
    static func buildScene(in app: Application) -> View {
        if let path = AssetLocator.locate("images/wallpaper.png"), let wallpaper = try? PNG.decode(contentsOf: path) {
            let view = ImageView(image: wallpaper)
            view.frame = Rect(x: 0, y: 0, width: app.screen.size.width, height: app.screen.size.height)
            view.contentMode = .scaleToFill
            app.window.addSubview(view)
        }
        let icon: View
        if let path = AssetLocator.locate("images/icon.png"), let image = try? PNG.decode(contentsOf: path) {
            icon = ImageView(image: image)
        } else {
            icon = View()
            icon.backgroundColor = Color(red: 51, green: 102, blue: 230)
        }
        icon.frame = Rect(x: 368, y: 208, width: 64, height: 64)
        app.window.addSubview(icon)
        icon.addGestureRecognizer(PanGestureRecognizer { pan in
            guard let view = pan.view else { return }
            let moved = pan.translation(in: view.superview)
            view.center = Point(x: view.center.x + moved.x, y: view.center.y + moved.y)
            pan.setTranslation(.zero, in: view.superview)
        })
        return icon
    }

    /// The evemu text of `strokes` drags of one finger over the icon in each phase, at
    /// `reportRate`; returns it, when each phase starts (from the replay's start) and when the
    /// last event happens.
    static func recording(strokes: Int) -> (String, [Interval], Interval) {
        let panel = DeviceDescription.multitouchPanel(name: "Tactile latency panel", maximumX: Int32(screenSize.width - 1),
                                                      maximumY: Int32(screenSize.height - 1))
        var text = EvemuFormat.text(for: panel)
        var time = 500_000  // µs: after the first frame
        let step = 1_000_000 / reportRate
        func event(_ type: Int, _ code: Int, _ value: Int) {
            text += "E: \(time / 1_000_000).\(String(format: "%06d", time % 1_000_000)) \(String(format: "%04x %04x", type, code)) \(value)\n"
        }
        func report() { event(0, 0, 0); time += step }
        var id = 1
        var position = (x: 400, y: 240)
        var phaseStarts: [Interval] = []
        for _ in 0..<2 {
            phaseStarts.append(.milliseconds(time / 1000 - 200))
            for stroke in 0..<strokes {
                event(3, 0x2F, 0); event(3, 0x39, id); event(3, 0x35, position.x); event(3, 0x36, position.y)
                event(1, 0x14A, 1); report()
                // A zigzag that stays on screen: 120 reports, 3 px a report.
                let direction = stroke % 2 == 0 ? 1 : -1
                for index in 0..<120 {
                    position.x += 3 * direction
                    position.y += (index / 20) % 2 == 0 ? 1 : -1
                    event(3, 0x35, position.x); event(3, 0x36, position.y); report()
                }
                event(3, 0x39, -1); event(1, 0x14A, 0); report()
                id += 1
                time += 250_000
            }
            time += 300_000
        }
        return (text, phaseStarts, .milliseconds(time / 1000))
    }
}
