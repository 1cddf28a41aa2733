import TactileRaster

/// Scrolling without repainting what stays on screen: when a scroll view's content moved by a
/// whole number of pixels and nothing else about it changed, the pixels of its area that stay
/// valid are moved in the back buffer (which always holds the last whole frame), or in the
/// panel's memory when the display draws in bands (`Display.movePixels`), and only the
/// strip that comes into view is painted, with whatever else changed. The incremental = full
/// property test proves the frames equal full redraws.
///
/// It applies only where the move is exact: the scroll view is axis-aligned on screen and did
/// not move or change size itself, it paints an opaque background without border or corners and
/// clips its content, no ancestor is translucent (group opacity would blend what is behind) or
/// draws a border (drawn over its subviews), and nothing in front of it changes this frame.
/// Otherwise the frame repaints its area as usual. What views in front (later siblings up the
/// tree, later windows, their shadows included) painted over the area in the last frame moves
/// with the content: those pixels are painted again, where they were (the views in front over
/// the moved content) and where they moved to, as in UIKit a title bar over a scrolling list.
struct ScrollBlit {
    /// Screen pixels the moves changed: presented with the painted damage, not painted.
    var movedAreas: [PixelRect] = []
    /// The strips that came into view: to paint.
    var exposedAreas: [PixelRect] = []
    /// The scroll views handled this frame (a view may be listed twice).
    private var seen: [View] = []
    /// Where views in front painted over the scroll view being moved (kept for its storage).
    private var covered: [PixelRect] = []
    /// The most rectangles of views in front worth repainting: past it a move is not worth it.
    static let coveringLimit = 16

    /// Forgets the last frame's moves, keeping the storage.
    mutating func reset() {
        movedAreas.removeAll(keepingCapacity: true)
        exposedAreas.removeAll(keepingCapacity: true)
        seen.removeAll(keepingCapacity: true)
    }

    /// Moves the content of the scroll views in `scrolled` whose offset changed since their last
    /// composite, where that is exact; records each view's offset for the next frame.
    /// `mover(area, dx, dy)` moves the pixels shown in `area`: new pixel (x, y) = old pixel
    /// (x + dx, y + dy) (`PixelMove`, in the back buffer or the panel's memory).
    mutating func apply(
        to scrolled: [View], screen: Screen, target: Bitmap, scale: Double,
        mover: (_ area: PixelRect, _ dx: Int, _ dy: Int) -> Void
    ) {
        for scrollView in scrolled where !seen.contains(where: { $0 === scrollView }) {
            seen.append(scrollView)
            defer { scrollView.renderState.scrolledOrigin = scrollView.bounds.origin }
            guard let previous = scrollView.renderState.scrolledOrigin, scrollView.window?.screen === screen,
                let shift = pixelShift(of: scrollView, from: previous, screen: screen, target: target, scale: scale)
            else { continue }
            // Only pixels the opaque background covers whole move: edge pixels a fractional frame
            // covers in part blend with what lies behind, and are painted again.
            let box = scrollView.renderState.lastScreenTransform.apply(
                to: scrollView.presentation.bounds.offsetBy(
                    dx: -(scrollView.bounds.origin.x - previous.x), dy: -(scrollView.bounds.origin.y - previous.y)))
            let interior = PixelRect(
                minX: Int(box.minX.rounded(.up)), minY: Int(box.minY.rounded(.up)),
                maxX: Int(box.maxX.rounded(.down)), maxY: Int(box.maxY.rounded(.down)))
            let area = interior.intersection(scrollView.renderState.lastChildClip).intersection(target.bounds)
            guard !area.isEmpty else { continue }
            mover(area, shift.dx, shift.dy)
            let kept = area.intersection(area.offsetBy(dx: -shift.dx, dy: -shift.dy))
            movedAreas.append(area)
            let painted = scrollView.renderState.lastArea.union(scrollView.renderState.lastChildClip).intersection(target.bounds)
            ScrollBlit.append(painted, minus: kept, to: &exposedAreas)
            // The views in front, over the moved pixels, and their pixels, moved with the content.
            for rect in covered {
                let over = rect.intersection(area), carried = rect.offsetBy(dx: -shift.dx, dy: -shift.dy).intersection(area)
                if !over.isEmpty { exposedAreas.append(over) }
                if !carried.isEmpty { exposedAreas.append(carried) }
            }
            // Its own bounds map to the screen shifted (its area stays), its subviews moved.
            scrollView.renderState.lastScreenTransform.tx -= Double(shift.dx)
            scrollView.renderState.lastScreenTransform.ty -= Double(shift.dy)
            shiftRecordedGeometry(below: scrollView, by: shift)
        }
    }

