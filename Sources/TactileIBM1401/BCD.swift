/// The 1401's characters: six BCD bits (B, A zones; 8, 4, 2, 1 digit) and a word mark, as SimH's
/// i1401 stores them (docs/ibm1401.md, "Characters"). The check bit is not kept: it is always
/// odd parity of the other six and shown by the light panel.
public enum BCD {
    /// The word mark bit of a storage position.
    public static let wordMark: UInt8 = 0o100
    /// The six character bits.
    public static let character: UInt8 = 0o77
    /// The zone bits (B = 0o40, A = 0o20).
    public static let zone: UInt8 = 0o60
    /// The digit bits (8, 4, 2, 1).
    public static let digit: UInt8 = 0o17
    /// The B zone bit alone: a minus sign on a units digit.
    public static let minusZone: UInt8 = 0o40
    /// Both zone bits: the plus sign SimH writes.
    public static let plusZone: UInt8 = 0o60
    /// A blank.
    public static let blank: UInt8 = 0
    /// The digit 0 (8 and 2 bits).
    public static let zero: UInt8 = 0o12

    /// The value of a digit character (blank and 0 are 0; codes 0o13...0o17 count as 3...7, as
    /// the 1401's adder sees them).
    @inline(__always)
    public static func value(_ code: UInt8) -> Int {
        let digit = Int(code & BCD.digit)
        return digit == 10 ? 0 : digit > 10 ? digit - 8 : digit
    }

    /// The digit character of `value` modulo 10 (0 is 0o12; a negative value counts up from 10).
    @inline(__always)
    public static func digit(_ value: Int) -> UInt8 {
        let units = UInt8(((value % 10) + 10) % 10)
        return units == 0 ? zero : units
    }

    /// Whether the zone of `code` says minus (B bit without A).
    @inline(__always)
    public static func isMinus(_ code: UInt8) -> Bool { code & zone == minusZone }

    /// The check bit that makes the seven bits of `code` odd.
    public static func checkBit(_ code: UInt8) -> Bool { (code & character).nonzeroBitCount % 2 == 0 }

    /// The printer's character for each code (SimH's default "new" table, the 64-character chain).
    public static let printable: [UInt8] = Array(
        " 1234567890#@:>{^/STUVWXYZ|,%~\\\"-JKLMNOPQR!$*];_&ABCDEFGHI?.)[<}".utf8)

    /// The code a card column punched as ASCII `byte` reads as: SimH's table, lower case as upper
    /// case, control characters, DEL, `` ` `` and bytes past ASCII as blank.
    public static func code(ascii byte: UInt8) -> UInt8 { readTable[Int(byte)] }

    private static let readTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for (code, character) in printable.enumerated() { table[Int(character)] = UInt8(code) }
        // Characters a card may hold that print as another (SimH's aliases).
        table[Int(UInt8(ascii: "'"))] = 0o14
        table[Int(UInt8(ascii: "("))] = 0o34
        table[Int(UInt8(ascii: "+"))] = 0o60
        table[Int(UInt8(ascii: "="))] = 0o13
        for letter in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(letter)] = table[Int(letter - 32)] }
        table[Int(UInt8(ascii: " "))] = 0
        return table
    }()

    /// The rank of each code in the 1401's collating sequence (blank lowest, 9 highest).
    public static let collatingRank: [UInt8] = {
        let order: [UInt8] = [
            0o00, 0o73, 0o74, 0o75, 0o76, 0o77, 0o60, 0o53, 0o54, 0o55, 0o56, 0o57, 0o40, 0o21,
            0o33, 0o34, 0o35, 0o36, 0o37, 0o20, 0o13, 0o14, 0o15, 0o16, 0o17, 0o72,
            0o61, 0o62, 0o63, 0o64, 0o65, 0o66, 0o67, 0o70, 0o71, 0o52,
            0o41, 0o42, 0o43, 0o44, 0o45, 0o46, 0o47, 0o50, 0o51, 0o32,
            0o22, 0o23, 0o24, 0o25, 0o26, 0o27, 0o30, 0o31, 0o12,
            0o01, 0o02, 0o03, 0o04, 0o05, 0o06, 0o07, 0o10, 0o11
        ]
        var rank = [UInt8](repeating: 0, count: 64)
        for (position, code) in order.enumerated() { rank[Int(code)] = UInt8(position) }
        return rank
    }()
}
