import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// The indicator's spin is one animation on the screen's animator; with the animator on a run
/// loop, "no frames requested" is the loop having no animation (`isAnimating` false), so it
/// sleeps until a timer or input.
@Suite struct ActivityIndicatorTests {
    func make() -> (ControlScreenHarness, ActivityIndicator) {
        let c = ControlScreenHarness()
        let indicator = ActivityIndicator(frame: Rect(x: 100, y: 100, width: 20, height: 20))
        c.window.addSubview(indicator)
        return (c, indicator)
    }

    @Test func anIdleIndicatorRequestsNoFrames() {
        let (c, indicator) = make()
        #expect(indicator.isHidden && !indicator.isAnimating && !indicator.isSpinning)
        #expect(!c.animator.isRunning && !c.loop.isAnimating)
        #expect(ActivityIndicator(frame: .zero).bounds.size == Size(width: 20, height: 20))
        #expect(ActivityIndicator(frame: .zero, style: .large).intrinsicContentSize == Size(width: 37, height: 37))
    }

    @Test func startingSpinsOnTheFrameClockAndStoppingEndsIt() {
        let (c, indicator) = make()
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating && indicator.isSpinning)
        #expect(c.animator.runningCount == 1 && c.loop.isAnimating)
        c.advance(to: 0.5)
        #expect(c.loop.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden && !indicator.isSpinning)
        #expect(!c.animator.isRunning && !c.loop.isAnimating)
        // The loop has nothing left to do: it would sleep.
        #expect(c.loop.nextDeadline == nil || c.loop.timerCount > 0)
    }

    @Test func withoutHidingWhenStoppedItStaysVisibleAndStill() {
        let (c, indicator) = make()
        indicator.hidesWhenStopped = false
        // Stopped and no longer hiding: shown, still.
        #expect(!indicator.isHidden && !indicator.isSpinning && !c.animator.isRunning)
        indicator.startAnimating()
        #expect(indicator.isSpinning)
        indicator.stopAnimating()
        #expect(!indicator.isHidden && !c.animator.isRunning)
    }

    /// One turn a second, eight spokes: the bright spoke is ⌊8 · (t mod 1)⌋ seconds after the
    /// first frame.
    @Test func theBrightSpokeStepsEveryEighthOfASecond() {
        let (screen, window, _) = makeScreen(width: 100, height: 100)
        let indicator = ActivityIndicator(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(indicator)
        indicator.startAnimating()
        let animator = screen.animator
        animator.tick(now: Instant(seconds: 5))
        #expect(indicator.leadingSpoke == 0)
        for (t, spoke) in [(0.124, 0), (0.126, 1), (0.3, 2), (0.999, 7), (1.05, 0), (1.9, 7), (2.26, 2)] {
            animator.tick(now: Instant(seconds: 5 + t))
            #expect(indicator.leadingSpoke == spoke, "at \(t)")
        }
        #expect(indicator.spokeAlpha(2) == 1)
        #expect(nearly(indicator.spokeAlpha(1), 1 - 0.75 / 7))
        #expect(nearly(indicator.spokeAlpha(3), 0.25))
    }

    @Test func itRedrawsOnlyWhenTheSpokeMoves() {
        let (screen, window, target) = makeScreen(width: 100, height: 100)
        let indicator = ActivityIndicator(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(indicator)
        indicator.startAnimating()
        screen.animator.tick(now: Instant(seconds: 1))
        _ = screen.render(into: target)
        screen.animator.tick(now: Instant(seconds: 1.05))
        #expect(indicator.dirtyRect == nil)
        screen.animator.tick(now: Instant(seconds: 1.13))
        #expect(indicator.dirtyRect != nil)
    }

    @Test func hidingStopsTheFramesAndShowingBringsThemBack() {
        let (c, indicator) = make()
        indicator.startAnimating()
        indicator.isHidden = true
        #expect(indicator.isAnimating && !indicator.isSpinning && !c.loop.isAnimating)
        indicator.isHidden = false
        #expect(indicator.isSpinning && c.loop.isAnimating)
    }

    @Test func removingStopsTheFramesAndAddingBackResumes() {
        let (c, indicator) = make()
        indicator.startAnimating()
        indicator.removeFromSuperview()
        #expect(indicator.isAnimating && !indicator.isSpinning && !c.loop.isAnimating)
        c.window.addSubview(indicator)
        #expect(indicator.isSpinning && c.loop.isAnimating)
    }

    @Test func aBranchLeavingTheScreenStopsItAndComingBackResumes() {
        let (c, _) = make()
        let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let indicator = ActivityIndicator(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        container.addSubview(indicator)
        c.window.addSubview(container)
        indicator.startAnimating()
        #expect(indicator.isSpinning)
        container.removeFromSuperview()
        #expect(!indicator.isSpinning && !c.animator.isRunning && !c.loop.isAnimating)
        c.window.addSubview(container)
        // Back on the screen: told at once, without waiting for a layout.
        #expect(indicator.isSpinning && c.loop.isAnimating)
    }

    @Test func aHiddenAncestorStopsItAndShowingTheAncestorResumes() {
        let (c, _) = make()
        let outer = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let inner = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let indicator = ActivityIndicator(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        inner.addSubview(indicator)
        outer.addSubview(inner)
        c.window.addSubview(outer)
        indicator.startAnimating()
        #expect(indicator.isSpinning && indicator.isEffectivelyVisible)
        outer.isHidden = true
        #expect(indicator.isAnimating && !indicator.isEffectivelyVisible)
        #expect(!indicator.isSpinning && !c.animator.isRunning && !c.loop.isAnimating)
        // Still hidden by the inner view after the outer one shows: no spin yet.
        inner.isHidden = true
        outer.isHidden = false
        #expect(!indicator.isSpinning && !c.loop.isAnimating)
        inner.isHidden = false
        #expect(indicator.isSpinning && c.loop.isAnimating)
    }

    @Test func aHiddenWindowStopsItAndShowingTheWindowResumes() {
        let (c, indicator) = make()
        indicator.startAnimating()
        c.window.isHidden = true
        #expect(!indicator.isSpinning && !c.loop.isAnimating)
        c.window.isHidden = false
        #expect(indicator.isSpinning && c.loop.isAnimating)
    }

    @Test func aWindowTakenOffTheScreenStopsItAtOnce() {
        let (c, indicator) = make()
        let other = Window(screen: c.screen)
        let inner = ActivityIndicator(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        other.addSubview(inner)
        other.makeKeyAndVisible()
        inner.startAnimating()
        indicator.startAnimating()
        #expect(c.animator.runningCount == 2)
        other.removeFromScreen()
        #expect(!inner.isSpinning && indicator.isSpinning && c.animator.runningCount == 1)
        indicator.stopAnimating()
        #expect(!c.loop.isAnimating)
        other.makeKeyAndVisible()
        #expect(inner.isSpinning && c.loop.isAnimating)
    }

    @Test func aStartedIndicatorOffScreenWaitsForOne() {
        let indicator = ActivityIndicator(frame: .zero)
        indicator.startAnimating()
        #expect(!indicator.isSpinning)
        let (c, _) = make()
        c.window.addSubview(indicator)
        #expect(indicator.isSpinning)
    }
}
