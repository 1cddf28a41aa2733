import TactileSystem
import Testing

@testable import TactilePlatform

/// The run loop driven in virtual time: deadlines, ordering and the one frame clock, exactly.
@Suite struct RunLoopVirtualTimeTests {
    let clock = VirtualClock()
    let loop: RunLoop

    init() throws {
        loop = try RunLoop(clock: clock, frameInterval: .milliseconds(20))
    }

    @Test func idleLoopArmsNoTimerAndNeverWakes() {
        #expect(loop.nextDeadline == nil)
        #expect(loop.step() == false)
        loop.run(until: Instant.zero + .seconds(10))
        #expect(loop.statistics.wakeups == 0)
        #expect(loop.statistics.timerArmings == 0)
        #expect(loop.armedDeadline == nil)
        #expect(clock.now() == Instant.zero + .seconds(10))
    }

    @Test func timerFiresOnceAtItsDeadline() {
        var firedAt: [Instant] = []
        let deadline = Instant(nanoseconds: 123_456_789)
        loop.addTimer(at: deadline) { firedAt.append(self.clock.now()) }
        #expect(loop.nextDeadline == deadline)
        loop.run(until: Instant.zero + .seconds(5))
        #expect(firedAt == [deadline])
        #expect(loop.statistics.wakeups == 1)
        #expect(loop.statistics.timersFired == 1)
        #expect(loop.timerCount == 0)
        #expect(loop.nextDeadline == nil)
    }

    @Test func timerAtTheEndOfARunWaitsForTheNextRun() {
        var fired = 0
        loop.addTimer(at: Instant(nanoseconds: 1_000)) { fired += 1 }
        loop.run(until: Instant(nanoseconds: 1_000))
        #expect(fired == 0)
        loop.run(until: Instant(nanoseconds: 1_001))
        #expect(fired == 1)
    }

    @Test func timersFireInDeadlineOrderThenInsertionOrder() {
        var order: [String] = []
        loop.addTimer(at: Instant(nanoseconds: 30)) { order.append("a30") }
        loop.addTimer(at: Instant(nanoseconds: 10)) { order.append("b10") }
        loop.addTimer(at: Instant(nanoseconds: 20)) { order.append("c20") }
        loop.addTimer(at: Instant(nanoseconds: 10)) { order.append("d10") }
        loop.addTimer(at: Instant(nanoseconds: 5)) { order.append("e5") }
        loop.run()
        #expect(order == ["e5", "b10", "d10", "c20", "a30"])
        // Equal deadlines share a wakeup.
        #expect(loop.statistics.wakeups == 4)
    }

    @Test func cancelledTimersNeverFire() {
        var fired: [String] = []
        let early = loop.addTimer(at: Instant(nanoseconds: 100)) { fired.append("early") }
        var late = TimerID(value: -1)
        loop.addTimer(at: Instant(nanoseconds: 200)) {
            fired.append("canceller")
            self.loop.cancelTimer(late)
        }
        late = loop.addTimer(at: Instant(nanoseconds: 200)) { fired.append("late") }
        loop.cancelTimer(early)
        #expect(!loop.isPending(early))
        #expect(loop.isPending(late))
        loop.run()
        #expect(fired == ["canceller"])
        #expect(loop.timerCount == 0)
    }

    @Test func timerAddedForNowByAHandlerFiresInTheNextPass() {
        var passesAtFire: [Int] = []
        loop.addTimer(at: Instant(nanoseconds: 50)) {
            passesAtFire.append(self.loop.statistics.passes)
            self.loop.addTimer(at: self.clock.now()) { passesAtFire.append(self.loop.statistics.passes) }
        }
        loop.run()
        #expect(passesAtFire == [1, 2])
        #expect(clock.now() == Instant(nanoseconds: 50))
    }

