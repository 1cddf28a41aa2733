import TactileCore
import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

/// A stand-in for a view: model values, and presentation values written by animations through
/// the animator's property-change API, as the View layer will do it.
final class FakeView {
    let animator: Animator
    var presentationCenter = Point.zero
    var presentationAlpha = 1.0
    var centerFrames: [Point] = []

    init(animator: Animator) { self.animator = animator }

    var center = Point.zero {
        didSet {
            let animated = animator.propertyDidChange(AnimationKey(self, .center), from: oldValue, to: center) { value in
                self.presentationCenter = value
                self.centerFrames.append(value)
            }
            if !animated { presentationCenter = center }
        }
    }

    var alpha = 1.0 {
        didSet {
            let animated = animator.propertyDidChange(AnimationKey(self, .alpha), from: oldValue, to: alpha) {
                self.presentationAlpha = $0
            }
            if !animated { presentationAlpha = alpha }
        }
    }
}

/// Transactions, animation blocks, stacked state and synchronized commits.
@Suite struct TransactionTests {
    let animator = Animator()
    let linear = AnimationParameters(duration: .milliseconds(100), timing: .curve(.linear))

    @Test func changesOutsideABlockAreImmediate() {
        let view = FakeView(animator: animator)
        view.center = Point(x: 5, y: 5)
        #expect(view.presentationCenter == Point(x: 5, y: 5))
        #expect(!animator.isRunning)
        animator.performWithoutAnimation { view.alpha = 0.5 }
        #expect(view.presentationAlpha == 0.5)
    }

    @Test func blockAnimatesEachChangedPropertyAndCompletesOnce() {
        let view = FakeView(animator: animator)
        var calls: [Bool] = []
        animator.animate(
            linear,
            changes: {
                view.center = Point(x: 100, y: 0)
                view.alpha = 0
            }, completion: { calls.append($0) })
        #expect(animator.runningCount == 2)
        #expect(view.presentationCenter == .zero)  // the model moved, the screen not yet
        animator.tick(now: ms(0))
        animator.tick(now: ms(50))
        #expect(view.presentationCenter == Point(x: 50, y: 0))
        #expect(view.presentationAlpha == 0.5)
        #expect(animator.presentationValue(for: AnimationKey(view, .center), as: Point.self) == Point(x: 50, y: 0))
        #expect(calls.isEmpty)
        animator.tick(now: ms(100))
        #expect(calls == [true])
        #expect(view.presentationCenter == Point(x: 100, y: 0))
        #expect(view.presentationAlpha == 0)
    }

    @Test func blockCompletionIsFalseWhenAnyAnimationIsInterrupted() {
        let view = FakeView(animator: animator)
        var calls: [Bool] = []
        animator.animate(
            linear,
            changes: {
                view.center = Point(x: 100, y: 0)
                view.alpha = 0
            }, completion: { calls.append($0) })
        animator.tick(now: ms(0))
        animator.removeAnimation(for: AnimationKey(view, .alpha))
        #expect(calls.isEmpty)
        animator.tick(now: ms(100))
        #expect(calls == [false])
        animator.tick(now: ms(200))
        #expect(calls == [false])
    }

    @Test func blockWithoutChangesCompletesAtOnce() {
        var calls: [Bool] = []
        animator.animate(linear, changes: {}, completion: { calls.append($0) })
        #expect(calls == [true])
        #expect(!animator.isRunning)
    }

    @Test func stackedStateAnimatesFromTheNextToLastToTheLastValue() {
        let view = FakeView(animator: animator)
        view.center = Point(x: 10, y: 10)
        animator.animate(linear) {
            view.center = Point(x: 100, y: 10)
            view.center = Point(x: 200, y: 10)
            view.center = Point(x: 300, y: 50)
        }
        #expect(animator.runningCount == 1)
        let animation = animator.animation(for: AnimationKey(view, .center)) as? PropertyAnimation<Point>
        #expect(animation?.fromValue == Point(x: 200, y: 10))
        #expect(animation?.toValue == Point(x: 300, y: 50))
        animator.tick(now: ms(0))
        animator.tick(now: ms(50))
        #expect(view.centerFrames == [Point(x: 200, y: 10), Point(x: 250, y: 30)])
    }

