/// What an app tells the screen reader (UIKit's `UIAccessibility.Notification`), with
/// `Accessibility.post(_:)`.
public enum AccessibilityNotification {
    /// A new screen: the reader plays the screen cue and moves to `focus` (nil: the first item)
    /// once the transition has ended.
    case screenChanged(focus: View?)
    /// Part of the screen changed: the reader reads it again, keeping its place or moving to
    /// `focus`.
    case layoutChanged(focus: View?)
    /// Something to say now, without moving.
    case announcement(String)
    /// Content scrolled by a page: say where it is ("page 2 of 5").
    case pageScrolled(String)
}
