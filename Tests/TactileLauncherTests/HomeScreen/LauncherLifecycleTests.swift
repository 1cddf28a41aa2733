import Foundation
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore
@testable import TactileLauncher

/// Applications' lives under the launcher: launch, background and foreground keeping state,
/// termination dropping it, timers stopped while suspended, the memory budget, the log.
@Suite struct LauncherLifecycleTests {
    /// An app that counts its launches and callbacks and keeps a counter in its views.
    final class Probe {
        var launches = 0
        var events: [String] = []
        var label: Label?
    }

    static func makeLauncher(memory: Int = 0) throws -> (Launcher, VirtualClock) {
        var options = RuntimeOptions()
        options.display = .headless
        options.width = 400
        options.height = 240
        let clock = VirtualClock()
        let application = try Application(runtimeOptions: options, clock: clock)
        return (Launcher(session: application.session), clock)
    }

    static func register(_ name: String, on launcher: Launcher, probe: Probe) -> HostedApp {
        launcher.register(
            AppRegistration(name: name, icon: nil) { app in
                probe.launches += 1
                let label = Label(frame: Rect(x: 10, y: 10, width: 100, height: 20))
                label.text = "0"
                app.window.addSubview(label)
                probe.label = label
                app.onEnterBackground = { probe.events.append("background") }
                app.onEnterForeground = { probe.events.append("foreground") }
                app.onTerminate = { probe.events.append("terminate") }
                app.onLowMemory = { probe.events.append("low memory") }
            })
    }

    static func release() {
        ScreenSession.current?.animator.removeAllAnimations()
        ScreenSession.current?.animator.detach()
    }

    @Test func launchingShowsTheAppsWindowAboveTheHomeScreen() throws {
        defer { Self.release() }
        let (launcher, _) = try Self.makeLauncher()
        let probe = Probe()
        let app = Self.register("Notes", on: launcher, probe: probe)
        #expect(app.state == .notRunning && app.window == nil)
        launcher.open(app, animated: false)
        #expect(app.state == .foreground)
        #expect(probe.launches == 1)
        let screen = launcher.session.screen
        // Home first (lowest level), the app's window in front and key.
        #expect(screen.windows.first === launcher.session.window)
        #expect(screen.windows.last === app.window)
        #expect(screen.keyWindow === app.window)
        #expect(launcher.foregroundApp === app)
    }

    @Test func switchingAwayKeepsStateAndComingBackResumesIt() throws {
        defer { Self.release() }
        let (launcher, _) = try Self.makeLauncher()
        let notesProbe = Probe(), clockProbe = Probe()
        let notes = Self.register("Notes", on: launcher, probe: notesProbe)
        let clockApp = Self.register("Clock", on: launcher, probe: clockProbe)
        launcher.open(notes, animated: false)
        notesProbe.label?.text = "42"
        launcher.open(clockApp, animated: false)
        #expect(notes.state == .background && clockApp.state == .foreground)
        #expect(notesProbe.events == ["background"])
        // Off the screen: no frames, no touches.
        #expect(!launcher.session.screen.windows.contains { $0 === notes.window })
        launcher.open(notes, animated: false)
        #expect(notesProbe.launches == 1)
        #expect(notesProbe.events == ["background", "foreground"])
        #expect(notesProbe.label?.text == "42")
        #expect(notesProbe.label?.window === notes.window)
        #expect(launcher.openApps.map(\.name) == ["Notes", "Clock"])
        #expect(launcher.launchOrder.map(\.name) == ["Notes", "Clock"])
    }

    @Test func terminatingDropsTheStateAndTheNextLaunchStartsAfresh() throws {
        defer { Self.release() }
        let (launcher, _) = try Self.makeLauncher()
        let probe = Probe()
        let notes = Self.register("Notes", on: launcher, probe: probe)
        launcher.open(notes, animated: false)
        probe.label?.text = "42"
        launcher.terminate(notes)
        #expect(notes.state == .notRunning && notes.window == nil)
        #expect(probe.events == ["terminate"])
        #expect(launcher.foregroundApp == nil)
        #expect(launcher.session.screen.keyWindow === launcher.session.window)
        launcher.open(notes, animated: false)
        #expect(probe.launches == 2)
        #expect(probe.label?.text == "0")
    }

    @Test func anAppsTimerStopsWhileItIsInTheBackground() throws {
        defer { Self.release() }
        let (launcher, clock) = try Self.makeLauncher()
        let notes = Self.register("Notes", on: launcher, probe: Probe())
        launcher.open(notes, animated: false)
        let loop = launcher.session.runLoop
        var fired: [Int64] = []
        notes.scheduledTimer(after: .milliseconds(1000)) { _ in fired.append(clock.now().nanoseconds / 1_000_000) }
        loop.run(until: Instant(nanoseconds: 400_000_000))
        launcher.goHome(animated: false)
        // Five seconds in the background: nothing fires.
        loop.run(until: Instant(nanoseconds: 5_400_000_000))
        #expect(fired.isEmpty)
        launcher.open(notes, animated: false)
        // 600 ms were left when it was suspended.
        loop.run(until: Instant(nanoseconds: 7_000_000_000))
        #expect(fired == [6000])
    }

