extension View {
    /// Asks for the whole view to be redrawn on the next pass.
    public func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Asks for `rect` (bounds coordinates) to be redrawn on the next pass; rects marked before
    /// the pass are drawn together, once, as their union.
    public func setNeedsDisplay(_ rect: Rect) {
        guard hasCustomDrawing != false, !rect.isEmpty else { return }
        // Kept relative to the bounds origin: the mark stays on the same contents pixels if the
        // bounds scroll before the pass.
        let local = rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        dirtyRect = dirtyRect.map { $0.union(local) } ?? local
        markAncestorsChanged()
    }

    /// Whether the view keeps a contents bitmap drawn by `draw(_:in:)` (known after its first
    /// display pass).
    public var drawsContent: Bool { hasCustomDrawing == true }

    /// Redraws the dirty part of the contents at `scale` pixels per point, if anything is dirty.
    /// Records the redrawn rect in `contentDamage` for the compositor.
    func displayIfNeeded(scale: Double) {
        let whole = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        if hasCustomDrawing == nil { dirtyRect = whole }
        guard hasCustomDrawing != false else { return }
        let width = Swift.max(0, Int((bounds.width * scale).rounded(.up)))
        let height = Swift.max(0, Int((bounds.height * scale).rounded(.up)))
        if contents == nil || contents!.width != width || contents!.height != height || contentsScale != scale {
            contents = Bitmap(width: width, height: height, format: .argb8888)
            contentsScale = scale
            dirtyRect = whole
            // The old contents may have covered pixels the new ones do not.
            changes.insert(.appearance)
        }
        guard let dirty = dirtyRect, let contents else { return }
        dirtyRect = nil
        let local = dirty.intersection(whole)
        guard !local.isEmpty else { return }
        let rect = local.offsetBy(dx: bounds.minX, dy: bounds.minY)
        let pixels = local.scaled(by: scale).enclosingPixels.intersection(contents.bounds)
        guard !pixels.isEmpty else { return }
        if clearsContextBeforeDrawing {
            PixelFill.clear(contents, pixels)
            if isOpaque, let color = backgroundColor { Canvas(contents, clip: pixels).fill(pixels, color: color) }
        }
        baseDrawRan = false
        draw(rect, in: Canvas(contents, clip: pixels))
        if hasCustomDrawing == nil {
            // The first draw tells whether a subclass overrides it: the base implementation
            // flags itself. A view that draws nothing keeps no bitmap.
            hasCustomDrawing = !baseDrawRan
            if baseDrawRan {
                self.contents = nil
                contentsScale = scale
                return
            }
        }
        contentDamage = contentDamage.map { $0.union(local) } ?? local
    }
}
