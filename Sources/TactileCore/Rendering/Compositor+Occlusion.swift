/// Occlusion: where an opaque view covers a whole damage rectangle, nothing behind it can show,
/// so compositing starts at that view (the screen background, the window backgrounds and a
/// full-screen wallpaper under a panel are never painted there).
extension Compositor {
    /// The frontmost view of `windows` whose opaque background covers every pixel of `rect`,
    /// with the screen transforms and clips recorded by the last `collect`; nil when none does.
    /// Only views that paint `rect` at full opacity qualify: shown, with alpha 1 all the way up
    /// (a translucent ancestor blends its group with what is behind), an opaque background
    /// colour or opaque drawn contents covering the bounds (`View.contentsCoverBoundsOpaquely`:
    /// an opaque wallpaper image), square corners and an axis-aligned transform.
    func frontmostOpaqueView(covering rect: PixelRect, in windows: [Window], screenClip: PixelRect) -> View? {
        guard !rect.isEmpty else { return nil }
        for window in windows.reversed() {
            if let view = Compositor.opaqueView(in: window, covering: rect, clip: screenClip) { return view }
        }
        return nil
    }

    /// Searches `view`'s subtree front to back; `clip` is where its parent lets it paint.
    private static func opaqueView(in view: View, covering rect: PixelRect, clip: PixelRect) -> View? {
        // Everything a view paints lies in its subtree area, the cover included.
        guard view.renderState.lastSubtreeArea.contains(rect), !view.isHidden, !view.isHiddenForTransition else { return nil }
        let p = view.presentation
        guard alpha8(p.alpha) == 255 else { return nil }
        // A turned or rounded clipping view clips its subviews to less than their recorded clip box.
        if !view.clipsToBounds || (view.renderState.lastScreenTransform.isAxisAligned && view.cornerRadius == 0) {
            for child in view.subviews.reversed() {
                if let found = opaqueView(in: child, covering: rect, clip: view.renderState.lastChildClip) { return found }
            }
        }
        return opaquelyCovers(view, p, rect, clip: clip) ? view : nil
    }

    /// Whether the view's background, or its drawn contents, alone paint every pixel of `rect`
    /// opaquely.
    private static func opaquelyCovers(_ view: View, _ p: ViewPresentation, _ rect: PixelRect, clip: PixelRect) -> Bool {
        guard view.cornerRadius == 0, clip.contains(rect) else { return false }
        // Contents are drawn at the model size: they cover the presented bounds only at that size.
        let opaqueBackground = p.backgroundColor.map { $0.alpha == 255 } ?? false
        guard
            opaqueBackground
                || (view.hasCustomDrawing == true && view.contentsCoverBoundsOpaquely
                    && p.bounds.size == view.bounds.size)
        else { return false }
        let t = view.renderState.lastScreenTransform
        guard t.isAxisAligned else { return false }
        let box = t.apply(to: p.bounds)
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return false }
        // Only pixels wholly inside the box get full coverage; its anti-aliased edges do not.
        let inner = PixelRect(
            minX: pixel(box.minX.rounded(.up)), minY: pixel(box.minY.rounded(.up)),
            maxX: pixel(box.maxX.rounded(.down)), maxY: pixel(box.maxY.rounded(.down)))
        return inner.contains(rect)
    }
}
