extension Control.Events {
    /// A text field became first responder and began editing (UIKit's values).
    public static let editingDidBegin = Control.Events(rawValue: 1 << 16)
    /// The user changed the text by typing or deleting (not by setting `text`).
    public static let editingChanged = Control.Events(rawValue: 1 << 17)
    /// The text field stopped being first responder.
    public static let editingDidEnd = Control.Events(rawValue: 1 << 18)
    /// Return ended the editing (sent before `editingDidEnd`).
    public static let editingDidEndOnExit = Control.Events(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents = Control.Events(rawValue: 0x000F_0000)
}