    /// The talk's beginsFromCurrentState: a property set several times in one block animates from
    /// the value the screen showed before the block (10 → 300, not 200 → 300).
    @Test func beginFromCurrentStateAnimatesFromTheValueBeforeTheBlock() {
        let view = FakeView(animator: animator)
        view.center = Point(x: 10, y: 10)
        var parameters = linear
        parameters.options.insert(.beginFromCurrentState)
        animator.animate(parameters) {
            view.center = Point(x: 100, y: 10)
            view.center = Point(x: 200, y: 10)
            view.center = Point(x: 300, y: 50)
        }
        let animation = animator.animation(for: AnimationKey(view, .center)) as? PropertyAnimation<Point>
        #expect(animation?.fromValue == Point(x: 10, y: 10))
        #expect(animation?.toValue == Point(x: 300, y: 50))
        animator.tick(now: ms(0))
        animator.tick(now: ms(50))
        #expect(view.centerFrames == [Point(x: 10, y: 10), Point(x: 155, y: 30)])
    }

    @Test func durationZeroBlockAppliesAtOnceWithNoFrames() {
        let view = FakeView(animator: animator)
        var calls: [Bool] = []
        animator.animate(AnimationParameters(duration: .zero), changes: { view.alpha = 0.25 }, completion: { calls.append($0) })
        #expect(view.presentationAlpha == 0.25)
        #expect(calls == [true])
        #expect(!animator.isRunning)
    }

    @Test func nestedTransactionsCommitTogetherWithTheOutermost() {
        let view = FakeView(animator: animator)
        var actions: [String] = []
        animator.begin()
        animator.addCommitAction { actions.append("outer") }
        animator.animate(linear) { view.center = Point(x: 100, y: 0) }
        animator.begin(AnimationParameters(duration: .milliseconds(200), timing: .curve(.linear)))
        #expect(animator.transactionDepth == 2)
        view.alpha = 0
        animator.addCommitAction { actions.append("inner") }
        animator.commit()
        // Nothing appears before the outermost commit.
        #expect(!animator.isRunning)
        #expect(actions.isEmpty)
        animator.commit()
        #expect(actions == ["outer", "inner"])
        #expect(animator.runningCount == 2)
        animator.tick(now: ms(0))
        animator.tick(now: ms(100))
        // Both started in the same frame, each with its own parameters.
        #expect(view.presentationCenter == Point(x: 100, y: 0))
        #expect(view.presentationAlpha == 0.5)
        #expect(animator.animation(for: AnimationKey(view, .center)) == nil)
        #expect(animator.animation(for: AnimationKey(view, .alpha))?.beginTime == ms(0))
    }

    @Test func innerBlockInheritsOrDisablesAnimation() {
        let view = FakeView(animator: animator)
        animator.begin(linear)
        animator.begin()
        #expect(animator.isAnimatingChanges)
        view.alpha = 0.5
        animator.commit()
        animator.performWithoutAnimation { view.center = Point(x: 9, y: 9) }
        animator.commit()
        #expect(view.presentationCenter == Point(x: 9, y: 9))
        #expect(animator.runningCount == 1)
        #expect(animator.animation(for: AnimationKey(view, .alpha)) != nil)
    }

