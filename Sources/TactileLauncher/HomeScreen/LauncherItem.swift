import TactileCore
import TactileRaster

/// An application as the launcher shows it: on the home screen, in the dock and in the app
/// strip.
public struct LauncherItem {
    /// What identifies the application (unique among the items shown together).
    public var id: String
    /// The name shown under the icon.
    public var name: String
    /// The icon, drawn with rounded corners; nil for a placeholder: a coloured rounded square
    /// with the name's first letter.
    public var icon: Bitmap?

    /// An item for the application `id`, shown as `name` with `icon`.
    public init(id: String, name: String, icon: Bitmap? = nil) {
        self.id = id
        self.name = name
        self.icon = icon
    }
}
