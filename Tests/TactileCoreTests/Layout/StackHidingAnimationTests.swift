import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Hiding and showing arranged views inside animation blocks: the other views slide, the hidden
/// one's picture collapses and fades, a shown one grows and fades in. Frames mid-animation lie
/// between the old and new layouts, at the block's (linear) curve.
@Suite struct StackHidingAnimationTests {
    let screen: Screen
    let window: Window
    let target: Bitmap
    let views: [View]
    let stack: StackView
    var animator: Animator { screen.animator }

    /// The vertical stack of StackViewLayoutTests (100 × 200, spacing 10; views 20, 30 and 40
    /// tall; the last takes the spare room), coloured and rendered once.
    init() {
        (screen, window, target) = makeScreen(width: 100, height: 200)
        window.backgroundColor = .white
        views = [SizedView(40, 20), SizedView(60, 30), SizedView(20, 40)]
        let colors: [Color] = [.red, .green, .blue]
        for (view, color) in zip(views, colors) { view.backgroundColor = color }
        stack = makeStack(views, axis: .vertical, frame: r(0, 0, 100, 200), spacing: 10)
        window.addSubview(stack)
        screen.render(into: target)
    }

    func linear(_ seconds: Double) -> AnimationParameters {
        AnimationParameters(duration: .milliseconds(Int(seconds * 1000)), timing: .curve(.linear))
    }

    var standIns: [View] { stack.subviews.filter { view in !stack.arrangedSubviews.contains { $0 === view } } }

    /// The screen as drawn incrementally equals a full redraw.
    func expectIncrementalEqualsFull() {
        screen.render(into: target)
        let full = Bitmap(width: target.width, height: target.height, format: target.format)
        screen.renderAll(into: full)
        #expect(firstDifference(target, full) == nil)
    }

    @Test func hidingSlidesTheOthersAndCollapsesAPictureOfTheHiddenView() {
        var finished: [Bool] = []
        animator.animate(linear(1), changes: { views[1].isHidden = true }, completion: { finished.append($0) })
        // The model is the new layout at once: the last view takes 200 − 20 − 10 = 170 from y 30.
        #expect(views[2].frame == r(0, 30, 100, 170))
        #expect(views[1].isHidden)
        #expect(standIns.count == 1)
        animator.tick(now: ms(0))
        #expect(views[2].presentation.frame == r(0, 70, 100, 130))
        expectIncrementalEqualsFull()

        animator.tick(now: ms(500))
        // Halfway from y 70, height 130 to y 30, height 170.
        #expect(views[2].presentation.frame == r(0, 50, 100, 150))
        // The picture goes from the view's frame (y 30, 30 tall) to nothing at the end of the
        // view before it (y 20), and from opaque to transparent.
        let picture = standIns[0].presentation
        #expect(picture.frame == r(0, 25, 100, 15))
        #expect(picture.alpha == 0.5)
        expectIncrementalEqualsFull()
        // The green of the hidden view still shows, squashed, in the picture's place.
        #expect(target.pixel(x: 50, y: 32) != 0xFFFF_FFFF)

        animator.tick(now: ms(1000))
        #expect(views[2].presentation.frame == r(0, 30, 100, 170))
        #expect(standIns.isEmpty)
        #expect(finished == [true])
        expectIncrementalEqualsFull()
    }

    @Test func showingGrowsTheViewFromNothing() {
        views[1].isHidden = true
        stack.layoutIfNeeded()
        screen.render(into: target)
        animator.animate(linear(1), changes: { views[1].isHidden = false })
        #expect(frames(views) == [r(0, 0, 100, 20), r(0, 30, 100, 30), r(0, 70, 100, 130)])
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        // From nothing at its top edge (y 30) and transparent, to its frame and opaque.
        #expect(views[1].presentation.frame == r(0, 30, 100, 15))
        #expect(views[1].presentation.alpha == 0.5)
        #expect(views[2].presentation.frame == r(0, 50, 100, 150))
        expectIncrementalEqualsFull()
        animator.tick(now: ms(1000))
        #expect(views[1].presentation.frame == r(0, 30, 100, 30))
        #expect(views[1].alpha == 1 && !views[1].hasPresentationOverride)
    }

    @Test func showingAgainMidwayGrowsBackFromThePicture() {
        animator.animate(linear(1), changes: { views[1].isHidden = true })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        animator.animate(linear(1), changes: { views[1].isHidden = false })
        // The picture gives way to the view, which starts where the picture was.
        #expect(standIns.isEmpty)
        animator.tick(now: ms(500))
        #expect(views[1].presentation.frame == r(0, 25, 100, 15))
        #expect(views[1].presentation.alpha == 0.5)
        animator.tick(now: ms(1000))
        // Halfway from (y 25, 15 tall, alpha 0.5) to (y 30, 30 tall, alpha 1).
        #expect(views[1].presentation.frame == r(0, 27.5, 100, 22.5))
        #expect(views[1].presentation.alpha == 0.75)
        animator.tick(now: ms(1500))
        #expect(views[1].presentation.frame == r(0, 30, 100, 30))
        expectIncrementalEqualsFull()
    }

    @Test func twoViewsHiddenInOneBlockLayOutOnce() {
        animator.animate(
            linear(1),
            changes: {
                views[0].isHidden = true
                views[1].isHidden = true
            })
        #expect(standIns.count == 2)
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        // The last view goes from y 70, 130 tall to the whole stack, in one movement.
        #expect(views[2].presentation.frame == r(0, 35, 100, 165))
        animator.tick(now: ms(1000))
        #expect(standIns.isEmpty)
    }

    @Test func hidingOutsideAnAnimationIsImmediate() {
        views[1].isHidden = true
        #expect(standIns.isEmpty)
        screen.render(into: target)
        #expect(views[2].presentation.frame == r(0, 30, 100, 170))
        #expect(!animator.isRunning)
    }

    @Test func nestedStacksAnimateTogether() {
        let inner = makeStack([SizedView(10, 10), SizedView(10, 10)], axis: .vertical, frame: .zero, spacing: 0)
        let outer = makeStack(
            [inner, SizedView(10, 30)], axis: .vertical, frame: r(0, 0, 50, 100), spacing: 0,
            distribution: .equalSpacing)
        window.addSubview(outer)
        outer.layoutIfNeeded()
        // Inner 20 tall at the top; the other view at the bottom (y 70).
        #expect(inner.frame == r(0, 0, 50, 20))
        animator.animate(linear(1), changes: { inner.arrangedSubviews[1].isHidden = true })
        // The outer stack laid out in the block too: the inner one is 10 tall now.
        #expect(inner.frame == r(0, 0, 50, 10))
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        #expect(inner.presentation.frame == r(0, 0, 50, 15))
    }
}
