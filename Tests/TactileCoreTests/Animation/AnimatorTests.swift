import TactileCore
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

/// Something to animate: the keys need an object identity.
final class AnimatedThing {
    var x = 0.0
    var values: [Double] = []
}

/// The Animator ticked by hand in virtual time: values, callbacks, transactions.
@Suite struct AnimatorTests {
    let animator = Animator()
    let thing = AnimatedThing()
    var key: AnimationKey { AnimationKey(thing, .center) }

    func parameters(
        _ milliseconds: Int, _ timing: AnimationTiming = .curve(.linear), delay: Int = 0,
        repeatCount: Int = 1, options: AnimationOptions = []
    ) -> AnimationParameters {
        AnimationParameters(
            duration: .milliseconds(milliseconds), delay: .milliseconds(delay), timing: timing,
            repeatCount: repeatCount, options: options)
    }

    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default, TimingCurve(0.1, 0.7, 0.3, 1.4)])
    func curveAnimationValuesAtGivenTimes(curve: TimingCurve) {
        let p = [curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y]
        animator.animate(key, from: 100.0, to: 300.0, parameters: parameters(400, .curve(curve))) { self.thing.x = $0 }
        #expect(thing.x == 0)  // nothing before the first frame
        for time in stride(from: 0, to: 400, by: 16) {
            animator.tick(now: ms(1000 + time))  // starts at its first frame, whenever that is
            let expected = 100 + 200 * TimingCurveTests.reference(p[0], p[1], p[2], p[3], at: Double(time) / 400)
            #expect(abs(thing.x - expected) < 1e-7, "t = \(time) ms")
            #expect(animator.presentationValue(for: key, as: Double.self).map { abs($0 - expected) < 1e-7 } ?? false)
        }
        animator.tick(now: ms(1400))
        #expect(thing.x == 300)
        #expect(!animator.isRunning)
        #expect(animator.presentationValue(for: key, as: Double.self) == nil)
    }

    @Test func theDefaultAnimationLastsAFifthOfASecondEasingInAndOut() {
        // The defaults of docs/animation.md, 'Animation blocks': 0.2 s, ease-in-ease-out
        // (control points 0.42, 0 / 0.58, 1).
        animator.animate(key, from: 0.0, to: 1.0) { self.thing.x = $0 }
        animator.tick(now: ms(0))
        for time in [50, 100, 150] {
            animator.tick(now: ms(time))
            #expect(abs(thing.x - TimingCurveTests.reference(0.42, 0, 0.58, 1, at: Double(time) / 200)) < 1e-7)
        }
        #expect(animator.isRunning)
        animator.tick(now: ms(200))
        #expect(thing.x == 1 && !animator.isRunning)
    }

    @Test func replacingAnAnimationReportsHowFarTheOldOneGot() {
        var stops: [AnimationStop] = []
        let old = animator.animate(key, from: 0.0, to: 100.0, parameters: parameters(400)) { self.thing.x = $0 }
        old.didStop = { stops.append($0) }
        animator.tick(now: ms(0))
        animator.tick(now: ms(100))
        animator.animate(key, from: 25.0, to: 0.0, parameters: parameters(400)) { self.thing.x = $0 }
        #expect(stops.count == 1)
        #expect(stops.first.map { !$0.finished && abs($0.timeFraction - 0.25) < 1e-12 && abs($0.valueFraction - 0.25) < 1e-12 } == true)
    }

    @Test func springAnimationFollowsTheClosedForm() {
        let spring = Spring(duration: .milliseconds(500), bounce: 0.3)
        let animation = animator.animate(key, from: 0.0, to: 50.0, parameters: parameters(0, .spring(spring, threshold: 0.001))) {
            self.thing.x = $0
        }
        let settle = spring.settlingDuration(threshold: 0.001)
        #expect(animation.totalDuration == Interval(nanoseconds: Int64((settle * 1e9).rounded(.up))))
        var overshot = false
        for time in stride(from: 0, to: Int(settle * 1000), by: 10) {
            animator.tick(now: ms(time))
            let x = SpringTests.underdamped(m: 1, k: spring.stiffness, c: spring.damping, x0: 1, v0: 0, t: Double(time) / 1000)
            #expect(abs(thing.x - 50 * (1 - x)) < 1e-9, "t = \(time) ms")
            if thing.x > 50.5 { overshot = true }
        }
        #expect(overshot)
        animator.tick(now: ms(Int(settle * 1000) + 1))
        #expect(thing.x == 50)
        #expect(!animator.isRunning)
    }

    @Test func completionIsCalledOnceWhenFinished() {
        var calls: [Bool] = []
        var stops: [AnimationStop] = []
        let animation = animator.animate(
            key, from: 0.0, to: 10.0, parameters: parameters(100), apply: { self.thing.x = $0 },
            completion: { calls.append($0) })
        animation.didStop = { stops.append($0) }
        for time in stride(from: 0, through: 300, by: 20) { animator.tick(now: ms(time)) }
        #expect(calls == [true])
        #expect(stops == [AnimationStop(finished: true, timeFraction: 1, valueFraction: 1)])
        #expect(animation.isStopped)
        #expect(animator.removeAnimation(for: key) == nil)
        #expect(animator.remove(animation) == nil)
        #expect(calls == [true])
    }

    @Test func interruptionReportsTheFractionReachedAndCompletesOnce() {
        var calls: [Bool] = []
        animator.animate(
            key, from: 0.0, to: 10.0, parameters: parameters(200, .curve(.easeIn)),
            apply: { self.thing.x = $0 }, completion: { calls.append($0) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(50))
        let stop = animator.removeAnimation(for: key)
        let expected = TimingCurveTests.reference(0.42, 0, 1, 1, at: 0.25)
        #expect(stop?.finished == false)
        #expect(stop?.timeFraction == 0.25)
        #expect(abs((stop?.valueFraction ?? -1) - expected) < 1e-9)
        #expect(abs(thing.x - 10 * expected) < 1e-8)  // stays where it was
        #expect(calls == [false])
        animator.tick(now: ms(300))
        #expect(calls == [false])
        #expect(!animator.isRunning)
    }

    @Test func replacingAnAnimationCompletesTheOldOneWithFalse() {
        var old: [Bool] = [], new: [Bool] = []
        animator.animate(
            key, from: 0.0, to: 10.0, parameters: parameters(100), apply: { self.thing.x = $0 },
            completion: { old.append($0) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(40))
        #expect(abs(thing.x - 4) < 1e-12)
        // Without beginFromCurrentState: from its own start value.
        animator.animate(
            key, from: 20.0, to: 30.0, parameters: parameters(100), apply: { self.thing.x = $0 },
            completion: { new.append($0) })
        #expect(old == [false])
        #expect(animator.runningCount == 1)
        animator.tick(now: ms(60))  // the new one's first frame
        #expect(thing.x == 20)
        animator.tick(now: ms(110))
        #expect(abs(thing.x - 25) < 1e-12)
        animator.tick(now: ms(160))
        #expect(old == [false])
        #expect(new == [true])
        #expect(thing.x == 30)
    }

    @Test func beginFromCurrentStateStartsFromThePresentationValue() {
        animator.animate(key, from: 0.0, to: 100.0, parameters: parameters(100), apply: { self.thing.x = $0 })
        animator.tick(now: ms(0))
        animator.tick(now: ms(30))
        #expect(abs(thing.x - 30) < 1e-12)
        let second = animator.animate(key, from: 100.0, to: 200.0, parameters: parameters(100, options: .beginFromCurrentState)) {
            self.thing.x = $0
        }
        #expect(abs(second.fromValue - 30) < 1e-12)
        animator.tick(now: ms(40))
        #expect(abs(thing.x - 30) < 1e-12)
        animator.tick(now: ms(90))
        #expect(abs(thing.x - 115) < 1e-12)  // halfway from 30 to 200
        animator.tick(now: ms(140))
        #expect(thing.x == 200)
    }

    @Test func delayShowsTheStartValueThenRuns() {
        var started = 0
        let animation = animator.animate(key, from: 5.0, to: 15.0, parameters: parameters(100, delay: 50)) {
            self.thing.values.append($0)
        }
        animation.didStart = { started += 1 }
        animator.tick(now: ms(10))
        animator.tick(now: ms(30))
        animator.tick(now: ms(50))
        #expect(started == 0)
        // Start value applied once during the delay.
        #expect(thing.values == [5])
        animator.tick(now: ms(60))
        #expect(started == 1)
        animator.tick(now: ms(110))
        animator.tick(now: ms(160))
        #expect(thing.values.count == 4)
        #expect(thing.values[1] == 5)  // 50 ms after the first frame: the delay's end
        #expect(abs(thing.values[2] - 10) < 1e-12)
        #expect(thing.values[3] == 15)
        #expect(!animator.isRunning)
        #expect(started == 1)
    }

    @Test func repeatAndAutoreverseValues() {
        var calls: [Bool] = []
        animator.animate(
            key, from: 0.0, to: 100.0, parameters: parameters(100, repeatCount: 2, options: .autoreverse),
            apply: { self.thing.x = $0 }, completion: { calls.append($0) })
        let expected: [(Int, Double)] = [
            (0, 0), (25, 25), (100, 100), (125, 75), (175, 25), (200, 0), (250, 50),
            (300, 100), (350, 50), (399, 1)
        ]
        for (time, value) in expected {
            animator.tick(now: ms(time))
            #expect(abs(thing.x - value) < 1e-9, "t = \(time)")
        }
        #expect(calls.isEmpty)
        animator.tick(now: ms(400))
        #expect(calls == [true])
        #expect(thing.x == 100)  // the model value at the end
        animator.tick(now: ms(500))
        #expect(calls == [true])
    }

    @Test func repeatWithoutAutoreverseRestartsEachCycle() {
        var calls: [Bool] = []
        animator.animate(
            key, from: 0.0, to: 100.0, parameters: parameters(100, .curve(.easeOut), repeatCount: 3),
            apply: { self.thing.x = $0 }, completion: { calls.append($0) })
        for time in [0, 30, 130, 230, 299] {
            animator.tick(now: ms(time))
            let local = Double(time % 100) / 100
            #expect(abs(thing.x - 100 * TimingCurveTests.reference(0, 0, 0.58, 1, at: local)) < 1e-7)
        }
        animator.tick(now: ms(300))
        #expect(calls == [true])
    }

    @Test func repeatingForeverStopsOnlyWhenRemoved() {
        var calls: [Bool] = []
        animator.animate(
            key, from: 0.0, to: 100.0, parameters: parameters(100, options: [.repeat, .autoreverse]),
            apply: { self.thing.x = $0 }, completion: { calls.append($0) })
        animator.tick(now: ms(0))
        for time in stride(from: 1000, through: 100_000, by: 1000) { animator.tick(now: ms(time + 50)) }
        #expect(abs(thing.x - 50) < 1e-9)
        #expect(calls.isEmpty)
        #expect(animator.isRunning)
        let stop = animator.removeAnimation(for: key)
        #expect(stop?.timeFraction == 0.25)
        #expect(calls == [false])
    }

    @Test func completionsMayStartNewAnimations() {
        var order: [String] = []
        animator.animate(key, from: 0.0, to: 1.0, parameters: parameters(40), apply: { _ in }) { _ in
            order.append("first done")
            self.animator.animate(self.key, from: 1.0, to: 2.0, parameters: self.parameters(40), apply: { self.thing.x = $0 }) { _ in
                order.append("second done")
            }
        }
        animator.tick(now: ms(0))
        animator.tick(now: ms(40))
        #expect(order == ["first done"])
        #expect(animator.isRunning)
        animator.tick(now: ms(60))
        animator.tick(now: ms(80))
        #expect(abs(thing.x - 1.5) < 1e-12)
        animator.tick(now: ms(100))
        #expect(order == ["first done", "second done"])
        #expect(!animator.isRunning)
    }

    @Test func immediateChangesApplyAtOnceWithNoFrames() {
        var calls: [Bool] = []
        animator.animate(
            key, from: 0.0, to: 7.0, parameters: parameters(0), apply: { self.thing.x = $0 },
            completion: { calls.append($0) })
        #expect(thing.x == 7)
        #expect(calls == [true])
        #expect(!animator.isRunning)
    }

    @Test func offsettingMovesAValueByAChangeAndIsExactAtTheOldValue() {
        #expect(Double.offsetting(10, from: 44.4, to: 40) == 10 + (40 - 44.4))
        // At the old value the result is the new value itself, whatever the rounding.
        for (old, new) in [(44.4, 40.0), (0.1, 0.3), (33.3, 7.7), (1e-9, 1e9)] {
            #expect(Double.offsetting(old, from: old, to: new) == new)
        }
        #expect(Point.offsetting(Point(x: 1, y: 2), from: Point(x: 10, y: 10), to: Point(x: 15, y: 5)) == Point(x: 6, y: -3))
        #expect(
            Rect.offsetting(
                Rect(x: 0, y: 0, width: 20, height: 20), from: Rect(x: 0, y: 50, width: 20, height: 20),
                to: Rect(x: 0, y: 50, width: 40, height: 30)) == Rect(x: 0, y: 0, width: 40, height: 30))
        let shifted = AffineTransform.offsetting(.identity, from: .identity, to: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        #expect(shifted == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        // Colours channel by channel, held to 0...255.
        #expect(
            Color.offsetting(
                Color(red: 250, green: 10, blue: 100), from: Color(red: 0, green: 50, blue: 100),
                to: Color(red: 20, green: 0, blue: 90)) == Color(red: 255, green: 0, blue: 90))
    }

    @Test func valuesOfEachAnimatableType() {
        let from = Rect(x: 0, y: 10, width: 100, height: 50), to = Rect(x: 40, y: 30, width: 0, height: 150)
        #expect(Rect.interpolate(from: from, to: to, fraction: 0.25) == Rect(x: 10, y: 15, width: 75, height: 75))
        #expect(Point.interpolate(from: Point(x: 1, y: 2), to: Point(x: 3, y: -2), fraction: 1.5) == Point(x: 4, y: -4))
        // A transform collapsing an axis has no decomposition: its components blend (see
        // TransformBlendingTests for the rest).
        let t = AffineTransform.interpolate(
            from: .identity, to: AffineTransform(a: 3, b: 2, c: 0, d: 0, tx: 10, ty: -20),
            fraction: 0.5)
        #expect(t == AffineTransform(a: 2, b: 1, c: 0, d: 0.5, tx: 5, ty: -10))
        // Colours blend premultiplied: clear → opaque red keeps full red while fading in.
        #expect(Color.interpolate(from: .clear, to: .red, fraction: 0.5) == Color(red: 255, green: 0, blue: 0, alpha: 128))
        // Opaque ↔ opaque is a straight blend; (255·0.25 + 0) rounds to 64.
        #expect(Color.interpolate(from: .white, to: .black, fraction: 0.75) == Color(red: 64, green: 64, blue: 64))
        // Half-transparent blue to opaque green at 0.5: α = 0.75; green = 255·0.5/0.75 = 170, blue = 255·0.25/0.75 = 85.
        let mixed = Color.interpolate(from: Color(red: 0, green: 0, blue: 255, alpha: 128).withAlpha(127), to: .green, fraction: 0.5)
        #expect(mixed.alpha == 191)
        #expect(abs(Int(mixed.green) - 170) <= 1 && abs(Int(mixed.blue) - 85) <= 1)
        // Overshoot is clamped for colours.
        #expect(Color.interpolate(from: .black, to: .white, fraction: 1.3) == .white)
    }

    @Test func interactionCounterIsHeldWhileAnAnimationRuns() {
        animator.beginIgnoringInteractionEvents()
        #expect(animator.isIgnoringInteractionEvents)
        animator.animate(key, from: 0.0, to: 1.0, parameters: parameters(50, options: .ignoresInteraction), apply: { _ in })
        #expect(animator.ignoringInteractionCount == 2)
        animator.endIgnoringInteractionEvents()
        animator.tick(now: ms(0))
        #expect(animator.isIgnoringInteractionEvents)
        animator.tick(now: ms(50))
        #expect(!animator.isIgnoringInteractionEvents)
        // Released on removal too.
        animator.animate(key, from: 0.0, to: 1.0, parameters: parameters(50, options: .ignoresInteraction), apply: { _ in })
        #expect(animator.ignoringInteractionCount == 1)
        animator.removeAllAnimations()
        #expect(animator.ignoringInteractionCount == 0)
    }
}

