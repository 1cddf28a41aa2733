/// Where a view paints in the target of a paint walk (the screen or a snapshot's bitmap).
struct Placement {
    /// From the view's bounds coordinates to target pixels.
    var transform: AffineTransform
    /// The target pixels the view's own layers may touch, within what its ancestors let it
    /// paint (`.zero` when it is not shown).
    var area: PixelRect
    /// The target pixels its subviews may paint in.
    var childClip: PixelRect

    /// Stands for a placement the walk does not use: the screen's walk reads each view's from
    /// the state `Compositor.collect` recorded on it.
    static let recorded = Placement(transform: .identity, area: .zero, childClip: .zero)

    /// Where a paint walk takes each view's placement from. One walk paints the screen and
    /// snapshots, so the two cannot paint a view differently.
    enum Source {
        /// The state the last `Compositor.collect` recorded on the views (`renderState.lastScreenTransform`,
        /// `renderState.lastArea`, `renderState.lastChildClip`, `renderState.lastSubtreeArea`): the screen's incremental redraw.
        case recorded
        /// Worked out on the way down from the root's placement, the same way `collect` does,
        /// without reading or writing the recorded state: snapshots.
        case computed
    }
}
