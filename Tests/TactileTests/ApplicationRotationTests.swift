import Foundation
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore

/// Turning the display live: the panel shows the picture turned, the screen and its full-screen
/// windows take the turned size, and touches on the panel land where the turned picture is.
@Suite struct ApplicationRotationTests {
    static func makeApplication() throws -> Application {
        var options = RuntimeOptions()
        options.display = .headless
        options.width = 400
        options.height = 240
        let tap = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tests/Board/touch/tap.evemu").standardized.path
        options.inputs = [.replay(events: tap, description: nil)]
        return try Application(runtimeOptions: options, clock: VirtualClock())
    }

    static func release() {
        ScreenSession.current?.animator.removeAllAnimations()
        ScreenSession.current?.animator.detach()
    }

    @Test func aQuarterTurnShowsThePictureTurnedOnThePanel() throws {
        defer { Self.release() }
        let app = try Self.makeApplication()
        let marker = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        marker.backgroundColor = .red
        app.window.addSubview(marker)
        #expect(app.setRotation(.clockwise90))
        #expect(app.screen.size == Size(width: 240, height: 400))
        #expect(app.window.frame == Rect(x: 0, y: 0, width: 240, height: 400))
        #expect(app.display.width == 240 && app.display.height == 400)
        app.runLoop.run(until: Instant(nanoseconds: 100_000_000))
        let panel = try #require((app.display as? HeadlessDisplay)?.screen)
        #expect(panel.width == 400 && panel.height == 240)
        // Turned clockwise: the picture's pixel (x, y) is the panel's (399 − y, x). The
        // marker's pixels (0…39, 0…19) are the panel's columns 380…399, rows 0…39.
        #expect(panel.row32(5)[394] & 0xFFFFFF == 0xFF0000)
        #expect(panel.row32(39)[380] & 0xFFFFFF == 0xFF0000)
        #expect(panel.row32(45)[394] & 0xFFFFFF == 0xFFFFFF)
        #expect(panel.row32(5)[378] & 0xFFFFFF == 0xFFFFFF)
        // Back to the panel's own orientation.
        #expect(app.setRotation(.none))
        #expect(app.screen.size == Size(width: 400, height: 240))
        app.runLoop.run(until: Instant(nanoseconds: 200_000_000))
        #expect(panel.row32(5)[5] & 0xFFFFFF == 0xFF0000)
        #expect(panel.row32(5)[394] & 0xFFFFFF == 0xFFFFFF)
    }

    @Test func touchesFollowTheTurn() throws {
        defer { Self.release() }
        let app = try Self.makeApplication()
        // Turned before running: the recording's tap at panel (200, 600) of 1280 × 800 units
        // (Tests/Board/touch/tap.evemu) lands on the turned picture at x = 600/800 × 240 = 180,
        // y = (1 − 200/1280) × 400 = 337.5: the panel's right edge is the picture's top.
        #expect(app.setRotation(.clockwise90))
        final class Log: View {
            var points: [Point] = []
            override func touchesChanged(_ event: Event) {
                for touch in event.touches(for: self) where touch.phase == .began {
                    points.append(touch.location(in: self))
                }
            }
        }
        let log = Log(frame: app.window.bounds)
        app.window.addSubview(log)
        app.scheduledTimer(after: .seconds(1)) { _ in app.stop() }
        app.runUntilStopped()
        #expect(log.points.count == 1)
        if let point = log.points.first {
            #expect(abs(point.x - 180) < 0.6)
            #expect(abs(point.y - 337.5) < 0.6)
        }
    }
}