    @Test func repeatingTimerKeepsItsGrid() {
        var times: [Int64] = []
        let timer = loop.addTimer(at: Instant(nanoseconds: 250), repeating: Interval(nanoseconds: 250)) {
            times.append(self.clock.now().nanoseconds)
        }
        loop.run(until: Instant(nanoseconds: 1_001))
        #expect(times == [250, 500, 750, 1_000])
        loop.cancelTimer(timer)
        loop.run(until: Instant(nanoseconds: 5_000))
        #expect(times.count == 4)
    }

    /// Runs `count` animations for 10 frames and returns the loop's statistics and frame times.
    private static func animate(count: Int) throws -> (RunLoopStatistics, [[Int64]], [Int64]) {
        let clock = VirtualClock(start: Instant(nanoseconds: 7))
        let loop = try RunLoop(clock: clock, frameInterval: Interval(nanoseconds: 16_666_667))
        var ticks = Array(repeating: [Int64](), count: count)
        var frames: [Int64] = []
        loop.onFrame = { frames.append($0.nanoseconds) }
        for index in 0..<count {
            loop.addAnimation { time in
                ticks[index].append(time.nanoseconds)
                return true
            }
        }
        // Frames at 7 + k × interval for k = 0...9 lie before the end.
        loop.run(until: Instant(nanoseconds: 7 + 16_666_667 * 9 + 1))
        return (loop.statistics, ticks, frames)
    }

