/// Arithmetic: ZA, ZS, A, S, M, D, MA (docs/ibm1401.md, "Arithmetic"). Signs are the zone of
/// a field's units position: B alone is minus, anything else plus; results carry BA (plus) or B.
extension Machine {
    /// ZA / ZS: A's digits into B until B's word mark (zeros where A is shorter), the sign
    /// normalised (and inverted for ZS) on the units position. Not through the adder: blanks stay.
    mutating func zeroAndAdd(subtracting: Bool) throws(StopReason) {
        var source: UInt8 = 0
        var isFirst = true
        while true {
            var target: UInt8
            if source & BCD.wordMark != 0 {
                target = (storage[bAddress] & BCD.wordMark) | BCD.zero
            } else {
                source = storage[aAddress]
                target = (storage[bAddress] & BCD.wordMark) | (source & BCD.digit)
                try retreat(&aAddress)
            }
            if isFirst {
                target |= BCD.isMinus(source) != subtracting ? BCD.minusZone : BCD.plusZone
                isFirst = false
            }
            storage[bAddress] = target
            try retreat(&bAddress)
            if target & BCD.wordMark != 0 { return }
        }
    }

    /// A / S: B = B ± A, right to left until B's word mark. Unlike signs add by complement and
    /// recomplement when there was no carry; a carry out of a true add sets overflow and shows
    /// as zone bits on the high-order position.
    mutating func add(subtracting: Bool) throws(StopReason) {
        let units = bAddress
        var a = storage[aAddress]
        var b = storage[bAddress]
        try retreat(&aAddress)
        let complement = (BCD.isMinus(a) != BCD.isMinus(b)) != subtracting
        var sum = BCD.value(a)
        sum = BCD.value(b) + (complement ? 10 - sum : sum)
        var carry = sum >= 10
        b = (b & ~BCD.digit) | BCD.digit(sum)
        if complement && b & BCD.minusZone == 0 { b |= BCD.plusZone }
        storage[bAddress] = b
        try retreat(&bAddress)
        if b & BCD.wordMark != 0 {
            if complement && !carry {
                storage[units] = BCD.wordMark | ((b & BCD.zone) ^ 0o20) | BCD.digit(10 - sum)
            }
            return
        }
        repeat {
            if a & BCD.wordMark != 0 {
                a = BCD.wordMark
            } else {
                a = storage[aAddress]
                try retreat(&aAddress)
            }
            b = storage[bAddress]
            let digit = BCD.value(a)
            sum = BCD.value(b) + (complement ? 9 - digit : digit) + (carry ? 1 : 0)
            carry = sum >= 10
            if b & BCD.wordMark != 0 && !complement {
                let zones = (Int(a & BCD.zone) + Int(b) + (carry ? 0o20 : 0)) & Int(BCD.zone)
                storage[bAddress] = BCD.wordMark | BCD.digit(sum) | UInt8(zones)
                indicators[Int(Indicator.overflow.rawValue)] = carry
            } else {
                storage[bAddress] = (b & BCD.wordMark) | BCD.digit(sum)
            }
            try retreat(&bAddress)
        } while b & BCD.wordMark == 0
        if complement && !carry {
            storage[units] ^= 0o20
            var position = units
            var recarry = 1
            while position != bAddress {
                let value = 9 - BCD.value(storage[position]) + recarry
                recarry = value >= 10 ? 1 : 0
                storage[position] = (storage[position] & ~BCD.digit) | BCD.digit(value)
                position -= 1
            }
        }
    }

    /// M: the multiplicand at A (word mark at its high order) times the multiplier held in the
    /// high-order positions of the B field, the product developed in place in the B field.
    mutating func multiply() throws(StopReason) {
        let multiplicandUnits = aAddress
        var productUnits = bAddress
        let lowProduct = bAddress
        var a: UInt8
        repeat {
            a = storage[aAddress]
            storage[bAddress] = BCD.zero
            try retreat(&aAddress)
            try retreat(&bAddress)
        } while a & BCD.wordMark == 0
        storage[bAddress] = BCD.zero
        try retreat(&bAddress)
        let negative = BCD.isMinus(storage[multiplicandUnits]) != BCD.isMinus(storage[bAddress])
        var b: UInt8
        repeat {
            var product = productUnits
            aAddress = multiplicandUnits
            var carry = 0
            b = storage[bAddress]
            repeat {
                a = storage[aAddress]
                guard product >= 0 else { throw .addressWrap }
                let value = BCD.value(a) * BCD.value(b) + carry + BCD.value(storage[product])
                carry = value / 10
                storage[product] = (storage[product] & BCD.wordMark) | BCD.digit(value)
                try retreat(&aAddress)
                product -= 1
            } while a & BCD.wordMark == 0
            storage[bAddress] = (storage[bAddress] & BCD.wordMark) | BCD.zero
            guard product >= 0 else { throw .addressWrap }
            let value = BCD.value(storage[product]) + carry
            storage[product] = (storage[product] & BCD.wordMark) | BCD.digit(value)
            productUnits -= 1
            try retreat(&bAddress)
        } while b & BCD.wordMark == 0
        storage[lowProduct] |= BCD.plusZone
        if negative { storage[lowProduct] &= ~UInt8(0o20) }
    }

