/// The screen reader as an app talks to it (UIKit's `UIAccessibility`).
public enum Accessibility {
    /// Tells the application's screen reader what changed; nothing happens while it is off.
    public static func post(_ notification: AccessibilityNotification) {
        Application.shared?.screenReader?.handle(notification)
    }

    /// Whether the screen reader is on (in containers mode).
    public static var isScreenReaderRunning: Bool {
        Application.shared?.accessibilityMode == .containers
    }
}
