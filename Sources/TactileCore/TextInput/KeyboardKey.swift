/// One key of the on-screen keyboard: what it does and how wide it is.
public struct KeyboardKey: Equatable, Sendable {
    /// What a key does.
    public enum Action: Equatable, Sendable {
        /// Types its text (a letter key types the capital while shifted).
        case text(String)
        /// Shift: the next letter is a capital; pressed twice quickly, caps lock.
        case shift
        /// Deletes backwards, repeating while held.
        case backspace
        /// Shows another set of keys.
        case layout(KeyboardLayout.Kind)
        /// Types a space.
        case space
        /// Types a newline: a text field's return.
        case returnKey
        /// Hides the keyboard (the editing ends).
        case dismiss
    }

    /// What it does.
    public let action: Action
    /// The text on the key.
    public let title: String
    /// Its width in units of a letter key (a row of ten letter keys is 10).
    public let width: Double

    /// Creates a key that does `action`, shows `title`, and is `width` letter keys wide.
    public init(_ action: Action, title: String, width: Double = 1) {
        self.action = action
        self.title = title
        self.width = width
    }

    /// A key typing `text`, labelled with it.
    public static func character(_ text: String, width: Double = 1) -> KeyboardKey {
        KeyboardKey(.text(text), title: text, width: width)
    }

    /// Whether the key is drawn in the darker colour of function keys.
    var isFunctionKey: Bool {
        switch action {
        case .text, .space: return false
        default: return true
        }
    }
}