    /// Appends the pixels of `rect` outside `hole` (which lies within it, or is empty) as up to
    /// four rectangles: above, left of, right of and below the hole.
    static func append(_ rect: PixelRect, minus hole: PixelRect, to rects: inout [PixelRect]) {
        guard !rect.isEmpty else { return }
        let hole = hole.intersection(rect)
        guard !hole.isEmpty else {
            rects.append(rect)
            return
        }
        func add(_ part: PixelRect) { if !part.isEmpty { rects.append(part) } }
        add(PixelRect(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: hole.minY))
        add(PixelRect(minX: rect.minX, minY: hole.minY, maxX: hole.minX, maxY: hole.maxY))
        add(PixelRect(minX: hole.maxX, minY: hole.minY, maxX: rect.maxX, maxY: hole.maxY))
        add(PixelRect(minX: rect.minX, minY: hole.maxY, maxX: rect.maxX, maxY: rect.maxY))
    }

    /// The move in pixels (content moves against the offset), nil when it is not exact.
    private mutating func pixelShift(
        of view: View, from previous: Point, screen: Screen, target: Bitmap,
        scale: Double
    ) -> (dx: Int, dy: Int)? {
        covered.removeAll(keepingCapacity: true)
        let delta = Point(x: view.bounds.origin.x - previous.x, y: view.bounds.origin.y - previous.y)
        guard delta != .zero, view.renderState.lastArea != .zero else { return nil }
        let t = view.renderState.lastScreenTransform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return nil }
        let dx = delta.x * t.a, dy = delta.y * t.d
        // The view itself must stand where it stood: its bounds-to-screen transform differs from
        // the last one by the offset's change only.
        var expected = t
        expected.tx -= dx
        expected.ty -= dy
        guard let current = Self.screenTransform(of: view, scale: scale), current == expected else { return nil }
        let rx = dx.rounded(), ry = dy.rounded()
        guard abs(dx - rx) < 1e-9, abs(dy - ry) < 1e-9, abs(rx) < Double(target.width), abs(ry) < Double(target.height)
        else { return nil }
        let p = view.presentation
        guard view.clipsToBounds, view.borderWidth == 0, view.cornerRadius == 0, view.hasCustomDrawing != true,
            (p.backgroundColor?.alpha ?? 0) == 255, Compositor.alpha8(p.alpha) == 255, !view.isHidden,
            !view.isHiddenForTransition
        else { return nil }
        // Nothing else on screen changes this frame (a transition starting, a view raised or
        // removed: moving pixels under those would be wrong), ancestors have no group opacity, and
        // nothing in front covered the area in the last frame.
        guard view.changes.subtracting(.geometry).isEmpty else { return nil }
        let area = view.renderState.lastChildClip.intersection(view.renderState.lastArea)
        var child: View = view
        while let parent = child.superview {
            // An ancestor's border is drawn over its subviews: it may cover the area. A rounded
            // clipping ancestor masks its subviews' corners: moved pixels would carry the mask.
            guard Compositor.alpha8(parent.presentation.alpha) == 255, !parent.isHidden, !parent.isHiddenForTransition,
                parent.changes.isEmpty, parent.dirtyRect == nil, parent.borderWidth <= 0 || parent.borderColor.alpha == 0,
                !(parent.clipsToBounds && parent.cornerRadius > 0),
                let index = parent.subviews.firstIndex(where: { $0 === child })
            else { return nil }
            for (position, sibling) in parent.subviews.enumerated() where position != index {
                if !sibling.changes.isEmpty || sibling.descendantChanged { return nil }
                if position > index && !sibling.renderState.lastSubtreeArea.intersection(area).isEmpty {
                    guard ScrollBlit.addPaintedAreas(of: sibling, meeting: area, to: &covered) else { return nil }
                }
            }
            child = parent
        }
        guard let window = child as? Window, let index = screen.windows.firstIndex(where: { $0 === window }) else { return nil }
        for other in screen.windows where other !== window && (!other.changes.isEmpty || other.descendantChanged) {
            return nil
        }
        // A view removed from the content since the last frame left damage where it was, not
        // where its pixels are about to move: repaint instead.
        for root in screen.windows where root.renderState.detachedDamage.contains(where: { !$0.intersection(area).isEmpty }) {
            return nil
        }
        for front in screen.windows[(index + 1)...] where !front.renderState.lastSubtreeArea.intersection(area).isEmpty {
            guard ScrollBlit.addPaintedAreas(of: front, meeting: area, to: &covered) else { return nil }
        }
        return (Int(rx), Int(ry))
    }

    /// Adds the screen areas where the views of `view`'s subtree painted something over `area`
    /// in the last frame (a background, contents, a border or a shadow: a transparent window
    /// over everything paints nothing); false when they take more than `coveringLimit` rectangles.
    private static func addPaintedAreas(of view: View, meeting area: PixelRect, to rects: inout [PixelRect]) -> Bool {
        guard !view.renderState.lastSubtreeArea.intersection(area).isEmpty else { return true }
        let own = view.renderState.lastArea.intersection(area)
        if !own.isEmpty && view.paintsOwnPixels {
            guard rects.count < coveringLimit else { return false }
            rects.append(own)
        }
        for child in view.subviews {
            guard addPaintedAreas(of: child, meeting: area, to: &rects) else { return false }
        }
        return true
    }

    /// The view's bounds-to-screen-pixels transform from its presentation and its ancestors'.
    static func screenTransform(of view: View, scale: Double) -> AffineTransform? {
        // Root first, as a recursion rather than a list of the ancestors (no allocation).
        let parent = view.superview.flatMap { screenTransform(of: $0, scale: scale) } ?? AffineTransform(scaleX: scale, y: scale)
        return view.presentation.transformToSuperview.concatenating(parent)
    }

    /// The views under the scroll view moved on screen with the pixels: their recorded places
    /// move too, so only those that changed otherwise are repainted.
    private func shiftRecordedGeometry(below view: View, by shift: (dx: Int, dy: Int)) {
        // What moved out of the scroll view's clip is no longer on screen.
        let clip = view.renderState.lastChildClip
        for child in view.subviews { move(recordedGeometryOf: child, dx: -shift.dx, dy: -shift.dy, clip: clip) }
    }

    private func move(recordedGeometryOf view: View, dx: Int, dy: Int, clip: PixelRect) {
        view.renderState.lastScreenTransform.tx += Double(dx)
        view.renderState.lastScreenTransform.ty += Double(dy)
        func moved(_ rect: PixelRect) -> PixelRect {
            let result = rect.offsetBy(dx: dx, dy: dy).intersection(clip)
            return result.isEmpty ? .zero : result
        }
        view.renderState.lastArea = moved(view.renderState.lastArea)
        view.renderState.lastSubtreeArea = moved(view.renderState.lastSubtreeArea)
        view.renderState.lastChildClip = moved(view.renderState.lastChildClip)
        for child in view.subviews { move(recordedGeometryOf: child, dx: dx, dy: dy, clip: clip) }
    }
}

extension View {
    /// Whether the view itself paints pixels (not only its subviews): a background, drawn
    /// contents, a border or a shadow.
    fileprivate var paintsOwnPixels: Bool {
        let p = presentation
        return (p.backgroundColor?.alpha ?? 0) > 0 || hasCustomDrawing != false
            || (borderWidth > 0 && borderColor.alpha > 0) || presentedShadow != nil
    }

    /// For a view that `movesPixelsWhenScrolled`: its bounds changed from `old`. A new size
    /// repaints next frame; a new origin may move the pixels.
    final func boundsDidChangeForScrolling(from old: Rect) {
        if bounds.size != old.size { renderState.scrolledOrigin = nil }
        if bounds != old { window?.screen?.renderer.noteScrolled(self) }
    }
}
