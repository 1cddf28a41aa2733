/// What the keyboards type into (UIKit's `UIKeyInput` with the parts of `UITextInput` they
/// need): `TextField` and `TextView` implement it. The on-screen `Keyboard` and the hardware
/// keyboard send their keys to the screen's current client (`TextInputSystem.client`), which a
/// view becomes by becoming first responder and registering with `TextInputSystem.begin(_:)`.
public protocol TextInputClient: AnyObject {
    /// Whether there is any text (a keyboard may, say, disable backspace without it).
    var hasText: Bool { get }
    /// Replaces the selection (or inserts at the caret) with `text`. "\n" is the return key: a
    /// single-line field treats it as its primary action instead of text.
    func insertText(_ text: String)
    /// Deletes the selection, else the character before the caret.
    func deleteBackward()
    /// Moves the caret `offset` characters (negative: left), collapsing a selection (the arrow
    /// keys).
    func moveCaret(by offset: Int)
    /// The view being edited: the keyboard keeps it visible.
    var textInputView: View { get }
    /// The caret, in `textInputView`'s coordinates: a text view taller than the room above the
    /// keyboard keeps this part visible.
    var caretRect: Rect { get }
}
