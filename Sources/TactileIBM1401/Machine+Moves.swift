/// Moves: MCW, LCA, MCM, MCS (docs/ibm1401.md, "Data moves").
extension Machine {
    /// MCW: characters from A to B, right to left, until a word mark in either field (B's word
    /// marks stay). LCA (`loading`): until A's word mark, word marks copied.
    mutating func move(loading: Bool) throws(StopReason) {
        while true {
            let source = storage[aAddress]
            let ends: Bool
            if loading {
                storage[bAddress] = source
                ends = source & BCD.wordMark != 0
            } else {
                let target = storage[bAddress]
                storage[bAddress] = (target & BCD.wordMark) | (source & BCD.character)
                ends = (source | target) & BCD.wordMark != 0
            }
            try retreat(&aAddress)
            try retreat(&bAddress)
            if ends { return }
        }
    }

    /// MCM: left to right until a record mark, or a group mark with a word mark, was moved.
    mutating func moveToRecordMark() throws(StopReason) {
        while true {
            let source = storage[aAddress]
            storage[bAddress] = (storage[bAddress] & BCD.wordMark) | (source & BCD.character)
            try advance(&aAddress)
            try advance(&bAddress)
            if source & BCD.character == 0o32 || source == 0o77 | BCD.wordMark { return }
        }
    }

    /// MCS: A to B until A's word mark, B's word marks cleared and the units' sign dropped; then,
    /// left to right, zeros and commas before the first significant digit become blanks.
    mutating func moveSuppressingZeros() throws(StopReason) {
        let units = bAddress
        var source: UInt8
        repeat {
            source = storage[aAddress]
            storage[bAddress] = source & (bAddress != units ? BCD.character : BCD.digit)
            try retreat(&aAddress)
            try retreat(&bAddress)
        } while source & BCD.wordMark == 0
        var suppressing = true
        repeat {
            try advance(&bAddress)
            let character = storage[bAddress]
            if character == BCD.zero || character == 0o33 {
                if suppressing { storage[bAddress] = BCD.blank }
            } else if character == BCD.blank || character == 0o40 {
                // Blanks and minus signs neither start nor end suppression.
            } else if character == 0o73 || character <= 0o11 {
                suppressing = false
            } else {
                suppressing = true
            }
        } while bAddress < units
        try advance(&bAddress)
    }
}
