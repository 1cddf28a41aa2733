import TactileCore
import TactileRaster

/// The device's accent colour (`accent = …` in the settings file, the Settings app's Accent
/// row): the tint of every control and text button of every app that sets none of its own
/// (`Screen.tintColor`).
public enum AccentColor: String, CaseIterable, Sendable {
    /// `Color.systemBlue`, the default.
    case blue
    /// `Color.systemPurple`.
    case purple
    /// `Color.systemPink`.
    case pink
    /// `Color.systemOrange`.
    case orange

    /// The dynamic system colour it names.
    public var color: Color {
        switch self {
        case .blue: .systemBlue
        case .purple: .systemPurple
        case .pink: .systemPink
        case .orange: .systemOrange
        }
    }

    /// Its name in the Settings app: "Blue", "Purple"…
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