    @Test func synchronizedCommitHoldsUntilTheLastParticipantAndSharesTheStart() {
        let first = FakeView(animator: animator), second = FakeView(animator: animator)
        let sync = SynchronizationID(42)
        var rendered: [String] = []
        // Participant 1 commits at 0 ms.
        animator.begin(linear)
        first.center = Point(x: 100, y: 0)
        animator.addCommitAction { rendered.append("first") }
        animator.commit(synchronizing: sync, participants: 2)
        #expect(animator.isHolding(sync))
        #expect(animator.committedParticipants(sync) == 1)
        #expect(!animator.isRunning)
        #expect(rendered.isEmpty)
        animator.tick(now: ms(0))
        animator.tick(now: ms(16))
        #expect(first.centerFrames.isEmpty)
        // Participant 2 commits at 30 ms; both appear in the next frame with one start time.
        animator.begin(AnimationParameters(duration: .milliseconds(200), timing: .curve(.linear)))
        second.center = Point(x: 0, y: 200)
        animator.addCommitAction { rendered.append("second") }
        animator.commit(synchronizing: sync, participants: 2)
        #expect(!animator.isHolding(sync))
        #expect(rendered == ["first", "second"])
        #expect(animator.runningCount == 2)
        animator.tick(now: ms(32))
        let a = animator.animation(for: AnimationKey(first, .center)), b = animator.animation(for: AnimationKey(second, .center))
        #expect(a?.beginTime == ms(32))
        #expect(b?.beginTime == ms(32))
        animator.tick(now: ms(82))
        #expect(first.presentationCenter == Point(x: 50, y: 0))
        #expect(second.presentationCenter == Point(x: 0, y: 50))
    }

    @Test func synchronizedResizeKeepsTheSumConstantInEveryFrame() {
        // Two windows sharing 800 px: w1 grows from 300 to 500 while w2 shrinks from 500 to 300,
        // committed by two participants at different times; w1 + w2 = 800 in every frame.
        final class Window { var width: Double; init(_ width: Double) { self.width = width } }
        let w1 = Window(300), w2 = Window(500)
        let sync = SynchronizationID(7)
        let parameters = AnimationParameters(duration: .milliseconds(250), timing: .curve(.easeInEaseOut))
        var sums: [Double] = []
        animator.begin(parameters)
        _ = animator.propertyDidChange(AnimationKey(w1, .frame), from: 300.0, to: 500.0) { w1.width = $0 }
        animator.commit(synchronizing: sync, participants: 2)
        animator.tick(now: ms(0))
        sums.append(w1.width + w2.width)
        animator.begin(parameters)
        _ = animator.propertyDidChange(AnimationKey(w2, .frame), from: 500.0, to: 300.0) { w2.width = $0 }
        animator.commit(synchronizing: sync, participants: 2)
        var time = 5
        while animator.isRunning {
            animator.tick(now: ms(time))
            sums.append(w1.width + w2.width)
            time += 16
        }
        #expect(w1.width == 500 && w2.width == 300)
        #expect(sums.allSatisfy { abs($0 - 800) < 1e-9 })
        #expect(sums.count > 10)
    }
}

extension TransactionTests {
    @Test func nestedBlocksEachCompleteOnce() {
        let view = FakeView(animator: animator)
        var outer: [Bool] = [], inner: [Bool] = []
        animator.animate(
            linear,
            changes: {
                view.center = Point(x: 10, y: 0)
                self.animator.animate(
                    AnimationParameters(duration: .milliseconds(300), timing: .curve(.linear)),
                    changes: {
                        view.alpha = 0
                    }, completion: { inner.append($0) })
            }, completion: { outer.append($0) })
        #expect(animator.runningCount == 2)
        animator.tick(now: ms(0))
        animator.tick(now: ms(100))
        #expect(outer == [true])
        #expect(inner.isEmpty)
        animator.tick(now: ms(300))
        #expect(inner == [true])
        #expect(outer == [true])
    }

    @Test func aNestedBlockChangingTheSamePropertyWins() {
        let view = FakeView(animator: animator)
        var outer: [Bool] = [], inner: [Bool] = []
        animator.animate(
            linear,
            changes: {
                view.alpha = 0.2
                self.animator.animate(
                    AnimationParameters(duration: .milliseconds(200), timing: .curve(.linear)),
                    changes: {
                        view.alpha = 0.8
                    }, completion: { inner.append($0) })
            }, completion: { outer.append($0) })
        // The outer block's animation of alpha was replaced by the inner one as it started.
        #expect(outer == [false])
        #expect(animator.runningCount == 1)
        animator.tick(now: ms(0))
        animator.tick(now: ms(100))
        // From the value set before (0.2) to the last one set (0.8), over the inner 200 ms.
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        animator.tick(now: ms(200))
        #expect(view.presentationAlpha == 0.8 && view.alpha == 0.8)
        #expect(inner == [true] && outer == [false])
    }

