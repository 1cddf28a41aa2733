/// One display: its size in points, its scale (pixels per point) and the windows it shows,
/// back to front. Renders its windows into a bitmap of `pixelWidth` × `pixelHeight`.
public final class Screen {
    /// The size in points (changes when the display turns: `resize(to:)`).
    public private(set) var size: Size
    /// Pixels per point.
    public let scale: Double
    /// The windows shown, back to front.
    public private(set) var windows: [Window] = []
    /// The window receiving non-touch events; nil when no window is shown.
    public internal(set) unowned(unsafe) var keyWindow: Window?
    /// Every window made for this screen, shown or not, so none keeps pointing at a freed screen.
    /// Unowned: a window leaves the list in its deinit.
    private var attachedWindows: [AttachedWindow] = []

    /// The animator whose frame clock drives this screen's animations; `View.animate` and
    /// property changes of views on this screen go through it.
    public let animator: Animator

    /// The screen's text input: the text field or text view being edited, the on-screen
    /// keyboard, and what the hardware keyboard types. Made when first used.
    public private(set) lazy var textInput = TextInputSystem(screen: self)

    /// The colour where no window covers the screen.
    public var backgroundColor: Color = .black {
        didSet { if backgroundColor != oldValue { needsFullRedraw = true } }
    }

    /// Light or dark: the appearance of every window's views that do not override it. Changing
    /// it tells each view whose style changed (`View.userInterfaceStyleDidChange()`).
    public var userInterfaceStyle: UserInterfaceStyle = .light {
        didSet {
            guard userInterfaceStyle != oldValue else { return }
            for attached in attachedWindows { attached.window.appearanceMayHaveChanged() }
        }
    }

    /// The pixels repainted by the last `render(into:)`.
    public private(set) var lastDamage: [PixelRect] = []
    /// Whether compositing skips what an opaque view hides (on by default; the result is the same
    /// either way, which the tests check by turning it off).
    var skipsOccludedViews = true

    private let compositor = Compositor()
    /// Counts the views' cached bitmaps against `contentsCacheBudget`.
    let contentsCache: ContentsCache

    /// The most bytes the views' cached bitmaps (drawn contents and border images) may hold after
    /// a frame; past it, the bitmaps of views not on screen are dropped first, least recently
    /// used first, then those of views on screen (see `ContentsCache`). A dropped view is drawn
    /// again when it is next composited: the pixels are the same, only the time differs. The
    /// default is three screens' worth: `3 × pixelWidth × pixelHeight × 4`.
    public var contentsCacheBudget: Int {
        get { contentsCache.budget }
        set {
            precondition(newValue >= 0, "the contents cache budget must not be negative (got \(newValue))")
            contentsCache.budget = newValue
        }
    }

    /// The blurred shadow masks of this screen's views (see `ShadowCache`).
    package var shadowCache: ShadowCache { compositor.shadowCache }
    /// The bytes the compositor's group-opacity buffers hold.
    package var groupBufferBytes: Int { compositor.scratchBytes }

    /// Frees the compositor's group-opacity buffers (the next group makes them again): for the
    /// benchmark, to measure what a run needs from none.
    package func releaseGroupBuffers() {
        compositor.releaseScratch()
    }

    /// The bytes the cached bitmaps of the views this screen composited hold now.
    public var contentsCacheBytes: Int { contentsCache.bytes }
    private var needsFullRedraw = true
    /// The rectangles the last frame painted (`lastDamage` also holds what it only moved).
    private(set) var lastPainted: [PixelRect] = []
    /// Scroll views whose offset changed since the last frame (`ScrollBlit`).
    private var scrolledViews: [ScrollView] = []
    /// Whether scrolled content is moved in the back buffer rather than repainted (tests turn it
    /// off to compare).
    var movesScrolledPixels = true

    /// A scroll view's offset changed: the next frame may move its pixels.
    func noteScrolled(_ view: ScrollView) {
        if !scrolledViews.contains(where: { $0 === view }) { scrolledViews.append(view) }
    }
    private var pendingDamage: [PixelRect] = []
    /// The rectangles a frame damages, before their union (kept between frames for its storage).
    private var frameDamage: [PixelRect] = []
    /// The union of a frame's damage (kept between frames for its storage).
    private var damage = DamageUnion()
    /// The scroll views' moves of a frame (kept between frames for its storage).
    private var blit = ScrollBlit()
    private var lastTargetSize = (width: -1, height: -1)

    /// A screen of `width` × `height` points at `scale` pixels per point, animated by the
    /// application's animator (the one `View.animate` opens its blocks on), or by one of its own
    /// in a process without an application.
    public convenience init(width: Double, height: Double, scale: Double = 1) {
        self.init(width: width, height: height, scale: scale, animator: Animator.current ?? Animator())
    }

