extension View {
    /// The transform from this view's bounds coordinates to its root's (the window's), from the
    /// model values.
    public var transformToRoot: AffineTransform {
        var result = AffineTransform.identity
        var current: View? = self
        while let view = current, let parent = view.superview {
            result = result.concatenating(view.modelPresentation.transformToSuperview)
            current = parent
        }
        return result
    }

    /// The transform from this view's bounds coordinates to `view`'s (the root's when nil); nil
    /// when `view`'s transform cannot be inverted. Views in different windows of one screen
    /// convert through the screen's coordinates; trees on no screen (or on different screens)
    /// are taken to have their roots in the same place.
    public func transform(to view: View?) -> AffineTransform? {
        guard let view else { return transformToRoot }
        let root = rootView, otherRoot = view.rootView
        var toCommon = transformToRoot, otherToCommon = view.transformToRoot
        if otherRoot !== root {
            toCommon = toCommon.concatenating(root.transformToScreen)
            otherToCommon = otherToCommon.concatenating(otherRoot.transformToScreen)
        }
        guard let inverse = otherToCommon.inverted else { return nil }
        return toCommon.concatenating(inverse)
    }

    /// The bounding box of `rect` from this view's coordinates in the screen's points (through
    /// its window's placement; a tree on no screen is taken to be at the screen's origin).
    public func convertToScreen(_ rect: Rect) -> Rect {
        transformToRoot.concatenating(rootView.transformToScreen).apply(to: rect)
    }

    /// For a window shown on a screen, its own placement on the screen (model values);
    /// identity for any other root.
    private var transformToScreen: AffineTransform {
        guard let window = self as? Window, window.screen != nil else { return .identity }
        return modelPresentation.transformToSuperview
    }

    /// `point` from this view's coordinates to `view`'s (the root's when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        guard let t = transform(to: view) else { return point }
        return t.apply(to: point)
    }

    /// `point` from `view`'s coordinates (the root's when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let source = view ?? rootView
        return source.convert(point, to: self)
    }

    /// The bounding box of `rect` from this view's coordinates in `view`'s (the root's when nil).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        guard let t = transform(to: view) else { return rect }
        return t.apply(to: rect)
    }

    /// The bounding box of `rect` from `view`'s coordinates (the root's when nil) in this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let source = view ?? rootView
        return source.convert(rect, to: self)
    }
}
