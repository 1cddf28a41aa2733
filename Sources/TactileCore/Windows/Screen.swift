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
    @Unowned public internal(set) var keyWindow: Window?
    /// Every window made for this screen, shown or not, so none keeps pointing at a freed screen.
    /// Unowned: a window leaves the list in its deinit.
    private var attachedWindows: [AttachedWindow] = []

    /// What renders this screen's frames (Rendering/FrameRenderer.swift): the only place that
    /// keeps frame state.
    let renderer: FrameRenderer

    /// Views removed from this screen's windows, and windows taken off it, since the last frame:
    /// kept alive until the next.
    let deferredRelease = DeferredRelease()

    /// Lets go of what was removed during the turn that just ended. A frame starts a turn's last
    /// step, once the events, timers and animation ticks are done, so every frame calls it first
    /// (Screen+Frame.swift); nothing on the stack then refers to a removed view.
    package func endTurn() { deferredRelease.drain() }

    /// The session showing this screen (its timers, its clock, its host); nil for a screen made
    /// on its own (tests and tools drawing views themselves). Unowned: the session owns the screen.
    @Unowned public internal(set) var session: ScreenSession?

    /// The animator whose frame clock drives this screen's animations; `View.animate` and
    /// property changes of views on this screen go through it.
    public let animator: Animator

    /// The screen's text input: the text field or text view being edited, the on-screen
    /// keyboard, and what the hardware keyboard types. Made when first used.
    public private(set) lazy var textInput = TextInputSystem(screen: self)

    /// The colour where no window covers the screen.
    public var backgroundColor: Color = .black {
        didSet { if backgroundColor != oldValue { renderer.needsFullRedraw = true } }
    }

    /// Light or dark: the appearance of every window's views that do not override it. Changing
    /// it tells each view whose style changed (`View.userInterfaceStyleDidChange()`).
    public var userInterfaceStyle: UserInterfaceStyle = .light {
        didSet {
            guard userInterfaceStyle != oldValue else { return }
            for attached in attachedWindows { attached.window.appearanceMayHaveChanged() }
        }
    }

    /// The tint of every view that has none of its own (the device's accent colour); nil (the
    /// default) for `Color.systemBlue`.
    public var tintColor: Color? {
        didSet {
            guard tintColor != oldValue else { return }
            for attached in attachedWindows { attached.window.appearanceMayHaveChanged() }
        }
    }

    /// A screen of `width` × `height` points at `scale` pixels per point, animated by the
    /// animator of the thread's session (the one `View.animate` opens its blocks on), or by one
    /// of its own on a thread without a session.
    public convenience init(width: Double, height: Double, scale: Double = 1) {
        self.init(width: width, height: height, scale: scale, animator: ScreenSession.current?.animator ?? Animator())
    }

    /// A screen animated by an animator of its own: for tests and benchmarks in this package that
    /// run screens side by side and tick each by hand. Not public: an app's screen on another
    /// animator than `View.animate`'s would silently never animate.
    package init(width: Double, height: Double, scale: Double = 1, animator: Animator) {
        precondition(
            width > 0 && height > 0,
            "a screen needs a positive width and height (got \(width) × \(height) points)")
        precondition(scale > 0, "the scale must be positive (got \(scale))")
        self.animator = animator
        size = Size(width: width, height: height)
        self.scale = scale
        let pixels = Int((width * scale).rounded()) * Int((height * scale).rounded())
        renderer = FrameRenderer(contentsCacheBudget: 3 * pixels * 4)
    }

    deinit {
        for attached in attachedWindows { attached.window.screen = nil }
    }

    /// A screen for a display of `pixelWidth` × `pixelHeight` pixels at `scale`.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
        self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, animator: ScreenSession.current?.animator ?? Animator())
    }

    /// A screen for a display of `pixelWidth` × `pixelHeight` pixels, on its own animator (see
    /// `init(width:height:scale:animator:)`).
    package convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, animator: Animator) {
        self.init(
            width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale, scale: scale,
            animator: animator)
    }

    /// The screen's width in pixels: its width in points times `scale`, rounded.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    /// The screen's height in pixels: its height in points times `scale`, rounded.
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
    /// The screen in points.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Called after `resize(to:)` changed the size, for what lays out windows of other sizes (the
    /// launcher's status bar).
    public var sizeDidChange: (() -> Void)?

    /// Changes the size in points (the display turned, `ScreenSession.setRotation(_:)`): every
    /// window that covered the whole screen covers it again at the new size (and lays out), and
    /// the next frame draws everything.
    public func resize(to newSize: Size) {
        guard newSize != size, newSize.width > 0, newSize.height > 0,
            newSize.width.isFinite, newSize.height.isFinite
        else { return }
        let old = bounds
        let before = TraitCollection(size: size, displayScale: scale)
        size = newSize
        let after = TraitCollection(size: size, displayScale: scale)
        animator.performWithoutAnimation {
            for attached in attachedWindows where attached.window.frame == old {
                attached.window.frame = bounds
            }
        }
        renderer.needsFullRedraw = true
        if before.horizontalSizeClass != after.horizontalSizeClass || before.verticalSizeClass != after.verticalSizeClass {
            for attached in attachedWindows { attached.window.tellTraitsChanged(sizeClassesOf: before) }
        }
        sizeDidChange?()
    }

    /// Runs the layout pass: every view marked with `setNeedsLayout`, parents first.
    public func layoutIfNeeded() {
        for window in windows { window.layoutIfNeeded() }
    }

    /// Records a window made for this screen (`Window(screen:)`).
    func attach(_ window: Window) {
        guard !attachedWindows.contains(where: { $0.window === window }) else { return }
        attachedWindows.append(AttachedWindow(window: window))
    }

    /// Forgets a window that is going away (called from its deinit, so the references to it are
    /// compared, not read).
    func detach(_ window: Window) {
        attachedWindows.removeAll { $0.refers(to: window) }
        if _keyWindow.refers(to: window) { keyWindow = successorOfKeyWindow(window) }
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
        // As a removed view: alive until the turn ends, and nothing the kit runs calls into it;
        // a text field in it ends its editing (the screen's keyboard would go on typing into it).
        deferredRelease.keep(window)
        if let responder = window.firstResponder {
            _ = responder.resignFirstResponder()
            if window.firstResponder === responder { window.firstResponder = nil }
        }
        window.subtreeDidLeaveScreen()
        renderer.windowRemoved(window)
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
    @Unowned private(set) var window: Window

    func refers(to window: Window) -> Bool { _window.refers(to: window) }
}
