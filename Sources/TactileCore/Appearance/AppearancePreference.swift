import TactileSystem

/// The system appearance a device is set to (`appearance = …` in the settings file,
/// `--appearance`): light, dark, or by the time of day. `ScreenSession.appearance` applies it to
/// the screen's `userInterfaceStyle`.
public enum AppearancePreference: Sendable {
    /// Always light.
    case light
    /// Always dark.
    case dark
    /// Dark from 19:00 to 07:00 by the local wall clock, light the rest of the day.
    case automatic

    /// The preference named `text` ("light", "dark" or "automatic"), nil for anything else.
    public init?(text: String) {
        switch text {
        case "light": self = .light
        case "dark": self = .dark
        case "automatic": self = .automatic
        default: return nil
        }
    }

    /// The preference's name, as the settings file and the command line spell it.
    public var text: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .automatic: "automatic"
        }
    }

    /// The hour (local time) `automatic` turns dark.
    public static let darkFromHour = 19
    /// The hour (local time) `automatic` turns light again.
    public static let lightFromHour = 7

    /// The style at the local time `time`.
    public func style(at time: WallTime) -> UserInterfaceStyle {
        switch self {
        case .light: .light
        case .dark: .dark
        case .automatic: time.hour >= Self.darkFromHour || time.hour < Self.lightFromHour ? .dark : .light
        }
    }

    /// How long from `time` until `automatic` changes style next (at 07:00 or 19:00), at least
    /// 1 ms; nil for the fixed preferences.
    public func intervalToNextChange(from time: WallTime) -> Interval? {
        guard self == .automatic else { return nil }
        let day: Int64 = 86_400_000_000_000
        let second = Int64(min(max(time.second, 0), 59))
        let now =
            (Int64(min(max(time.hour, 0), 23)) * 3600 + Int64(min(max(time.minute, 0), 59)) * 60 + second)
            * 1_000_000_000 + Int64(min(max(time.nanosecond, 0), 999_999_999))
        var best = day
        for hour in [Self.lightFromHour, Self.darkFromHour] {
            var until = Int64(hour) * 3_600_000_000_000 - now
            if until <= 0 { until += day }
            best = min(best, until)
        }
        return Interval(nanoseconds: max(best, 1_000_000))
    }
}
