/// How much the screen reader says about an item (a setting).
public enum AccessibilityVerbosity: String, CaseIterable, Sendable {
    /// The label and the value.
    case low
    /// The label, the value and the role ("button", "adjustable"), the state ("selected", "dimmed").
    case normal
    /// As normal; the hint follows at once instead of after a pause.
    case high
}
