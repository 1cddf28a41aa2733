import TactileCore
import TactileImages
import TactilePlatform
import TactileRaster
import TactileSystem

extension Window.Level {
    /// The launcher's home screen, behind every application.
    public static let home = Window.Level(rawValue: -1000)
    /// The launcher's app strip, above the applications and below the status bar.
    public static let appStrip = Window.Level(rawValue: 500)
}

/// The system of a device program with several applications: it registers them, launches them,
/// keeps the open ones suspended in the background with their state, brings them back, and
/// terminates them when they are closed or memory runs short. The home screen, the app strip,
/// the status bar and the system gestures are built on it (`Launcher+Shell.swift`).
///
/// The launcher is the hidden application of docs/gesture-arbitration.md (see `SystemGestureStage`): it owns the
/// application's main window as its home screen (at the `.home` level), and each app gets a
/// window of its own at the `.normal` level while it runs. One app at a time is in the
/// foreground; the others are in the background, off the screen.
public final class Launcher {
    /// The session the launcher runs in: its screen, clock, animator and touch pipeline; its
    /// host gives the launcher's options and turns the panel.
    public let session: ScreenSession
    /// The program that opened the display (`session.host`), kept alive as long as the launcher:
    /// the session's frames and input come through it.
    public let host: ScreenHost?
    /// Every registered application, in the order registered.
    public private(set) var apps: [HostedApp] = []
    /// The application on screen, nil on the home screen.
    public private(set) var foregroundApp: HostedApp?
    /// A memory budget in bytes: when `memoryInUse()` is above it after an app launches or
    /// leaves the screen, the apps hear `onLowMemory` (background apps first) and then the least
    /// recently used background apps are terminated until memory is within the budget. Nil (the
    /// default): no budget.
    public var memoryBudget: Int?
    /// The memory the program uses, in bytes (the default reads the resident set size from
    /// /proc/self/statm; tests give their own).
    public var memoryInUse: () -> Int = { SystemStatus.residentMemoryBytes() ?? 0 }
    /// Receives one line per event of the apps' lives and each system gesture's effect
    /// (`--log-apps`): "1.250 app Showcase: foreground". Nil: nothing is logged.
    public var log: ((String) -> Void)?
    /// The zoom's duration when an app opens from its icon or closes into it.
    public var zoomDuration: Interval = .milliseconds(350)
    /// Where an app's icon is on screen (screen points), for the zoom from and into it; nil
    /// zooms from and into the centre of the screen. The home screen sets it.
    public var iconFrame: ((HostedApp) -> Rect?)?
    /// Where apps' windows are on the screen: all of it, less `appInsets`.
    public var appFrame: Rect {
        let size = session.screen.size
        return Rect(
            x: appInsets.left, y: appInsets.top,
            width: max(1, size.width - appInsets.left - appInsets.right),
            height: max(1, size.height - appInsets.top - appInsets.bottom))
    }
    /// What apps' windows leave free at the screen's edges: the status bar's height at the top
    /// once the shell runs (an app's navigation bar would be under it otherwise).
    public var appInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
        didSet { layOutAppWindows() }
    }
    /// Called after the foreground app changed (nil: the home screen).
    public var foregroundDidChange: (() -> Void)?

    /// Whether `registerSettings()` reads and saves the settings file (default true);
    /// `tactile debug-accessibility` runs on the defaults unless given `--settings`.
    public var readsSettingsFile = true
    /// The device's settings file, once `registerSettings()` read it.
    public internal(set) var settings: SystemSettings?
    /// The home screen, status bar, app strip and system gestures, once `startShell()` made them.
    var shell: LauncherShell?
    private var activations = 0
    /// Running apps in the order they were launched: 3-finger swipes cycle through it.
    public private(set) var launchOrder: [HostedApp] = []
    private let startTime: Instant

    /// A launcher on `session`, its main window becoming the home screen (behind the apps).
    @export(interface)
    public init(session: ScreenSession) {
        self.session = session
        host = session.host
        startTime = session.now
        session.window.windowLevel = .home
    }

    /// The running applications, most recently used first.
    public var openApps: [HostedApp] {
        apps.filter { $0.isRunning }.sorted { $0.lastActivation > $1.lastActivation }
    }

    /// Registers an application: it shows on the home screen and can be launched.
    @discardableResult
    @export(interface)
    public func register(_ registration: AppRegistration) -> HostedApp {
        let app = HostedApp(registration: registration, launcher: self)
        apps.append(app)
        return app
    }

    /// The registered app of that name (the first, if several share it).
    public func app(named name: String) -> HostedApp? {
        apps.first { $0.name == name }
    }

    // MARK: Opening and leaving

    /// Brings `app` to the screen: launches it if it is not running, else resumes it from the
    /// background. The app on screen before goes to the background. `animated`: zooms from the
    /// app's icon (from the home screen) or appears at once (from another app).
    public func open(_ app: HostedApp, animated: Bool = true) {
        guard app !== foregroundApp else { return }
        let fromHome = foregroundApp == nil
        if let current = foregroundApp { sendToBackground(current) }
        bringToForeground(app)
        if animated && fromHome {
            zoom(app.window, from: zoomRect(for: app))
        }
        enforceMemoryBudget()
    }

    /// Returns to the home screen: the app on screen goes to the background, zooming into its
    /// icon when `animated`.
    public func goHome(animated: Bool = true) {
        guard let app = foregroundApp else { return }
        let window: Window = app.window
        sendToBackgroundKeepingWindow(app)
        session.window.makeKey()
        if animated {
            zoom(window, into: zoomRect(for: app)) { [owner = Unowned(self)] in
                // Unless the app came back during the zoom.
                if app.state == .background { owner.object.takeOffScreen(app) }
            }
        } else {
            takeOffScreen(app)
        }
        foregroundDidChange?()
        enforceMemoryBudget()
    }

    /// Terminates `app`: it hears `onTerminate`, its window and state are dropped and it is no
    /// longer open. Terminating the app on screen shows the home screen.
    public func terminate(_ app: HostedApp) {
        guard app.isRunning else { return }
        if app === foregroundApp {
            foregroundApp = nil
            session.window.makeKey()
            foregroundDidChange?()
        }
        app.onTerminate?()
        // Its views go: their animations stop where they are (completions told they did not finish).
        app.window?.removeAnimationsInSubtree(on: session.animator)
        app.dropEverything()
        app.state = .notRunning
        launchOrder.removeAll { $0 === app }
        logApp(app, "terminated")
    }

    /// The open app after (`offset` 1) or before (−1) the one on screen in launch order, wrapping
    /// round; nil when fewer than two apps are open or none is on screen.
    public func neighbour(offset: Int) -> HostedApp? {
        guard let current = foregroundApp, launchOrder.count > 1,
            let index = launchOrder.firstIndex(where: { $0 === current })
        else { return nil }
        let count = launchOrder.count
        return launchOrder[((index + offset) % count + count) % count]
    }

    // MARK: Memory

    /// Tells the apps memory is short (background apps first, least recently used first, then
    /// the foreground app), then terminates least recently used background apps while memory is
    /// above the budget. Called after launches and when apps leave the screen; call it when the
    /// device reports pressure.
    public func handleLowMemory() {
        let background = openApps.filter { $0.state == .background }.reversed()
        for app in background {
            logApp(app, "low memory")
            app.onLowMemory?()
        }
        if let app = foregroundApp {
            logApp(app, "low memory")
            app.onLowMemory?()
        }
        guard let budget = memoryBudget else { return }
        for app in background where memoryInUse() > budget {
            terminate(app)
        }
    }

    private func enforceMemoryBudget() {
        guard let budget = memoryBudget, memoryInUse() > budget else { return }
        handleLowMemory()
    }

    // MARK: Steps of a life

    func bringToForeground(_ app: HostedApp) {
        activations += 1
        app.lastActivation = activations
        foregroundApp = app
        if app.state == .notRunning {
            app.makeWindow(on: session.screen, frame: appFrame)
            app.state = .foreground
            launchOrder.append(app)
            logApp(app, "launched")
            app.registration.launch(app)
            logApp(app, "foreground")
        } else {
            app.state = .foreground
            logApp(app, "foreground")
            app.resumeTimers()
            app.onEnterForeground?()
        }
        let window: Window = app.window
        session.animator.performWithoutAnimation {
            window.transform = .identity
            window.alpha = 1
        }
        window.makeKeyAndVisible()
        foregroundDidChange?()
    }

    func sendToBackground(_ app: HostedApp) {
        sendToBackgroundKeepingWindow(app)
        if app.state == .background { takeOffScreen(app) }
    }

    /// The app's life goes to the background while its window stays on screen for a transition
    /// (the caller takes it off with `takeOffScreen(_:)` when the transition ends).
    func sendToBackgroundKeepingWindow(_ app: HostedApp) {
        guard app.state == .foreground else { return }
        if foregroundApp === app { foregroundApp = nil }
        app.state = .background
        logApp(app, "background")
        app.onEnterBackground?()
        app.suspendTimers()
    }

    /// The window leaves the screen, its animations end and its transform is reset for its return.
    func takeOffScreen(_ app: HostedApp) {
        guard let window = app.window else { return }
        app.endAnimations(using: session.animator)
        session.animator.performWithoutAnimation {
            window.transform = .identity
            window.alpha = 1
        }
        window.removeFromScreen()
    }

    // MARK: Zooms

    /// The icon's frame, or a small square at the centre of the screen.
    func zoomRect(for app: HostedApp) -> Rect {
        if let rect = iconFrame?(app), rect.width > 0, rect.height > 0 { return rect }
        let size = session.screen.size
        return Rect(x: size.width / 2 - 30, y: size.height / 2 - 30, width: 60, height: 60)
    }

    /// The transform that shows an app's window (at `appFrame`) in `rect` (its centre there,
    /// scaled uniformly to cover it).
    func transform(showingScreenIn rect: Rect) -> AffineTransform {
        let frame = appFrame
        let scale = max(rect.width / frame.width, rect.height / frame.height)
        return AffineTransform(scaleX: scale, y: scale)
            .concatenating(AffineTransform(translationX: rect.midX - frame.midX, y: rect.midY - frame.midY))
    }

    /// Gives every running app's window the `appFrame` (the insets or the screen changed).
    func layOutAppWindows() {
        let frame = appFrame
        session.animator.performWithoutAnimation {
            for app in apps where app.isRunning {
                app.window?.bounds.size = frame.size
                app.window?.center = frame.center
            }
        }
    }

    private func zoom(_ window: Window, from rect: Rect) {
        let animator = session.animator
        animator.performWithoutAnimation {
            window.transform = transform(showingScreenIn: rect)
            window.alpha = 0
        }
        animator.animate(
            withDuration: zoomDuration, curve: .easeOut,
            changes: {
                window.transform = .identity
                window.alpha = 1
            })
    }

    func zoom(_ window: Window, into rect: Rect, completion: @escaping () -> Void) {
        session.animator.animate(
            withDuration: zoomDuration, curve: .easeIn,
            changes: {
                window.transform = transform(showingScreenIn: rect)
                window.alpha = 0
            }, completion: { _ in completion() })
    }

    // MARK: Log

    func logApp(_ app: HostedApp, _ event: String) {
        logLine("app \(app.name): \(event)")
    }

    /// Writes a `--log-apps` line with the time since the launcher started, in seconds.
    func logLine(_ text: String) {
        guard let log else { return }
        let elapsed = session.now - startTime
        log("\(Self.seconds(elapsed)) \(text)")
    }

    /// "12.345": seconds with three decimals.
    static func seconds(_ interval: Interval) -> String {
        let milliseconds = max(0, interval.nanoseconds / 1_000_000)
        let fraction = milliseconds % 1000
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(milliseconds / 1000).\(padded)"
    }
}
