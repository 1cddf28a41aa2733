import Glibc
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileClock
@testable import TactileCore

/// The Clock app in virtual time at 09:41:00 local, UTC: the hands by the formula, one
/// wakeup and one frame a second with the second hand, none in the background but a running
/// timer's deadline, the stopwatch's hundredths and laps, the world clocks.
@Suite struct ClockAppTests {
    final class Harness {
        let app: Application
        let clock: ClockController
        var view: ClockView { clock.clockView }
        var alarms = 0

        init() throws {
            app = try makeHeadlessApplication(width: 800, height: 456)
            let runClock = app.runLoop.clock
            // 09:41:00.000 at virtual time zero, going on with the run loop's clock.
            let wall = WallClock {
                let total = Int64(9 * 3600 + 41 * 60) * 1_000_000_000 + runClock.now().nanoseconds
                let seconds = Int(total / 1_000_000_000)
                return WallTime(
                    hour: seconds / 3600 % 24, minute: seconds / 60 % 60, second: seconds % 60,
                    nanosecond: Int(total % 1_000_000_000))
            }
            clock = ClockApp.start(in: app.window, wallClock: wall, utcOffset: 0)
            clock.onAlarm = { [unowned(unsafe) self] in self.alarms += 1 }
        }

        deinit {
            app.animator.removeAllAnimations()
            app.animator.detach()
        }

        func run(until seconds: Double) { app.runLoop.run(until: Instant(seconds: seconds)) }
    }

    func rotation(_ transform: TactileRaster.AffineTransform) -> Double {
        let angle = Glibc.atan2(transform.b, transform.a)
        return angle < 0 ? angle + 2 * Trigonometry.pi : angle
    }

    @Test func theHandsTickOnceASecondAndNothingHappensBetween() throws {
        let harness = try Harness()
        harness.run(until: 2.5)
        let hands = harness.view.analogClock.subviews.compactMap { $0 as? ClockHandView }
        #expect(hands.count == 3)
        // 09:41:02: worked out by hand from the clock face, radians clockwise from twelve.
        let expected = [(9 + 41.0 / 60 + 2.0 / 3600) / 12, (41 + 2.0 / 60) / 60, 2.0 / 60].map { $0 * 2 * Trigonometry.pi }
        for (hand, angle) in zip(hands, expected) { #expect(abs(rotation(hand.transform) - angle) < 1e-9) }
        #expect(harness.view.digitalLabel.text == "09:41:02")
        harness.app.runLoop.resetStatistics()
        harness.run(until: 12.5)
        let statistics = harness.app.runLoop.statistics
        // Ten seconds: ten ticks, each one wakeup and one frame; no frame clock runs.
        #expect(
            statistics.wakeups == 10 && statistics.framesDrawn == 10 && statistics.frames == 0,
            "\(statistics)")
        #expect(harness.view.digitalLabel.text == "09:41:12")
    }

    @Test func inTheBackgroundOnlyARunningTimersDeadlineWakes() throws {
        let harness = try Harness()
        harness.run(until: 1.5)
        harness.clock.enterBackground()
        harness.app.runLoop.resetStatistics()
        harness.run(until: 30)
        #expect(harness.app.runLoop.statistics.wakeups == 0)
        // A 5 s timer started, then the app leaves: one wakeup at its deadline, the alarm and
        // the alert; the count of the seconds left stops with the app.
        harness.clock.enterForeground()
        harness.view.pages.selectedSegmentIndex = 3
        harness.view.pages.sendActions(for: .valueChanged)
        let countdown = harness.view.countdown
        countdown.wheels.selectRow(0, inComponent: 1, animated: false)
        countdown.wheels.selectRow(5, inComponent: 2, animated: false)
        #expect(countdown.duration == 5)
        countdown.startButton.sendActions(for: .touchUpInside)
        harness.run(until: 31.6)
        #expect(countdown.remainingLabel.text == "00:04")
        harness.clock.enterBackground()
        harness.app.runLoop.resetStatistics()
        harness.run(until: 60)
        #expect(harness.alarms == 1 && countdown.alert != nil && !countdown.isRunning)
        #expect(harness.app.runLoop.statistics.timersFired == 1, "\(harness.app.runLoop.statistics)")
    }

    @Test func theStopwatchShowsHundredthsAndKeepsLaps() throws {
        let harness = try Harness()
        harness.view.pages.selectedSegmentIndex = 2
        harness.view.pages.sendActions(for: .valueChanged)
        let stopwatch = harness.view.stopwatch
        harness.run(until: 1)
        stopwatch.startButton.sendActions(for: .touchUpInside)
        harness.run(until: 2.25)
        // The label follows the frames: the last frame at or before 2.25 s.
        #expect(stopwatch.timeLabel.text == "00:01.23" || stopwatch.timeLabel.text == "00:01.24")
        stopwatch.lapButton.sendActions(for: .touchUpInside)
        harness.run(until: 3.5)
        stopwatch.lapButton.sendActions(for: .touchUpInside)
        stopwatch.startButton.sendActions(for: .touchUpInside)
        #expect(stopwatch.laps == [1_250_000_000, 1_250_000_000] && stopwatch.timeLabel.text == "00:02.50")
        // Stopped: the frame clock stops too.
        harness.run(until: 3.6)
        #expect(!harness.app.runLoop.isAnimating)
        stopwatch.lapButton.sendActions(for: .touchUpInside)
        #expect(stopwatch.laps.isEmpty && stopwatch.timeLabel.text == "00:00.00")
    }

    @Test func worldClocksAndFormats() throws {
        let list = WorldClockList(localOffset: 0)
        list.localMinutes = 9 * 60 + 41
        func time(_ city: String) -> String { list.time(in: WorldClockList.cities.firstIndex { $0.name == city }!) }
        #expect(time("Tokyo") == "18:41" && time("Mumbai") == "15:11" && time("Honolulu") == "23:41")
        #expect(time("London") == "09:41" && time("Cupertino") == "01:41")
        #expect(ClockFormat.stopwatch(3_723_450_000_000) == "1:02:03.45")
        #expect(ClockFormat.countdown(200_000_000) == "00:01" && ClockFormat.countdown(3_600_000_000_000) == "1:00:00")
        #expect(ClockFormat.offset(5 * 3600 + 1800) == "+5:30 h" && ClockFormat.offset(-8 * 3600) == "\u{2212}8 h")
        // 09:41 in London is 23:41 the day before in Honolulu and 18:41 today in Tokyo.
        func day(_ city: String) -> String { list.day(in: WorldClockList.cities.firstIndex { $0.name == city }!) }
        #expect(day("Honolulu") == "Yesterday" && day("Tokyo") == "Today")
        list.localMinutes = 20 * 60
        #expect(day("Tokyo") == "Tomorrow" && day("Cupertino") == "Today")
    }
}
