extension View {
    /// Whether the view is its window's first responder (`becomeFirstResponder()`).
    public var isFirstResponder: Bool {
        guard let window else { return false }
        return window.firstResponder === self
    }
}
