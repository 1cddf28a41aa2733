import Foundation
import Tactile
import TactileClock
import TactilePlatform
import TactileSystem

/// The clock part (`clock.json`). **Measures** the Clock app's run loop in real time (a headless
/// application on the monotonic clock): wakeups and frames a second while its second hand is on
/// screen, and in the background with and without a running timer, **against** the requirement
/// (one wakeup and one frame a second with the hand, none in the background but a timer's
/// deadline). More fails the part.
enum ClockBench: Benchmark {
    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        let seconds = options.quick ? 3.0 : 6.0
        var runtime = RuntimeOptions()
        runtime.display = .headless
        runtime.width = 800
        runtime.height = 456
        let app: Application
        do throws(ApplicationError) {
            app = try Application(runtimeOptions: runtime, clock: MonotonicClock())
        } catch {
            failures.append("clock: the application did not start: \(error.message)")
            return JSONReport(numbers: .integerOrSixDecimals)
        }
        app.printsStatus = false
        let clock = ClockApp.start(in: app.window, wallClock: .system(), utcOffset: WallClock.systemUTCOffset())
        app.runLoop.setNeedsFrame()
        app.runLoop.run(for: .seconds(1.2))
        let visible = app.runLoop.measure(for: .seconds(seconds))
        clock.enterBackground()
        app.runLoop.run(for: .milliseconds(100))
        let background = app.runLoop.measure(for: .seconds(seconds))
        print("clock: the Clock app in real time, \(Int(seconds)) s each; wakeups and frames a second")
        print(Table.pad("case", 34) + Table.pad("wakeups/s", 12, right: true) + Table.pad("frames/s", 10, right: true))
        func rate(_ count: Int, _ measurement: RunLoopMeasurement) -> Double {
            Double(count) / max(1e-9, Double(measurement.duration.nanoseconds) / 1e9)
        }
        func line(_ name: String, _ measurement: RunLoopMeasurement) {
            print(
                Table.pad(name, 34) + Table.pad(Table.format(rate(measurement.statistics.wakeups, measurement), decimals: 2), 12, right: true)
                    + Table.pad(Table.format(rate(measurement.statistics.framesDrawn, measurement), decimals: 2), 10, right: true))
        }
        line("second hand on screen", visible)
        line("in the background", background)
        let visibleRate = rate(visible.statistics.wakeups, visible)
        if visibleRate > 1.2 || rate(visible.statistics.framesDrawn, visible) > 1.2 {
            failures.append("clock: \(visibleRate) wakeups a second with the second hand (goal 1)")
        }
        if background.statistics.wakeups > 0 {
            failures.append("clock: \(background.statistics.wakeups) wakeups in the background (goal 0)")
        }
        var report = JSONReport(numbers: .integerOrSixDecimals)
        report.add([
            ("seconds", seconds),
            ("visible_wakeups_per_second", visibleRate),
            ("visible_frames_per_second", rate(visible.statistics.framesDrawn, visible)),
            ("background_wakeups", Double(background.statistics.wakeups))
        ])
        return report
    }
}
