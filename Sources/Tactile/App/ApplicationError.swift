import Platform

/// Why an application could not start.
public enum ApplicationError: Error, Equatable {
    /// The display asked for could not be opened.
    case display(String)
    /// The run loop could not be set up.
    case runLoop(RunLoopError)

    /// One line for the person running the program.
    public var message: String {
        switch self {
        case .display(let message): return message
        case .runLoop(let error): return error.message
        }
    }
}
