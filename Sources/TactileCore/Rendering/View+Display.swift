import TactileSystem

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

    /// The largest contents bitmap allocated before the view's first draw tells whether it draws
    /// anything (64 KiB). Past it, the first draw goes to an empty canvas: most large views
    /// (windows, screens, scroll views and their content) draw nothing, and a bitmap of their
    /// size made only to learn that would raise the program's peak memory by a screenful.
    static let largestUnprobedContentsBytes = 64 << 10

    /// Redraws the dirty part of the contents at `scale` pixels per point, if anything is dirty.
    /// Records the redrawn rect in `renderState.contentDamage` for the compositor.
    func displayIfNeeded(scale: Double) {
        let whole = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        if hasCustomDrawing == nil { dirtyRect = whole }
        guard hasCustomDrawing != false else { return }
        let (width, height) = bounds.size.pixelExtent(scale: scale)
        if let refused = renderState.unaffordableContentsSize, refused != PixelSize(width: width, height: height) {
            renderState.unaffordableContentsSize = nil  // another size: the budget may hold it
        }
        let keeps = keepsContents(atScale: scale) && renderState.unaffordableContentsSize == nil
        if hasCustomDrawing == nil && (width * height * 4 > View.largestUnprobedContentsBytes || !keeps) {
            // Large, maybe plain (a window, a scroll view's content): learn whether it draws at all
            // before allocating its bitmap. A view that does draws twice this once.
            renderState.baseDrawRan = false
            renderState.drawingIsOpaque = false
            draw(
                whole.offsetBy(dx: bounds.minX, dy: bounds.minY),
                in: Canvas(Bitmap(width: 0, height: 0, format: .argb8888)))
            hasCustomDrawing = !renderState.baseDrawRan
            if renderState.baseDrawRan {
                dirtyRect = nil
                contentsScale = scale
                return
            }
        }
        if contents == nil && !keeps {
            // Drawn by the compositor where damaged (`drawDirectly`): nothing is kept, and the
            // dirty part only becomes damage.
            if contentsScale != scale {
                contentsScale = scale
                changes.insert(.appearance)
            }
            if let dirty = dirtyRect {
                dirtyRect = nil
                let local = dirty.intersection(whole)
                if !local.isEmpty { renderState.contentDamage = renderState.contentDamage.map { $0.union(local) } ?? local }
            }
            return
        }
        // Contents the cache dropped stay dropped until something new is drawn: the compositor
        // draws them again, or in place, only where it needs their pixels.
        // (A new size marks the whole view dirty.)
        if contentsWereDropped && dirtyRect == nil && contentsScale == scale { return }
        let sameSize = contents != nil && contents!.width == width && contents!.height == height && contentsScale == scale
        let format = sameSize && dirtyRect == nil ? contents!.format : contentsFormat(atScale: scale)
        if !sameSize || contents!.format != format {
            contents = nil  // the old bitmap's memory is free for the new one
            guard let made = Self.contentsBitmap(width: width, height: height, format: format) else {
                // No memory for it, even with the caches dropped: drawn where it shows, as a
                // view that keeps no contents (the next pass takes that way).
                renderState.unaffordableContentsSize = PixelSize(width: width, height: height)
                contentsScale = scale
                dirtyRect = whole
                changes.insert(.appearance)
                if hasCustomDrawing == nil { hasCustomDrawing = true }
                renderState.contentDamage = whole
                dirtyRect = nil
                return
            }
            contents = made
            contentsScale = scale
            dirtyRect = whole
            // The old contents may have covered pixels the new ones do not.
            changes.insert(.appearance)
        }
        guard let dirty = dirtyRect, let contents else { return }
        dirtyRect = nil
        let local = dirty.intersection(whole)
        guard !local.isEmpty, drawContents(local, into: contents, scale: scale) else { return }
        if hasCustomDrawing == nil {
            // The first draw tells whether a subclass overrides it: the base implementation
            // flags itself. A view that draws nothing keeps no bitmap.
            hasCustomDrawing = !renderState.baseDrawRan
            if renderState.baseDrawRan {
                self.contents = nil
                contentsScale = scale
                return
            }
        }
        renderState.contentDamage = renderState.contentDamage.map { $0.union(local) } ?? local
    }

    /// Draws `local` (relative to the bounds origin) of the contents: the dirty pixels cleared or
    /// pre-filled, then `draw(_:in:)` clipped to them. False when no pixel is dirty.
    private func drawContents(_ local: Rect, into contents: Bitmap, scale: Double) -> Bool {
        let rect = local.offsetBy(dx: bounds.minX, dy: bounds.minY)
        let pixels = local.scaled(by: scale).enclosingPixels.intersection(contents.bounds)
        guard !pixels.isEmpty else { return false }
        if clearsContextBeforeDrawing {
            PixelFill.clear(contents, pixels)
            if isOpaque, let color = presentation.backgroundColor { Canvas(contents, clip: pixels).fill(pixels, color: color) }
        }
        renderState.baseDrawRan = false
        renderState.drawingIsOpaque = false
        var canvas = Canvas(contents, clip: pixels)
        canvas.drawsDarkVariants = shownStyle == .dark
        draw(rect, in: canvas)
        return true
    }

    /// The contents bitmap's format at `scale`: the screen's opaque format for opaque contents
    /// (`drawsOpaqueContents(atScale:)`), premultiplied ARGB otherwise.
    private func contentsFormat(atScale scale: Double) -> PixelFormat {
        guard drawsOpaqueContents(atScale: scale) else { return .argb8888 }
        return window?.screen?.renderer.opaqueContentsFormat ?? .xrgb8888
    }

    // MARK: Cached bitmaps (see ContentsCache)

    /// The bytes the view's cached bitmaps hold: drawn contents and border image.
    var heldBitmapBytes: Int {
        var total = 0
        if let contents { total += contents.bytesPerRow * contents.height }
        if let borderImage = renderState.borderImage { total += borderImage.bitmap.bytesPerRow * borderImage.bitmap.height }
        return total
    }

    /// Whether the contents were drawn and then dropped by the cache: the view draws, its scale is
    /// known, and it holds no bitmap.
    var contentsWereDropped: Bool { hasCustomDrawing == true && contents == nil && contentsScale > 0 }

    /// Frees the cached bitmaps that can be made again exactly: the border image always, the
    /// contents when each draw starts from a cleared rect (otherwise they hold every earlier draw).
    func dropCachedBitmaps() {
        renderState.borderImage = nil
        if hasCustomDrawing == true && clearsContextBeforeDrawing { contents = nil }
    }

    /// Draws dropped contents again, whole, at the scale they had. The pixels are those dropped:
    /// drawing is deterministic and Raster draws a dirty part exactly as the whole. Records no
    /// damage, as the screen shows nothing new.
    func redrawDroppedContents() {
        guard contentsWereDropped else { return }
        let (width, height) = bounds.size.pixelExtent(scale: contentsScale)
        guard let bitmap = Self.contentsBitmap(width: width, height: height, format: contentsFormat(atScale: contentsScale)) else {
            renderState.unaffordableContentsSize = PixelSize(width: width, height: height)
            return
        }
        contents = bitmap
        _ = drawContents(Rect(x: 0, y: 0, width: bounds.width, height: bounds.height), into: bitmap, scale: contentsScale)
    }

    /// A contents bitmap, or nil when the memory budget has no room for it even after the caches
    /// gave back what they could (`MemoryRelief`): sizes come from views, hence from apps' data.
    static func contentsBitmap(width: Int, height: Int, format: PixelFormat) -> Bitmap? {
        do throws(AllocationError) {
            return try Bitmap(checkedWidth: width, height: height, format: format)
        } catch {
            return nil
        }
    }
}
