import TactilePlatform
import TactileRaster

/// The screen's frame API: each call hands over to the screen's `FrameRenderer`.
extension Screen {
    /// Renders one frame into `target`, which must hold the previous frame this screen rendered
    /// (or call `setNeedsFullRedraw()` first): lays out, draws dirty contents, and repaints only
    /// the damaged pixels. Returns the repainted rectangles (disjoint), for presenting. While the
    /// animator holds a synchronized commit nothing is rendered (and nothing returned): what
    /// changed meanwhile waits for the frame after the last participant commits.
    @discardableResult
    public func render(into target: Bitmap) -> [PixelRect] {
        endTurn()
        return renderer.render(self, into: target)
    }

    /// Renders one frame on `display`, which draws in bands (`Display.drawsInBands`): each band
    /// is painted and presented in turn, so no whole back buffer is needed. Returns what changed
    /// on the panel (presented already).
    @discardableResult
    public func render(inBandsOf display: Display) -> [PixelRect] {
        endTurn()
        return renderer.render(self, inBandsOf: display)
    }

    /// Repaints everything into `target`, as for a fresh buffer.
    public func renderAll(into target: Bitmap) {
        endTurn()
        renderer.needsFullRedraw = true
        _ = renderer.render(self, into: target)
    }

    /// Whether something waits to be laid out, drawn or composited: the run loop renders a frame
    /// when this is true and can sleep otherwise.
    public var needsFrame: Bool { renderer.needsFrame(self) }

    /// Makes the next `render(into:)` repaint everything (the target lost its pixels, for example
    /// after a mode change).
    public func setNeedsFullRedraw() {
        renderer.needsFullRedraw = true
    }

    /// The pixels repainted (or moved) by the last `render(into:)`.
    public var lastDamage: [PixelRect] { renderer.lastDamage }
    /// The rectangles the last frame painted (`lastDamage` also holds what it only moved).
    package var lastPainted: [PixelRect] { renderer.lastPainted }

    /// The most bytes the views' cached bitmaps (drawn contents and border images) may hold after
    /// a frame; past it, the bitmaps of views not on screen are dropped first, least recently
    /// used first, then those of views on screen (see `ContentsCache`). A dropped view is drawn
    /// again when it is next composited: the pixels are the same, only the time differs. The
    /// default is three screens' worth: `3 × pixelWidth × pixelHeight × 4`.
    public var contentsCacheBudget: Int {
        get { renderer.contentsCache.budget }
        set {
            precondition(newValue >= 0, "the contents cache budget must not be negative (got \(newValue))")
            renderer.contentsCache.budget = newValue
        }
    }

    /// The bytes the cached bitmaps of the views this screen composited hold now.
    public var contentsCacheBytes: Int { renderer.contentsCache.bytes }
    /// The cache of the views' bitmaps.
    var contentsCache: ContentsCache { renderer.contentsCache }

    /// The blurred shadow masks of this screen's views (see `ShadowCache`).
    package var shadowCache: ShadowCache { renderer.compositor.shadowCache }
    /// The bytes the compositor's group-opacity buffers hold.
    package var groupBufferBytes: Int { renderer.compositor.scratchBytes }

    /// Frees the compositor's group-opacity buffers (the next group makes them again): for the
    /// benchmark, to measure what a run needs from none.
    package func releaseGroupBuffers() {
        renderer.compositor.releaseScratch()
    }

    /// Whether compositing skips what an opaque view hides (tests turn it off to compare).
    var skipsOccludedViews: Bool {
        get { renderer.skipsOccludedViews }
        set { renderer.skipsOccludedViews = newValue }
    }

    /// Whether scrolled content is moved in the back buffer rather than repainted (tests turn it
    /// off to compare).
    var movesScrolledPixels: Bool {
        get { renderer.movesScrolledPixels }
        set { renderer.movesScrolledPixels = newValue }
    }

    /// The frontmost view whose opaque background covers all of `rect` (screen pixels) as of the
    /// last render.
    func opaqueView(covering rect: PixelRect) -> View? {
        renderer.opaqueView(covering: rect, on: self)
    }
}
