/// A view editing an `EditableText` for the text input system: `TextField` and `TextView`. The
/// editing steps both take (beginning and ending the editing, typing over the selection or at
/// the caret, deleting backward, moving the caret, selecting) are written once here; each view
/// says what a change means for it (`selectionDidChange()`, `textWasEdited()`) and what return
/// does (`typeText(_:newlinesAreText:)`).
protocol EditableTextHost: TextInputClient {
    var editable: EditableText { get set }
    /// Whether the view is first responder, taking typing.
    var isEditing: Bool { get set }
    /// The text input system the view is being edited with.
    var editingSystem: TextInputSystem? { get set }
    /// Shows the selection (caret, highlight) and tells the text input system the caret moved.
    func selectionDidChange()
    /// The user changed the text (typing, deleting): the view lays it out again, shows the
    /// caret and tells whoever listens.
    func textWasEdited()
}

extension EditableTextHost {
    /// Starts editing once `becomeResponder` (the view's superclass's `becomeFirstResponder`)
    /// agreed: the screen's text input system takes the view (bringing up the keyboard) and the
    /// caret shows. Returns false when it could not become first responder; true at once when
    /// it is already editing.
    func beginEditing(becomeResponder: () -> Bool) -> Bool {
        if isEditing { return true }
        guard becomeResponder() else { return false }
        isEditing = true
        editingSystem = textInputView.window?.screen?.textInput
        editingSystem?.begin(self)
        selectionDidChange()
        return true
    }

    /// Ends editing (nothing when not editing): the text input system lets the view go (the
    /// keyboard hides), `resignResponder` (its superclass's `resignFirstResponder`) runs, and
    /// the selection collapses to the caret.
    func endEditing(resignResponder: () -> Bool) {
        guard isEditing else { return }
        isEditing = false
        let system = editingSystem
        editingSystem = nil
        system?.end(self)
        _ = resignResponder()
        editable.placeCaret(at: editable.caret)
        selectionDidChange()
    }

    /// Types `text` over the selection, or at the caret, leaving out what cannot be typed
    /// (`EditableText.typeable`). Where newlines are not text (a single-line field), "\n" is
    /// the return key: it is left out too, and the result says it was pressed (the rest of
    /// `text` typed first). Returns false where newlines are text.
    @discardableResult
    func typeText(_ text: String, newlinesAreText: Bool) -> Bool {
        let typed = EditableText.typeable(text, allowsNewlines: true)
        let characters = newlinesAreText ? typed : typed.filter { $0 != "\n" }
        if !characters.isEmpty {
            editable.replaceSelection(with: characters)
            textWasEdited()
        }
        return !newlinesAreText && typed.contains("\n")
    }

    /// Deletes the selection, else the character before the caret (backspace); nothing at the
    /// start of the text.
    func eraseBackward() {
        guard editable.deleteBackward() else { return }
        textWasEdited()
    }

    /// Moves the caret `offset` characters, collapsing a selection (the arrow keys).
    func shiftCaret(by offset: Int) {
        editable.moveCaret(by: offset)
        selectionDidChange()
    }

    /// Selects `range`, clamped to the text (`selectedRange` set from outside).
    func selectRange(_ range: Range<Int>) {
        editable.select(range)
        selectionDidChange()
    }
}
