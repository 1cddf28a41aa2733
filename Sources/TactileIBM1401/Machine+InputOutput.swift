/// The unit-record instructions: read (R), write (W), punch (P) and their combinations, select
/// stacker (SS), carriage control (CC) (docs/ibm1401.md, "Card reader", "Printer"). The machine
/// has a reader and a printer; a punch instruction stops it ("Unit not attached"), as SimH does
/// with no punch file attached.
extension Machine {
    mutating func inputOutput(_ op: UInt8, length: Int) throws(StopReason) {
        let branches = length == 4 || length == 5
        let checksModifier = length == 2 || length == 5 || length >= 8
        switch op {
        case Operation.read:
            if checksModifier && modifier != 0o63 { throw .invalidModifier }  // C: column binary
            let read = readCard()
            bAddress = 81
            if branches { try branch() }
            if !read { throw .readerEmpty }
        case Operation.write, Operation.writeRead:
            if checksModifier && modifier != 0o22 && modifier != 0o74 { throw .invalidModifier }  // S, )
            printLine(length: length)
            var read = true
            if op == Operation.writeRead { read = readCard() }
            bAddress = op == Operation.write ? 333 : 81
            if branches { try branch() }
            if !read { throw .readerEmpty }
        case Operation.punch, Operation.readPunch, Operation.writePunch, Operation.writeReadPunch:
            if checksModifier {
                let allowed: [UInt8] = op == Operation.punch ? [0o63] : op == Operation.readPunch ? [] : [0o22, 0o74]
                guard allowed.contains(modifier) else { throw .invalidModifier }
            }
            if op == Operation.writePunch || op == Operation.writeReadPunch {
                printLine(length: length)
            }
            var read = true
            if op == Operation.readPunch || op == Operation.writeReadPunch { read = readCard() }
            bAddress = 181
            if branches { try branch() }
            if !read { throw .readerEmpty }
            throw .unitNotAttached
        case Operation.selectStacker:
            if checksModifier && ![0o01, 0o02, 0o04, 0o10, 0o53, 0o73, 0o74].contains(modifier) { throw .invalidModifier }
            if branches { try branch() }
        case Operation.carriageControl:
            guard printer.control(modifier) else { throw .unpunchedChannel }
            if branches { try branch() }
        default:
            throw .unimplementedInstruction
        }
    }

    /// Prints 201-332; a 2- or 5-character instruction's modifier S suppresses the spacing, ) prints
    /// the word marks.
    private mutating func printLine(length: Int) {
        let hasModifier = length == 2 || length == 5
        printer.print(
            storage[201...332], suppressSpacing: hasModifier && modifier == 0o22,
            wordMarks: hasModifier && modifier == 0o74)
    }

    /// Reads the next card into 001-080 (word marks there kept, 000 set to 060 as SimH marks
    /// it); false when the hopper is empty. The last-card indicator follows the hopper.
    private mutating func readCard() -> Bool {
        indicators[Int(Indicator.lastCard.rawValue)] = false
        indicators[Int(Indicator.readerError.rawValue)] = false
        guard let columns = reader.read() else { return false }
        if senseSwitchA && reader.isEmpty { indicators[Int(Indicator.lastCard.rawValue)] = true }
        for (column, code) in columns.enumerated() {
            storage[1 + column] = (storage[1 + column] & BCD.wordMark) | code
        }
        storage[0] = 0o60
        return true
    }
}
