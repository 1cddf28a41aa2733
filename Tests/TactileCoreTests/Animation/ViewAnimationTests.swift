import Foundation
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// View properties animated through their screen's animator: model values change at once, the
/// screen shows the in-flight presentation, and the model again when the animation ends.
@Suite struct ViewAnimationTests {
    let screen: Screen
    let window: Window
    let target: Bitmap
    var animator: Animator { screen.animator }

    init() {
        (screen, window, target) = makeScreen(width: 200, height: 100)
        window.backgroundColor = .white
    }

    /// A red 20×20 view at (10, 10), rendered once.
    func makeSquare() -> View {
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .red
        window.addSubview(view)
        screen.render(into: target)
        return view
    }

    func linear(_ seconds: Double, options: AnimationOptions = []) -> AnimationParameters {
        AnimationParameters(duration: .milliseconds(Int(seconds * 1000)), timing: .curve(.linear), options: options)
    }

    /// The leftmost red column of row `y`, or nil.
    func firstRedColumn(y: Int) -> Int? {
        (0..<target.width).first { target.pixel(x: $0, y: y) == 0xFFFF_0000 }
    }

    @Test func modelChangesAtOnceAndTheScreenFollowsTheCurve() {
        let view = makeSquare()
        var completions: [Bool] = []
        animator.animate(
            linear(1), changes: { view.center = Point(x: 120, y: 20) },
            completion: { completions.append($0) })
        // The model is the destination; the screen still shows the start until the first frame.
        #expect(view.center == Point(x: 120, y: 20))
        #expect(view.presentation.center == Point(x: 20, y: 20))
        screen.render(into: target)
        #expect(firstRedColumn(y: 20) == 10)

        animator.tick(now: ms(0))
        animator.tick(now: ms(250))
        // Linear: a quarter of the way from 20 to 120 is 45, so the square spans x 35..<55.
        #expect(view.presentation.center == Point(x: 45, y: 20))
        let damage = screen.render(into: target)
        #expect(firstRedColumn(y: 20) == 35)
        #expect(target.pixel(x: 54, y: 20) == 0xFFFF_0000 && target.pixel(x: 55, y: 20) == 0xFFFF_FFFF)
        // Only the old and new places of the square were repainted.
        #expect(
            damage
                == Region(PixelRect(x: 10, y: 10, width: 20, height: 20))
                .union(PixelRect(x: 35, y: 10, width: 20, height: 20)).rects)
        #expect(completions.isEmpty)

