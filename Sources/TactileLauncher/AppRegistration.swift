import TactileCore
import TactileImages
import TactileRaster

/// What the launcher needs to know about an application before it runs: its name, its icon and
/// how to build it. Register it with `Launcher.register(_:)`.
///
/// ```swift
/// launcher.register(AppRegistration(name: "Notes", icon: Bitmap.named("images/notes.png")) { app in
///     let label = Label(frame: Rect(x: 20, y: 60, width: 300, height: 40))
///     label.text = "Hello"
///     app.window.addSubview(label)
/// })
/// ```
public struct AppRegistration {
    /// The name under the icon, in the app strip and in `--log-apps` lines.
    public var name: String
    /// The icon (a square PNG looks best; nil draws a placeholder with the name's first letter).
    public var icon: Bitmap?
    /// Whether the app has an icon on the home screen's dock rather than its pages.
    public var isInDock: Bool
    /// Builds the application when it launches: its views go into `app.window` (or
    /// `app.window.rootViewController`), and it may set `app`'s lifecycle callbacks.
    public var launch: (HostedApp) -> Void

    /// A registration of the app called `name`, on the home screen's pages unless `isInDock`.
    public init(name: String, icon: Bitmap?, isInDock: Bool = false, launch: @escaping (HostedApp) -> Void) {
        self.name = name
        self.icon = icon
        self.isInDock = isInDock
        self.launch = launch
    }
}
