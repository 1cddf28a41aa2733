import TactileSystem

/// Puts view trees on screen, repainting only what changed.
///
/// Each frame has two walks over the trees. `collect` visits only views that changed (or sit
/// below one whose geometry, opacity or visibility changed), redraws their dirty contents, and
/// adds to the damage the old and new screen areas of every view whose presentation changed,
/// plus redrawn content rects mapped to the screen. `composite` then paints every view meeting
/// a damage rectangle, back to front, clipped to it, starting at the frontmost view whose opaque
/// background covers the rectangle (`frontmostOpaqueView`): what lies behind it is never
/// painted. Raster draws identically in tiles and whole, so the result equals a full redraw.
///
/// Coordinates passed down are screen pixels: the screen's scale is the root transform.
final class Compositor {
    /// Offscreen buffers for group opacity, one per nesting depth, reused from frame to frame:
    /// each as large as the largest area flattened at that depth so far (the part of a group's
    /// subtree area a damage rectangle meets, see `scratchBuffer`).
    private var scratch: [Bitmap] = []
    /// Where the target being painted lies in the root's pixels (the screen's, or the
    /// snapshot bitmap's): (0, 0) for the root's own bitmap, a group's subtree-area origin while
    /// its scratch buffer is painted. Placements stay in root pixels; drawing subtracts this.
    private var origin = (x: 0, y: 0)
    /// Pixels per point of the screen being rendered.
    var scale: Double = 1
    /// The view compositing starts at (see `composite(_:into:startingAt:)`); nil once reached.
    private var occluder: View?
    /// Where the paint walk under way takes views' placements from.
    private var source = Placement.Source.recorded
    /// For a snapshot after screen updates: the scale dirty contents are drawn at before painting.
    private var displayScale: Double?
    /// Where the bitmaps of the views this compositor uses are counted (the screen's), if anywhere.
    /// Unowned: the screen owns both.
    @Unowned var cache: ContentsCache?
    /// The blurred shadow masks (the screen's, or the snapshot's screen's).
    var shadowCache: ShadowCache

    init(shadowCache: ShadowCache = ShadowCache()) {
        self.shadowCache = shadowCache
    }

    // MARK: Damage

    /// Visits `view` if it or its position changed, updating its recorded screen transform and
    /// areas, drawing its dirty contents, and adding what changed on screen to `damage`.
    func collect(
        _ view: View, parent: AffineTransform, clip: PixelRect, visible: Bool,
        scale: Double, forceVisit: Bool, forceDamage: Bool, damage: inout [PixelRect]
    ) {
        guard
            forceVisit || forceDamage || !view.changes.isEmpty || view.descendantChanged
                || view.dirtyRect != nil || view.hasCustomDrawing == nil
        else { return }
        let p = view.presentation
        let shown = visible && !view.isHidden && !view.isHiddenForTransition && Compositor.alpha8(p.alpha) > 0
        if shown { view.displayIfNeeded(scale: scale) }
        noteBitmapsUsed(view)
        let t = p.transformToSuperview.concatenating(parent)
        let placement = place(view, p, transform: t, clip: clip, shown: shown)
        let area = placement.area
        let placedAlike = t == view.renderState.lastScreenTransform && p.bounds.size == view.renderState.lastBoundsSize
        let moved = !placedAlike || area != view.renderState.lastArea
        let changes = view.changes
        if forceDamage || changes.contains(.appearance) || changes.contains(.subtree) || !placedAlike {
            damage.append(view.renderState.lastArea)
            damage.append(area)
        } else {
            if moved {
                // Only the clip changed (content scrolled under its scroll view's edge): the pixels
                // shown before and now are the same where the areas meet.
                ScrollBlit.append(area, minus: view.renderState.lastArea, to: &damage)
                ScrollBlit.append(view.renderState.lastArea, minus: area, to: &damage)
            }
            if let redrawn = view.renderState.contentDamage, shown {
                damage.append(Compositor.contentArea(view, redrawn, t).intersection(area))
            }
        }
        view.renderState.contentDamage = nil
        let childClip = placement.childClip
        let visitChildren = forceVisit || moved || childClip != view.renderState.lastChildClip || changes.contains(.geometry)
        let damageChildren = forceDamage || changes.contains(.subtree)
        view.renderState.lastScreenTransform = t
        view.renderState.lastArea = area
        view.renderState.lastBoundsSize = p.bounds.size
        view.renderState.lastChildClip = childClip
        // The offset its pixels now show, should the next frame move them (ScrollBlit).
        if view.movesPixelsWhenScrolled { view.renderState.scrolledOrigin = view.bounds.origin }
        view.changes = []
        view.descendantChanged = false
        var subtreeArea = area
        for child in view.subviews {
            collect(
                child, parent: t, clip: childClip, visible: shown, scale: scale,
                forceVisit: visitChildren, forceDamage: damageChildren, damage: &damage)
            subtreeArea = subtreeArea.union(child.renderState.lastSubtreeArea)
        }
        view.renderState.lastSubtreeArea = subtreeArea
    }

