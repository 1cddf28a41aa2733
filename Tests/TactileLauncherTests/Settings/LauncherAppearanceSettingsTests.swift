import Foundation
import TactileRaster
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore
@testable import TactileLauncher

/// The settings file's appearance and accent reach the screen at start; `--appearance` wins over
/// the file; an app setting the system appearance (the Showcase's control) is kept in the file.
@Suite(.serialized) struct LauncherAppearanceSettingsTests {
    static func launcher(settings text: String, appearance: AppearancePreference? = nil) throws -> (Application, Launcher, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-appearance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("settings.conf").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var options = RuntimeOptions()
        options.display = .headless
        options.appearance = appearance
        options.applicationValues["--settings"] = path
        options.applicationValues["--time"] = "12:00"
        let application = try Application(runtimeOptions: options)
        let launcher = Launcher(session: application.session)
        launcher.registerSettings()
        launcher.startShell()
        return (application, launcher, path)
    }

    @Test func theFilesAppearanceAndAccentApplyAtStart() throws {
        let (application, launcher, _) = try Self.launcher(settings: "appearance = dark\naccent = orange\n")
        defer { application.animator.removeAllAnimations() }
        #expect(application.screen.userInterfaceStyle == .dark)
        #expect(application.screen.tintColor == .systemOrange)
        #expect(application.window.tintColor == Color.systemOrange.darkVariant)
        withExtendedLifetime(launcher) {}
    }

    @Test func theCommandLineWinsAndAnAppsChangeIsKept() throws {
        let (application, launcher, path) = try Self.launcher(settings: "appearance = dark\n", appearance: .light)
        defer { application.animator.removeAllAnimations() }
        #expect(application.screen.userInterfaceStyle == .light)
        // The Settings app shows the appearance in effect, not the file's.
        let settingsApp = try #require(launcher.app(named: Launcher.settingsAppName))
        launcher.open(settingsApp, animated: false)
        let settings = try #require(settingsApp.content as? SettingsViewController)
        let display = settings.openPage("Display", animated: false)
        display.loadViewIfNeeded()
        let row = try #require(display.rows.first { $0.title == "Appearance" })
        #expect((row.accessory as? SegmentedControl)?.selectedSegmentIndex == 0)
        application.session.appearance = .automatic
        // 12:00 by --time: light, and the file says automatic now.
        #expect(application.screen.userInterfaceStyle == .light)
        #expect(SystemSettings(path: path).appearance == .automatic)
        withExtendedLifetime(launcher) {}
    }
}
