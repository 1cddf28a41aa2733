/// C and the branches B, BCE (docs/ibm1401.md, "Compare", "Branches").
extension Machine {
    /// C: the B field against the A field, right to left until a word mark in either; the
    /// leftmost difference decides high or low in the 1401's collating sequence, and an A
    /// field shorter than B's makes B high. A chained C (one character) goes on from the last.
    mutating func compare(chained: Bool) throws(StopReason) {
        if !chained { setCompare(equal: true, high: false) }
        var a: UInt8, b: UInt8
        repeat {
            a = storage[aAddress]
            b = storage[bAddress]
            if a & BCD.character != b & BCD.character {
                setCompare(equal: false, high: BCD.collatingRank[Int(b & BCD.character)] > BCD.collatingRank[Int(a & BCD.character)])
            }
            try retreat(&aAddress)
            try retreat(&bAddress)
        } while (a | b) & BCD.wordMark == 0
        if a & BCD.wordMark != 0 && b & BCD.wordMark == 0 { setCompare(equal: false, high: true) }
    }

    private mutating func setCompare(equal: Bool, high: Bool) {
        indicators[Int(Indicator.equal.rawValue)] = equal
        indicators[Int(Indicator.unequal.rawValue)] = !equal
        indicators[Int(Indicator.high.rawValue)] = !equal && high
        indicators[Int(Indicator.low.rawValue)] = !equal && !high
    }

    /// B: unconditional (4 characters), on an indicator (5: the d character names it; some
    /// turn off when tested), or when the B position holds the d character (BCE, other lengths).
    mutating func branchInstruction(length: Int) throws(StopReason) {
        if length == 4 {
            try branch()
        } else if length == 5 {
            let code = Int(modifier & BCD.character)
            if indicators[code] { try branch() }
            if Indicator.resetsWhenTested(code) { indicators[code] = false }
        } else {
            guard Address.isValid(bAddress) else { throw .invalidBAddress }
            if storage[bAddress] & BCD.character == modifier {
                try branch()
            } else {
                try retreat(&bAddress)
            }
        }
    }
}
