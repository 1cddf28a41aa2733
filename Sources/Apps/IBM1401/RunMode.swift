/// How Start runs the machine (the console's mode switch, as in the talk).
enum RunMode: Int, CaseIterable {
    /// Instructions run until Stop, a halt or an error.
    case run
    /// Each press of Start executes one instruction.
    case singleCycle
    /// Instructions run until the next instruction's address is the one set on the wheels.
    case stopAtAddress

    /// The switch's short name, for a segment of a narrow control: "Cycle", "Address".
    var shortTitle: String {
        switch self {
        case .run: return "Run"
        case .singleCycle: return "Cycle"
        case .stopAtAddress: return "Address"
        }
    }

    var title: String {
        switch self {
        case .run: return "Run"
        case .singleCycle: return "Single Cycle"
        case .stopAtAddress: return "Address Stop"
        }
    }
}
