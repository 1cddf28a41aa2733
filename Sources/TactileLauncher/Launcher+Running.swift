import TactileCore
import TactileImages
import TactilePlatform
import TactileRaster
import TactileSystem

extension Launcher {
    /// The launcher's own command-line options, to pass to `Application(options:)`
    /// (with the program's): `--settings PATH`, `--log-apps`, `--open NAME`, `--time HH:MM`, `--date YYYY-MM-DD`.
    public static let options: [ApplicationOption] = [
        .value(
            "--settings", "PATH", environment: "TACTILE_SETTINGS",
            help: "the settings file (default $HOME/.config/tactile/settings.conf, else /var/lib/tactile/settings.conf)"),
        .flag("--log-apps", help: "print one line per application lifecycle event and system gesture"),
        .value("--open", "NAME", help: "open this application at start instead of showing the home screen"),
        .value("--time", "HH:MM", help: "show this time in the status bar instead of the clock's (screenshots)"),
        .value("--date", "YYYY-MM-DD", help: "today's date for the apps (the Calendar) instead of the clock's (screenshots, tests)")
    ]

    /// Makes the home screen (with every registered app), the status bar, the app strip, the
    /// system gestures and the home key's actions, once; reads the launcher's options
    /// (`Launcher.options`) from the application's command line. `wallpaper`: the home screen's
    /// picture (nil: a plain colour).
    @export(interface)
    public func startShell(wallpaper: Bitmap? = nil) {
        guard shell == nil else { return }
        var fixedTime: (hour: Int, minute: Int)?
        if let text = session.value(of: "--time") {
            fixedTime = Self.parseTime(text)
            if fixedTime == nil { Console.error("--time must be HH:MM (00:00 to 23:59), not \(text): showing the clock") }
        }
        if session.isSet("--log-apps") {
            log = { line in Console.info(line) }
        }
        let shell = LauncherShell(launcher: self, wallpaper: wallpaper, fixedTime: fixedTime)
        self.shell = shell
        shell.reloadHomeScreen()
        session.wallClock = makeAppWallClock()
        applyAllSettings()
        if let name = session.value(of: "--open") {
            if let app = app(named: name) {
                open(app, animated: false)
            } else {
                Console.error("--open: no application named \(name); showing the home screen")
            }
        }
    }

    /// Starts the shell (`startShell(wallpaper:)`) if it is not running and runs the
    /// application until it ends.
    @export(interface)
    public func run(wallpaper: Bitmap? = nil) -> Never {
        startShell(wallpaper: wallpaper)
        session.run()
    }

    /// The time of day for the apps: `--time HH:MM` as the time when asked first, going on with
    /// the application's clock (virtual in a headless screenshot), else the system's.
    public func makeAppWallClock() -> WallClock {
        guard let text = session.value(of: "--time"), let fixed = Self.parseTime(text) else { return .system() }
        let clock = session.clock, start = clock.now()
        return WallClock {
            let elapsed = (clock.now() - start).nanoseconds
            let total = Int64(fixed.hour * 3600 + fixed.minute * 60) * 1_000_000_000 + elapsed
            let seconds = Int(total / 1_000_000_000) % 86_400
            return WallTime(
                hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60,
                nanosecond: Int(total % 1_000_000_000))
        }
    }

    /// Today's date for the apps: `--date`, else the clock's (read when asked).
    public var today: CivilDate {
        if let text = session.value(of: "--date") {
            if let date = CivilDate(text: text) { return date }
            Console.error("--date must be an existing day YYYY-MM-DD, not \(text): using the clock's")
        }
        return CivilDate.today()
    }

    /// A file named `name` in the settings file's directory (apps' data: the Calendar's events).
    public func fileBesideSettings(_ name: String) -> String {
        let directory = FileBytes.directoryName(of: settingsPath)
        return directory == "." ? name : directory + "/" + name
    }

    /// Whether the touch rings show under every finger (Settings: Touch).
    public var showsTouches: Bool {
        get { shell?.touchRings.isEnabled ?? false }
        set { shell?.touchRings.isEnabled = newValue }
    }

    /// How the system gestures share the screen with the reader (Settings: Accessibility): with
    /// the reader on (any mode but off) swipes take four fingers; in containers mode, where
    /// four-finger flicks are the reader's, they must also begin at the bottom edge
    /// (`SystemGestureStage.requiresBottomEdge`). Set with the application's
    /// `accessibilityMode` by the settings.
    public var accessibilityMode: AccessibilityMode {
        get { shell.map { $0.gestures.accessibilityMode ? ($0.gestures.requiresBottomEdge ? .containers : .alert) : .off } ?? .off }
        set {
            shell?.gestures.accessibilityMode = newValue != .off
            shell?.gestures.requiresBottomEdge = newValue == .containers
        }
    }

    /// Shows the app strip (as a 3-finger swipe up does).
    public func showAppStrip() { shell?.showStrip() }

    /// Hides the app strip, back to the app on screen.
    public func hideAppStrip() { shell?.hideStrip(returningTo: foregroundApp) }

    /// "HH:MM" as hour and minute; nil unless both are in range.
    static func parseTime(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }
}
