/// The fetch and the execution of one instruction, following SimH i1401 3.8's `sim_instr`
/// (docs/ibm1401.md). A stop is thrown; what the instruction changed before it stays.
extension Machine {
    mutating func execute() throws(StopReason) {
        let start = instructionAddress
        guard storage[start] & BCD.wordMark != 0 else { throw .noWordMark }
        let op = storage[start] & BCD.character
        let flags = Operation.flags[Int(op)]
        guard flags.contains(.exists) else { throw .unimplementedInstruction }
        operation = op
        if op == Operation.storeARegister { bAddress = aAddress }
        var address = start
        try advance(&address)

        // The characters after the op code up to the next word mark: A address, B address,
        // modifier, in that order, each possibly missing.
        var isIODevice = false
        fetch: do {
            var character = storage[address]
            if character & BCD.wordMark != 0 { break fetch }  // 1 character
            modifier = character
            isIODevice = character == 0o34  // %: an I/O device, never indexed
            aAddress = Address.hundreds(character)
            try advance(&address)
            character = storage[address]
            if character & BCD.wordMark != 0 {  // 2 characters
                aAddress |= Address.invalid
                if !flags.contains(.keepsB) { bAddress = aAddress }
                break fetch
            }
            modifier = character
            let tens = Address.tens(character)
            aAddress += tens.value
            try advance(&address)
            character = storage[address]
            if character & BCD.wordMark != 0 {  // 3 characters
                aAddress |= Address.invalid
                if !flags.contains(.keepsB) { bAddress = aAddress }
                break fetch
            }
            modifier = character
            aAddress += Address.units(character)
            if tens.index != 0 && !isIODevice { aAddress = indexed(aAddress, by: tens.index) }
            if !flags.contains(.keepsB) { bAddress = aAddress }
            try advance(&address)
            character = storage[address]
            if character & BCD.wordMark != 0 { break fetch }  // 4 characters
            if op == Operation.branch && character == BCD.blank { break fetch }
            modifier = character
            bAddress = Address.hundreds(character)
            try advance(&address)
            character = storage[address]
            if character & BCD.wordMark != 0 {  // 5 characters
                bAddress |= Address.invalid
                break fetch
            }
            modifier = character
            let bTens = Address.tens(character)
            bAddress += bTens.value
            try advance(&address)
            character = storage[address]
            if character & BCD.wordMark != 0 {  // 6 characters
                bAddress |= Address.invalid
                break fetch
            }
            modifier = character
            bAddress += Address.units(character)
            if bTens.index != 0 { bAddress = indexed(bAddress, by: bTens.index) }
            try advance(&address)
            if flags.contains(.endsAtSeven) { break fetch }
            character = storage[address]
            if character & BCD.wordMark != 0 { break fetch }  // 7 characters
            while storage[address] & BCD.wordMark == 0 {  // 8 or more: the last is the modifier
                modifier = storage[address]
                try advance(&address)
            }
        }
        if flags.contains(.needsB) && !Address.isValid(bAddress) { throw .invalidBAddress }
        if flags.contains(.needsA) && !Address.isValid(aAddress) { throw .invalidAAddress }
        instructionAddress = address
        instructionLength = address - start
        try perform(op, length: instructionLength)
    }

    /// `address` plus the index register `index` holds, wrapped into storage (never invalid).
    private func indexed(_ address: Int, by index: Int) -> Int {
        let register = Address.indexRegister(index)
        let offset =
            Address.hundreds(storage[register] & BCD.character) + Address.tens(storage[register + 1] & BCD.character).value
            + Address.units(storage[register + 2] & BCD.character)
        return ((address + offset) & 0x7FFF) % Address.size
    }

    /// The next position, stopping at the end of storage.
    @inline(__always)
    func advance(_ address: inout Int) throws(StopReason) {
        address += 1
        if address >= Address.size { throw .addressWrap }
    }

    /// The position before, stopping below 000.
    @inline(__always)
    func retreat(_ address: inout Int) throws(StopReason) {
        address -= 1
        if address < 0 { throw .addressWrap }
    }

    /// A taken branch to the A address: B gets the next instruction's address.
    mutating func branch() throws(StopReason) {
        guard Address.isValid(aAddress) else { throw .invalidBranchAddress }
        bAddress = instructionAddress
        instructionAddress = aAddress
    }

    private mutating func perform(_ op: UInt8, length: Int) throws(StopReason) {
        switch op {
        case Operation.moveCharacters, Operation.loadCharacters:
            if length >= 4 && modifierIsDevice(length) { throw .nonexistentDevice }
            guard Address.isValid(aAddress) else { throw .invalidAAddress }
            try move(loading: op == Operation.loadCharacters)
        case Operation.moveToRecordMark: try moveToRecordMark()
        case Operation.moveSuppressingZeros: try moveSuppressingZeros()
        case Operation.moveNumeric, Operation.moveZone:
            let mask = op == Operation.moveNumeric ? BCD.digit : BCD.zone
            storage[bAddress] = (storage[bAddress] & ~mask) | (storage[aAddress] & mask)
            try retreat(&aAddress)
            try retreat(&bAddress)
        case Operation.setWordMark, Operation.clearWordMark:
            if op == Operation.setWordMark {
                storage[bAddress] |= BCD.wordMark
                storage[aAddress] |= BCD.wordMark
            } else {
                storage[bAddress] &= ~BCD.wordMark
                storage[aAddress] &= ~BCD.wordMark
            }
            try retreat(&aAddress)
            try retreat(&bAddress)
        case Operation.clearStorage:
            let bound = (bAddress / 100) * 100
            while bAddress >= bound {
                storage[bAddress] = 0
                bAddress -= 1
            }
            if bAddress < 0 { bAddress += Address.size }
            if length == 7 { try branch() }
        case Operation.zeroAndAdd, Operation.zeroAndSubtract: try zeroAndAdd(subtracting: op == Operation.zeroAndSubtract)
        case Operation.add, Operation.subtract: try add(subtracting: op == Operation.subtract)
        case Operation.compare: try compare(chained: length == 1)
        case Operation.multiply: try multiply()
        case Operation.divide: try divide()
        case Operation.edit: try edit()
        case Operation.modifyAddress: try modifyAddress()
        case Operation.branch: try branchInstruction(length: length)
        case Operation.branchWordMarkOrZone:
            let character = storage[bAddress]
            if (modifier & 1 != 0 && character & BCD.wordMark != 0)
                || (modifier & 2 != 0 && character & BCD.zone == modifier & BCD.zone)
            {
                try branch()
            } else {
                try retreat(&bAddress)
            }
        case Operation.branchBitEqual:
            if storage[bAddress] & modifier & BCD.character != 0 { try branch() } else { try retreat(&bAddress) }
        case Operation.storeARegister, Operation.storeBRegister:
            let (hundreds, tens, units) = Address.characters(of: bAddress & 0x3FFF)
            for character in [units, tens, hundreds] {
                storage[aAddress] = (storage[aAddress] & BCD.wordMark) | character
                try retreat(&aAddress)
            }
        case Operation.noOperation, Operation.startReadFeed, Operation.startPunchFeed: break
        case Operation.halt:
            if length == 4 { pendingHaltBranch = aAddress }
            throw .halt
        default: try inputOutput(op, length: length)
        }
    }

    /// Whether an MCW or LCA names an I/O device (its A address starts with %).
    private func modifierIsDevice(_ length: Int) -> Bool {
        storage[instructionAddress - length + 1] & BCD.character == 0o34
    }
}
