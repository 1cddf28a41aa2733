import Images
import Tactile

/// The demo as the launcher's "Showcase" app: the scene of `DemoContent` (views and animation,
/// and from its buttons the gestures, lists and scrolling and controls pages) in the app's window.
enum ShowcaseApp {
    static let name = "Showcase"

    /// The registration: the scene is built at launch and its start animation plays each time the
    /// app launches.
    static func registration(resources: DemoResources) -> AppRegistration {
        AppRegistration(name: name, icon: Bitmap.named("showcase-icon") ?? resources.icon) { app in
            let content = DemoContent(window: app.window, resources: resources)
            app.content = content
            content.startAnimations(animator: app.window.screen?.animator ?? Animator.main)
        }
    }
}
