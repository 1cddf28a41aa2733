/// Three-character addresses (docs/ibm1401.md, "Addressing"): hundreds, tens and units digits,
/// the thousands in the zones of the hundreds (1000s) and units (4000s) characters, and in the
/// tens zone the index register to add (X1 at 087-089, X2 at 092-094, X3 at 097-099).
///
/// An address is an `Int`; one that cannot be used carries `Address.invalid` (a digit that is
/// blank or not 0-9), as SimH's does: it stops the machine only when an instruction uses it.
public enum Address {
    /// Added to an address that is not one.
    public static let invalid = 1 << 24
    /// Storage positions.
    public static let size = 16000

    /// Whether `address` can be used.
    @inline(__always)
    public static func isValid(_ address: Int) -> Bool { address >= 0 && address < size }

    /// The value the hundreds character `code` adds.
    static func hundreds(_ code: UInt8) -> Int {
        let zone = Int((code >> 4) & 3)
        return 1000 * zone + 100 * BCD.value(code) + (isDigit(code) ? 0 : invalid)
    }

    /// The value the tens character adds, and the index register its zone selects (0 for none).
    static func tens(_ code: UInt8) -> (value: Int, index: Int) {
        let zone = Int((code >> 4) & 3)
        // An index register's tens position may be blank: it counts as 0 then.
        return (10 * BCD.value(code) + (zone == 0 && !isDigit(code) ? invalid : 0), zone)
    }

    /// The value the units character adds.
    static func units(_ code: UInt8) -> Int {
        let zone = Int((code >> 4) & 3)
        return 4000 * zone + BCD.value(code) + (isDigit(code) ? 0 : invalid)
    }

    /// The first position of index register `index` (1...3).
    static func indexRegister(_ index: Int) -> Int { [0, 87, 92, 97][index] }

    /// Whether the digit bits of `code` are a digit 0-9.
    @inline(__always)
    static func isDigit(_ code: UInt8) -> Bool {
        let digit = code & BCD.digit
        return digit != 0 && digit <= 0o12
    }

    /// The three characters that store `address` (SBR, SAR): zones of the thousands on the
    /// hundreds and units characters, none on the tens.
    public static func characters(of address: Int) -> (UInt8, UInt8, UInt8) {
        let value = address % size
        let thousands = value / 1000
        let hundreds = BCD.digit((value % 1000) / 100) | UInt8((thousands & 3) << 4)
        let tens = BCD.digit((value % 100) / 10)
        let units = BCD.digit(value % 10) | UInt8(((thousands >> 2) & 3) << 4)
        return (hundreds, tens, units)
    }

    /// `address` in decimal, as SimH shows it ("31"; an invalid one with its valid part and "*").
    public static func text(_ address: Int) -> String {
        isValid(address) ? String(address) : String(address & 0x3FFF) + "*"
    }
}
