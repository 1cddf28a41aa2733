import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// Timers and the touch (the WWDC 2009 talk “iPhone Views and Animations”): a default-mode timer waits while a scroll view is
/// dragged or decelerating and fires once when it stops; a common-mode timer fires on time.
@Suite struct RunLoopModeTests {
    @Test func defaultTimersWaitWhileAScrollViewTracks() throws {
        var scrollView: ScrollView!
        let harness = try ReaderHarness(mode: .off) { window in
            scrollView = ScrollView(frame: window.bounds)
            scrollView.contentSize = Size(width: 400, height: 3000)
            window.addSubview(scrollView)
        }
        let app = harness.app
        var fired: [(String, Double)] = []
        func now() -> Double { Double(app.runLoop.clock.now().nanoseconds) / 1e9 }
        app.scheduledTimer(after: .seconds(0.4)) { _ in fired.append(("default", now())) }
        app.scheduledTimer(after: .seconds(0.4), mode: .common) { _ in fired.append(("common", now())) }
        let dropped = app.scheduledTimer(after: .seconds(0.45)) { _ in fired.append(("dropped", now())) }
        var repeats = 0
        app.scheduledTimer(after: .seconds(0.3), repeating: .seconds(0.1)) { _ in repeats += 1 }
        #expect(app.runLoopMode == .default)
        // A slow drag up from 0.2 s to 1.0 s, then the content decelerates.
        harness.gesture([Point(x: 200, y: 250)], to: [Point(x: 200, y: 50)], start: 0.2, duration: 0.8)
        #expect(app.runLoopMode == .tracking && scrollView.isDecelerating)
        // Held, a one-shot timer is still valid (its app keeps it, can suspend or end it).
        #expect(dropped.isValid)
        dropped.invalidate()
        #expect(!dropped.isValid)
        // Scheduled at 0.1 s (the harness's start), due at 0.5 s, while the finger drags.
        #expect(fired.map(\.0) == ["common"] && abs(fired[0].1 - 0.5) < 1e-6, "\(fired)")
        let repeatsWhileDragging = repeats
        harness.wait(until: 8)
        #expect(app.runLoopMode == .default && !scrollView.isDecelerating)
        // The default timer fired once, when the deceleration ended (after the finger lifted at 1.0 s).
        #expect(fired.map(\.0) == ["common", "default"])
        #expect(fired.count == 2 && fired[1].1 > 1.0)
        // The repeating timer held back too: one firing at the end for all it missed, then on time.
        #expect(repeatsWhileDragging == 0)
        #expect(repeats > 10)
    }

    /// A scroll view taken off the screen while it decelerates stops holding timers back at
    /// once (what the soak found when the mode was counted).
    @Test func aScrollViewTakenAwayWhileDeceleratingReleasesTheTimers() throws {
        var scrollView: ScrollView!
        let harness = try ReaderHarness(mode: .off) { window in
            scrollView = ScrollView(frame: window.bounds)
            scrollView.contentSize = Size(width: 400, height: 30000)
            window.addSubview(scrollView)
        }
        let app = harness.app
        var firedAt: Double?
        func now() -> Double { Double(app.runLoop.clock.now().nanoseconds) / 1e9 }
        app.scheduledTimer(after: .seconds(0.5)) { _ in firedAt = now() }
        // A fast flick: the content decelerates for seconds after 0.4 s.
        harness.gesture([Point(x: 200, y: 280)], to: [Point(x: 200, y: 40)], start: 0.2, duration: 0.15)
        harness.wait(until: 0.8)
        #expect(scrollView.isDecelerating && app.runLoopMode == .tracking && firedAt == nil)
        // As the launcher takes an app's window away: in a pass, which draws a frame.
        scrollView.removeFromSuperview()
        app.runLoop.setNeedsFrame()
        harness.wait(until: 0.9)
        #expect(app.runLoopMode == .default)
        #expect(firedAt.map { $0 >= 0.8 && $0 < 0.84 } == true, "\(String(describing: firedAt))")
    }
}
