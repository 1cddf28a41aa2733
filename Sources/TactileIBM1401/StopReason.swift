/// Why the machine stopped, with SimH i1401's message for it (docs/ibm1401.md, "Stops").
public enum StopReason: Error, Equatable, Sendable {
    /// A halt instruction (H); the program ended as it meant to.
    case halt
    /// A read found no card in the hopper.
    case readerEmpty
    /// An operation code the machine does not have.
    case unimplementedInstruction
    /// The character at the instruction address has no word mark.
    case noWordMark
    /// An instruction needed its A address and it is not one.
    case invalidAAddress
    /// An instruction needed its B address and it is not one.
    case invalidBAddress
    /// A taken branch to an address that is not one.
    case invalidBranchAddress
    /// An I/O instruction's modifier is not one it takes.
    case invalidModifier
    /// A carriage skip to a channel the carriage tape has no punch in.
    case unpunchedChannel
    /// An address register counted below 000 or past the last position.
    case addressWrap
    /// A move to or from an I/O device the machine does not have (%xx).
    case nonexistentDevice
    /// A punch instruction: this machine has no card punch attached.
    case unitNotAttached
    /// The instruction limit of the run was reached.
    case instructionLimit

    /// SimH's message ("HALT instruction", "Card reader empty", ...; its spelling of "modifer").
    public var message: String {
        switch self {
        case .halt: "HALT instruction"
        case .readerEmpty: "Card reader empty"
        case .unimplementedInstruction: "Unimplemented instruction"
        case .noWordMark: "No WM at instruction start"
        case .invalidAAddress: "Invalid A address"
        case .invalidBAddress: "Invalid B address"
        case .invalidBranchAddress: "Invalid branch address"
        case .invalidModifier: "Invalid modifer"
        case .unpunchedChannel: "Skip to unpunched CCT channel"
        case .addressWrap: "Address register wrap"
        case .nonexistentDevice: "Non-existent device"
        case .unitNotAttached: "Unit not attached"
        case .instructionLimit: "Instruction limit reached"
        }
    }
}
