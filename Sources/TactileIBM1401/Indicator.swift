/// The indicators a branch (B aaa d) tests, by their d character's BCD code (SimH's numbering).
public enum Indicator: UInt8, CaseIterable, Sendable {
    /// Carriage channel 9 (never on here: the carriage tape has channel 1 only).
    case carriageChannel9 = 0o11
    /// Carriage channel 12, the form's overflow line (never on here: the carriage tape has channel 1 only).
    case carriageChannel12 = 0o14
    /// The last compare found the fields different.
    case unequal = 0o21
    /// The last compare found the fields equal.
    case equal = 0o22
    /// The last compare found the B field lower than the A field.
    case low = 0o23
    /// The last compare found the B field higher than the A field.
    case high = 0o24
    /// Arithmetic overflow: set (or cleared) by whether the last true add into a field of two or more characters
    /// carried out of it, set by a divide by zero; turned off when tested.
    case overflow = 0o31
    /// A printer error; turned off when tested (never on here).
    case printerError = 0o32
    /// A process check; turned off when tested (never on here).
    case processCheck = 0o34
    /// A punch error; turned off when tested (never on here).
    case punchError = 0o52
    /// The last read emptied the reader's hopper (only while sense switch A is on).
    case lastCard = 0o61
    /// Sense switch B, set by the operator (a reset leaves it as it is).
    case senseB = 0o62
    /// Sense switch C, set by the operator (a reset leaves it as it is).
    case senseC = 0o63
    /// Sense switch D, set by the operator (a reset leaves it as it is).
    case senseD = 0o64
    /// Sense switch E, set by the operator (a reset leaves it as it is).
    case senseE = 0o65
    /// Sense switch F, set by the operator (a reset leaves it as it is).
    case senseF = 0o66
    /// Sense switch G, set by the operator (a reset leaves it as it is).
    case senseG = 0o67
    /// A card reader error; turned off when tested and by each read (never on here).
    case readerError = 0o72

    /// Whether testing an indicator of code `code` turns it off (overflow, the error checks).
    static func resetsWhenTested(_ code: Int) -> Bool {
        [0o31, 0o32, 0o34, 0o42, 0o52, 0o54, 0o72].contains(code)
    }

    /// Whether code `code` is a sense switch (B-G), which a reset leaves as it is.
    static func isSenseSwitch(_ code: Int) -> Bool { code >= 0o62 && code <= 0o67 }
}
