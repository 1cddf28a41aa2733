import TactileCore

/// A command line (or environment variable) the runtime cannot use, with a message for the
/// person who typed it; or a request for the usage text (`--help`).
public struct OptionsError: Error, Equatable {
    /// What is wrong, or the usage for `--help`.
    public let message: String
    /// Whether this is the usage asked for with `--help` (the program then exits with status 0).
    public let isHelp: Bool

    /// An error saying `message`, or with `isHelp` the usage text for `--help`.
    public init(message: String, isHelp: Bool = false) {
        self.message = message
        self.isHelp = isHelp
    }
}