    @Test func aModelChangeInAPlainTransactionKeepsAnExplicitAnimation() {
        // Core Animation's habit: add an animation, then set the model value, in one transaction.
        let view = FakeView(animator: animator)
        let key = AnimationKey(view, .alpha)
        var finished: [Bool] = []
        animator.begin()
        animator.animate(
            key, from: 1.0, to: 0.0, parameters: linear, apply: { view.presentationAlpha = $0 },
            completion: { finished.append($0) })
        view.alpha = 0
        animator.commit()
        #expect(animator.animation(for: key) != nil)
        animator.tick(now: ms(0))
        animator.tick(now: ms(50))
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        animator.tick(now: ms(100))
        #expect(finished == [true])
    }

    @Test func aChangeWithoutAnimationDropsWhatANestedBlockMadeButNotExplicitAnimations() {
        let view = FakeView(animator: animator)
        let other = FakeView(animator: animator)
        var outer: [Bool] = [], inner: [Bool] = [], explicit: [Bool] = []
        animator.animate(
            linear,
            changes: {
                self.animator.animate(linear, changes: { view.alpha = 0.2 }, completion: { inner.append($0) })
                self.animator.animate(
                    AnimationKey(other, .alpha), from: 1.0, to: 0.0, parameters: linear,
                    apply: { other.presentationAlpha = $0 }, completion: { explicit.append($0) })
                self.animator.performWithoutAnimation {
                    view.alpha = 0.8
                    other.alpha = 0.5
                }
            }, completion: { outer.append($0) })
        #expect(inner == [false])
        #expect(view.presentationAlpha == 0.8)
        #expect(animator.runningCount == 1)
        #expect(animator.animation(for: AnimationKey(other, .alpha)) != nil && explicit.isEmpty)
        // The outer block recorded nothing of its own (explicit animations are not its members).
        #expect(outer == [true])
        animator.tick(now: ms(0))
        animator.tick(now: ms(100))
        #expect(explicit == [true])
    }

    @Test func removingAnObjectsAnimationsCompletesEachOnce() {
        let view = FakeView(animator: animator), other = FakeView(animator: animator)
        var calls: [Bool] = []
        animator.animate(
            linear,
            changes: {
                view.center = Point(x: 10, y: 0)
                view.alpha = 0
                other.alpha = 0
            }, completion: { calls.append($0) })
        animator.tick(now: ms(0))
        animator.removeAnimations(of: ObjectIdentifier(view))
        #expect(animator.runningCount == 1)
        #expect(calls.isEmpty)
        animator.tick(now: ms(100))
        #expect(calls == [false])
        #expect(other.presentationAlpha == 0)
    }

    @Test func progressIsComputedOnlyWhenTimeHasPassed() {
        let view = FakeView(animator: animator)
        animator.animate(linear) { view.center = Point(x: 10, y: 0) }
        animator.tick(now: ms(0))
        animator.tick(now: ms(0))
        animator.tick(now: ms(20))
        animator.tick(now: ms(20))
        #expect(view.centerFrames == [Point(x: 0, y: 0), Point(x: 2, y: 0)])
    }
}

extension TransactionTests {
    @Test func convenienceBlocksUseTheirCurveAndSpring() {
        let view = FakeView(animator: animator)
        animator.animate(withDuration: .milliseconds(200), curve: .easeOut, changes: { view.alpha = 0 })
        animator.tick(now: ms(0))
        animator.tick(now: ms(50))
        #expect(abs(view.presentationAlpha - (1 - TimingCurveTests.reference(0, 0, 0.58, 1, at: 0.25))) < 1e-9)
        let spring = Spring(mass: 1, stiffness: 100, damping: 20)
        animator.animate(with: spring, changes: { view.center = Point(x: 100, y: 0) })
        animator.tick(now: ms(100))
        animator.tick(now: ms(200))
        let x = SpringTests.critical(m: 1, c: 20, x0: 1, v0: 0, t: 0.1)
        #expect(abs(view.presentationCenter.x - 100 * (1 - x)) < 1e-9)
    }
}
