/// The runtime's version, shown by the Settings app's About page.
///
/// A type named after the module (`Tactile.version`) would hide the module's name, so that
/// qualified names such as `TactileCore.GridView` stop resolving; hence this name.
public enum TactileVersion {
    /// The version as text, "MAJOR.MINOR".
    public static let string = "0.16"
}
