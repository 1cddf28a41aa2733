import Tactile
import TactileCalendar
import TactileClock
import TactileCore
import TactileIBM1401App
import TactileLauncher
import TactilePhotos
import TactileShowcase
import TactileSpeech
import TactileSystem

/// The apps the device program ships, registered with a launcher: the one list `tactile` (the
/// device program) and `tactile-soak` (its host-only soak) start from. A new bundled app is a
/// target under Sources/Apps/ that depends on Tactile only, added here and to this target's
/// dependencies in Package.swift.
public enum BundledApps {
    /// The program's options: the wallpaper's and the Showcase's font, then the launcher's
    /// (`Launcher.options`).
    public static let options: [ApplicationOption] =
        [
            .value("--wallpaper", "FILE.png", help: "a PNG shown behind the home screen and the demo instead of the built-in one"),
            .value("--font", "FILE", help: "a TrueType/OpenType font for the demo's text instead of DejaVu Sans"),
            .value(
                "--calendar", "FILE",
                help: "the Calendar's events, one per line `YYYY-MM-DD HH:MM title` (default calendar.txt beside the settings file)"),
            .value("--deck", "FILE", help: "the card deck the IBM 1401 loads when it starts (default its powers of two)"),
            .value("--photos", "DIR", help: "the folder of PNG pictures the Photos app shows (default the assets' pictures)"),
            .value(
                "--audio", "DEVICE", environment: "TACTILE_AUDIO",
                help: "the ALSA device the screen reader speaks through (default: ALSA's default, else card 0)")
        ] + Launcher.options

    /// A launcher with every bundled app and the Settings app registered, and the wallpaper to
    /// start its shell with. `readingSettings` false: the settings' defaults, nothing read or
    /// saved (`Launcher.readsSettingsFile`).
    @export(interface)
    public static func makeLauncher(
        for application: Application,
        readingSettings: Bool = true
    ) -> (launcher: Launcher, wallpaper: Bitmap?) {
        let resources = ShowcaseResources(
            wallpaperPath: application.value(of: "--wallpaper"),
            fontPath: application.value(of: "--font"),
            scale: application.screen.scale)
        let launcher = Launcher(session: application.session)
        launcher.readsSettingsFile = readingSettings
        launcher.register(
            AppRegistration(name: ShowcaseApp.name, icon: ShowcaseApp.icon(resources: resources)) { app in
                app.content = ShowcaseApp.start(in: app.window, resources: resources)
            })
        let eventsPath = application.value(of: "--calendar") ?? launcher.fileBesideSettings("calendar.txt")
        launcher.register(
            AppRegistration(name: CalendarApp.name, icon: Bitmap.named("calendar-icon")) { [launcher = Unowned(launcher)] app in
                app.content = CalendarApp.start(in: app.window, today: launcher.object.today, eventsPath: eventsPath)
            })
        launcher.register(
            AppRegistration(name: IBM1401App.name, icon: Bitmap.named("ibm1401-icon")) { app in
                let console = IBM1401App.start(in: app.window, deckPath: application.value(of: "--deck"))
                app.content = console
                app.onEnterBackground = Unowned(console).callback { console in console.enterBackground() }
                app.onEnterForeground = Unowned(console).callback { console in console.enterForeground() }
            })
        launcher.register(
            AppRegistration(name: ClockApp.name, icon: Bitmap.named("clock-icon")) { [launcher = Unowned(launcher)] app in
                let clock = ClockApp.start(
                    in: app.window, wallClock: launcher.object.makeAppWallClock(),
                    utcOffset: WallClock.systemUTCOffset())
                clock.onAlarm = Unowned(application).callback { application in application.session.playAlarm(device: application.value(of: "--audio"))
                }
                app.content = clock
                app.onEnterBackground = Unowned(clock).callback { clock in clock.enterBackground() }
                app.onEnterForeground = Unowned(clock).callback { clock in clock.enterForeground() }
            })
        launcher.register(
            AppRegistration(name: PhotosApp.name, icon: Bitmap.named("photos-icon")) { app in
                app.content = PhotosApp.start(in: app.window, directory: application.value(of: "--photos"))
            })
        launcher.registerSettings()
        return (launcher, resources.wallpaper)
    }

    /// Gives `runtimeOptions` the settings file's `scale` (`--settings`, else the launcher's
    /// default file) unless `--scale` gave one: the program, and the commands that run it
    /// (`debug-accessibility`, `accessibility-audit`), lay out at the same scale.
    public static func applySettingsScale(to runtimeOptions: inout RuntimeOptions) {
        guard runtimeOptions.scale == nil else { return }
        let path = Launcher.settingsPath(
            given: runtimeOptions.applicationValues["--settings"], home: ProcessEnvironment.value(of: "HOME"))
        runtimeOptions.scale = SystemSettings.scale(inFileAt: path)
    }

    /// Runs the launcher with the bundled apps on the display `arguments` choose until it is
    /// stopped; returns the program's exit status (after printing why, when it cannot start).
    @export(interface)
    public static func run(arguments: [String]) -> Int32 {
        let application: Application
        do throws(ApplicationError) {
            var runtimeOptions: RuntimeOptions
            do throws(OptionsError) {
                runtimeOptions = try RuntimeOptions(arguments: arguments, applicationOptions: options)
            } catch {
                throw .options(error)
            }
            applySettingsScale(to: &runtimeOptions)
            application = try Application(runtimeOptions: runtimeOptions)
        } catch {
            error.report()
            return error.exitStatus
        }
        let (launcher, wallpaper) = makeLauncher(for: application)
        launcher.startShell(wallpaper: wallpaper)
        application.session.speaksThroughSoundCard(device: application.value(of: "--audio"))
        return application.runUntilStopped()
    }
}
