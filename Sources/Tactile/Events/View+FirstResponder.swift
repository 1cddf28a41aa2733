extension View {
    /// Makes the view the first to receive hardware key presses in its window (UIKit's
    /// `becomeFirstResponder`); presses it does not handle go up its superviews to the window.
    /// Returns false when the view is in no window.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard let window else { return false }
        window.firstResponder = self
        return true
    }

    /// Stops being the first responder; presses go to the window again.
    public func resignFirstResponder() {
        if let window, window.firstResponder === self { window.firstResponder = nil }
    }

    /// Whether the view is its window's first responder.
    public var isFirstResponder: Bool {
        guard let window else { return false }
        return window.firstResponder === self
    }
}