    /// Screen pixels the view's own drawing may touch: its bounds grown to whole pixels at the
    /// screen scale (the size of its contents and border bitmaps) through `t`, plus one pixel
    /// around rotated views for anti-aliased edges.
    static func coveredArea(_ view: View, _ p: ViewPresentation, _ t: AffineTransform, scale: Double) -> PixelRect {
        var local = p.bounds
        local.width = Swift.max(local.width, (local.width * scale).rounded(.up) / scale)
        local.height = Swift.max(local.height, (local.height * scale).rounded(.up) / scale)
        // Contents drawn at the model size while an animation shows another size (dropped
        // contents are drawn again at the model size).
        if view.hasCustomDrawing == true, view.contentsScale > 0 {
            let (width, height) =
                view.contents.map { ($0.width, $0.height) }
                ?? view.bounds.size.pixelExtent(scale: view.contentsScale)
            local.width = Swift.max(local.width, Double(width) / view.contentsScale)
            local.height = Swift.max(local.height, Double(height) / view.contentsScale)
        }
        let box = t.apply(to: local).enclosingPixels
        return t.isAxisAligned ? box : box.outset(by: 1)
    }

    /// Screen pixels that show the contents pixels under `rect` (relative to the bounds origin).
    static func contentArea(_ view: View, _ rect: Rect, _ t: AffineTransform) -> PixelRect {
        let extent: PixelRect
        if let contents = view.contents {
            extent = contents.bounds
        } else if view.contentsScale > 0 && !view.keepsContents(atScale: view.contentsScale) {
            // Drawn directly: the pixels its contents would have.
            let (width, height) = view.bounds.size.pixelExtent(scale: view.contentsScale)
            extent = PixelRect(x: 0, y: 0, width: width, height: height)
        } else {
            return .zero
        }
        let pixels = rect.scaled(by: view.contentScaleFactor).enclosingPixels.intersection(extent)
        let imageTransform = contentsTransform(view, t)
        if imageTransform.isIntegerTranslation {
            return imageTransform.apply(to: Rect(pixels)).enclosingPixels
        }
        // Filtering spreads a contents pixel over its neighbours on screen.
        return imageTransform.apply(to: Rect(pixels.outset(by: 1))).enclosingPixels.outset(by: 1)
    }

    /// Maps contents pixels to screen pixels.
    static func contentsTransform(_ view: View, _ t: AffineTransform) -> AffineTransform {
        imageTransform(scale: view.contentsScale > 0 ? view.contentsScale : 1, bounds: view.presentation.bounds, t)
    }

    /// Maps the pixels of a bitmap of the bounds at `scale` to screen pixels.
    static func imageTransform(scale s: Double, bounds: Rect, _ t: AffineTransform) -> AffineTransform {
        var toBounds = AffineTransform(scaleX: 1 / s, y: 1 / s)
        toBounds.tx = bounds.minX
        toBounds.ty = bounds.minY
        return toBounds.concatenating(t)
    }