    @Test(arguments: [1, 2, 7])
    func animationsShareOneFrameTimer(count: Int) throws {
        let (statistics, ticks, frames) = try Self.animate(count: count)
        let expected = (0..<10).map { 7 + 16_666_667 * Int64($0) }
        #expect(frames == expected)
        for animationTicks in ticks { #expect(animationTicks == expected) }
        // One deadline per frame, whatever the number of animations.
        #expect(statistics.frames == 10)
        #expect(statistics.wakeups == 10)
        #expect(statistics.timerArmings == 10)
        #expect(statistics.framesDrawn == 10)
        #expect(statistics.droppedFrames == 0)
    }

    @Test func framesStopWhenTheLastAnimationEnds() {
        var ticks = 0
        loop.addAnimation { _ in
            ticks += 1
            return ticks < 3
        }
        loop.addAnimation { _ in false }
        loop.run(until: Instant.zero + .seconds(10))
        #expect(ticks == 3)
        #expect(loop.statistics.wakeups == 3)
        #expect(loop.animationCount == 0)
        #expect(loop.nextDeadline == nil)
        #expect(loop.armedDeadline == nil)
    }

    @Test func removedAnimationStopsTicking() {
        var ticks = 0
        let animation = loop.addAnimation { _ in
            ticks += 1
            return true
        }
        loop.run(until: Instant.zero + .milliseconds(50))  // frames at 0, 20, 40
        #expect(ticks == 3)
        loop.removeAnimation(animation)
        loop.run(until: Instant.zero + .seconds(1))
        #expect(ticks == 3)
        #expect(loop.statistics.wakeups == 3)
    }

    @Test func animationBegunByATimerTicksInTheSamePass() {
        var tickTimes: [Int64] = []
        var frameTimes: [Int64] = []
        loop.onFrame = { frameTimes.append($0.nanoseconds) }
        loop.addTimer(at: Instant(nanoseconds: 1_000)) {
            self.loop.addAnimation { time in
                tickTimes.append(time.nanoseconds)
                return tickTimes.count < 3
            }
        }
        loop.run()
        #expect(tickTimes == [1_000, 20_001_000, 40_001_000])
        #expect(frameTimes == tickTimes)
        #expect(loop.statistics.passes == 3)
    }

    @Test func animationBegunWhileDrawingStartsOneFrameLater() {
        var ticks: [Int64] = []
        var frames: [Int64] = []
        loop.onFrame = { time in
            frames.append(time.nanoseconds)
            if frames.count == 1 {
                self.loop.addAnimation {
                    ticks.append($0.nanoseconds); return ticks.count < 2
                }
            }
        }
        clock.advance(to: Instant(nanoseconds: 1_000))
        loop.setNeedsFrame()
        loop.run()
        #expect(frames == [1_000, 20_001_000, 40_001_000])
        #expect(ticks == [20_001_000, 40_001_000])
    }

    @Test func secondAnimationJoinsTheRunningFrameClock() {
        var first: [Int64] = []
        var second: [Int64] = []
        loop.addAnimation {
            first.append($0.nanoseconds); return first.count < 5
        }
        loop.addTimer(at: Instant.zero + .milliseconds(30)) {
            self.loop.addAnimation {
                second.append($0.nanoseconds); return second.count < 2
            }
        }
        loop.run()
        let ms: Int64 = 1_000_000
        #expect(first == [0, 20 * ms, 40 * ms, 60 * ms, 80 * ms])
        #expect(second == [40 * ms, 60 * ms])
        // Frames 0...80 ms plus the timer at 30 ms.
        #expect(loop.statistics.wakeups == 6)
        #expect(loop.statistics.frames == 5)
    }

    @Test func lateWakeupSkipsToTheLatestFrameTime() {
        var ticks: [Int64] = []
        loop.addAnimation {
            ticks.append($0.nanoseconds); return ticks.count < 3
        }
        #expect(loop.step())  // frame at 0
        clock.advance(to: Instant.zero + .milliseconds(75))  // the loop was held up
        #expect(loop.step())  // the 20, 40 and 60 ms deadlines passed: ticks for 60
        #expect(loop.step())
        #expect(ticks == [0, 60_000_000, 80_000_000])
        #expect(loop.statistics.droppedFrames == 2)
    }

    @Test func requestedFrameDrawsOnceWithoutAnimation() {
        var frames: [Instant] = []
        loop.onFrame = { frames.append($0) }
        clock.advance(to: Instant(nanoseconds: 500))
        loop.setNeedsFrame()
        #expect(loop.nextDeadline == Instant(nanoseconds: 500))
        loop.run()
        #expect(frames == [Instant(nanoseconds: 500)])
        #expect(loop.statistics.frames == 0)
        #expect(loop.statistics.framesDrawn == 1)
        #expect(loop.nextDeadline == nil)
    }

    @Test func stopEndsRunAfterThePass() {
        var ticks = 0
        loop.addAnimation { _ in
            ticks += 1
            if ticks == 4 { self.loop.stop() }
            return true
        }
        loop.run()
        #expect(ticks == 4)
        #expect(!loop.isRunning)
        #expect(loop.isAnimating)
    }

    @Test func measureLeavesOverdueFramesOutOfTheWindow() {
        loop.addAnimation { _ in true }  // first frame due at 0
        clock.advance(to: Instant.zero + .milliseconds(5))
        let measurement = loop.measure(for: .seconds(1))
        // Inside [5 ms, 1005 ms): the frames at 20, 40, ... 1000 ms.
        #expect(measurement.statistics.frames == 50)
        #expect(measurement.timing.frameCount == 50)
        #expect(measurement.framesPerSecond == 50)
        #expect(loop.statistics.frames == 50)
    }

    @Test func measureReportsWakeupsFramesAndJitter() {
        let animation = loop.addAnimation { _ in true }
        let measurement = loop.measure(for: .seconds(2))
        #expect(measurement.duration == .seconds(2))
        #expect(measurement.statistics.frames == 100)
        #expect(measurement.framesPerSecond == 50)
        #expect(measurement.wakeupsPerSecond == 50)
        #expect(measurement.timing.frameCount == 100)
        #expect(measurement.timing.meanIntervalMilliseconds == 20)
        #expect(measurement.timing.jitterMilliseconds == 0)
        loop.removeAnimation(animation)
        let idle = loop.measure(for: .seconds(10))
        #expect(idle.statistics.wakeups == 0)
        #expect(idle.wakeupsPerSecond == 0)
    }
}
