import TactileCore

/// A full-screen page the demo opens over its scene (the controls, the scrolling screens): for
/// the screen reader a modal screen (the scene behind it is not read), which its escape gesture
/// closes as the page's Close button does.
final class DemoPageView: View {
    /// Closes the page (its Close button's action).
    var close: (() -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityViewIsModal = true
    }

    override func accessibilityPerformEscape() -> Bool {
        guard let close else { return false }
        close()
        return true
    }
}
