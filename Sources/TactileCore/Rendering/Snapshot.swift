extension View {
    /// The view and its subtree as they look now, rendered into a new premultiplied ARGB bitmap of
    /// its bounds at the screen's scale (1 when the view is on no screen), as UIKit's
    /// `snapshotView(afterScreenUpdates:)` captures it.
    ///
    /// Pixel (0, 0) is the bounds origin. The picture is of the view itself: its own transform,
    /// position, opacity and `isHidden` are left out (whoever shows the picture applies them),
    /// everything inside is as on screen (presentation values, subviews' opacity and clipping):
    /// it is painted by the screen's own compositing code, so a view alone on a screen of its
    /// size shows exactly these pixels. Subviews reaching outside the bounds are cut off; pixels
    /// the view leaves uncovered are transparent.
    ///
    /// With `afterScreenUpdates`, pending layout and drawing of the subtree run first, so the
    /// picture shows changes made since the last frame (the screen then shows the same drawing
    /// at the next frame without drawing again). Without it nothing runs: views not drawn yet
    /// show no contents. Either way the screen's incremental redraw is not disturbed. When the
    /// memory budget has no room for the picture, it is empty (0 × 0 pixels).
    public func snapshot(afterScreenUpdates: Bool = true) -> Bitmap {
        snapshot(scale: screenScale ?? 1, afterScreenUpdates: afterScreenUpdates)
    }

    /// The view's snapshot (see `snapshot(afterScreenUpdates:)`) at `scale` pixels per point.
    public func snapshot(scale: Double, afterScreenUpdates: Bool = true) -> Bitmap {
        precondition(scale > 0, "the scale must be positive")
        if afterScreenUpdates { layoutIfNeeded() }
        let (width, height) = presentation.bounds.size.pixelExtent(scale: scale)
        // No memory for it, even with the caches dropped: an empty picture (a transition then
        // shows nothing of the view), never a trap.
        guard let bitmap = View.contentsBitmap(width: width, height: height, format: .argb8888) else {
            return Bitmap(width: 0, height: 0, format: .argb8888)
        }
        // A compositor of its own: its offscreen buffers are the snapshot's size, not the screen's.
        Compositor().paintSnapshot(
            of: self, into: bitmap, scale: scale,
            displayScale: afterScreenUpdates ? (screenScale ?? scale) : nil)
        return bitmap
    }
}
