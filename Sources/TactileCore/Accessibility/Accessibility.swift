/// The screen reader as an app talks to it (UIKit's `UIAccessibility`).
public enum Accessibility {
    /// Tells the screen reader of the thread's session (`ScreenSession.current`) what changed;
    /// nothing happens while it is off.
    public static func post(_ notification: AccessibilityNotification) {
        ScreenSession.current?.screenReader?.handle(notification)
    }

    /// Whether the screen reader of the thread's session is on (in containers mode).
    public static var isScreenReaderRunning: Bool {
        ScreenSession.current?.accessibilityMode == .containers
    }
}
