/// An option an application adds to the runtime's common ones, such as the demo's
/// `--wallpaper FILE.png`: parsed with them, listed in `--help`, read back with
/// `ScreenSession.value(of:)` or `ScreenSession.isSet(_:)` (the host's `Application` forwards both).
public struct ApplicationOption: Equatable, Sendable {
    /// The option as typed, with its dashes: "--wallpaper".
    public var name: String
    /// What its value is called in the usage ("FILE.png"), or nil for a flag without a value.
    public var valueName: String?
    /// One line for `--help`.
    public var help: String
    /// The environment variable that gives the value when the command line does not
    /// ("TACTILE_SETTINGS"), as the runtime's own options have; nil for none.
    public var environmentVariable: String?

    /// An option taking a value, from the command line or else from `environment`.
    public static func value(
        _ name: String, _ valueName: String, environment: String? = nil,
        help: String
    ) -> ApplicationOption {
        ApplicationOption(name: name, valueName: valueName, help: help, environmentVariable: environment)
    }

    /// A flag without a value.
    public static func flag(_ name: String, help: String) -> ApplicationOption {
        ApplicationOption(name: name, valueName: nil, help: help, environmentVariable: nil)
    }
}
