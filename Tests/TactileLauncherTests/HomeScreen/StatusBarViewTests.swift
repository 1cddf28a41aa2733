import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileLauncher

@Suite struct StatusBarViewTests {
    /// A scheduler that keeps the pending one-shot timers for the test to fire.
    final class FakeScheduler {
        var delays: [Interval] = []
        var pending: [(id: Int, fire: () -> Void)] = []
        var cancelled = 0
        private var nextID = 0

        var scheduler: StatusBarView.Scheduler {
            { delay, fire in
                self.delays.append(delay)
                self.nextID += 1
                let id = self.nextID
                self.pending.append((id, fire))
                return {
                    self.cancelled += 1
                    self.pending.removeAll { $0.id == id }
                }
            }
        }

        func fireNext() {
            let next = pending.removeFirst()
            next.fire()
        }
    }

    @Test func theDelayToTheNextMinute() {
        // 12:34:56.25 → 3.75 s to 12:35:00.
        #expect(WallTime(hour: 12, minute: 34, second: 56, nanosecond: 250_000_000).intervalToNextMinute == .milliseconds(3750))
        // On the boundary: a whole minute.
        #expect(WallTime(hour: 0, minute: 0, second: 0).intervalToNextMinute == .seconds(60))
        #expect(WallTime(hour: 23, minute: 59, second: 59, nanosecond: 500_000_000).intervalToNextMinute == .milliseconds(500))
        // A nanosecond before: at least 1 ms, not a busy loop.
        #expect(WallTime(hour: 1, minute: 2, second: 59, nanosecond: 999_999_999).intervalToNextMinute == .milliseconds(1))
        // A leap second counts as the last second; hostile fields are clamped.
        #expect(WallTime(hour: 23, minute: 59, second: 60, nanosecond: 0).intervalToNextMinute == .seconds(1))
        #expect(WallTime(hour: 1, minute: 1, second: -7, nanosecond: -3).intervalToNextMinute == .seconds(60))
        #expect(WallTime(hour: 1, minute: 1, second: 1_000_000, nanosecond: Int.max).intervalToNextMinute == .milliseconds(1))
    }

    @Test func theTimeText() {
        #expect(WallTime(hour: 9, minute: 5).hoursAndMinutes == "09:05")
        #expect(WallTime(hour: 23, minute: 59).hoursAndMinutes == "23:59")
        #expect(WallTime(hour: 0, minute: 0).hoursAndMinutes == "00:00")
        #expect(WallTime(hour: 99, minute: -4).hoursAndMinutes == "23:00")
    }

    @Test func oneTimerAMinuteAimedAtTheBoundary() {
        var now = WallTime(hour: 10, minute: 14, second: 20, nanosecond: 0)
        let fake = FakeScheduler()
        let bar = StatusBarView(
            frame: Rect(x: 0, y: 0, width: 800, height: 24),
            wallClock: WallClock(read: { now }), powerSupply: PowerSupply(root: "/nonexistent"),
            scheduler: fake.scheduler)
        bar.start()
        #expect(bar.timeLabel.text == "10:14")
        #expect(fake.delays == [.seconds(40)] && fake.pending.count == 1)
        // The timer fires a little late: the next one is aimed at the following boundary.
        now = WallTime(hour: 10, minute: 15, second: 0, nanosecond: 20_000_000)
        fake.fireNext()
        #expect(bar.timeLabel.text == "10:15")
        #expect(fake.delays == [.seconds(40), .milliseconds(59_980)] && fake.pending.count == 1)
        // Starting again does not add a second timer; stopping cancels the one there is.
        bar.start()
        #expect(fake.pending.count == 1)
        bar.stop()
        #expect(fake.pending.isEmpty && fake.cancelled == 1)
        #expect(bar.batteryView.isHidden)
    }

    @Test func theBatteryShowsAndHides() throws {
        let root = try FakeSysfs("status-bar")
        try root.supply("BAT0", type: "Battery", capacity: "42\n", status: "Discharging\n")
        let bar = StatusBarView(
            frame: Rect(x: 0, y: 0, width: 800, height: 24),
            wallClock: WallClock(read: { WallTime(hour: 1, minute: 2) }),
            powerSupply: PowerSupply(root: root.path), scheduler: { _, _ in {} })
        #expect(!bar.batteryView.isHidden)
        #expect(bar.battery == PowerSupply.Battery(level: 42, isCharging: false))
        #expect(bar.batteryView.percentLabel.text == "42%")
        try root.supply("BAT0", type: "Battery", capacity: "garbage", status: "Charging")
        bar.refresh()
        #expect(bar.batteryView.isHidden && bar.battery == nil)
    }
}
