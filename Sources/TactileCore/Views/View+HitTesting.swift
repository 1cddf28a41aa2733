extension View {
    /// Whether `point` (bounds coordinates) lies in the bounds: the default of `point(inside:)`.
    public func boundsContains(_ point: Point) -> Bool {
        bounds.contains(point)
    }

    /// Whether the view can take touches at all: shown, not transparent, interactive. A view
    /// failing this hides its whole subtree from hit testing.
    public var isHitTestable: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled
    }

    /// The default of `hitTest(_:)`, from the model geometry (what the application set, not an
    /// animation's in-flight values): the view must be hit-testable and contain the point; then
    /// the frontmost subview that hits wins, else the view itself.
    public func defaultHitTest(_ point: Point) -> View? {
        guard isHitTestable, self.point(inside: point) else { return nil }
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            // A singular transform (scale 0) shows nothing, so nothing can be touched.
            guard let toSubview = subview.modelPresentation.transformToSuperview.inverted else { continue }
            if let hit = subview.hitTest(toSubview.apply(to: point)) { return hit }
        }
        return self
    }
}
