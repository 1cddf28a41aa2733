/// MCE, move characters and edit (docs/ibm1401.md, "Edit"), with the expanded print edit
/// feature (asterisk protection, floating dollar, decimal control), as SimH 3.8 does it: up to
/// three scans of the edit word at B under the data at A.
extension Machine {
    mutating func edit() throws(StopReason) {
        var a = storage[aAddress]
        var character = a & BCD.digit  // the units position goes in without its sign
        try retreat(&aAddress)
        let isMinus = BCD.isMinus(a)
        var leftStatus = false, zeroSuppression = false, body = false
        var floatingDollar = false, asterisks = false, decimal = false
        var b: UInt8

        // Pass 1, right to left under the edit word.
        repeat {
            b = storage[bAddress]
            storage[bAddress] &= ~BCD.wordMark
            var takesData = false
            switch b & BCD.character {
            case 0o54:  // *
                if body && !floatingDollar { asterisks = true; takesData = true }
            case 0o53:  // $
                if body && !asterisks { floatingDollar = true; takesData = true }
            case BCD.zero:
                if leftStatus {
                    if !zeroSuppression { storage[bAddress] |= BCD.wordMark }
                    zeroSuppression = true
                } else {
                    if !zeroSuppression { character |= BCD.wordMark }
                    zeroSuppression = true
                    takesData = true
                }
            case BCD.blank:
                takesData = !leftStatus
            case 0o63, 0o51, 0o40:  // C, R, -
                if !isMinus && !body { storage[bAddress] = BCD.blank }
            case 0o33:  // ,
                if !body { storage[bAddress] = BCD.blank }
            case 0o60:  // &
                storage[bAddress] = BCD.blank
            default: break
            }
            if takesData {
                storage[bAddress] = character
                if a & BCD.wordMark != 0 {
                    body = false
                    leftStatus = true
                } else {
                    body = true
                    a = storage[aAddress]
                    try retreat(&aAddress)
                    character = a & BCD.character
                }
            }
            try retreat(&bAddress)
        } while b & BCD.wordMark == 0
        guard zeroSuppression else { return }

        // Pass 2, left to right: zeros and commas before the first significant digit blanked.
        repeat {
            try advance(&bAddress)
            b = storage[bAddress]
            switch b & BCD.character {
            case 0o01...0o11: zeroSuppression = false
            case BCD.zero, 0o33:
                if zeroSuppression && !decimal { storage[bAddress] = asterisks ? 0o54 : BCD.blank }
            case BCD.blank:
                if asterisks { storage[bAddress] = 0o54 }
            case 0o73:  // .
                if zeroSuppression { decimal = true }
            case 0o34, 0o35, 0o36, 0o37, 0o40: break
            default: zeroSuppression = true
            }
        } while b & BCD.wordMark == 0
        storage[bAddress] &= ~BCD.wordMark
        if !floatingDollar && !(decimal && zeroSuppression) {
            try advance(&bAddress)
            return
        }
        if decimal && zeroSuppression { floatingDollar = false }

        // Pass 3, right to left: the floating dollar sign, or a decimal point with no digits.
        while true {
            b = storage[bAddress]
            if b == BCD.blank && floatingDollar {
                storage[bAddress] = 0o53
                return
            }
            if b == 0o73 {
                storage[bAddress] = asterisks ? 0o54 : BCD.blank
                return
            }
            if b == BCD.zero && !floatingDollar { storage[bAddress] = asterisks ? 0o54 : BCD.blank }
            try retreat(&bAddress)
        }
    }
}
