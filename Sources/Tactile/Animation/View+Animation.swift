extension View {
    /// The animator of the screen showing the view (through its window); nil while the view is
    /// on no screen.
    public var animator: Animator? { (rootView as? Window)?.screen?.animator }
}
