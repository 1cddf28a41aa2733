extension View {
    /// Tells the view's superview that `intrinsicContentSize` changed: a stack view (or a button
    /// holding the view) lays out again at the next frame, and a stack view passes the news on
    /// to its own superview, since its natural size is made of its arranged views'.
    public func invalidateIntrinsicContentSize() {
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's origin.
    /// A result that is not a finite, non-negative size leaves that length as it was.
    public func sizeToFit() {
        let fitting = sizeThatFits(bounds.size)
        let current = frame
        func usable(_ value: Double, _ old: Double) -> Double { value.isFinite && value >= 0 ? value : old }
        frame = Rect(
            origin: current.origin,
            size: Size(width: usable(fitting.width, current.width), height: usable(fitting.height, current.height)))
    }
}