    /// A screen animated by an animator of its own: for tests and benchmarks in this package that
    /// run screens side by side and tick each by hand. Not public: an app's screen on another
    /// animator than `View.animate`'s would silently never animate.
    package init(width: Double, height: Double, scale: Double = 1, animator: Animator) {
        precondition(width > 0 && height > 0,
                     "a screen needs a positive width and height (got \(width) × \(height) points)")
        precondition(scale > 0, "the scale must be positive (got \(scale))")
        self.animator = animator
        size = Size(width: width, height: height)
        self.scale = scale
        let pixels = Int((width * scale).rounded()) * Int((height * scale).rounded())
        contentsCache = ContentsCache(budget: 3 * pixels * 4)
        compositor.cache = contentsCache
    }

    deinit {
        for attached in attachedWindows { attached.window.screen = nil }
    }

    /// A screen for a display of `pixelWidth` × `pixelHeight` pixels at `scale`.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
        self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, animator: Animator.current ?? Animator())
    }

    /// A screen for a display of `pixelWidth` × `pixelHeight` pixels, on its own animator (see
    /// `init(width:height:scale:animator:)`).
    package convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, animator: Animator) {
        self.init(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale, scale: scale,
                  animator: animator)
    }

    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
    /// The screen in points.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Called after `resize(to:)` changed the size, for what lays out windows of other sizes (the
    /// launcher's status bar).
    public var sizeDidChange: (() -> Void)?

    /// Changes the size in points (the display turned, `Application.setRotation(_:)`): every
    /// window that covered the whole screen covers it again at the new size (and lays out), and
    /// the next frame draws everything.
    public func resize(to newSize: Size) {
        guard newSize != size, newSize.width > 0, newSize.height > 0,
              newSize.width.isFinite, newSize.height.isFinite else { return }
        let old = bounds
        size = newSize
        animator.performWithoutAnimation {
            for attached in attachedWindows where attached.window.frame == old {
                attached.window.frame = bounds
            }
        }
        needsFullRedraw = true
        sizeDidChange?()
    }

    /// Whether something waits to be laid out, drawn or composited: the run loop renders a frame
    /// when this is true and can sleep otherwise.
    public var needsFrame: Bool {
        if needsFullRedraw || !pendingDamage.isEmpty { return true }
        for window in windows where window.subtreeHasPendingWork { return true }
        return false
    }

    /// Makes the next `render(into:)` repaint everything (the target lost its pixels, for example
    /// after a mode change).
    public func setNeedsFullRedraw() {
        needsFullRedraw = true
    }

    /// Runs the layout pass: every view marked with `setNeedsLayout`, parents first.
    public func layoutIfNeeded() {
        for window in windows { window.layoutIfNeeded() }
    }

    /// Renders one frame into `target`, which must hold the previous frame this screen rendered
    /// (or call `setNeedsFullRedraw()` first): lays out, draws dirty contents, and repaints only
    /// the damaged pixels. Returns the repainted rectangles (disjoint), for presenting. While the
    /// animator holds a synchronized commit nothing is rendered (and nothing returned): what
    /// changed meanwhile waits for the frame after the last participant commits.
    @discardableResult
    public func render(into target: Bitmap) -> [PixelRect] {
        guard !animator.isHoldingCommits else {
            lastDamage.removeAll(keepingCapacity: true)
            return lastDamage
        }
        layoutIfNeeded()
        contentsCache.beginFrame()
        let screenRect = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight).intersection(target.bounds)
        if lastTargetSize.width != target.width || lastTargetSize.height != target.height {
            lastTargetSize = (target.width, target.height)
            needsFullRedraw = true
        }
        let fullRedraw = needsFullRedraw
        // The frame's buffers are kept from frame to frame: once they have grown, a frame
        // allocates nothing for its damage.
        frameDamage.removeAll(keepingCapacity: true)
        frameDamage.append(contentsOf: pendingDamage)
        pendingDamage.removeAll(keepingCapacity: true)
        let root = AffineTransform(scaleX: scale, y: scale)
        compositor.scale = scale
        blit.reset()
        if !fullRedraw && movesScrolledPixels {
            blit.apply(to: scrolledViews, screen: self, target: target, scale: scale)
            frameDamage.append(contentsOf: blit.exposedAreas)
        } else {
            for view in scrolledViews { view.compositedOrigin = view.bounds.origin }
        }
        scrolledViews.removeAll(keepingCapacity: true)
        for window in windows {
            frameDamage.append(contentsOf: window.detachedDamage)
            window.detachedDamage.removeAll(keepingCapacity: true)
            compositor.collect(window, parent: root, clip: screenRect, visible: true, scale: scale,
                               forceVisit: fullRedraw, forceDamage: false, damage: &frameDamage)
        }
        needsFullRedraw = false
        if fullRedraw {
            frameDamage.removeAll(keepingCapacity: true)
            frameDamage.append(target.bounds)
        }
        damage.form(frameDamage, clippedTo: target.bounds)
        Screen.paintRectangles(for: damage, into: &lastPainted)
        for rect in lastPainted {
            let canvas = Canvas(target, clip: rect)
            let cover = skipsOccludedViews ? opaqueView(covering: rect) : nil
            if cover == nil {
                if backgroundColor.alpha < 255 { PixelFill.clear(target, rect) }
                canvas.fill(rect, color: backgroundColor)
            }
            compositor.composite(windows, into: canvas, startingAt: cover)
        }
        // What moved is presented too, though it was not painted.
        lastDamage.removeAll(keepingCapacity: true)
        if blit.movedAreas.isEmpty {
            lastDamage.append(contentsOf: lastPainted)
        } else {
            frameDamage.removeAll(keepingCapacity: true)
            frameDamage.append(contentsOf: lastPainted)
            frameDamage.append(contentsOf: blit.movedAreas)
            damage.form(frameDamage, clippedTo: target.bounds)
            Screen.paintRectangles(for: damage, into: &lastDamage)
        }
        contentsCache.trim()
        return lastDamage
    }

    /// The frontmost view whose opaque background covers all of `rect` (screen pixels) as of the
    /// last render: compositing `rect` starts there.
    func opaqueView(covering rect: PixelRect) -> View? {
        let screenRect = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        return compositor.frontmostOpaqueView(covering: rect, in: windows, screenClip: screenRect)
    }

    /// The rectangles to repaint for `damage`: its own, or its bounding box when there are many
    /// and the box adds few pixels. Each rectangle costs a walk of the trees and the set-up of
    /// every draw in it, about as much as compositing 2000 more pixels (measured by the scene
    /// benchmark); repainting a superset of the damage is always correct.
    static func paintRectangles(for damage: Region) -> [PixelRect] {
        var union = DamageUnion()
        union.form(damage.rects, clippedTo: damage.bounds)
        var rects: [PixelRect] = []
        paintRectangles(for: union, into: &rects)
        return rects
    }

    /// `paintRectangles(for:)` into `rects` (emptied first), allocating nothing once it has room.
    static func paintRectangles(for damage: DamageUnion, into rects: inout [PixelRect]) {
        rects.removeAll(keepingCapacity: true)
        let box = damage.bounds
        if damage.rects.count > 4 && box.width * box.height <= damage.area + damage.rects.count * 2000 {
            rects.append(box)
        } else {
            rects.append(contentsOf: damage.rects)
        }
    }

    /// Repaints everything into `target`, as for a fresh buffer.
    public func renderAll(into target: Bitmap) {
        needsFullRedraw = true
        render(into: target)
    }

    /// Records a window made for this screen (`Window(screen:)`).
    func attach(_ window: Window) {
        guard !attachedWindows.contains(where: { $0.window === window }) else { return }
        attachedWindows.append(AttachedWindow(window: window))
    }

    /// Forgets a window that is going away.
    func detach(_ window: Window) {
        attachedWindows.removeAll { $0.window === window }
        if keyWindow === window { keyWindow = successorOfKeyWindow(window) }
    }

    /// Shows `window` in front of the windows of its level (and behind higher levels).
    func addWindow(_ window: Window) {
        attach(window)
        window.screen = self
        if let index = windows.firstIndex(where: { $0 === window }) {
            guard index != frontIndex(for: window.windowLevel, excluding: window) else { return }
            windows.remove(at: index)
            window.markChanged(.subtree)
        } else {
            window.resetCompositedState()
            window.markChanged([.subtree, .geometry])
            windows.insert(window, at: frontIndex(for: window.windowLevel, excluding: window))
            if !window.isHidden { window.notifyVisibilityDidChange() }
            return
        }
        windows.insert(window, at: frontIndex(for: window.windowLevel, excluding: window))
    }

    /// Where a window of `level` goes to stand in front of its level: before the first window
    /// of a higher level (indices as if `excluded` were not in the list).
    private func frontIndex(for level: Window.Level, excluding excluded: Window) -> Int {
        var index = 0
        for other in windows where other !== excluded {
            if other.windowLevel > level { break }
            index += 1
        }
        return index
    }

    /// A shown window's level changed: it moves to the front of its new level.
    func windowLevelDidChange(_ window: Window) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: index)
        windows.insert(window, at: frontIndex(for: window.windowLevel, excluding: window))
        window.markChanged(.subtree)
    }

    func removeWindow(_ window: Window) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        window.collectDetachedDamage(into: &pendingDamage)
        pendingDamage.append(contentsOf: window.detachedDamage)
        window.detachedDamage.removeAll()
        windows.remove(at: index)
        if keyWindow === window { keyWindow = successorOfKeyWindow(window) }
        if !window.isHidden { window.notifyVisibilityDidChange() }
    }

    /// The window that becomes key when `leaving` (the key window) goes: the frontmost window of
    /// the normal level, so presses go back to the app rather than to a status bar; else the
    /// frontmost window.
    private func successorOfKeyWindow(_ leaving: Window) -> Window? {
        windows.last { $0 !== leaving && $0.windowLevel == .normal } ?? windows.last { $0 !== leaving }
    }
}

/// An unowned reference to a window, for the screen's list of its windows.
private struct AttachedWindow {
    unowned(unsafe) let window: Window
}
