import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct ProgressViewTests {
    @Test(arguments: [
        (0.25, 0.25), (1.5, 1.0), (-1.0, 0.0), (Double.nan, 0.0), (Double.infinity, 1.0),
        (-Double.infinity, 0.0)
    ])
    func progressIsClamped(value: Double, expected: Double) {
        let view = ProgressView(frame: Rect(x: 0, y: 0, width: 200, height: 4))
        view.progress = 0.5
        view.progress = value
        #expect(view.progress == expected)
        #expect(view.barFrame() == Rect(x: 0, y: 0, width: 200 * expected, height: 4))
    }

    @Test func theBarFillsItsShareAndFollowsResizes() {
        let (screen, window, _) = makeScreen(width: 400, height: 100)
        let view = ProgressView(frame: Rect(x: 10, y: 10, width: 200, height: 4))
        window.addSubview(view)
        view.progress = 0.25
        screen.layoutIfNeeded()
        #expect(view.progressBar.frame == Rect(x: 0, y: 0, width: 50, height: 4))
        view.frame = Rect(x: 10, y: 10, width: 300, height: 6)
        screen.layoutIfNeeded()
        #expect(view.progressBar.frame == Rect(x: 0, y: 0, width: 75, height: 6))
        #expect(view.cornerRadius == 3 && view.progressBar.cornerRadius == 3)
    }

    @Test func colours() {
        let (_, window, _) = makeScreen(width: 400, height: 100)
        let view = ProgressView(frame: Rect(x: 10, y: 10, width: 200, height: 4))
        window.addSubview(view)
        #expect(view.progressBar.backgroundColor == Palette.light.accent)
        #expect(view.backgroundColor == Palette.light.fill)
        window.tintColor = Color(rgb: 0x12_3456)
        #expect(view.progressBar.backgroundColor == Color(rgb: 0x12_3456))
        window.overrideUserInterfaceStyle = .dark
        #expect(view.backgroundColor == Palette.dark.fill)
        view.progressTintColor = Color(rgb: 0xFF_0000)
        view.trackTintColor = Color(rgb: 0x00_FF00)
        #expect(view.progressBar.backgroundColor == Color(rgb: 0xFF_0000))
        #expect(view.backgroundColor == Color(rgb: 0x00_FF00))
    }

    /// From 0.25 to 0.75 of 200 pt over 0.25 s, ease in-out: the curve is symmetric, so half-way
    /// in time the bar is half-way, 100 pt wide; the model is 150 at once.
    @Test func animatedProgressMovesTheBarFrameByFrame() {
        let (screen, window, _) = makeScreen(width: 400, height: 100)
        let view = ProgressView(frame: Rect(x: 0, y: 0, width: 200, height: 4))
        window.addSubview(view)
        view.progress = 0.25
        screen.layoutIfNeeded()
        view.setProgress(0.75, animated: true)
        #expect(view.progress == 0.75)
        #expect(view.progressBar.frame.width == 150)
        let animator = screen.animator
        #expect(animator.isRunning)
        animator.tick(now: Instant(seconds: 10))
        #expect(nearly(view.progressBar.presentation.bounds.width, 50))
        animator.tick(now: Instant(seconds: 10.125))
        #expect(nearly(view.progressBar.presentation.bounds.width, 100, 1e-6))
        #expect(nearly(view.progressBar.presentation.frame.minX, 0, 1e-6))
        animator.tick(now: Instant(seconds: 10.25))
        #expect(!animator.isRunning)
        #expect(view.progressBar.presentation.bounds.width == 150)
        // Without animation, or off screen, the bar jumps.
        view.setProgress(0.1, animated: false)
        #expect(!animator.isRunning && view.progressBar.frame.width == 20)
    }
}