    /// D: the dividend (its high-order position at B, its units marked by a zone, LS + 1 zeros to
    /// its left) divided by the divisor at A, quotient and remainder in place (SimH 3.8's way).
    mutating func divide() throws(StopReason) {
        let divisorUnits = aAddress
        var divisorHigh = -1
        var a: UInt8
        repeat {
            a = storage[aAddress]
            if a & BCD.character != BCD.zero { divisorHigh = aAddress }
            try retreat(&aAddress)
        } while a & BCD.wordMark == 0
        if divisorHigh < 0 {
            indicators[Int(Indicator.overflow.rawValue)] = true
            let quotient = bAddress
            var end = bAddress
            var b: UInt8
            repeat {
                b = storage[end]
                try advance(&end)
            } while b & BCD.zone == 0
            guard quotient >= 1 else { throw .addressWrap }
            setDivisionSigns(divisor: storage[divisorUnits], dividend: b, quotient: quotient - 1, remainder: end - 1)
            bAddress = (bAddress - 2) - (divisorUnits - (aAddress + 1))
            return
        }
        var dividendEnd = bAddress + (divisorUnits - divisorHigh)
        var quotient = (bAddress - 2) - (divisorHigh - (aAddress + 1))
        var b: UInt8
        repeat {
            guard Address.isValid(quotient), Address.isValid(dividendEnd), dividendEnd - (divisorUnits - divisorHigh) >= 1 else {
                throw .addressWrap
            }
            b = storage[dividendEnd]
            var digit = 0
            while !subtractDivisor(divisorUnits, from: dividendEnd, through: divisorHigh) { digit += 1 }
            addDivisor(divisorUnits, to: dividendEnd, through: divisorHigh)
            storage[quotient] = (storage[quotient] & BCD.wordMark) | BCD.digit(digit)
            dividendEnd += 1
            quotient += 1
        } while b & BCD.zone == 0
        setDivisionSigns(divisor: storage[divisorUnits], dividend: b, quotient: quotient - 1, remainder: dividendEnd - 1)
        bAddress = quotient - 2
    }

    /// Subtracts the divisor from the dividend positions ending at `target`; true when it
    /// borrowed (went below zero): SimH's div_sub.
    private mutating func subtractDivisor(_ units: Int, from target: Int, through high: Int) -> Bool {
        var borrow = 0
        var a = units, b = target
        repeat {
            let value = BCD.value(storage[b]) - BCD.value(storage[a]) - borrow
            borrow = value < 0 ? 1 : 0
            storage[b] = BCD.digit(value + 10)
            a -= 1
            b -= 1
        } while a >= high
        let above = storage[b] & BCD.character
        if above != 0 && above != BCD.zero {
            storage[b] = BCD.digit(BCD.value(above) - borrow)
            return false
        }
        return borrow != 0
    }

    private mutating func addDivisor(_ units: Int, to target: Int, through high: Int) {
        var carry = 0
        var a = units, b = target
        repeat {
            let value = BCD.value(storage[b]) + BCD.value(storage[a]) + carry
            carry = value >= 10 ? 1 : 0
            storage[b] = BCD.digit(value)
            a -= 1
            b -= 1
        } while a >= high
    }

    private mutating func setDivisionSigns(divisor: UInt8, dividend: UInt8, quotient: Int, remainder: Int) {
        storage[remainder] |= BCD.plusZone
        if BCD.isMinus(divisor) { storage[remainder] &= ~UInt8(0o20) }
        storage[quotient] |= BCD.plusZone
        if BCD.isMinus(dividend) != BCD.isMinus(divisor) { storage[quotient] &= ~UInt8(0o20) }
    }

    /// MA: the address at B plus the address at A, stored back at B.
    mutating func modifyAddress() throws(StopReason) {
        let a = try readAddress(endingAt: &aAddress)
        let b = try readAddress(endingAt: &bAddress)
        let sum = ((a + b) & 0x7FFF) % Address.size
        let (hundreds, tens, units) = Address.characters(of: sum)
        storage[bAddress + 3] = (storage[bAddress + 3] & BCD.wordMark) | units
        storage[bAddress + 2] = (storage[bAddress + 2] & (BCD.wordMark | BCD.zone)) | tens
        storage[bAddress + 1] = (storage[bAddress + 1] & BCD.wordMark) | hundreds
        if (a & 0x7FFF) % 4000 + (b & 0x7FFF) % 4000 >= 4000 { bAddress += 2 }
    }

    /// The three-character address whose units position is at `position`, which moves past it.
    private func readAddress(endingAt position: inout Int) throws(StopReason) -> Int {
        var value = Address.units(storage[position] & BCD.character)
        try retreat(&position)
        value += Address.tens(storage[position] & BCD.character).value
        try retreat(&position)
        value += Address.hundreds(storage[position] & BCD.character)
        try retreat(&position)
        return value
    }
}
