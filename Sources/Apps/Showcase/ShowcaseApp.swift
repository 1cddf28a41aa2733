import TactileCore

/// The toolkit's demo as an app ("Showcase"): a navigation stack whose first screen
/// (`ShowcaseController`) shows the scene of `DemoContent` (views, animation, gestures) and
/// pushes the controls and the scrolling pages from its bar. It depends on Tactile only; the
/// device program registers it with its launcher (Sources/Apps/BundledApps/BundledApps.swift).
public enum ShowcaseApp {
    /// The name under its icon.
    public static let name = "Showcase"
    /// The app's icon: the asset `showcase-icon`, else the demo's own picture.
    @export(interface)
    public static func icon(resources: ShowcaseResources) -> Bitmap? {
        Bitmap.named("showcase-icon") ?? resources.icon
    }

    /// Builds the app in `window` and plays the scene's start animation; returns what keeps it
    /// alive while the app runs.
    @export(interface)
    public static func start(in window: Window, resources: ShowcaseResources) -> AnyObject {
        let controller = ShowcaseController(resources: resources)
        let navigation = NavigationController(rootViewController: controller)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        if let content = controller.scene, let animator = window.screen?.animator {
            content.startAnimations(animator: animator)
        }
        return navigation
    }
}
