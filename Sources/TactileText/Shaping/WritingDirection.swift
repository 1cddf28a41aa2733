/// The direction a paragraph is written in, after UIKit's `NSWritingDirection`.
public enum WritingDirection: Equatable, Sendable {
    /// From the paragraph's first strong character (a letter of a script written one way), by
    /// the Unicode Bidirectional Algorithm; a paragraph without one (digits, punctuation) takes
    /// the layout's `defaultDirection`.
    case natural
    /// Left to right, whatever the text.
    case leftToRight
    /// Right to left, whatever the text.
    case rightToLeft
}
