/// The 1401's operation codes (BCD) and what their fetch needs (docs/ibm1401.md, "Instructions").
enum Operation {
    static let read: UInt8 = 0o01, write: UInt8 = 0o02, writeRead: UInt8 = 0o03, punch: UInt8 = 0o04
    static let readPunch: UInt8 = 0o05, writePunch: UInt8 = 0o06, writeReadPunch: UInt8 = 0o07
    static let startReadFeed: UInt8 = 0o10, startPunchFeed: UInt8 = 0o11
    static let modifyAddress: UInt8 = 0o13, multiply: UInt8 = 0o14, clearStorage: UInt8 = 0o21
    static let subtract: UInt8 = 0o22, branchWordMarkOrZone: UInt8 = 0o25, branchBitEqual: UInt8 = 0o26
    static let moveZone: UInt8 = 0o30, moveSuppressingZeros: UInt8 = 0o31, setWordMark: UInt8 = 0o33
    static let divide: UInt8 = 0o34, selectStacker: UInt8 = 0o42, loadCharacters: UInt8 = 0o43
    static let moveCharacters: UInt8 = 0o44, noOperation: UInt8 = 0o45, moveToRecordMark: UInt8 = 0o47
    static let storeARegister: UInt8 = 0o50, zeroAndSubtract: UInt8 = 0o52, add: UInt8 = 0o61
    static let branch: UInt8 = 0o62, compare: UInt8 = 0o63, moveNumeric: UInt8 = 0o64, edit: UInt8 = 0o65
    static let carriageControl: UInt8 = 0o66, storeBRegister: UInt8 = 0o70, zeroAndAdd: UInt8 = 0o72
    static let halt: UInt8 = 0o73, clearWordMark: UInt8 = 0o74

    struct Flags: OptionSet {
        let rawValue: UInt8
        /// The machine has it.
        static let exists = Flags(rawValue: 1)
        /// A 4-character form keeps the B register (MCW, LCA, SBR, SAR).
        static let keepsB = Flags(rawValue: 2)
        /// The fetch stops the machine when the A address is not one.
        static let needsA = Flags(rawValue: 4)
        /// ... when the B address is not one.
        static let needsB = Flags(rawValue: 8)
        /// The fetch ends after 7 characters (CS, SW).
        static let endsAtSeven = Flags(rawValue: 16)
    }

    /// Each code's flags; an empty set is no instruction.
    static let flags: [Flags] = {
        var table = [Flags](repeating: [], count: 64)
        let both: Flags = [.exists, .needsA, .needsB]
        for code in [
            read, write, writeRead, punch, readPunch, writePunch, writeReadPunch, startReadFeed,
            startPunchFeed, selectStacker, noOperation, branch, carriageControl, halt
        ] {
            table[Int(code)] = .exists
        }
        for code in [
            modifyAddress, multiply, subtract, moveZone, moveSuppressingZeros, divide, moveToRecordMark,
            zeroAndSubtract, add, compare, moveNumeric, edit, zeroAndAdd, clearWordMark
        ] {
            table[Int(code)] = both
        }
        table[Int(setWordMark)] = both.union(.endsAtSeven)
        table[Int(clearStorage)] = [.exists, .needsB, .endsAtSeven]
        table[Int(branchWordMarkOrZone)] = [.exists, .needsB]
        table[Int(branchBitEqual)] = [.exists, .needsB]
        table[Int(loadCharacters)] = [.exists, .needsB, .keepsB]
        table[Int(moveCharacters)] = [.exists, .needsB, .keepsB]
        table[Int(storeARegister)] = [.exists, .needsA, .keepsB]
        table[Int(storeBRegister)] = [.exists, .needsA, .keepsB]
        return table
    }()
}
