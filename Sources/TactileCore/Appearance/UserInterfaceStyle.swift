/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`). A screen has one
/// (`Screen.userInterfaceStyle`); any view can override it for its subtree
/// (`View.overrideUserInterfaceStyle`), and dynamic colours (`Color.label`, …) show their value
/// for the style in effect where they are.
public enum UserInterfaceStyle: Sendable {
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark
}
