/// What a hardware key did, as recognized from its presses by `KeyGestureRecognizer`.
public enum KeyGesture: Equatable, Hashable, Sendable {
    /// Pressed and released once. When a double press is also wanted for the key, a press is
    /// reported only once the double-press interval has passed without a second one.
    case press
    /// Held down for `KeyGestureRecognizer.longPressDuration`; reported while still held, and
    /// the release then reports nothing more.
    case longPress
    /// Pressed twice, the second press beginning within `doublePressInterval` of the first's
    /// release; reported at the second release.
    case doublePress
}
