/// A view editing an `EditableText` for the text input system: `TextField` and `TextView`,
/// which begin and end their editing by the same steps (`EditableText.beginEditing(_:becomeResponder:)`).
protocol EditableTextHost: TextInputClient {
    var editable: EditableText { get set }
    /// Whether the view is first responder, taking typing.
    var isEditing: Bool { get set }
    /// The text input system the view is being edited with.
    var editingSystem: TextInputSystem? { get set }
    /// Shows the selection (caret, highlight) and tells the text input system the caret moved.
    func selectionDidChange()
}

extension EditableText {
    /// Starts editing in `host` once `becomeResponder` (its superclass's `becomeFirstResponder`)
    /// agreed: its screen's text input system takes it (bringing up the keyboard) and the caret
    /// shows. Returns false when it could not become first responder; true at once when it is
    /// already editing.
    static func beginEditing<Host: EditableTextHost>(_ host: Host, becomeResponder: () -> Bool) -> Bool {
        if host.isEditing { return true }
        guard becomeResponder() else { return false }
        host.isEditing = true
        host.editingSystem = host.textInputView.window?.screen?.textInput
        host.editingSystem?.begin(host)
        host.selectionDidChange()
        return true
    }

    /// Ends editing in `host` (which must be editing): the text input system lets it go (the
    /// keyboard hides), `resignResponder` (its superclass's `resignFirstResponder`) runs, and the
    /// selection collapses to the caret.
    static func endEditing<Host: EditableTextHost>(_ host: Host, resignResponder: () -> Bool) {
        guard host.isEditing else { return }
        host.isEditing = false
        let system = host.editingSystem
        host.editingSystem = nil
        system?.end(host)
        _ = resignResponder()
        host.editable.placeCaret(at: host.editable.caret)
        host.selectionDidChange()
    }
}