        animator.tick(now: ms(1000))
        #expect(completions == [true])
        #expect(!view.hasPresentationOverride)
        #expect(view.presentation == view.modelPresentation)
        screen.render(into: target)
        #expect(firstRedColumn(y: 20) == 110)
        animator.tick(now: ms(1100))
        #expect(completions == [true], "the completion runs exactly once")
    }

    @Test func easeInEaseOutIsHalfWayAtHalfTime() {
        let view = makeSquare()
        // The curve (0.42, 0, 0.58, 1) is symmetric about (0.5, 0.5).
        animator.animate(withDuration: .milliseconds(400), curve: .easeInEaseOut, changes: { view.alpha = 0 })
        animator.tick(now: ms(0))
        animator.tick(now: ms(200))
        #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
        #expect(view.alpha == 0)
    }

    @Test func springPositionFollowsTheDampedOscillator() {
        let view = makeSquare()
        let spring = Spring(duration: .milliseconds(500), bounce: 0.3)
        animator.animate(with: spring, changes: { view.center = Point(x: 120, y: 20) })
        animator.tick(now: ms(0))
        // docs/animation.md, 'Springs': k = 4π²m/T², ζ = 1 − bounce, c = 2ζ√(km); x(t) is the
        // distance left to travel as a fraction of the whole, starting at rest.
        let k = 4 * Double.pi * Double.pi / 0.25, zeta = 0.7
        let c = 2 * zeta * k.squareRoot(), beta = c / 2, omega = k.squareRoot() * (1 - zeta * zeta).squareRoot()
        for milliseconds in [50, 120, 200, 300] {
            animator.tick(now: ms(milliseconds))
            let t = Double(milliseconds) / 1000
            let remaining = exp(-beta * t) * (cos(omega * t) + beta / omega * sin(omega * t))
            #expect(abs(view.presentation.center.x - (120 - 100 * remaining)) < 1e-6, "at \(milliseconds) ms")
        }
    }

    @Test func aSpringWithInitialVelocityStartsMoving() {
        let view = makeSquare()
        // UIKit's convention: a velocity of 3 covers the whole change three times a second.
        animator.animate(
            with: Spring(duration: .milliseconds(500), bounce: 0.3, initialVelocity: 3),
            changes: { view.center = Point(x: 120, y: 20) })
        animator.tick(now: ms(0))
        let k = 4 * Double.pi * Double.pi / 0.25, zeta = 0.7
        let beta = zeta * k.squareRoot(), omega = k.squareRoot() * (1 - zeta * zeta).squareRoot()
        for milliseconds in [10, 50, 120, 300] {
            animator.tick(now: ms(milliseconds))
            let t = Double(milliseconds) / 1000
            // Remaining fraction x(t) from x0 = 1 moving at v0 = −3 (towards the target).
            let remaining = exp(-beta * t) * (cos(omega * t) + (-3 + beta) / omega * sin(omega * t))
            #expect(abs(view.presentation.center.x - (120 - 100 * remaining)) < 1e-6, "at \(milliseconds) ms")
        }
    }

    @Test func backgroundColourFadesInFromNone() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        screen.render(into: target)
        animator.animate(linear(1), changes: { view.backgroundColor = Color(red: 0, green: 0, blue: 255) })
        animator.tick(now: ms(0))
        screen.render(into: target)
        #expect(target.pixel(x: 5, y: 5) == 0xFFFF_FFFF, "no colour yet")
        animator.tick(now: ms(500))
        screen.render(into: target)
        // Blue at opacity 0.5 over white: red and green 255·0.5, blue 255.
        let pixel = target.pixel(x: 5, y: 5)
        #expect(abs(Double((pixel >> 16) & 0xFF) - 127.5) <= 1 && abs(Double((pixel >> 8) & 0xFF) - 127.5) <= 1)
        #expect(pixel & 0xFF == 0xFF)
        animator.tick(now: ms(1000))
        screen.render(into: target)
        #expect(target.pixel(x: 5, y: 5) == 0xFF00_00FF)
        #expect(!view.hasPresentationOverride)
    }

    @Test func removingAnAnimationReportsTheFractionReachedAndShowsTheModel() {
        let view = makeSquare()
        var completions: [Bool] = []
        animator.animate(linear(2), changes: { view.center = Point(x: 120, y: 20) }, completion: { completions.append($0) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        let stop = view.removeAnimation(for: .center)
        #expect(stop == AnimationStop(finished: false, timeFraction: 0.25, valueFraction: 0.25))
        #expect(completions == [false])
        #expect(view.presentation.center == Point(x: 120, y: 20))
        #expect(view.removeAnimation(for: .center) == nil)
    }

    @Test func removingAnAnimatedFrameStopsItsCentreAndBounds() {
        let view = makeSquare()
        var completions: [Bool] = []
        animator.animate(
            linear(2), changes: { view.frame = Rect(x: 110, y: 10, width: 40, height: 40) },
            completion: { completions.append($0) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        #expect(view.presentation.bounds.width == 25)
        let stop = view.removeAnimation(for: .frame)
        #expect(stop == AnimationStop(finished: false, timeFraction: 0.25, valueFraction: 0.25))
        #expect(!animator.isRunning && !view.hasPresentationOverride)
        #expect(view.presentation.center == view.center && view.presentation.bounds == view.bounds)
        #expect(completions == [false])
        #expect(view.removeAnimation(for: .frame) == nil)
    }

    @Test func removingAViewStopsTheAnimationsOfItsSubtree() {
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        container.addSubview(child)
        window.addSubview(container)
        var completions: [Bool] = []
        animator.animate(
            linear(1, options: [.repeat, .ignoresInteraction]), changes: { child.alpha = 0.5 },
            completion: { completions.append($0) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(100))
        #expect(animator.isRunning && animator.isIgnoringInteractionEvents)
        container.removeFromSuperview()
        // A repeating animation of a view off screen would tick, and hold touches off, forever.
        #expect(completions == [false])
        #expect(!animator.isRunning && !animator.isIgnoringInteractionEvents)
        #expect(!child.hasPresentationOverride && child.presentation.alpha == 0.5)
    }

    @Test func removingAViewInsideItsAnimationBlockStartsNothing() {
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let sibling = View(frame: Rect(x: 50, y: 10, width: 20, height: 20))
        container.addSubview(child)
        window.addSubview(container)
        window.addSubview(sibling)
        var completions: [Bool] = []
        animator.animate(
            linear(1, options: [.repeat, .ignoresInteraction]),
            changes: {
                // A nested block closed before the removal has already made its animation.
                animator.animate(linear(1), changes: { child.center = Point(x: 40, y: 40) })
                child.alpha = 0.5
                sibling.alpha = 0.25
                container.removeFromSuperview()
            }, completion: { completions.append($0) })
        // Only the sibling's fade starts; the removed subtree keeps no override.
        #expect(animator.runningCount == 1)
        #expect(animator.animation(for: AnimationKey(sibling, .alpha)) != nil)
        #expect(!child.hasPresentationOverride && child.presentation.alpha == 0.5)
        #expect(child.presentation.center == Point(x: 40, y: 40))
        animator.removeAnimation(for: AnimationKey(sibling, .alpha))
        #expect(!animator.isRunning && !animator.isIgnoringInteractionEvents)
        #expect(completions == [false])
    }

    @Test func aChangeWithoutAnimationInsideABlockIsTheLastWord() {
        let view = makeSquare()
        var completions: [Bool] = []
        animator.animate(
            linear(1),
            changes: {
                view.alpha = 0.2
                animator.performWithoutAnimation { view.alpha = 0.8 }
            }, completion: { completions.append($0) })
        #expect(view.alpha == 0.8)
        #expect(!animator.isRunning && !view.hasPresentationOverride)
        #expect(view.presentation.alpha == 0.8)
        // The block's change never ran.
        #expect(completions == [false])
        screen.render(into: target)
        // 80 % red over white.
        #expect(target.pixel(x: 20, y: 20) == 0xFFFF_3333)
    }

    @Test func aChangeWithoutAnimationLeavesAnEarlierAnimationRunning() {
        let view = makeSquare()
        animator.animate(linear(1), changes: { view.alpha = 0 })
        animator.tick(now: ms(0))
        animator.tick(now: ms(200))
        animator.animate(
            linear(1),
            changes: {
                view.alpha = 0.2
                animator.performWithoutAnimation { view.alpha = 0.8 }
            })
        // As after any change outside a block: the running fade goes on, then the model shows.
        animator.tick(now: ms(400))
        #expect(abs(view.presentation.alpha - 0.6) < 1e-9)
        animator.tick(now: ms(1000))
        #expect(!animator.isRunning && view.presentation.alpha == 0.8)
    }

    @Test func aChangeWithoutAnimationLeavesOtherPropertiesAnimating() {
        let view = makeSquare()
        animator.animate(
            linear(1),
            changes: {
                view.center = Point(x: 120, y: 20)
                view.alpha = 0.2
                animator.performWithoutAnimation { view.alpha = 0.8 }
            })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        #expect(view.presentation.center == Point(x: 70, y: 20))
        #expect(view.presentation.alpha == 0.8)
    }

    @Test func aViewRemovedByItsBlocksCommitActionStartsNothing() {
        let view = makeSquare()
        var completions: [Bool] = []
        animator.animate(
            linear(1, options: [.repeat]),
            changes: {
                view.alpha = 0.5
                animator.addCommitAction { view.removeFromSuperview() }
            }, completion: { completions.append($0) })
        #expect(!animator.isRunning)
        #expect(completions == [false])
        #expect(!view.hasPresentationOverride)
    }

    @Test func aViewRemovedAfterACommitActionCommittedStartsNothing() {
        let view = makeSquare()
        let other = View(frame: Rect(x: 100, y: 10, width: 20, height: 20))
        window.addSubview(other)
        var completions: [Bool] = []
        animator.animate(
            linear(1, options: [.repeat]),
            changes: {
                view.alpha = 0.5
                // This action commits a block of its own before the next one removes the view.
                animator.addCommitAction { animator.animate(linear(1), changes: { other.alpha = 0.3 }) }
                animator.addCommitAction { view.removeFromSuperview() }
            }, completion: { completions.append($0) })
        #expect(animator.animation(for: AnimationKey(view, .alpha)) == nil)
        #expect(animator.animation(for: AnimationKey(other, .alpha)) != nil)
        #expect(completions == [false])
        #expect(!view.hasPresentationOverride)
    }

    @Test func aViewRemovedWhileItsSynchronizedCommitIsHeldStartsNothing() {
        let view = makeSquare()
        let id = SynchronizationID(7)
        animator.begin(linear(1, options: [.repeat]))
        view.alpha = 0.5
        animator.commit(synchronizing: id, participants: 2)
        #expect(animator.isHolding(id))
        view.removeFromSuperview()
        animator.begin()
        animator.commit(synchronizing: id, participants: 2)
        #expect(!animator.isHolding(id) && !animator.isRunning)
    }

    @Test func movingAViewWithinItsWindowKeepsItsAnimations() {
        let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        left.addSubview(view)
        var completions: [Bool] = []
        animator.animate(linear(1), changes: { view.alpha = 0 }, completion: { completions.append($0) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        right.addSubview(view)
        animator.tick(now: ms(750))
        #expect(abs(view.presentation.alpha - 0.25) < 1e-9)
        animator.tick(now: ms(1000))
        #expect(completions == [true])
    }

    @Test func backgroundColourAnimatesUnderOpaqueDrawing() {
        final class Dot: View {
            override func draw(_ rect: Rect, in context: Canvas) {
                context.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: .black)
            }
        }
        // The same animation on a plain view and on one whose opaque contents hold the colour.
        let plain = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let drawn = Dot(frame: Rect(x: 40, y: 10, width: 20, height: 20))
        for view in [plain, drawn] {
            view.backgroundColor = .red
            window.addSubview(view)
        }
        screen.render(into: target)
        animator.animate(
            linear(1),
            changes: {
                plain.backgroundColor = .blue
                drawn.backgroundColor = .blue
            })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        screen.render(into: target)
        let middle = target.pixel(x: 20, y: 20)
        #expect(middle != 0xFFFF_0000 && middle != 0xFF00_00FF)
        #expect(target.pixel(x: 50, y: 20) == middle)
        #expect(target.pixel(x: 40, y: 10) == 0xFF00_0000)
        animator.tick(now: ms(1000))
        screen.render(into: target)
        #expect(target.pixel(x: 50, y: 20) == 0xFF00_00FF && target.pixel(x: 20, y: 20) == 0xFF00_00FF)
    }

    @Test func beginFromCurrentStateStartsWhereTheScreenIs() {
        let view = makeSquare()
        var first: [Bool] = []
        animator.animate(linear(1), changes: { view.center = Point(x: 120, y: 20) }, completion: { first.append($0) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        #expect(view.presentation.center.x == 70)
        animator.animate(linear(1, options: .beginFromCurrentState), changes: { view.center = Point(x: 20, y: 20) })
        #expect(first == [false], "the replaced animation stops unfinished")
        #expect(view.presentation.center.x == 70, "no jump to the model between the two")
        animator.tick(now: ms(500))
        animator.tick(now: ms(1000))
        // Half-way from 70 back to 20.
        #expect(view.presentation.center.x == 45)
    }

    @Test func withoutBeginFromCurrentStateTheNewAnimationStartsFromTheOldModel() {
        let view = makeSquare()
        animator.animate(linear(1), changes: { view.center = Point(x: 120, y: 20) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        animator.animate(linear(1), changes: { view.center = Point(x: 20, y: 20) })
        animator.tick(now: ms(500))
        #expect(view.presentation.center.x == 120)
        animator.tick(now: ms(750))
        #expect(view.presentation.center.x == 95)
    }

    @Test func frameAnimatesCentreAndSizeTogether() {
        let view = makeSquare()
        animator.animate(linear(1), changes: { view.frame = Rect(x: 50, y: 10, width: 60, height: 40) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        // Centre (20, 20) → (80, 30) and size 20×20 → 60×40, half-way.
        #expect(view.presentation.frame == Rect(x: 30, y: 10, width: 40, height: 30))
        #expect(view.frame == Rect(x: 50, y: 10, width: 60, height: 40))
    }

    @Test(arguments: [
        // (fields, frame at half-time): from (10, 10, 20, 20) to (110, 40, 40, 30), fields not
        // animated at their new value from the start, the others half-way.
        (FrameFields.x, Rect(x: 60, y: 40, width: 40, height: 30)),
        (FrameFields.y, Rect(x: 110, y: 25, width: 40, height: 30)),
        (FrameFields.width, Rect(x: 110, y: 40, width: 30, height: 30)),
        (FrameFields.size, Rect(x: 110, y: 40, width: 30, height: 25)),
        (FrameFields.origin, Rect(x: 60, y: 25, width: 40, height: 30)),
        (FrameFields.all, Rect(x: 60, y: 25, width: 30, height: 25))
    ])
    func onlyTheChosenFrameFieldsAnimate(fields: FrameFields, halfWay: Rect) {
        let view = makeSquare()
        let end = Rect(x: 110, y: 40, width: 40, height: 30)
        var completions: [Bool] = []
        animator.animate(
            linear(1), changes: { view.setFrame(end, animating: fields) },
            completion: { completions.append($0) })
        #expect(view.frame == end)
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        #expect(view.presentation.frame == halfWay)
        // Every field moves linearly, so a quarter of the way is half of the half-way change.
        animator.tick(now: ms(250 + 500))
        let threeQuarters = Rect(
            x: (halfWay.origin.x + end.origin.x) / 2, y: (halfWay.origin.y + end.origin.y) / 2,
            width: (halfWay.size.width + end.size.width) / 2,
            height: (halfWay.size.height + end.size.height) / 2)
        #expect(view.presentation.frame == threeQuarters)
        animator.tick(now: ms(1000))
        #expect(completions == [true])
        #expect(view.presentation.frame == end)
    }

    @Test func settingPartOfAFrameAfterAFullFrameChangeInOneBlockCompletes() {
        let view = makeSquare()
        var completions: [Bool] = []
        animator.animate(
            linear(1),
            changes: {
                view.frame = Rect(x: 50, y: 10, width: 20, height: 20)
                // The size jumps to 40×30 now; the origin animates from (10, 10), stacked, from (50, 10).
                view.setFrame(Rect(x: 110, y: 40, width: 40, height: 30), animating: .origin)
            }, completion: { completions.append($0) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        #expect(view.presentation.frame == Rect(x: 80, y: 25, width: 40, height: 30))
        animator.tick(now: ms(1000))
        #expect(completions == [true])
    }

    @Test func settingPartOfAFrameKeepsAnAnimatedScrollOfTheBounds() {
        let view = makeSquare()
        animator.animate(
            linear(1),
            changes: {
                view.bounds.origin = Point(x: 0, y: 50)
                view.setFrame(Rect(x: 110, y: 40, width: 40, height: 30), animating: .origin)
            })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        #expect(view.presentation.bounds.origin == Point(x: 0, y: 25))
        #expect(view.presentation.bounds.size == Size(width: 40, height: 30))
    }

    @Test func settingPartOfAFrameMovesWhatANestedBlockMade() {
        let view = makeSquare()
        animator.animate(
            linear(1),
            changes: {
                animator.animate(linear(1), changes: { view.bounds.origin = Point(x: 0, y: 50) })
                animator.animate(linear(1), changes: { view.center = Point(x: 60, y: 20) })
                view.setFrame(Rect(x: 110, y: 40, width: 40, height: 30), animating: .origin)
            })
        animator.tick(now: ms(0))
        // The size jumped at once; the scroll and the move animate as they would have.
        #expect(view.presentation.bounds == Rect(x: 0, y: 0, width: 40, height: 30))
        animator.tick(now: ms(500))
        #expect(view.presentation.bounds == Rect(x: 0, y: 25, width: 40, height: 30))
    }

    @Test(arguments: [44.4, 0.1, 33.3, 7.7])
    func aFieldOnlyTheJumpChangesIsExactlyTheModel(width: Double) {
        let view = View(frame: Rect(x: 10, y: 10, width: width, height: 20))
        window.addSubview(view)
        animator.animate(
            linear(1),
            changes: {
                view.bounds.origin = Point(x: 0, y: 50)
                view.setFrame(Rect(x: 110, y: 40, width: 40, height: 30), animating: .origin)
            })
        animator.tick(now: ms(0))
        #expect(view.presentation.bounds.size == Size(width: 40, height: 30))
        animator.tick(now: ms(300))
        #expect(view.presentation.bounds.size == Size(width: 40, height: 30))
    }

    @Test func settingPartOfAFrameOutsideABlockIsImmediate() {
        let view = makeSquare()
        view.setFrame(Rect(x: 110, y: 40, width: 40, height: 30), animating: .x)
        #expect(view.presentation.frame == Rect(x: 110, y: 40, width: 40, height: 30))
        #expect(!animator.isRunning)
    }

    @Test func changesOutsideABlockAreImmediate() {
        let view = makeSquare()
        view.alpha = 0.5
        #expect(!view.hasPresentationOverride)
        #expect(animator.runningCount == 0)
        animator.performWithoutAnimation { view.alpha = 0.25 }
        animator.animate(
            linear(1),
            changes: {
                animator.performWithoutAnimation { view.alpha = 1 }
            })
        #expect(animator.runningCount == 0)
        #expect(view.presentation.alpha == 1)
    }

    @Test func viewsOnNoScreenChangeAtOnce() {
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        animator.animate(linear(1), changes: { loose.alpha = 0 })
        #expect(animator.runningCount == 0)
        #expect(loose.presentation.alpha == 0)
    }

    @Test func incrementalFramesEqualFullRedrawsThroughoutAnAnimation() {
        let parent = View(frame: Rect(x: 20, y: 10, width: 80, height: 60))
        parent.backgroundColor = Color(red: 30, green: 160, blue: 90, alpha: 200)
        parent.cornerRadius = 8
        let child = View(frame: Rect(x: 10, y: 10, width: 30, height: 20))
        child.backgroundColor = .blue
        parent.addSubview(child)
        window.addSubview(parent)
        screen.render(into: target)
        animator.animate(
            withDuration: .milliseconds(600), curve: .easeOut,
            changes: {
                parent.center = Point(x: 130, y: 60)
                parent.transform = AffineTransform(rotationAngle: 0.6)
                parent.alpha = 0.4
                child.backgroundColor = Color(red: 255, green: 220, blue: 0)
            })
        let fresh = Bitmap(width: target.width, height: target.height, format: target.format)
        for milliseconds in stride(from: 0, through: 700, by: 35) {
            animator.tick(now: ms(milliseconds))
            screen.render(into: target)
            screen.renderAll(into: fresh)
            #expect(firstDifference(target, fresh) == nil, "at \(milliseconds) ms")
            screen.render(into: target)
        }
        #expect(!parent.hasPresentationOverride && !child.hasPresentationOverride)
    }

    @Test func animationBlocksRunOnOneFrameTimer() throws {
        let clock = VirtualClock()
        let loop = try RunLoop(clock: clock, frameInterval: .milliseconds(20))
        animator.attach(to: loop)
        defer { animator.detach() }
        let views = (0..<6).map { index in
            let view = View(frame: Rect(x: Double(index) * 30, y: 0, width: 20, height: 20))
            window.addSubview(view)
            return view
        }
        var frames = 0
        loop.onFrame = { _ in
            frames += 1
            if self.screen.needsFrame { self.screen.render(into: self.target) }
        }
        animator.animate(linear(0.1), changes: { for view in views { view.center.y += 50 } })
        #expect(loop.animationCount == 1)
        loop.run(until: ms(1000))
        #expect(frames == 6)
        #expect(loop.animationCount == 0 && loop.armedDeadline == nil)
        #expect(!screen.needsFrame)
        loop.resetStatistics()
        loop.run(until: ms(3000))
        #expect(loop.statistics.wakeups == 0)
    }
}

/// `View.animate`, which animates views on the session's screen with the session's animator (the
/// thread's session, `ScreenSession.current`: each test makes its own).
@Suite struct ViewAnimateTests {
    /// A headless session, its animator ticked by hand.
    let session: ScreenSession
    /// A 10 × 10 view at the origin of the session's window.
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var animator: Animator { session.animator }

    init() throws {
        session = makeHeadlessSession(width: 100, height: 100)
        session.animator.detach()
        session.window.addSubview(view)
    }

    @Test func screensMadeBesideTheSessionShareItsAnimator() {
        let screen = Screen(width: 10, height: 10)
        #expect(screen.animator === session.animator)
    }

    @Test func animateBlockUsesTheMainAnimator() {
        defer { animator.removeAllAnimations() }
        var completions: [Bool] = []
        View.animate(
            duration: .seconds(1), delay: .milliseconds(500), curve: .linear,
            animations: {
                view.center = Point(x: 55, y: 5)
            }, completion: { completions.append($0) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(400))
        #expect(view.presentation.center.x == 5, "the start value shows during the delay")
        animator.tick(now: ms(1000))
        #expect(view.presentation.center.x == 30)
        animator.tick(now: ms(1500))
        #expect(completions == [true])
        #expect(view.presentation.center.x == 55)
    }

    @Test func springDurationAndBounceMatchTheSpringForm() {
        defer { animator.removeAllAnimations() }
        View.animate(springDuration: .milliseconds(500), bounce: 0, animations: { view.center = Point(x: 105, y: 5) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(100))
        // Critically damped, k = 4π²/0.25, β = √k: remaining = e^(−βt)(1 + βt).
        let beta = (4 * Double.pi * Double.pi / 0.25).squareRoot(), t = 0.1
        let remaining = exp(-beta * t) * (1 + beta * t)
        #expect(abs(view.presentation.center.x - (105 - 100 * remaining)) < 1e-6)
        View.performWithoutAnimation { view.alpha = 0.5 }
        #expect(view.presentation.alpha == 0.5)
    }
}
