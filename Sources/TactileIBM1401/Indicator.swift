/// The indicators a branch (B aaa d) tests, by their d character's BCD code (SimH's numbering).
public enum Indicator: UInt8, CaseIterable, Sendable {
    case carriageChannel9 = 0o11
    case carriageChannel12 = 0o14
    case unequal = 0o21
    case equal = 0o22
    case low = 0o23
    case high = 0o24
    case overflow = 0o31
    case printerError = 0o32
    case processCheck = 0o34
    case punchError = 0o52
    case lastCard = 0o61
    case senseB = 0o62
    case senseC = 0o63
    case senseD = 0o64
    case senseE = 0o65
    case senseF = 0o66
    case senseG = 0o67
    case readerError = 0o72

    /// Whether testing an indicator of code `code` turns it off (overflow, the error checks).
    static func resetsWhenTested(_ code: Int) -> Bool {
        [0o31, 0o32, 0o34, 0o42, 0o52, 0o54, 0o72].contains(code)
    }

    /// Whether code `code` is a sense switch (B-G), which a reset leaves as it is.
    static func isSenseSwitch(_ code: Int) -> Bool { code >= 0o62 && code <= 0o67 }
}
