import TactileCore
import TactilePlatform
import TactileSystem
import TactileTestSupport
import Testing

/// The animator on a real `RunLoop` in virtual time: one frame timer however many animations
/// run, and none when idle.
@Suite struct AnimatorRunLoopTests {
    let clock = VirtualClock()
    let loop: RunLoop
    let animator = Animator()

    init() throws {
        loop = try RunLoop(clock: clock, frameInterval: .milliseconds(20))
        animator.attach(to: loop)
    }

    @Test func idleAnimatorArmsNothing() {
        #expect(loop.animationCount == 0)
        #expect(loop.nextDeadline == nil)
        loop.run(until: ms(5000))
        #expect(loop.statistics.wakeups == 0)
        #expect(loop.statistics.timerArmings == 0)
        #expect(loop.armedDeadline == nil)
    }

    @Test(arguments: [1, 2, 5, 40])
    func manyAnimationsShareOneFrameTimer(count: Int) {
        final class Box { var frames: [Double] = [] }
        let boxes = (0..<count).map { _ in Box() }
        var completions = 0
        for box in boxes {
            animator.animate(
                AnimationKey(box, .alpha), from: 0.0, to: 1.0,
                parameters: AnimationParameters(duration: .milliseconds(100), timing: .curve(.linear)),
                apply: { box.frames.append($0) }, completion: { _ in completions += 1 })
        }
        #expect(loop.animationCount == 1)
        var frameTimes: [Instant] = []
        loop.onFrame = { frameTimes.append($0) }
        loop.run(until: ms(1000))
        // Frames at 0, 20, … 100 ms: six, one wakeup and one tick each, for all animations.
        #expect(loop.statistics.frames == 6)
        #expect(loop.statistics.wakeups == 6)
        #expect(frameTimes == [0, 20, 40, 60, 80, 100].map { ms($0) })
        for box in boxes {
            #expect(box.frames.count == 6)
            #expect(zip(box.frames, [0, 0.2, 0.4, 0.6, 0.8, 1]).allSatisfy { abs($0 - $1) < 1e-12 })
        }
        #expect(completions == count)
        // Idle again: nothing registered, nothing armed, no more wakeups.
        #expect(loop.animationCount == 0)
        #expect(loop.nextDeadline == nil)
        #expect(loop.armedDeadline == nil)
        #expect(clock.now() == ms(1000))
        loop.resetStatistics()
        loop.run(until: ms(3000))
        #expect(loop.statistics.wakeups == 0)
    }

    @Test func animationsStartedLaterJoinTheRunningFrameClock() {
        final class Box { var frames: [Instant] = [] }
        let a = Box(), b = Box()
        let slow = AnimationParameters(duration: .milliseconds(200), timing: .curve(.linear))
        animator.animate(AnimationKey(a, .alpha), from: 0.0, to: 1.0, parameters: slow) { _ in a.frames.append(self.clock.now()) }
        loop.addTimer(at: ms(50)) {
            self.animator.animate(AnimationKey(b, .alpha), from: 0.0, to: 1.0, parameters: slow) { _ in b.frames.append(self.clock.now()) }
            #expect(self.loop.animationCount == 1)
        }
        loop.run(until: ms(1000))
        // a: 0…200; b joins at the 60 ms frame and ends at 260: one frame clock throughout.
        #expect(a.frames == stride(from: 0, through: 200, by: 20).map { ms($0) })
        #expect(b.frames == stride(from: 60, through: 260, by: 20).map { ms($0) })
        #expect(loop.statistics.frames == 14)
        #expect(loop.statistics.wakeups == 15)  // 14 frames and the timer
        #expect(loop.animationCount == 0)
        #expect(loop.armedDeadline == nil)
    }

    @Test func removingTheLastAnimationDisarmsAtOnce() {
        final class Box {}
        let box = Box()
        var calls: [Bool] = []
        animator.animate(
            AnimationKey(box, .center), from: 0.0, to: 1.0,
            parameters: AnimationParameters(duration: .seconds(10)), apply: { _ in },
            completion: { calls.append($0) })
        loop.run(until: ms(100))
        #expect(loop.isAnimating)
        animator.removeAnimation(for: AnimationKey(box, .center))
        #expect(calls == [false])
        #expect(loop.animationCount == 0)
        #expect(loop.nextDeadline == nil)
        loop.resetStatistics()
        loop.run(until: ms(2000))
        #expect(loop.statistics.wakeups == 0)
    }

    @Test func aCompletionStartingAnotherAnimationKeepsOneRegistration() {
        final class Box {}
        let box = Box()
        var values: [Double] = []
        let short = AnimationParameters(duration: .milliseconds(40), timing: .curve(.linear))
        animator.animate(AnimationKey(box, .alpha), from: 0.0, to: 1.0, parameters: short, apply: { values.append($0) }) { _ in
            self.animator.animate(AnimationKey(box, .alpha), from: 1.0, to: 0.0, parameters: short) { values.append($0) }
            #expect(self.loop.animationCount == 1)
        }
        loop.run(until: ms(500))
        // First 0, 20, 40 (ends); the second starts at the 60 ms frame: 60, 80, 100.
        #expect(values == [0, 0.5, 1, 1, 0.5, 0])
        #expect(loop.statistics.frames == 6)
        #expect(loop.animationCount == 0)
    }

