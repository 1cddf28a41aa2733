import TactileCore
import TactilePlatform
import TactileSystem

/// Why an application did not start: reported to the program, which prints `message` (on
/// standard output for `--help`, else standard error) and ends with `exitStatus`.
public enum ApplicationError: Error, Equatable {
    /// A wrong option or environment variable (`message` has the usage).
    case options(OptionsError)
    /// The display asked for could not be opened.
    case display(String)
    /// The run loop could not be set up.
    case runLoop(RunLoopError)

    /// What to print.
    public var message: String {
        switch self {
        case .options(let error): return error.message
        case .display(let message): return message
        case .runLoop(let error): return error.message
        }
    }

    /// Whether this is `--help` or `-h`: the usage, asked for, on standard output.
    public var isHelp: Bool {
        if case .options(let error) = self { return error.isHelp }
        return false
    }

    /// The status the program ends with: 0 for `--help`, 2 for a wrong option, 1 otherwise.
    public var exitStatus: Int32 {
        if case .options(let error) = self { return error.isHelp ? 0 : 2 }
        return 1
    }

    /// Prints the message where it belongs (`Console.info` for help, `Console.error` else).
    public func report() {
        if isHelp { Console.info(message) } else { Console.error(message) }
    }
}
