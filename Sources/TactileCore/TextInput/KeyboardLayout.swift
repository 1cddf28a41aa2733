/// A set of keys of the on-screen keyboard in rows (UIKit's English keyboard): letters
/// (QWERTY), numbers with common punctuation, and symbols.
public struct KeyboardLayout: Equatable, Sendable {
    /// Which set.
    public enum Kind: Equatable, Sendable {
        /// The QWERTY letters; numbers with common punctuation; symbols.
        case letters, numbers, symbols
    }

    /// Which set of keys it is.
    public let kind: Kind
    /// The rows, top to bottom.
    public let rows: [[KeyboardKey]]

    /// Creates a layout of `kind` with `rows` of keys, top to bottom.
    public init(kind: Kind, rows: [[KeyboardKey]]) {
        self.kind = kind
        self.rows = rows
    }

    /// The layout of `kind`.
    public static func standard(_ kind: Kind) -> KeyboardLayout {
        switch kind {
        case .letters: return letters
        case .numbers: return numbers
        case .symbols: return symbols
        }
    }

    private static func characters(_ text: String, width: Double = 1) -> [KeyboardKey] {
        var keys: [KeyboardKey] = []
        for scalar in text.unicodeScalars {
            var title = ""
            title.unicodeScalars.append(scalar)
            keys.append(.character(title, width: width))
        }
        return keys
    }

    private static func bottomRow(switchTo kind: Kind, title: String) -> [KeyboardKey] {
        [
            KeyboardKey(.layout(kind), title: title, width: 1.5), KeyboardKey(.space, title: "space", width: 5),
            KeyboardKey(.returnKey, title: "return", width: 2), KeyboardKey(.dismiss, title: "\u{25BE}", width: 1.5)
        ]
    }

    /// q–p, a–l, shift z–m backspace, 123 space return hide.
    public static let letters = KeyboardLayout(
        kind: .letters,
        rows: [
            characters("qwertyuiop"),
            characters("asdfghjkl"),
            [KeyboardKey(.shift, title: "\u{21E7}", width: 1.5)] + characters("zxcvbnm")
                + [KeyboardKey(.backspace, title: "\u{232B}", width: 1.5)],
            bottomRow(switchTo: .numbers, title: "123")
        ])

    /// Digits, then - / : ; ( ) $ & @ ", then #+= . , ? ! ' backspace, ABC space return hide.
    public static let numbers = KeyboardLayout(
        kind: .numbers,
        rows: [
            characters("1234567890"),
            characters("-/:;()$&@\""),
            [KeyboardKey(.layout(.symbols), title: "#+=", width: 1.5)] + characters(".,?!'", width: 1.4)
                + [KeyboardKey(.backspace, title: "\u{232B}", width: 1.5)],
            bottomRow(switchTo: .letters, title: "ABC")
        ])

    /// [ ] { } # % ^ * + =, _ \ | ~ < > € £ ¥ •, 123 . , ? ! ' backspace, ABC space return hide.
    public static let symbols = KeyboardLayout(
        kind: .symbols,
        rows: [
            characters("[]{}#%^*+="),
            characters("_\\|~<>\u{20AC}\u{00A3}\u{00A5}\u{2022}"),
            [KeyboardKey(.layout(.numbers), title: "123", width: 1.5)] + characters(".,?!'", width: 1.4)
                + [KeyboardKey(.backspace, title: "\u{232B}", width: 1.5)],
            bottomRow(switchTo: .letters, title: "ABC")
        ])
}
