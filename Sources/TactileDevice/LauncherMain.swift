import Images
import Platform
import Tactile

/// The device program without a command: the launcher with its apps (Showcase and Settings) on
/// the 800 × 480 design grid scaled to the display, with the demo's own options (`--wallpaper`,
/// `--font`) and the launcher's (`--log-apps`, `--open`, `--time`) besides the runtime's.
enum LauncherMain {
    static let options: [ApplicationOption] = [
        .value("--wallpaper", "FILE.png", help: "a PNG shown behind the home screen and the demo instead of the built-in one"),
        .value("--font", "FILE", help: "a TrueType/OpenType font for the demo's text instead of DejaVu Sans"),
    ] + Launcher.options

    static func run() -> Never {
        let application = Application(options: options, designSize: DemoContent.designSize)
        let (launcher, wallpaper) = makeLauncher(for: application)
        launcher.run(wallpaper: wallpaper)
    }

    /// The launcher with the device program's apps registered, and the wallpaper to start its
    /// shell with (`tactile soak` runs the same).
    static func makeLauncher(for application: Application) -> (launcher: Launcher, wallpaper: Bitmap?) {
        let resources = DemoResources(wallpaperPath: application.value(of: "--wallpaper"),
                                      fontPath: application.value(of: "--font"), scale: application.screen.scale)
        let launcher = Launcher(application: application)
        launcher.register(ShowcaseApp.registration(resources: resources))
        launcher.registerSettings()
        return (launcher, resources.wallpaper)
    }
}