    @Test func detachingStopsTicking() {
        final class Box {}
        let box = Box()
        var frames = 0
        animator.animate(
            AnimationKey(box, .alpha), from: 0.0, to: 1.0,
            parameters: AnimationParameters(duration: .seconds(1))
        ) { _ in frames += 1 }
        loop.run(until: ms(50))
        #expect(frames == 3)
        animator.detach()
        #expect(loop.animationCount == 0)
        loop.run(until: ms(500))
        #expect(frames == 3)
        #expect(animator.isRunning)
    }
}

extension AnimatorRunLoopTests {
    @Test func detachingFromInsideACallbackStopsTheLoopCallback() {
        final class Box {}
        let box = Box()
        var frames = 0
        animator.animate(
            AnimationKey(box, .alpha), from: 0.0, to: 1.0,
            parameters: AnimationParameters(duration: .seconds(1))
        ) { _ in
            frames += 1
            if frames == 2 { self.animator.detach() }
        }
        loop.run(until: ms(500))
        #expect(frames == 2)
        #expect(loop.animationCount == 0)
        #expect(loop.nextDeadline == nil)
    }

    @Test func springParametersRunUntilSettled() {
        final class Box {}
        let box = Box()
        var last = -1.0
        var calls: [Bool] = []
        let spring = Spring(duration: .milliseconds(500), bounce: 0.3)
        animator.animate(
            AnimationKey(box, .center), from: 0.0, to: 100.0, parameters: .spring(spring),
            apply: { last = $0 }, completion: { calls.append($0) })
        loop.run(until: ms(5000))
        let settle = spring.settlingDuration(threshold: 0.001)
        // Frames every 20 ms up to the first at or after the settling time.
        #expect(loop.statistics.frames == Int((settle * 1000 / 20).rounded(.up)) + 1)
        #expect(last == 100)
        #expect(calls == [true])
        #expect(loop.nextDeadline == nil)
    }
}

extension AnimatorRunLoopTests {
    @Test func heldSynchronizedCommitWakesNothingUntilComplete() {
        final class Box { var value = 0.0 }
        let a = Box(), b = Box()
        let sync = SynchronizationID(1)
        let parameters = AnimationParameters(duration: .milliseconds(100), timing: .curve(.linear))
        animator.begin(parameters)
        animator.propertyDidChange(AnimationKey(a, .alpha), from: 0.0, to: 1.0) { a.value = $0 }
        animator.commit(synchronizing: sync, participants: 2)
        loop.run(until: ms(500))
        #expect(loop.statistics.wakeups == 0)
        #expect(a.value == 0)
        loop.addTimer(at: ms(510)) {
            self.animator.begin(parameters)
            self.animator.propertyDidChange(AnimationKey(b, .alpha), from: 0.0, to: 1.0) { b.value = $0 }
            self.animator.commit(synchronizing: sync, participants: 2)
        }
        var frames: [(Instant, Double, Double)] = []
        loop.onFrame = { frames.append(($0, a.value, b.value)) }
        loop.run(until: ms(2000))
        // Both start in the timer's pass (510 ms) and move in lockstep.
        #expect(frames.map(\.0) == stride(from: 510, through: 610, by: 20).map { ms($0) })
        #expect(frames.allSatisfy { $0.1 == $0.2 })
        #expect(a.value == 1 && b.value == 1)
        #expect(loop.animationCount == 0)
        // The wait's timeout went with it: nothing is left to wake the loop.
        #expect(loop.timerCount == 0)
    }

    @Test func aParticipantThatNeverCommitsDoesNotHoldTheOthersForever() {
        final class Box { var value = 0.0 }
        let a = Box(), late = Box()
        let sync = SynchronizationID(2)
        let parameters = AnimationParameters(duration: .milliseconds(100), timing: .curve(.linear))
        animator.synchronizationTimeout = .milliseconds(300)
        animator.begin(parameters)
        animator.propertyDidChange(AnimationKey(a, .alpha), from: 0.0, to: 1.0) { a.value = $0 }
        animator.commit(synchronizing: sync, participants: 2)
        loop.run(until: ms(299))
        #expect(animator.isHolding(sync) && a.value == 0)
        // At 300 ms the wait ends: the first participant's animation starts in that pass.
        loop.run(until: ms(301))
        #expect(!animator.isHolding(sync) && !animator.isHoldingCommits)
        loop.run(until: ms(1000))
        #expect(a.value == 1)
        // The late participant commits at once rather than waiting again.
        animator.begin(parameters)
        animator.propertyDidChange(AnimationKey(late, .alpha), from: 0.0, to: 1.0) { late.value = $0 }
        animator.commit(synchronizing: sync, participants: 2)
        #expect(!animator.isHolding(sync) && animator.isRunning)
        loop.run(until: ms(2000))
        #expect(late.value == 1 && loop.timerCount == 0)
    }
}
