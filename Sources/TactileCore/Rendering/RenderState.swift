import TactileRaster

/// What the frame pass keeps about one view from frame to frame: where the compositor last put
/// it, the bitmaps it caches for it, the damage its drawing left, and what the draw pass found
/// out. One value per view (`View.renderState`), read and written only by the files of
/// Sources/TactileCore/Rendering, so that following a frame means reading that folder.
struct RenderState {
    /// Whether the base `View.draw(_:in:)` ran in the last draw: a view whose draw reaches it
    /// draws nothing of its own.
    var baseDrawRan = false
    /// Whether the last draw declared that it covered the view's bounds with opaque pixels
    /// (`View.drawingCoversBoundsOpaquely()`), reset before every draw: what lets the
    /// compositor skip what such a view hides.
    var drawingIsOpaque = false
    /// The border drawn into a bitmap, for views with a border.
    var borderImage: BorderImage?
    /// The contents size in pixels for which the memory budget had no bitmap, even with the
    /// caches dropped: the view is drawn where it shows instead (`View.drawDirectly`), as a view
    /// that keeps no contents, until its size changes. Nil while its contents fit.
    var unaffordableContentsSize: PixelSize?
    /// The cache counting the contents and `borderImage` against its screen's budget (the last
    /// one to use them); nil while none does. Unowned: the cache clears it in its deinit.
    @Unowned var contentsCache: ContentsCache?
    /// The view's index in `contentsCache`'s list, the frame the cache last saw it used, and the
    /// bytes it counted for it.
    var contentsCacheIndex = -1
    var contentsLastUsed: UInt64 = 0
    var countedBitmapBytes = 0
    /// Contents redrawn this pass (relative to the bounds origin), for the compositor's damage.
    var contentDamage: Rect?
    /// Where the compositor last put the view: its bounds-to-screen-pixels transform and the
    /// pixels its own drawing covered (clipped, `.zero` when not shown).
    var lastScreenTransform: AffineTransform = .identity
    var lastArea: PixelRect = .zero
    /// The presentation bounds' size at the last composite: a size change within the same
    /// pixels (an animation's fractional frames) still changes the partly covered edge pixels.
    var lastBoundsSize: Size = .zero
    /// The pixels the whole subtree covered at the last composite.
    var lastSubtreeArea: PixelRect = .zero
    /// The clip the view's subviews were composited with (screen pixels).
    var lastChildClip: PixelRect = .zero
    /// Screen pixels of removed descendants still to be repainted; only roots collect them.
    var detachedDamage: [PixelRect] = []
    /// For a view that moves its pixels when it scrolls (`View.movesPixelsWhenScrolled`): the
    /// bounds origin its pixels on screen show, should the next frame move them (`ScrollBlit`);
    /// nil after a change of size (the next frame repaints).
    var scrolledOrigin: Point?
}

/// A width and height in pixels.
struct PixelSize: Equatable {
    var width: Int
    var height: Int
}