extension AnimatorTests {
    @Test func keyframesPassThroughEachValueAtItsKeyTime() {
        var position = Point.zero
        let path = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        let animation = PropertyAnimation(
            key: AnimationKey(thing, .center), values: path, keyTimes: [0, 0.5, 0.75, 1],
            parameters: parameters(1000)
        ) { position = $0 }
        animator.add(animation)
        let expected: [(Int, Point)] = [
            (0, Point(x: 0, y: 0)), (250, Point(x: 50, y: 0)), (500, Point(x: 100, y: 0)),
            (625, Point(x: 100, y: 50)), (750, Point(x: 100, y: 100)),
            (900, Point(x: 40, y: 100)), (1000, Point(x: 0, y: 100))
        ]
        for (time, point) in expected {
            animator.tick(now: ms(time))
            #expect(abs(position.x - point.x) < 1e-9 && abs(position.y - point.y) < 1e-9, "t = \(time)")
        }
        #expect(!animator.isRunning)
        // Evenly spaced by default, shaped by the curve over the whole.
        var value = 0.0
        animator.add(
            PropertyAnimation(key: nil, values: [0.0, 30.0, 90.0], parameters: parameters(1000, .curve(.easeIn))) {
                value = $0
            })
        animator.tick(now: ms(2000))
        animator.tick(now: ms(2400))
        let f = TimingCurveTests.reference(0.42, 0, 1, 1, at: 0.4)
        let segmentValue = f <= 0.5 ? 30 * f / 0.5 : 30 + 60 * (f - 0.5) / 0.5
        #expect(abs(value - segmentValue) < 1e-7)
    }

    @Test func moreRepeatsThanTimeCanHoldRunForever() {
        let animation = animator.animate(
            key, from: 0.0, to: 100.0,
            parameters: parameters(100, repeatCount: .max, options: .autoreverse)
        ) {
            self.thing.x = $0
        }
        #expect(animation.totalDuration == nil)
        animator.tick(now: ms(0))
        animator.tick(now: ms(150))
        // Half-way back on the first reverse pass: 100 ms forward, then 50 of 100 back.
        #expect(abs(thing.x - 50) < 1e-9)
        animator.tick(now: ms(1_000_000_025))
        #expect(abs(thing.x - 25) < 1e-9)
        #expect(animator.isRunning)
    }
}
