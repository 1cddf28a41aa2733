import Foundation
import TactileInput
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore

/// A replayed recording reaches the application's views with timestamps on the run loop's
/// clock: the recording's first event happens when the application starts running, whatever
/// time the recording itself begins at, and the application is idle only after the replay.
@Suite struct ApplicationReplayTests {
    final class TouchLog: View {
        var entries: [(TouchPhase, Instant)] = []
        override func touchesChanged(_ event: Event) {
            for touch in event.touches(for: self) where touch.phase != .stationary {
                entries.append((touch.phase, touch.timestamp))
            }
        }
    }

    /// Tests/Board/touch/tap.evemu with every event time moved by `shift` seconds.
    static func shiftedTap(by shift: Double) throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tests/Board/touch/tap.evemu").standardized
        let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let moved = lines.map { line -> String in
            guard line.hasPrefix("E: ") else { return String(line) }
            var fields = line.split(separator: " ").map(String.init)
            fields[1] = String(format: "%.6f", Double(fields[1])! + shift)
            return fields.joined(separator: " ")
        }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-replay-\(UUID().uuidString).evemu").path
        try moved.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Options for a headless run replaying `recording` and taking a screenshot (PPM) once
    /// idle, and the screenshot's path.
    static func headlessReplay(of recording: String) -> (options: RuntimeOptions, screenshot: String) {
        var options = RuntimeOptions()
        options.display = .headless
        options.inputs = [.replay(events: recording, description: nil)]
        let screenshot = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-replay-\(UUID().uuidString).ppm").path
        options.screenshotPath = screenshot
        return (options, screenshot)
    }

    @Test func aReplayStartsWhenTheApplicationRunsOnItsClock() throws {
        defer { ScreenSession.current?.animator.removeAllAnimations(); ScreenSession.current?.animator.detach() }
        let recording = try Self.shiftedTap(by: 100)
        defer { try? FileManager.default.removeItem(atPath: recording) }
        let (options, screenshot) = Self.headlessReplay(of: recording)
        defer { try? FileManager.default.removeItem(atPath: screenshot) }
        let start = Instant(nanoseconds: 5_000_000_000)
        let app = try Application(runtimeOptions: options, clock: VirtualClock(start: start))
        let log = TouchLog(frame: app.window.bounds)
        app.window.addSubview(log)
        #expect(app.runUntilStopped() == 0)
        // The tap of the recording: down at its first event, up 48 ms later.
        #expect(log.entries.map { $0.0 } == [.began, .ended])
        #expect(log.entries.map { $0.1 } == [start, start + .milliseconds(48)])
        // Idle (and so the screenshot) waits for the end of the replay.
        #expect(app.runLoop.clock.now() >= start + .milliseconds(48))
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }

    /// Tests/Board/touch/tap.evemu changed by `edit`, written to a temporary file.
    static func editedTap(_ edit: (String) -> String?) throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tests/Board/touch/tap.evemu").standardized
        let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n").compactMap { edit(String($0)) }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-replay-\(UUID().uuidString).evemu").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A replay that can play nothing (no events; a device whose slot range has no slot; one
    /// whose position axis is empty) ends the run at once with status 1 and no screenshot,
    /// even when a repeating timer (the launcher's clock) would keep a virtual-time run
    /// going for ever.
    @Test(arguments: ["no events", "no slot", "empty axis"])
    func aReplayThatCanPlayNothingEndsTheRunAtOnce(_ kind: String) throws {
        defer { ScreenSession.current?.animator.removeAllAnimations(); ScreenSession.current?.animator.detach() }
        let recording = try Self.editedTap { line in
            switch kind {
            case "no events": return line.hasPrefix("E:") ? nil : line
            case "no slot": return line.hasPrefix("A: 2f ") ? "A: 2f -5 -1 0 0 0" : line
            default: return line.hasPrefix("A: 35 ") ? "A: 35 0 0 0 0 0" : line
            }
        }
        defer { try? FileManager.default.removeItem(atPath: recording) }
        let (options, screenshot) = Self.headlessReplay(of: recording)
        defer { try? FileManager.default.removeItem(atPath: screenshot) }
        let app = try Application(runtimeOptions: options, clock: VirtualClock())
        var ticks = 0
        app.scheduledTimer(after: .seconds(60), repeating: .seconds(60)) { _ in ticks += 1 }
        #expect(app.runUntilStopped() == 1)
        #expect(ticks == 0, "the run ended before the clock's first minute")
        #expect(!FileManager.default.fileExists(atPath: screenshot))
    }
}
