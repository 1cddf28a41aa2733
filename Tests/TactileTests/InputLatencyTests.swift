import Foundation
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore

/// Touch to present, measured by the application for every frame that shows touches.
@Suite struct InputLatencyTests {
    /// Redraws on every touch, and its drawing takes `drawTime` of the virtual clock: a
    /// render that costs time.
    final class SlowTouchView: View {
        let clock: VirtualClock
        let drawTime: Interval
        init(frame: Rect, clock: VirtualClock, drawTime: Interval) {
            self.clock = clock
            self.drawTime = drawTime
            super.init(frame: frame)
        }
        override func touchesChanged(_ event: Event) { setNeedsDisplay() }
        override func draw(_ rect: Rect, in context: Canvas) {
            clock.advance(by: drawTime)
            context.fill(PixelRect(x: 0, y: 0, width: 4, height: 4), color: Color(red: 200, green: 0, blue: 0))
        }
    }

    /// Tests/Board/touch/tap.evemu replayed: a touch down and a lift 48 ms later, each redrawing a
    /// view whose drawing takes 3 ms: each is measured from its timestamp to the end of the
    /// frame that shows it.
    @Test func eachFrameShowingTouchesIsMeasuredFromTheTouch() throws {
        defer { ScreenSession.current?.animator.removeAllAnimations(); ScreenSession.current?.animator.detach() }
        let recording = try ApplicationReplayTests.shiftedTap(by: 0)
        defer { try? FileManager.default.removeItem(atPath: recording) }
        var options = RuntimeOptions()
        options.display = .headless
        options.inputs = [.replay(events: recording, description: nil)]
        let screenshot = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-latency-\(UUID().uuidString).ppm").path
        defer { try? FileManager.default.removeItem(atPath: screenshot) }
        options.screenshotPath = screenshot
        let clock = VirtualClock(start: Instant(nanoseconds: 1_000_000_000))
        let app = try Application(runtimeOptions: options, clock: clock)
        app.window.addSubview(SlowTouchView(frame: app.window.bounds, clock: clock, drawTime: .milliseconds(3)))
        #expect(app.runUntilStopped() == 0)
        let samples = app.inputLatency.samples
        #expect(samples.count == 2)
        // The touch down comes with the first frame, which also draws everything for the first
        // time: it shows the touch when that frame ends. The lift's frame redraws the view only.
        #expect(samples.first.map { $0.latency == $0.frameTime && $0.frameTime >= .milliseconds(3) } == true, "\(samples)")
        #expect(samples.last == InputLatency.Sample(latency: .milliseconds(3), frameTime: .milliseconds(3)))
    }

    @Test func theRingKeepsTheLatestAndPercentilesAreNearestRank() {
        var latency = InputLatency(capacity: 4)
        for milliseconds in 1...6 {
            latency.record(latency: .milliseconds(milliseconds * 10), frameTime: .milliseconds(milliseconds))
        }
        #expect(latency.totalCount == 6)
        #expect(latency.samples.map(\.latency) == [30, 40, 50, 60].map { Interval.milliseconds($0) })
        // Nearest rank over 30, 40, 50, 60: the median is the 2nd, the 99th percentile the 4th.
        #expect(latency.latencyPercentile(0.5) == .milliseconds(40))
        #expect(latency.latencyPercentile(0.99) == .milliseconds(60))
        #expect(latency.latencyPercentile(0) == .milliseconds(30))
        #expect(latency.frameTimePercentile(0.75) == .milliseconds(5))
        #expect(InputLatency().latencyPercentile(0.5) == nil)
    }

    @Test func theOptionAndItsVariable() throws {
        #expect(try RuntimeOptions(arguments: ["--log-latency"], environment: { _ in nil }).logsLatency)
        #expect(try RuntimeOptions(arguments: [], environment: { $0 == "TACTILE_LOG_LATENCY" ? "1" : nil }).logsLatency)
        #expect(try !RuntimeOptions(arguments: [], environment: { _ in nil }).logsLatency)
        #expect(throws: OptionsError.self) {
            try RuntimeOptions(arguments: [], environment: { $0 == "TACTILE_LOG_LATENCY" ? "yes" : nil })
        }
    }
}