    /// The pixels a clipping view lets its subviews draw in: its bounds rounded to whole pixels
    /// when axis-aligned, their bounding box otherwise.
    static func clipArea(_ p: ViewPresentation, _ t: AffineTransform) -> PixelRect {
        let box = t.apply(to: p.bounds)
        guard t.isAxisAligned else { return box.enclosingPixels }
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return .zero }
        return PixelRect(
            minX: pixel(box.minX.rounded()), minY: pixel(box.minY.rounded()),
            maxX: pixel(box.maxX.rounded()), maxY: pixel(box.maxY.rounded()))
    }

    /// A finite whole-valued coordinate as a pixel index, held within ±2³⁰ so that far-off
    /// views cannot overflow the rectangle arithmetic.
    @inline(__always) static func pixel(_ v: Double) -> Int { Int(Swift.max(-0x4000_0000, Swift.min(0x4000_0000, v))) }

    static func alpha8(_ alpha: Double) -> UInt8 {
        guard alpha > 0 else { return 0 }
        guard alpha < 1 else { return 255 }
        return UInt8((alpha * 255).rounded())
    }

    // MARK: Compositing

    /// Paints the trees of `windows`, back to front, inside `canvas.clip`, from `start` on:
    /// views painted before it (behind it, or the parts of its ancestors below their subviews)
    /// are skipped. `start` must be one of the windows' views that `composite` reaches. Places
    /// views where the last `collect` recorded them.
    func composite(_ windows: [Window], into canvas: Canvas, startingAt start: View?) {
        source = .recorded
        occluder = start
        origin = (0, 0)
        for window in windows { composite(window, in: .recorded, into: canvas, depth: 0) }
        occluder = nil
    }

    /// Paints `view` and its subtree into `bitmap`, whose pixel (0, 0) is the bounds origin, at
    /// `scale` pixels per point, leaving out the view's own transform, position, opacity and
    /// hiding: the snapshot's walk, the same as the screen's with placements worked out on the
    /// way down (`Placement.Source.computed`), so no state the screen's incremental redraw keeps is
    /// read or written. With `displayScale`, dirty contents are drawn at that scale first.
    func paintSnapshot(of view: View, into bitmap: Bitmap, scale: Double, displayScale: Double?) {
        source = .computed
        self.scale = scale
        self.displayScale = displayScale
        cache = view.window?.screen?.contentsCache
        if let screen = view.window?.screen { shadowCache = screen.shadowCache }
        origin = (0, 0)
        prepare(view)
        let p = view.presentation
        let t = AffineTransform(translationX: -p.bounds.minX, y: -p.bounds.minY)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
        let placement = place(view, p, transform: t, clip: bitmap.bounds, shown: true)
        drawLayers(view, p, placement, into: Canvas(bitmap), alpha: 255, depth: 0)
        self.displayScale = nil
        source = .recorded
    }

    /// Paints `view` and its subtree inside `canvas.clip`; `parent` is its superview's placement
    /// (unused when placements are recorded).
    private func composite(_ view: View, in parent: Placement, into canvas: Canvas, depth: Int) {
        // Most views of a frame lie outside a given damage rectangle: skip them before anything else.
        if source == .recorded && rootClip(canvas).intersection(view.renderState.lastSubtreeArea).isEmpty { return }
        guard !view.isHidden, !view.isHiddenForTransition else { return }
        var p = view.presentation
        let alpha = Compositor.alpha8(p.alpha)
        guard alpha > 0 else { return }
        let placement: Placement
        switch source {
        case .recorded:
            placement = Placement(
                transform: view.renderState.lastScreenTransform, area: view.renderState.lastArea, childClip: view.renderState.lastChildClip)
        case .computed:
            prepare(view)
            p = view.presentation
            placement = place(
                view, p, transform: p.transformToSuperview.concatenating(parent.transform),
                clip: parent.childClip, shown: true)
        }
        if let occluder {
            if view === occluder {
                self.occluder = nil
            } else if occluder.isDescendant(of: view) {
                // An ancestor (opaque, so never a group): its subviews and border still show.
                drawLayers(view, p, placement, into: canvas, alpha: alpha, depth: depth, drawsBelowSubviews: false)
                return
            } else {
                return  // wholly behind the occluder
            }
        }
        if alpha < 255 && Compositor.needsGroup(view, p) {
            // Group opacity: the subtree flattened offscreen, then blended once. The buffer's
            // pixel (0, 0) is the subtree area's origin, whatever the damage, so that every
            // rectangle of it flattens the same pixels; only the part the damage meets exists.
            let groupArea = subtreeArea(view, placement)
            let area = rootClip(canvas).intersection(groupArea)
            guard !area.isEmpty else { return }
            let groupOrigin = (x: groupArea.minX, y: groupArea.minY)
            let local = area.offsetBy(dx: -groupOrigin.x, dy: -groupOrigin.y)
            guard let buffer = scratchBuffer(depth: depth, area: local) else {
                // No memory for the group: each layer blended on its own is the nearest picture.
                drawLayers(view, p, placement, into: canvas, alpha: alpha, depth: depth)
                return
            }
            PixelFill.clear(buffer, local)
            let outer = origin
            origin = groupOrigin
            drawLayers(view, p, placement, into: Canvas(buffer, clip: local), alpha: 255, depth: depth + 1)
            origin = outer
            Canvas(canvas.target, clip: toTarget(area)).drawImage(
                buffer, x: groupOrigin.x - outer.x,
                y: groupOrigin.y - outer.y, alpha: alpha)
        } else {
            drawLayers(view, p, placement, into: canvas, alpha: alpha, depth: depth)
        }
    }

    /// Before a snapshot paints a view: with `displayScale`, its dirty contents are drawn (the
    /// screen uses them at its next frame).
    private func prepare(_ view: View) {
        guard let displayScale else { return }
        view.displayIfNeeded(scale: displayScale)
        // A redraw outside the screen's pass must still reach the screen; the compositor visits
        // only views with changes, so redrawn contents of an otherwise unchanged view would go unseen.
        if view.renderState.contentDamage != nil && view.changes.isEmpty { view.changes.insert(.appearance) }
        if !view.changes.isEmpty { view.markAncestorsChanged() }
    }

    /// Where `view` (presentation `p`, bounds-to-target transform `t`) paints when its parent
    /// lets it paint in `clip`: for `collect` (which records it) and for computed placements.
    func place(
        _ view: View, _ p: ViewPresentation, transform t: AffineTransform, clip: PixelRect,
        shown: Bool
    ) -> Placement {
        guard shown else { return Placement(transform: t, area: .zero, childClip: .zero) }
        var covered = Compositor.coveredArea(view, p, t, scale: scale)
        // The shadow is the view's own drawing: its damage, and never cut by its own clip.
        if view.presentedShadow != nil, let shadow = ShadowPlacement(view, p, t, scale: scale) { covered = covered.union(shadow.area) }
        let area = covered.intersection(clip)
        let childClip = view.clipsToBounds ? clip.intersection(Compositor.clipArea(p, t)) : clip
        return Placement(transform: t, area: area, childClip: childClip)
    }

    /// The target pixels `view`'s subtree may touch: recorded by `collect`, or worked out from
    /// `placement` (as `collect` does) for computed placements.
    private func subtreeArea(_ view: View, _ placement: Placement) -> PixelRect {
        guard source == .computed else { return view.renderState.lastSubtreeArea }
        var area = placement.area
        guard !placement.childClip.isEmpty else { return area }
        for child in view.subviews where !child.isHidden && !child.isHiddenForTransition {
            let cp = child.presentation
            guard Compositor.alpha8(cp.alpha) > 0 else { continue }
            let t = cp.transformToSuperview.concatenating(placement.transform)
            area = area.union(subtreeArea(child, place(child, cp, transform: t, clip: placement.childClip, shown: true)))
        }
        return area
    }

    /// Background, contents, subviews, border: the view's layers back to front (without the
    /// first two unless `drawsBelowSubviews`).
    private func drawLayers(
        _ view: View, _ p: ViewPresentation, _ placement: Placement, into canvas: Canvas,
        alpha: UInt8, depth: Int, drawsBelowSubviews: Bool = true
    ) {
        // Drawn through the transform to the target's pixels.
        let t = toTarget(placement.transform)
        let ownArea = rootClip(canvas).intersection(placement.area)
        // A rounded clipping view clips its own drawing to the rounded bounds too, as a layer
        // with masksToBounds does: its background and contents go offscreen with the subviews
        // (both, so that kept and dropped contents, which hide the background differently, show
        // the same), the shadow stays outside.
        let roundedClip = view.clipsToBounds && view.cornerRadius > 0
        let contentsInLayer = roundedClip && view.hasCustomDrawing == true && !ownArea.isEmpty && drawsBelowSubviews
        if !ownArea.isEmpty && drawsBelowSubviews {
            drawBackgroundAndContents(view, p, t, into: canvas, alpha: alpha, drawsBody: !contentsInLayer)
        }
        if !view.subviews.isEmpty || contentsInLayer {
            var childCanvas = canvas
            childCanvas.setClip(canvas.clip.intersection(toTarget(placement.childClip)))
            if childCanvas.clip.isEmpty {
                // Nothing of the subviews shows here.
            } else if view.clipsToBounds && (!placement.transform.isAxisAligned || roundedClip) {
                compositeClippedToBoundsShape(
                    view, p, placement, into: childCanvas, depth: depth, contentsAlpha: contentsInLayer ? alpha : nil)
            } else {
                for child in view.subviews { composite(child, in: placement, into: childCanvas, depth: depth) }
            }
        }
        if !ownArea.isEmpty { drawBorder(view, p, t, into: canvas, alpha: alpha) }
    }

    /// The subviews of a turned (not axis-aligned) or rounded clipping view, with its background
    /// and drawn contents at `contentsAlpha` when given: flattened offscreen, kept in proportion to how
    /// much of each pixel the turned or rounded bounds cover (anti-aliased edges), then blended.
    /// `canvas.clip` is already within the bounds' bounding box (`childClip`), whose origin is
    /// the buffers' pixel (0, 0) whatever the damage.
    private func compositeClippedToBoundsShape(
        _ view: View, _ p: ViewPresentation, _ placement: Placement,
        into canvas: Canvas, depth: Int, contentsAlpha: UInt8?
    ) {
        let area = rootClip(canvas)
        let layerOrigin = (x: placement.childClip.minX, y: placement.childClip.minY)
        let local = area.offsetBy(dx: -layerOrigin.x, dy: -layerOrigin.y)
        guard let layer = scratchBuffer(depth: depth, area: local) else {
            // No memory for the layer: the contents and subviews unclipped by the bounds' shape.
            if let contentsAlpha {
                drawBackgroundAndContents(
                    view, p, toTarget(placement.transform), into: canvas, alpha: contentsAlpha, drawsShadow: false)
            }
            for child in view.subviews { composite(child, in: placement, into: canvas, depth: depth + 1) }
            return
        }
        PixelFill.clear(layer, local)
        let outer = origin
        origin = layerOrigin
        if let contentsAlpha {
            drawBackgroundAndContents(
                view, p, toTarget(placement.transform), into: Canvas(layer, clip: local), alpha: contentsAlpha,
                drawsShadow: false, roundsBackground: false)
        }
        for child in view.subviews { composite(child, in: placement, into: Canvas(layer, clip: local), depth: depth + 1) }
        origin = outer
        let offset = (x: layerOrigin.x - outer.x, y: layerOrigin.y - outer.y)
        // The subviews are done with the deeper buffers: the next one takes the bounds' coverage.
        guard let mask = scratchBuffer(depth: depth + 1, area: local) else {
            Canvas(canvas.target, clip: canvas.clip).drawImage(layer, x: offset.x, y: offset.y)
            return
        }
        PixelFill.clear(mask, local)
        var toLayer = placement.transform
        toLayer.tx -= Double(layerOrigin.x)
        toLayer.ty -= Double(layerOrigin.y)
        ShapePainter.fill(p.bounds, cornerRadius: view.cornerRadius, transform: toLayer, color: .white, in: Canvas(mask, clip: local))
        for y in local.minY..<local.maxY {
            let layerRow = layer.row32(y), maskRow = mask.row32(y)
            for x in local.minX..<local.maxX {
                let coverage = maskRow[x] >> 24
                if coverage == 255 { continue }
                layerRow[x] = Compositor.scaled(layerRow[x], by: coverage)
            }
        }
        Canvas(canvas.target, clip: canvas.clip).drawImage(layer, x: offset.x, y: offset.y)
    }

    /// The canvas's clip in the root's pixels.
    @inline(__always) private func rootClip(_ canvas: Canvas) -> PixelRect {
        canvas.clip.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// A rectangle of the root's pixels in the target's.
    @inline(__always) private func toTarget(_ rect: PixelRect) -> PixelRect {
        rect.isEmpty ? rect : rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// A transform to the root's pixels as one to the target's (exact: whole pixels subtracted;
    /// unchanged outside buffers).
    @inline(__always) private func toTarget(_ t: AffineTransform) -> AffineTransform {
        guard origin.x != 0 || origin.y != 0 else { return t }
        var moved = t
        moved.tx -= Double(origin.x)
        moved.ty -= Double(origin.y)
        return moved
    }

    /// A premultiplied pixel with every channel times `factor / 255`, rounded.
    private static func scaled(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        guard factor > 0, pixel != 0 else { return 0 }
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            ((((pixel >> shift) & 0xFF) * factor + 127) / 255) << shift
        }
        return channel(0) | channel(8) | channel(16) | channel(24)
    }

    /// The view's layers below its subviews: shadow, background colour, then drawn contents,
    /// through `t` (bounds to target pixels).
    private func drawBackgroundAndContents(
        _ view: View, _ p: ViewPresentation, _ t: AffineTransform,
        into canvas: Canvas, alpha: UInt8, drawsShadow: Bool = true, drawsBody: Bool = true,
        roundsBackground: Bool = true
    ) {
        if drawsShadow, view.presentedShadow != nil, let shadow = ShadowPlacement(view, p, t, scale: scale) {
            shadow.draw(into: canvas, alpha: alpha, cache: shadowCache)
        }
        guard drawsBody else { return }
        let contentsTransform = Compositor.contentsTransform(view, t)
        // Opaque contents hold the background already: copied over it, it would not show.
        let contentsHideBackground =
            alpha == 255 && view.hasCustomDrawing == true
            && view.contents.map { $0.format != .argb8888 } == true && contentsTransform.isIntegerTranslation
        if let color = p.backgroundColor, color.alpha > 0, !contentsHideBackground {
            ShapePainter.fill(
                // In a rounded clip's layer the mask rounds it: rounding here too would take the
                // corners' coverage twice.
                p.bounds, cornerRadius: roundsBackground ? view.cornerRadius : 0, transform: t,
                color: color.multipliedAlpha(alpha), in: canvas)
        }
        guard view.hasCustomDrawing == true else { return }
        drawContents(view, contentsTransform, into: canvas, alpha: alpha)
    }

    /// The view's drawn contents through `contentsTransform`.
    private func drawContents(_ view: View, _ contentsTransform: AffineTransform, into canvas: Canvas, alpha: UInt8) {
        // A view that keeps no contents, or whose contents were dropped and whose drawing
        // composites exactly, is drawn where it shows. (Dropped contents are not made again when
        // the budget has room: under a budget that on-screen views fill, that made and dropped
        // a wallpaper's 1.5 MB over and over, and the soak saw the resident memory climb.)
        if view.drawDirectly(into: canvas, transform: contentsTransform, alpha: alpha) {
            noteBitmapsUsed(view)
            return
        }
        // Contents the cache dropped (or never kept) are drawn again when needed, the same as they were.
        if view.contentsWereDropped { view.redrawDroppedContents() }
        if let contents = view.contents {
            canvas.drawImage(contents, transform: contentsTransform, alpha: alpha)
            noteBitmapsUsed(view)
        }
    }

    /// The view's layer above its subviews: the border.
    private func drawBorder(
        _ view: View, _ p: ViewPresentation, _ t: AffineTransform, into canvas: Canvas,
        alpha: UInt8
    ) {
        guard view.borderWidth > 0, view.borderColor.alpha > 0, !p.bounds.isEmpty else { return }
        guard let border = BorderImage.of(view, p, scale: scale) else { return }
        canvas.drawImage(border, transform: Compositor.imageTransform(scale: scale, bounds: p.bounds, t), alpha: alpha)
        noteBitmapsUsed(view)
    }

    /// Tells the cache that `view`'s bitmaps (if it has any) are in use, with their current size.
    @inline(__always) private func noteBitmapsUsed(_ view: View) {
        guard let cache, view.renderState.contentsCache != nil || view.contents != nil || view.renderState.borderImage != nil else { return }
        cache.use(view)
    }

    /// Whether a translucent view must be flattened offscreen (group opacity): when it has
    /// subviews, or more than one layer of its own. The choice changes only with changes that
    /// damage every pixel it affects (alpha, the first subview added or the last removed, or,
    /// without subviews, its own layers).
    static func needsGroup(_ view: View, _ p: ViewPresentation) -> Bool {
        if !view.subviews.isEmpty { return true }
        var count = 0
        // A shadow lies under the background: a translucent view shows it only around itself.
        if view.presentedShadow != nil { count += 1 }
        if let color = p.backgroundColor, color.alpha > 0 { count += 1 }
        // Dropped contents count: they are drawn again before they are painted.
        if view.hasCustomDrawing == true, view.contents != nil || view.contentsWereDropped { count += 1 }
        if view.borderWidth > 0, view.borderColor.alpha > 0 { count += 1 }
        return count > 1
    }

    /// The bytes the group-opacity buffers hold.
    var scratchBytes: Int { scratch.reduce(0) { $0 + $1.bytesPerRow * $1.height } }

    /// Frees the group-opacity buffers.
    func releaseScratch() {
        scratch.removeAll()
    }

    /// The offscreen buffer of nesting depth `depth` for drawing inside `area` (non-empty, at
    /// non-negative coordinates) only: a bitmap of which only the pixels of `area` exist in
    /// memory (a toast fading in needs its own pixels, an icon moving in a group the part of it
    /// the damage meets, not a screenful). Nothing may be read or written outside `area`, which
    /// every canvas clipped to it guarantees. The storage is kept and reused, grown to the widest
    /// and tallest area asked for at that depth. Valid until the next call for the same depth.
    /// Nil, after one error line, when the memory budget has no room for it.
    private func scratchBuffer(depth: Int, area: PixelRect) -> Bitmap? {
        precondition(!area.isEmpty && area.minX >= 0 && area.minY >= 0, "scratch area outside the buffer")
        while scratch.count <= depth {
            scratch.append(Bitmap(width: 0, height: 0, format: .argb8888))
        }
        // Rows as wide as the area's right edge needs; only its rows and columns are touched.
        let rowBytes = (area.maxX * 4 + 63) & ~63
        let old = scratch[depth]
        if old.bytesPerRow * old.height < rowBytes * area.height {
            let width = Swift.max(old.width, rowBytes / 4), height = Swift.max(old.height, area.height)
            // The old buffer goes first: its bytes count against the budget.
            scratch[depth] = Bitmap(width: 0, height: 0, format: .argb8888)
            do throws(AllocationError) {
                scratch[depth] = try Bitmap(checkedWidth: width, height: height, format: .argb8888)
            } catch {
                Console.error("an offscreen buffer of \(width)x\(height) " + error.description + ": drawn without it")
                return nil
            }
        }
        let storage = scratch[depth]
        // Pixel (x, y) of the area is byte (y − area.minY) × rowBytes + (x − area.minX) × 4 of
        // the storage; pixels above and left of the area are never touched.
        return Bitmap(
            borrowing: storage.baseAddress - area.minY * rowBytes - area.minX * 4, width: area.maxX,
            height: area.maxY, bytesPerRow: rowBytes, format: .argb8888)
    }
}

extension PixelRect {
    /// The rectangle grown by `amount` pixels on every side (empty stays empty).
    func outset(by amount: Int) -> PixelRect {
        isEmpty ? self : PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }
}

extension Color {
    /// The colour with its alpha multiplied by `factor / 255`.
    func multipliedAlpha(_ factor: UInt8) -> Color {
        guard factor < 255 else { return self }
        return withAlpha(UInt8((UInt32(alpha) * UInt32(factor) + 127) / 255))
    }
}
