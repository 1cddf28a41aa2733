extension View {
    /// The view and its subtree as they look now, rendered into a new premultiplied ARGB bitmap of
    /// its bounds at the screen's scale (1 when the view is on no screen), as UIKit's
    /// `snapshotView(afterScreenUpdates:)` captures it.
    ///
    /// Pixel (0, 0) is the bounds origin. The picture is of the view itself: its own transform,
    /// position, opacity and `isHidden` are left out (whoever shows the picture applies them),
    /// everything inside is as on screen (presentation values, subviews' opacity and clipping).
    /// Subviews reaching outside the bounds are cut off; pixels the view leaves uncovered are
    /// transparent.
    ///
    /// With `afterScreenUpdates`, pending layout and drawing of the subtree run first, so the
    /// picture shows changes made since the last frame (the screen then shows the same drawing
    /// at the next frame without drawing again). Without it nothing runs: views not drawn yet
    /// show no contents. Either way the screen's incremental redraw is not disturbed.
    public func snapshot(afterScreenUpdates: Bool = true) -> Bitmap {
        snapshot(scale: screenScale ?? 1, afterScreenUpdates: afterScreenUpdates)
    }

    /// The view's snapshot (see `snapshot(afterScreenUpdates:)`) at `scale` pixels per point.
    public func snapshot(scale: Double, afterScreenUpdates: Bool = true) -> Bitmap {
        precondition(scale > 0, "the scale must be positive")
        if afterScreenUpdates { layoutIfNeeded() }
        let p = presentation
        let (width, height) = p.bounds.size.pixelExtent(scale: scale)
        let bitmap = Bitmap(width: width, height: height, format: .argb8888)
        var renderer = SnapshotRenderer(scale: scale, displayScale: afterScreenUpdates ? (screenScale ?? scale) : nil)
        let root = AffineTransform(translationX: -p.bounds.minX, y: -p.bounds.minY)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
        renderer.render(self, p, root, into: Canvas(bitmap), alpha: 255, depth: 0)
        return bitmap
    }
}

/// Paints a subtree into a bitmap the way `Compositor.composite` paints the screen, with the
/// transforms and clips computed on the way down instead of read from the per-view state the
/// screen's incremental redraw keeps (`lastScreenTransform`, `lastArea`…), which it never touches.
/// The same primitives in the same order give the same pixels as the screen for the same
/// transform.
struct SnapshotRenderer {
    /// Pixels per point of the target.
    let scale: Double
    /// The scale dirty contents are drawn at before painting (the screen's, so the screen can use
    /// them); nil to paint the contents as they are.
    let displayScale: Double?
    /// Offscreen buffers for group opacity, one per nesting depth.
    private var scratch: [Bitmap] = []

    init(scale: Double, displayScale: Double?) {
        self.scale = scale
        self.displayScale = displayScale
    }

    /// Paints `view` (presentation `p`, bounds-to-target transform `t`) and its subtree at
    /// opacity `alpha` inside `canvas.clip`.
    mutating func render(_ view: View, _ p: ViewPresentation, _ t: AffineTransform, into canvas: Canvas,
                         alpha: UInt8, depth: Int) {
        display(view)
        if alpha < 255 && Compositor.needsGroup(view, p) {
            let area = canvas.clip.intersection(subtreeArea(view, p, t, clip: canvas.clip))
            guard !area.isEmpty else { return }
            let buffer = scratchBuffer(depth: depth, like: canvas.target)
            PixelFill.clear(buffer, area)
            drawLayers(view, p, t, into: Canvas(buffer, clip: area), alpha: 255, depth: depth + 1)
            Canvas(canvas.target, clip: area).drawImage(buffer, x: 0, y: 0, alpha: alpha)
        } else {
            drawLayers(view, p, t, into: canvas, alpha: alpha, depth: depth)
        }
    }

    /// Draws the view's dirty contents. A redraw outside the screen's pass must still reach the
    /// screen: the view is marked so the next frame repaints it from the new contents.
    private func display(_ view: View) {
        guard let displayScale else { return }
        view.displayIfNeeded(scale: displayScale)
        // The compositor visits only views with changes; redrawn contents of an otherwise
        // unchanged view would go unseen.
        if view.contentDamage != nil && view.changes.isEmpty { view.changes.insert(.appearance) }
        if !view.changes.isEmpty { view.markAncestorsChanged() }
    }

    /// Background, contents, subviews, border: as `Compositor.drawLayers`.
    private mutating func drawLayers(_ view: View, _ p: ViewPresentation, _ t: AffineTransform, into canvas: Canvas,
                                     alpha: UInt8, depth: Int) {
        let ownArea = canvas.clip.intersection(Compositor.coveredArea(view, p, t, scale: scale))
        if !ownArea.isEmpty { Compositor.drawBackgroundAndContents(view, p, t, into: canvas, alpha: alpha) }
        if !view.subviews.isEmpty {
            var childCanvas = canvas
            if view.clipsToBounds { childCanvas.setClip(canvas.clip.intersection(Compositor.clipArea(p, t))) }
            if !childCanvas.clip.isEmpty {
                for child in view.subviews where !child.isHidden && !child.isHiddenForTransition {
                    let cp = child.presentation
                    let childAlpha = Compositor.alpha8(cp.alpha)
                    guard childAlpha > 0 else { continue }
                    render(child, cp, cp.transformToSuperview.concatenating(t), into: childCanvas,
                           alpha: childAlpha, depth: depth)
                }
            }
        }
        if !ownArea.isEmpty { Compositor.drawBorder(view, p, t, into: canvas, alpha: alpha, scale: scale) }
    }

    /// The target pixels the subtree may touch inside `clip` (as `lastSubtreeArea`).
    private func subtreeArea(_ view: View, _ p: ViewPresentation, _ t: AffineTransform, clip: PixelRect) -> PixelRect {
        var area = Compositor.coveredArea(view, p, t, scale: scale).intersection(clip)
        let childClip = view.clipsToBounds ? clip.intersection(Compositor.clipArea(p, t)) : clip
        guard !childClip.isEmpty else { return area }
        for child in view.subviews where !child.isHidden && !child.isHiddenForTransition {
            let cp = child.presentation
            guard Compositor.alpha8(cp.alpha) > 0 else { continue }
            area = area.union(subtreeArea(child, cp, cp.transformToSuperview.concatenating(t), clip: childClip))
        }
        return area
    }

    private mutating func scratchBuffer(depth: Int, like target: Bitmap) -> Bitmap {
        while scratch.count <= depth {
            scratch.append(Bitmap(width: target.width, height: target.height, format: .argb8888))
        }
        return scratch[depth]
    }
}