    @Test func aRepeatingTimerResumesWithTheTimeItHadLeft() throws {
        defer { Self.release() }
        let (launcher, clock) = try Self.makeLauncher()
        let notes = Self.register("Notes", on: launcher, probe: Probe())
        launcher.open(notes, animated: false)
        let loop = launcher.session.runLoop
        var fired: [Int64] = []
        notes.scheduledTimer(after: .milliseconds(300), repeating: .milliseconds(300)) { _ in
            fired.append(clock.now().nanoseconds / 1_000_000)
        }
        loop.run(until: Instant(nanoseconds: 700_000_000))
        launcher.goHome(animated: false)
        loop.run(until: Instant(nanoseconds: 2_000_000_000))
        launcher.open(notes, animated: false)
        loop.run(until: Instant(nanoseconds: 2_550_000_000))
        // 300, 600; suspended at 700 with 200 left: 2200, then every 300.
        #expect(fired == [300, 600, 2200, 2500])
    }

    @Test func overTheBudgetTheLeastRecentlyUsedBackgroundAppIsTerminated() throws {
        defer { Self.release() }
        let (launcher, _) = try Self.makeLauncher()
        let probes = [Probe(), Probe(), Probe()]
        let apps = ["A", "B", "C"].enumerated().map { Self.register($0.element, on: launcher, probe: probes[$0.offset]) }
        // Each running app costs 100 units; the budget holds two.
        launcher.memoryInUse = { launcher.apps.filter { $0.isRunning }.count * 100 }
        launcher.memoryBudget = 250
        launcher.open(apps[0], animated: false)
        launcher.open(apps[1], animated: false)
        #expect(apps.map(\.state) == [.background, .foreground, .notRunning])
        launcher.open(apps[2], animated: false)
        // A (least recently used) goes; B, in the background too but more recent, stays.
        #expect(apps.map(\.state) == [.notRunning, .background, .foreground])
        #expect(probes[0].events == ["background", "low memory", "terminate"])
        #expect(probes[1].events == ["background", "low memory"])
        #expect(probes[2].events == ["low memory"])
    }

    @Test func leavingTheScreenEndsTheAppsAnimationsAtTheirEndValues() throws {
        defer { Self.release() }
        let (launcher, _) = try Self.makeLauncher()
        let notes = Self.register("Notes", on: launcher, probe: Probe())
        launcher.open(notes, animated: false)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        notes.window.addSubview(view)
        let animator = launcher.session.animator
        // One animation of a view property, one that applies its own values.
        animator.animate(withDuration: .seconds(2), changes: { view.alpha = 0.2 })
        var applied: [Double] = []
        var finished: Bool?
        animator.animate(
            AnimationKey(view, .transform), from: 0.0, to: 90.0,
            parameters: AnimationParameters(duration: .seconds(2)),
            apply: { applied.append($0) }, completion: { finished = $0 })
        launcher.session.runLoop.run(until: Instant(nanoseconds: 500_000_000))
        #expect(animator.isRunning)
        launcher.goHome(animated: false)
        #expect(!animator.isRunning)
        #expect(applied.last == 90 && finished == true)
        #expect(view.alpha == 0.2)
    }

    @Test func theLogHasOneLinePerEventWithTheTime() throws {
        defer { Self.release() }
        let (launcher, _) = try Self.makeLauncher()
        var lines: [String] = []
        launcher.log = { lines.append($0) }
        let notes = Self.register("Notes", on: launcher, probe: Probe())
        launcher.open(notes, animated: false)
        launcher.session.runLoop.run(until: Instant(nanoseconds: 1_250_000_000))
        launcher.goHome(animated: false)
        launcher.terminate(notes)
        #expect(
            lines == [
                "0.000 app Notes: launched", "0.000 app Notes: foreground",
                "1.250 app Notes: background", "1.250 app Notes: terminated"
            ])
    }

    @Test func theZoomStartsFromTheIconAndEndsFullScreen() throws {
        defer { Self.release() }
        let (launcher, _) = try Self.makeLauncher()
        let notes = Self.register("Notes", on: launcher, probe: Probe())
        let icon = Rect(x: 40, y: 100, width: 60, height: 60)
        launcher.iconFrame = { _ in icon }
        launcher.open(notes, animated: true)
        let window: Window = notes.window
        // At the start the 400 × 240 window covers the icon: scale max(60/400, 60/240) = 0.25,
        // centre moved from (200, 120) to (70, 130).
        let start = launcher.session.animator.presentationValue(
            for: AnimationKey(window, .transform),
            as: AffineTransform.self)
        #expect(start != nil)
        let animation = launcher.session.animator.animation(for: AnimationKey(window, .transform))
        #expect(animation != nil)
        let from = launcher.transform(showingScreenIn: icon)
        #expect(abs(from.a - 0.25) < 1e-9 && abs(from.d - 0.25) < 1e-9)
        #expect(abs(from.tx - -130) < 1e-9 && abs(from.ty - 10) < 1e-9)
        launcher.session.runLoop.run(until: Instant(nanoseconds: 1_000_000_000))
        #expect(window.transform == .identity && window.alpha == 1)
        #expect(launcher.session.animator.animation(for: AnimationKey(window, .transform)) == nil)
    }
}
