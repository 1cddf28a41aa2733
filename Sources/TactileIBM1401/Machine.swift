/// An IBM 1401 with 16 000 positions and every special feature (index registers, store address
/// register, multiply/divide, edit, high-low-equal compare, bit test), executing as SimH's i1401
/// 3.8 does (docs/ibm1401.md): the same card deck prints the same lines and stops the same way.
///
/// It runs instruction by instruction (`step()`), so a caller decides how much to run between
/// frames; nothing here waits or allocates per instruction but the printer's output.
public struct Machine {
    /// Storage: six BCD bits and a word mark per position (`BCD`).
    public var storage: [UInt8]
    /// The instruction address register: where the next instruction starts.
    public internal(set) var instructionAddress = 0
    /// The A-address register (may carry `Address.invalid`).
    public internal(set) var aAddress = 0
    /// The B-address register (may carry `Address.invalid`).
    public internal(set) var bAddress = 0
    /// The last instruction's op code (BCD).
    public internal(set) var operation: UInt8 = 0
    /// The last instruction's length in characters.
    public internal(set) var instructionLength = 0
    /// The modifier character of the last instruction (the d character).
    public internal(set) var modifier: UInt8 = 0
    /// The indicators, indexed by the BCD code a branch tests them with (`Indicator`).
    public var indicators = [Bool](repeating: false, count: 64)
    /// Sense switch A: the last-card indicator works only while it is on.
    public var senseSwitchA = true
    /// The card reader's hopper.
    public var reader = CardReader()
    /// The printer and what it printed.
    public var printer = Printer()
    /// Instructions executed since the machine was made.
    public private(set) var instructionCount = 0
    /// Where a halt with an address (H aaa) goes when the machine is started again.
    var pendingHaltBranch: Int?

    /// A machine with blank storage (no word marks) and an empty reader.
    public init() {
        storage = [UInt8](repeating: 0, count: Address.size)
    }

    /// The 1401's LOAD, as SimH's `boot cdr`: indicators reset, positions 001-080 cleared,
    /// a read instruction at 000 reads the first card into 001-080 with a word mark at 001, and
    /// execution goes on at 001. Run the machine after it.
    public mutating func load() {
        for index in indicators.indices where !Indicator.isSenseSwitch(index) { indicators[index] = false }
        for position in 1...80 { storage[position] = 0 }
        storage[0] = BCD.wordMark | 0o01  // R
        storage[1] = BCD.wordMark | 0o45  // NOP, whose word mark stays under column 1
        aAddress = Address.invalid
        bAddress = Address.invalid
        modifier = 0
        pendingHaltBranch = nil
        instructionAddress = 0
    }

    /// Runs until a stop or `limit` instructions; returns why it stopped.
    public mutating func run(limit: Int) -> StopReason {
        var executed = 0
        while executed < limit {
            if let stop = step() { return stop }
            executed += 1
        }
        return .instructionLimit
    }

    /// Executes one instruction. Returns why the machine stopped, if it did: then
    /// `instructionAddress` is the stopped instruction's (the next one's after a halt), as
    /// SimH shows it.
    public mutating func step() -> StopReason? {
        if let target = pendingHaltBranch {
            pendingHaltBranch = nil
            bAddress = instructionAddress
            instructionAddress = target
        }
        let start = instructionAddress
        instructionCount += 1
        do throws(StopReason) {
            try execute()
            return nil
        } catch {
            if error != .halt { instructionAddress = start }
            return error
        }
    }
}
