import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// `View.shadow` changes in animation blocks animate every component, on the virtual clock.
@Suite struct ShadowAnimationTests {
    let screen: Screen
    let window: Window
    let target: Bitmap
    var animator: Animator { screen.animator }

    init() {
        (screen, window, target) = makeScreen(width: 120, height: 100)
        window.backgroundColor = .white
    }

    func linear(_ seconds: Double) -> AnimationParameters {
        AnimationParameters(duration: .milliseconds(Int(seconds * 1000)), timing: .curve(.linear))
    }

    func card() -> View {
        let view = View(frame: Rect(x: 30, y: 30, width: 40, height: 30))
        view.backgroundColor = .red
        view.cornerRadius = 4
        window.addSubview(view)
        return view
    }

    @Test func everyComponentFollowsTheCurve() {
        let view = card()
        let start = Shadow(
            color: Color(red: 0, green: 0, blue: 0), opacity: 0.2, offset: Size(width: 0, height: 2),
            radius: 4, spread: 0)
        view.shadow = start
        screen.render(into: target)
        let end = Shadow(
            color: Color(red: 200, green: 100, blue: 40), opacity: 0.6, offset: Size(width: 8, height: 10),
            radius: 12, spread: 4)
        animator.animate(linear(1), changes: { view.shadow = end })
        // The model changes at once; the screen shows the start until the first frame.
        #expect(view.shadow == end)
        #expect(view.presentedShadow == start)
        animator.tick(now: ms(0))
        animator.tick(now: ms(250))
        // A quarter of the way, worked by hand: both colours opaque, so channels blend straight.
        let quarter = view.presentedShadow
        #expect(quarter?.color == Color(red: 50, green: 25, blue: 10))
        #expect(nearly(quarter?.opacity ?? -1, 0.3))
        #expect(nearly(quarter?.offset.width ?? -1, 2) && nearly(quarter?.offset.height ?? -1, 4))
        #expect(nearly(quarter?.radius ?? -1, 6) && nearly(quarter?.spread ?? -1, 1))
        animator.tick(now: ms(1000))
        #expect(view.presentedShadow == end && !view.hasPresentationOverride)
    }

    /// No shadow animates as the new shadow at opacity 0, and back.
    @Test func appearingAndDisappearingFadeTheOpacity() {
        let view = card()
        let shadow = Shadow(opacity: 0.8, offset: Size(width: 0, height: 4), radius: 8)
        animator.animate(linear(1), changes: { view.shadow = shadow })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        #expect(nearly(view.presentedShadow?.opacity ?? -1, 0.4))
        #expect(view.presentedShadow?.radius == 8)
        animator.tick(now: ms(1000))
        #expect(view.presentedShadow == shadow)
        animator.animate(linear(1), changes: { view.shadow = nil })
        #expect(view.shadow == nil && view.presentedShadow == shadow)
        animator.tick(now: ms(2000))
        animator.tick(now: ms(2750))
        #expect(nearly(view.presentedShadow?.opacity ?? -1, 0.2))
        animator.tick(now: ms(3000))
        #expect(view.presentedShadow == nil && !view.hasPresentationOverride)
    }

    /// Mid-animation pixels are those of a still scene with the interpolated shadow, and the
    /// incremental frames equal full redraws (the damage covers the old and new shadows).
    @Test func framesMatchAStillSceneAndAFullRedraw() {
        let view = card()
        view.shadow = Shadow(opacity: 0.2, offset: Size(width: 0, height: 2), radius: 2)
        screen.render(into: target)
        animator.animate(
            linear(1),
            changes: {
                view.shadow = Shadow(opacity: 0.6, offset: Size(width: 6, height: 10), radius: 10, spread: 2)
            })
        animator.tick(now: ms(0))
        for t in [100, 400, 700, 1000] {
            animator.tick(now: ms(t))
            screen.render(into: target)
            let full = Bitmap(width: target.width, height: target.height, format: .xrgb8888)
            screen.renderAll(into: full)
            #expect(firstDifference(target, full) == nil, "incremental = full at \(t) ms")
            // The same scene, still, with the shadow the animation shows now.
            let (stillScreen, stillWindow, still) = makeScreen(width: 120, height: 100)
            stillWindow.backgroundColor = .white
            let copy = View(frame: view.frame)
            copy.backgroundColor = .red
            copy.cornerRadius = 4
            copy.shadow = Shadow(
                opacity: 0.2 + 0.4 * Double(t) / 1000,
                offset: Size(width: 6 * Double(t) / 1000, height: 2 + 8 * Double(t) / 1000),
                radius: 2 + 8 * Double(t) / 1000, spread: 2 * Double(t) / 1000)
            stillWindow.addSubview(copy)
            stillScreen.renderAll(into: still)
            #expect(firstDifference(target, still) == nil, "at \(t) ms")
        }
    }
}
