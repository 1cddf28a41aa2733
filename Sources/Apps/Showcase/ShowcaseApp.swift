import TactileCore

/// The toolkit's demo as an app ("Showcase"): the scene of `DemoContent` (views and animation,
/// and from its buttons the gestures, lists and scrolling and controls pages) in a window. It
/// depends on Tactile only; the device program registers it with its launcher
/// (Sources/Apps/BundledApps/BundledApps.swift).
public enum ShowcaseApp {
    /// The name under its icon.
    public static let name = "Showcase"
    /// The app's icon: the asset `showcase-icon`, else the demo's own picture.
    @export(interface)
    public static func icon(resources: ShowcaseResources) -> Bitmap? {
        Bitmap.named("showcase-icon") ?? resources.icon
    }

    /// Builds the scene in `window` and plays its start animation; returns what keeps the scene
    /// alive while the app runs.
    @export(interface)
    public static func start(in window: Window, resources: ShowcaseResources) -> AnyObject {
        let content = DemoContent(window: window, resources: resources)
        if let animator = window.screen?.animator { content.startAnimations(animator: animator) }
        return content
    }
}
