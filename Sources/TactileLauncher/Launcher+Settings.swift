import TactileCore
import TactileImages
import TactilePlatform
import TactileRaster
import TactileSystem

extension Launcher {
    /// Reads the settings file (`--settings`, `SystemSettings`) and registers the Settings app
    /// (`SettingsViewController`) under `Launcher.settingsAppName`, the app the 10-finger tap
    /// opens. The settings apply from `startShell()` on and each change applies live: the
    /// rotation turns the display, "Show touches" the rings, the accessibility mode the screen
    /// reader and the system gestures (brightness goes to the backlight from the Settings app
    /// itself). With `readsSettingsFile` false the defaults apply and nothing is saved.
    @discardableResult
    @export(interface)
    public func registerSettings() -> HostedApp {
        let settings =
            readsSettingsFile
            ? SystemSettings(path: settingsPath)
            : SystemSettings(values: SystemSettings.Values(), path: settingsPath)
        self.settings = settings
        let backlight = Backlight()
        settings.onChange = Unowned(self).callback { owner, key in owner.apply(key) }
        // An app may set the system appearance too (the Showcase's Light/Dark control): the
        // setting follows and is kept.
        session.onAppearanceChange = Unowned(self).callback { owner in owner.keepAppearance() }
        return register(
            AppRegistration(name: Self.settingsAppName, icon: Bitmap.named("settings-icon")) { [owner = Unowned(self)] app in
                let session = owner.object.session
                let controller = SettingsViewController(
                    settings: settings, backlight: backlight,
                    calibrationHost: session.host,
                    about: { SettingsAboutInformation.current(for: session) })
                controller.savesChanges = owner.object.readsSettingsFile
                app.window.rootViewController = controller
                app.content = controller
            })
    }

    /// The settings file: `--settings` (or TACTILE_SETTINGS), else
    /// `$HOME/.config/tactile/settings.conf` when HOME is an absolute path, else
    /// `/var/lib/tactile/settings.conf`.
    var settingsPath: String {
        Self.settingsPath(given: session.value(of: "--settings"), home: ProcessEnvironment.value(of: "HOME"))
    }

    /// The settings file for the `--settings` value `given` (nil when none was) and the HOME
    /// variable `home`.
    public static func settingsPath(given: String?, home: String?) -> String {
        if let given { return given }
        if let home, home.hasPrefix("/") { return home + "/.config/tactile/settings.conf" }
        return "/var/lib/tactile/settings.conf"
    }

    /// Applies every setting (at start). An accessibility mode given on the command line
    /// (`--accessibility`) wins over the file's.
    func applyAllSettings() {
        guard let settings else { return }
        for key in SystemSettings.Key.allCases where key != .brightness {
            if key == .accessibility, let given = session.host?.startupAccessibilityMode {
                applyAccessibilityMode(given)
                continue
            }
            if key == .appearance {
                session.setAppearance(session.host?.startupAppearance ?? settings.appearance, animated: false)
                continue
            }
            apply(key)
        }
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
            if !session.setRotation(settings.rotation) && settings.rotation != session.rotation {
                Console.error("rotation \(settings.rotation.degrees)°: this display cannot turn (a desktop window)")
            }
        case .scale:
            // Read before the screen is made (`SystemSettings.scale(inFileAt:)`).
            break
        case .showTouches:
            showsTouches = settings.showsTouches
        case .appearance:
            session.appearance = settings.appearance
        case .accent:
            session.screen.tintColor = settings.accent == .blue ? nil : settings.accent.color
        case .accessibility:
            applyAccessibilityMode(settings.accessibilityMode)
        case .accessibilityLoop, .accessibilityVerbosity, .accessibilityHints, .accessibilityCues, .largerTouchTargets,
            .speechRate, .speechVolume, .speechPitch, .speechVoice:
            session.screenReaderSettings = settings.screenReader
        case .brightness:
            break
        }
    }

    private func keepAppearance() {
        guard let settings, settings.appearance != session.appearance else { return }
        settings.appearance = session.appearance
        guard readsSettingsFile else { return }
        do throws(FileError) { try settings.save() } catch {
            Console.error("\(settings.path): \(error.message)")
        }
    }

    /// The reader's mode for the application, and the system gestures' finger counts with it.
    private func applyAccessibilityMode(_ mode: AccessibilityMode) {
        session.accessibilityMode = mode
        accessibilityMode = mode
    }
}
