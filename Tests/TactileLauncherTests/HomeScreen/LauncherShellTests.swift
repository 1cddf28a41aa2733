import Foundation
import TactileInput
import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore
@testable import TactileLauncher

/// The launcher's shell through replayed recordings (Tests/Launcher/recordings, an 800 × 480
/// panel): what the app's views see when a system gesture takes a sequence, and what the
/// launcher does.
@Suite struct LauncherShellTests {
    /// Records the phases an app's view receives.
    final class TouchLog: View {
        var phases: [TouchPhase] = []
        override init(frame: Rect) {
            super.init(frame: frame)
            isMultipleTouchEnabled = true
        }
        override func touchesChanged(_ event: Event) {
            for touch in event.touches(for: self) where touch.phase != .stationary && touch.phase != .moved {
                phases.append(touch.phase)
            }
        }
    }

    static func recording(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Launcher/recordings/\(name).evemu").standardized.path
    }

    /// A launcher with a "Notes" app whose window is one touch log, running `recording` to its
    /// end (virtual time, until idle).
    static func run(
        _ recording: String, open: Bool = true,
        check: (Launcher, TouchLog?) throws -> Void
    ) throws {
        defer { ScreenSession.current?.animator.removeAllAnimations(); ScreenSession.current?.animator.detach() }
        var options = RuntimeOptions()
        options.display = .headless
        options.width = 800
        options.height = 480
        options.inputs = [.replay(events: Self.recording(recording), description: nil)]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-shell-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        options.applicationValues["--settings"] = directory.appendingPathComponent("settings.conf").path
        options.screenshotPath = directory.appendingPathComponent("shot.ppm").path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let application = try Application(runtimeOptions: options)
        let launcher = Launcher(session: application.session)
        var log: TouchLog?
        let notes = launcher.register(
            AppRegistration(name: "Notes", icon: nil) { app in
                let view = TouchLog(frame: app.window.bounds)
                app.window.addSubview(view)
                log = view
            })
        launcher.register(AppRegistration(name: Launcher.settingsAppName, icon: nil) { _ in })
        launcher.startShell()
        if open { launcher.open(notes, animated: false) }
        #expect(application.runUntilStopped() == 0)
        try check(launcher, log)
    }

    @Test func aThreeFingerSwipeUpCancelsTheAppsTouchesAndShowsTheStrip() throws {
        try Self.run("three-finger-swipe-up") { launcher, log in
            // The downs reached the app; then cancels, never a lift.
            #expect(log?.phases == [.began, .began, .began, .cancelled, .cancelled, .cancelled])
            #expect(launcher.shell?.isShowingStrip == true)
            #expect(launcher.foregroundApp?.name == "Notes")
        }
    }

    @Test func aOneFingerTapStaysTheApps() throws {
        try Self.run("tap-animate-button") { launcher, log in
            #expect(log?.phases == [.began, .ended])
            #expect(launcher.shell?.isShowingStrip == false)
            #expect(launcher.foregroundApp?.name == "Notes")
        }
    }

    @Test func aFiveFingerPinchToASmallScaleGoesHome() throws {
        try Self.run("five-finger-pinch-home") { launcher, log in
            #expect(log?.phases.filter { $0 == .ended }.isEmpty == true)
            #expect(launcher.foregroundApp == nil)
            #expect(launcher.apps[0].state == .background)
        }
    }

    @Test func aSlowSmallPinchGoesBackToTheApp() throws {
        try Self.run("five-finger-pinch-back") { launcher, _ in
            #expect(launcher.foregroundApp?.name == "Notes")
            #expect(launcher.apps[0].window.transform == .identity)
        }
    }

    @Test func aTenFingerTapOpensSettings() throws {
        try Self.run("ten-finger-tap") { launcher, log in
            #expect(launcher.foregroundApp?.name == Launcher.settingsAppName)
            #expect(launcher.apps[0].state == .background)
            // All ten landed in one moment and were claimed in it: the app never saw them.
            #expect(log?.phases.isEmpty == true)
        }
    }

    @Test func tappingAnIconOpensItsApp() throws {
        try Self.run("tap-showcase-icon", open: false) { launcher, _ in
            // The first icon of the first page is the first app registered. The tap comes
            // at the very start, before the first frame: hit-testing lays out first.
            #expect(launcher.foregroundApp?.name == "Notes")
        }
    }
}
