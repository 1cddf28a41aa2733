import Images
import Platform
import Raster
import System
import Tactile

extension Launcher {
    /// Reads the settings file (`--settings`, `SystemSettings`) and registers the Settings app
    /// (`SettingsViewController`) under `Launcher.settingsAppName`, the app the 10-finger tap
    /// opens. The settings apply from `startShell()` on and each change applies live: the
    /// rotation turns the display, "Show touches" the rings, the accessibility mode the system
    /// gestures' finger counts (brightness goes to the backlight from the Settings app itself).
    @discardableResult
    @export(interface)
    public func registerSettings() -> HostedApp {
        let settings = SystemSettings(path: settingsPath)
        self.settings = settings
        let backlight = Backlight()
        settings.onChange = { [unowned(unsafe) self] key in self.apply(key) }
        return register(AppRegistration(name: Self.settingsAppName, icon: Bitmap.named("settings-icon")) {
            [unowned(unsafe) self] app in
            let application = self.application
            let controller = SettingsViewController(settings: settings, backlight: backlight,
                                                    calibrationHost: application,
                                                    about: { SettingsAboutInformation.current(for: application) })
            app.window.rootViewController = controller
            app.content = controller
        })
    }

    /// The settings file: `--settings` (or TACTILE_SETTINGS), else
    /// `$HOME/.config/tactile/settings.conf` when HOME is an absolute path, else
    /// `/var/lib/tactile/settings.conf`.
    var settingsPath: String {
        Self.settingsPath(given: application.value(of: "--settings"), home: ProcessEnvironment.value(of: "HOME"))
    }

    /// The settings file for the `--settings` value `given` (nil when none was) and the HOME
    /// variable `home`.
    static func settingsPath(given: String?, home: String?) -> String {
        if let given { return given }
        if let home, home.hasPrefix("/") { return home + "/.config/tactile/settings.conf" }
        return "/var/lib/tactile/settings.conf"
    }

    /// Applies every setting (at start).
    func applyAllSettings() {
        guard let settings else { return }
        for key in SystemSettings.Key.allCases where key != .brightness { apply(key) }
        // The backlight keeps its own level until a settings file says otherwise.
        if settings.loadError == nil, FileBytes.isRegularFile(settings.path), let backlight = Backlight() {
            do throws(FileError) { try backlight.setBrightness(settings.brightness) } catch {
                Console.error("brightness: \(error.message)")
            }
        }
    }

    private func apply(_ key: SystemSettings.Key) {
        guard let settings else { return }
        switch key {
        case .rotation:
            if !application.setRotation(settings.rotation) && settings.rotation != application.rotation {
                Console.error("rotation \(settings.rotation.degrees)°: this display cannot turn (a desktop window)")
            }
        case .showTouches:
            showsTouches = settings.showsTouches
        case .accessibility:
            isAccessibilityModeOn = settings.isAccessibilityModeEnabled
        case .brightness:
            break
        }
    }
}
