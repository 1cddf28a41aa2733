/// What the keys of a US keyboard type, by evdev `KEY_*` code (linux/input-event-codes.h).
public enum USKeyboardLayout {
    /// The characters of the main block, by code: unshifted and shifted. Letters are
    /// lowercase here; Shift and Caps Lock capitalize them.
    private static let table: [(code: UInt16, plain: Unicode.Scalar, shifted: Unicode.Scalar)] = [
        (2, "1", "!"), (3, "2", "@"), (4, "3", "#"), (5, "4", "$"), (6, "5", "%"),
        (7, "6", "^"), (8, "7", "&"), (9, "8", "*"), (10, "9", "("), (11, "0", ")"),
        (12, "-", "_"), (13, "=", "+"),
        (16, "q", "Q"), (17, "w", "W"), (18, "e", "E"), (19, "r", "R"), (20, "t", "T"),
        (21, "y", "Y"), (22, "u", "U"), (23, "i", "I"), (24, "o", "O"), (25, "p", "P"),
        (26, "[", "{"), (27, "]", "}"),
        (30, "a", "A"), (31, "s", "S"), (32, "d", "D"), (33, "f", "F"), (34, "g", "G"),
        (35, "h", "H"), (36, "j", "J"), (37, "k", "K"), (38, "l", "L"),
        (39, ";", ":"), (40, "'", "\""), (41, "`", "~"), (43, "\\", "|"),
        (44, "z", "Z"), (45, "x", "X"), (46, "c", "C"), (47, "v", "V"), (48, "b", "B"),
        (49, "n", "N"), (50, "m", "M"), (51, ",", "<"), (52, ".", ">"), (53, "/", "?"),
        (57, " ", " "),
        // The keypad (as with Num Lock on).
        (55, "*", "*"), (71, "7", "7"), (72, "8", "8"), (73, "9", "9"), (74, "-", "-"),
        (75, "4", "4"), (76, "5", "5"), (77, "6", "6"), (78, "+", "+"), (79, "1", "1"),
        (80, "2", "2"), (81, "3", "3"), (82, "0", "0"), (83, ".", "."), (98, "/", "/")
    ]

    /// The text key `code` types with Shift held (`shift`) and Caps Lock on (`capsLock`), or nil
    /// for keys that type nothing (modifiers, arrows, function keys). Caps Lock capitalizes
    /// letters only, and Shift with it gives lowercase letters again.
    public static func text(forKeyCode code: UInt16, shift: Bool, capsLock: Bool) -> String? {
        guard let entry = table.first(where: { $0.code == code }) else { return nil }
        let isLetter = entry.plain.value >= 0x61 && entry.plain.value <= 0x7A
        let shifted = isLetter ? shift != capsLock : shift
        var text = ""
        text.unicodeScalars.append(shifted ? entry.shifted : entry.plain)
        return text
    }

    // Codes of the keys that edit rather than type.
    static let backspace: UInt16 = 14
    static let enter: UInt16 = 28
    static let keypadEnter: UInt16 = 96
    static let left: UInt16 = 105
    static let right: UInt16 = 106
    static let leftShift: UInt16 = 42
    static let rightShift: UInt16 = 54
    static let capsLock: UInt16 = 58
    static let leftControl: UInt16 = 29
    static let rightControl: UInt16 = 97
    static let leftAlt: UInt16 = 56
    static let rightAlt: UInt16 = 100
    static let leftMeta: UInt16 = 125
    static let rightMeta: UInt16 = 126
}
