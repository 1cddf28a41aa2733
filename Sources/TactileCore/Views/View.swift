/// A rectangle on screen that draws, lays out its subviews and composites them: the base class
/// of every visible element, in UIKit's model.
///
/// Geometry: `bounds` is in the view's own coordinates, `center` in the superview's, and
/// `transform` applies about the centre. `frame` is the bounding box of the transformed bounds
/// in the superview's coordinates. Every property here is the model value; what the screen
/// shows is `presentation`, the same unless an animation overrides it.
///
/// Changes are cheap: they set flags. Layout, drawing and compositing happen once per frame,
/// when the screen renders.
open class View {
    // MARK: Model geometry

    /// The view's rectangle in its own coordinates. A size change lays out and redraws the view.
    /// A negative width or height is standardized, as `frame`'s (see `Rect.standardized`).
    @exclusivity(unchecked) public var bounds: Rect {
        didSet {
            // Assigning inside didSet runs no observer again.
            if bounds.width < 0 || bounds.height < 0 { bounds = bounds.standardized }
            guard bounds != oldValue else { return }
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if hasCustomDrawing != false { setNeedsDisplay() }
            }
            modelDidChange(
                .bounds, from: oldValue, to: bounds, change: .geometry,
                overridden: overrides.bounds != nil
            ) { $0.overrides.bounds = $1 }
        }
    }

    /// The centre of the view in its superview's coordinates.
    @exclusivity(unchecked) public var center: Point {
        didSet {
            guard center != oldValue else { return }
            modelDidChange(
                .center, from: oldValue, to: center, change: .geometry,
                overridden: overrides.center != nil
            ) { $0.overrides.center = $1 }
        }
    }

    /// A transform applied about the centre (rotation, scale, translation).
    @exclusivity(unchecked) public var transform: AffineTransform = .identity {
        didSet {
            guard transform != oldValue else { return }
            modelDidChange(
                .transform, from: oldValue, to: transform, change: .geometry,
                overridden: overrides.transform != nil
            ) { $0.overrides.transform = $1 }
        }
    }

    /// The bounding box of the view in its superview's coordinates. Setting it places the centre
    /// at the rectangle's midpoint and sizes the bounds to the rectangle as if the transform were
    /// the identity (set frames of untransformed views; use bounds and center otherwise). As in
    /// UIKit, a rectangle with a negative width or height is standardized first: a frame at x 20
    /// of width −10 becomes x 10, width 10.
    public var frame: Rect {
        get { modelPresentation.frame }
        set {
            let rect = newValue.standardized
            center = rect.center
            bounds.size = rect.size
        }
    }

    // MARK: Model appearance

    /// Opacity from 0 to 1 of the view and its subviews, composited as a group.
    @exclusivity(unchecked) public var alpha: Double = 1 {
        didSet {
            guard alpha != oldValue else { return }
            modelDidChange(
                .alpha, from: oldValue, to: alpha, change: .subtree,
                overridden: overrides.alpha != nil
            ) { $0.overrides.alpha = $1 }
        }
    }

    /// A hidden view and its subviews are not drawn (and receive no touches).
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            markChanged(.subtree)
            // A stack view gives hidden arranged views no space.
            superview?.subviewVisibilityDidChange(self)
            notifyVisibilityDidChange()
        }
    }

    /// Set while a transition's overlay shows the view's pictures in its place: the compositor
    /// skips the view and its subtree as if hidden, but it still takes touches.
    final var isHiddenForTransition = false {
        didSet { if isHiddenForTransition != oldValue { markChanged(.subtree) } }
    }

    /// Whether subviews are clipped to the bounds, and with a `cornerRadius` the view's own
    /// drawing and its subviews to the rounded shape (a layer's `masksToBounds`). Square,
    /// axis-aligned clipping is exact to the pixel; a turned or rounded view clips with
    /// anti-aliased edges, through an offscreen pass, so it costs more.
    public var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { markChanged(.subtree) } }
    }

    /// The colour filling the bounds below the content; nil (the default) for none. A dynamic
    /// colour (`Color.systemBackground`) shows its value for the appearance in effect here and
    /// follows it; reading the property gives the value shown.
    @exclusivity(unchecked) public var backgroundColor: Color? {
        didSet {
            if let given = backgroundColor, given.isDynamic {
                dynamicBackgroundColor = given
                // Assigned inside didSet: no observer runs again.
                backgroundColor = given.resolvedColor(with: shownStyle)
            } else if !isApplyingStyle {
                dynamicBackgroundColor = nil
            }
            guard backgroundColor != oldValue else { return }
            // No colour animates as the other colour fully transparent.
            let from = oldValue ?? backgroundColor?.withAlpha(0) ?? .clear
            let to = backgroundColor ?? from.withAlpha(0)
            modelDidChange(
                .backgroundColor, from: from, to: to, change: .appearance,
                overridden: overrides.backgroundColor != nil
            ) { view, color in
                view.overrides.backgroundColor = color.map { Optional($0) }
                // Each frame of the animation shows in the contents too.
                if view.contentsHoldBackground { view.setNeedsDisplay() }
            }
            if contentsHoldBackground { setNeedsDisplay() }
        }
    }

    /// Whether the drawn contents are pre-filled with the background colour (opaque drawing
    /// views), so a new colour needs a redraw.
    final var contentsHoldBackground: Bool { isOpaque && clearsContextBeforeDrawing && hasCustomDrawing != false }

    /// The radius of the background's and border's corners, in points.
    public var cornerRadius: Double = 0 {
        didSet { if cornerRadius != oldValue { markChanged(.appearance) } }
    }

    /// The width of a border drawn inside the bounds, above the content and subviews.
    public var borderWidth: Double = 0 {
        didSet { if borderWidth != oldValue { markChanged(.appearance) } }
    }

    /// The colour of the border; dynamic colours follow the appearance, as `backgroundColor`'s.
    public var borderColor: Color = .black {
        didSet {
            if borderColor.isDynamic {
                dynamicBorderColor = borderColor
                borderColor = borderColor.resolvedColor(with: shownStyle)
            } else if !isApplyingStyle {
                dynamicBorderColor = nil
            }
            if borderColor != oldValue { markChanged(.appearance) }
        }
    }

    /// The dynamic colour the background follows (a standard view's default, such as a list's
    /// `systemBackground`, or the app's own), nil when the background is not dynamic.
    private(set) final var dynamicBackgroundColor: Color?
    /// As `dynamicBackgroundColor`, for `borderColor`.
    private final var dynamicBorderColor: Color?
    /// Set while the appearance's values are shown, which must not forget the dynamic colours.
    private final var isApplyingStyle = false

    /// Shows the values of the dynamic background and border colours for the style in effect.
    final func applyColorStyles() {
        guard dynamicBackgroundColor != nil || dynamicBorderColor != nil else { return }
        isApplyingStyle = true
        defer { isApplyingStyle = false }
        if let dynamicBackgroundColor { backgroundColor = dynamicBackgroundColor.resolvedColor(with: shownStyle) }
        if let dynamicBorderColor { borderColor = dynamicBorderColor.resolvedColor(with: shownStyle) }
    }

    /// A blurred shadow drawn under the view, following its corner radius (CALayer's shadow
    /// properties, see `Shadow`); nil (the default) for none. The damage of a change, a move, a
    /// fade or hiding includes the shadow. Changes in animation blocks animate (no shadow as the
    /// other one fully transparent).
    public var shadow: Shadow? {
        didSet {
            guard shadow != oldValue else { return }
            let from =
                oldValue ?? shadow.map {
                    Shadow(
                        color: $0.color, opacity: 0, offset: $0.offset, radius: $0.radius,
                        spread: $0.spread)
                } ?? Shadow(opacity: 0)
            let to =
                shadow
                ?? Shadow(
                    color: from.color, opacity: 0, offset: from.offset, radius: from.radius,
                    spread: from.spread)
            modelDidChange(
                .shadow, from: from, to: to, change: .appearance,
                overridden: overrides.shadow != nil
            ) { view, shadow in
                view.overrides.shadow = shadow.map { Optional($0) }
            }
        }
    }

    /// The shadow the screen shows: the animated one while `shadow` animates, else `shadow`.
    final var presentedShadow: Shadow? { overrides.shadow ?? shadow }

    /// Whether `draw(_:in:)` fills every pixel of its rect opaquely. Opaque views get their dirty
    /// rect pre-filled with the background colour before drawing, others get it cleared. With an
    /// opaque `backgroundColor` the contents of an opaque view are kept without alpha (in the
    /// panel's format) and copied to the screen, not blended over its background: the cheapest
    /// way to show a view that paints all of itself.
    public var isOpaque = true {
        didSet { if isOpaque != oldValue && hasCustomDrawing != false { setNeedsDisplay() } }
    }

    /// Whether the dirty rect is pre-filled (opaque) or cleared before `draw(_:in:)`; when false
    /// the previous contents stay underneath.
    public var clearsContextBeforeDrawing = true

    /// Whether the view receives touches.
    public var isUserInteractionEnabled = true

    /// Whether the view receives more than one touch at a time; when false a finger landing on
    /// the view while it already has a touch is ignored for its whole life.
    public var isMultipleTouchEnabled = false

    /// Whether the view's touches are exclusive: while it has a touch no other view receives a
    /// new one, and it receives a touch only while no other view has one (see `TouchDispatcher`).
    public var isExclusiveTouch = false

    /// Whether the view sees the touches of its subviews before they do
    /// (`subviewTouchesChanged(_:with:)`), so it can take a drag over (a list scrolling a drag
    /// that began on a control in it). Off by default.
    public var interceptsSubviewTouches = false

    /// The gesture recognizers attached with `addGestureRecognizer(_:)`, in the order added
    /// (the order they receive touches in).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Whether this view's gesture recognizers receive touches (docs/gesture-arbitration.md, the per-view delivery
    /// properties: skip, no-hit skip, stop).
    public var gestureDelivery: GestureDelivery = .normal

    /// Set by the touch dispatcher once the view received a touch (`Touch.isFirstTouchForView`).
    var hasReceivedTouch = false

    /// An integer the application can use to find a view.
    public var tag = 0

    // MARK: Accessibility (Accessibility/View+Accessibility.swift)

    /// What the app set of the view's accessibility (nil until it sets something).
    final var accessibilitySettings: AccessibilitySettings?

    /// What a view of this kind offers the screen reader when the app sets nothing
    /// (`StandardAccessibility` says why one value). Standard views override it; a plain view is
    /// neither an item nor a container, and the reader looks into its subviews.
    open var standardAccessibility: StandardAccessibility { StandardAccessibility() }

    /// What a view of this kind gives the reader instead of its subviews in rows, when the app
    /// sets no `accessibilityElements`: a list's sections, a segmented control's segments. Nil
    /// (the default): the subviews.
    open var standardAccessibilityElements: [AccessibilityChild]? { nil }

    /// Does what a tap on the item would (the reader's double tap); returns whether it did. The
    /// default returns false: the reader then taps the view at its activation point.
    open func accessibilityActivate() -> Bool { false }

    /// Raises an adjustable item's value by one step (one-finger flick up).
    open func accessibilityIncrement() {}

    /// Lowers an adjustable item's value by one step (one-finger flick down).
    open func accessibilityDecrement() {}

    /// Scrolls the content by a page in `direction` (three-finger flick); returns whether it did.
    /// The reader asks the current item's view first, then each superview. Post
    /// `.pageScrolled("page x of y")` to say where it went.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }

    /// Goes back or closes (two-finger scrub); returns whether it did. The reader asks the current
    /// item's view first, then each superview.
    open func accessibilityPerformEscape() -> Bool { false }

    // MARK: Appearance (Appearance/View+Appearance.swift)

    /// The tint set on this view itself (`tintColor` inherits when nil).
    var ownTintColor: Color?
    /// The style set on this view itself (`overrideUserInterfaceStyle`).
    var ownUserInterfaceStyle: UserInterfaceStyle?
    /// The tint and style the view was last told about, so that only real changes call the hooks.
    var shownAppearance: (tint: Color?, style: UserInterfaceStyle?) = (nil, nil)

    /// The tint in effect here changed (set here or on an ancestor, or the view moved). Controls
    /// override it to recolour; the default does nothing.
    open func tintColorDidChange() {}

    /// The light or dark style in effect here changed. Views given dynamic colours follow
    /// without it; views that work out colours of their own override it to recolour (see
    /// `traitCollectionDidChange(_:)` for every trait); the default does nothing.
    open func userInterfaceStyleDidChange() {}

    /// The traits changed (UIKit's `traitCollectionDidChange(_:)`): the appearance, or the size
    /// class of the screen after it turned; `previous` is what they were, nil the first time the
    /// view is in a window (its traits are then known for the first time). Views whose layout
    /// depends on the size class are laid out again anyway; override for anything else.
    open func traitCollectionDidChange(_ previous: TraitCollection?) {}

    /// Whether `traitCollectionDidChange(nil)` was called, the first time in a window.
    final var hasReportedTraits = false

    // MARK: Safe area (Views/View+SafeArea.swift)

    /// The insets a container gave this view itself (a navigation controller's top screen:
    /// the bar's height at the top).
    var containerSafeAreaInsets = EdgeInsets.zero

    /// The view's `safeAreaInsets` changed because its container's did (a bar appeared, went,
    /// or the screen turned); the subviews inheriting them hear it too. A view that moves under
    /// a bar by itself is not told (unlike UIKit): read `safeAreaInsets` when laying out, as a
    /// scroll view does for its content inset. The default lays the view out again; a scroll
    /// view also adjusts its content inset (`ScrollView.adjustedContentInset`).
    open func safeAreaInsetsDidChange() { setNeedsLayout() }

    // MARK: Hierarchy

    /// The subviews, back to front.
    public internal(set) var subviews: [View] = []

    /// The view containing this one; nil for a root. Not retained (the parent owns the child),
    /// cleared when the view is removed.
    @Unowned public final internal(set) var superview: View?

    // MARK: Presentation

    /// The properties an animation (or `setPresentation`) shows instead of the model.
    @exclusivity(unchecked) @usableFromInline var overrides = PresentationOverrides()

    /// The presentation when anything overrides the model, nil when the screen shows the model.
    final var presentationOverride: ViewPresentation? {
        overrides.isEmpty ? nil : overrides.applied(to: modelPresentation)
    }

    // MARK: Pass state (internal)

    var needsLayout = true
    var descendantNeedsLayout = false
    var changes: ViewChanges = [.appearance, .subtree, .geometry]
    var descendantChanged = false
    /// The union of rects passed to `setNeedsDisplay`, relative to the bounds origin.
    var dirtyRect: Rect?
    /// nil until the first display finds out whether a subclass overrides `draw(_:in:)`.
    var hasCustomDrawing: Bool?
    /// The drawn contents at `contentsScale` pixels per point, for views that draw.
    var contents: Bitmap?
    var contentsScale: Double = 0
    /// What the frame pass keeps about the view between frames (where it was composited, its
    /// cached bitmaps, damage): touched only by Sources/TactileCore/Rendering. Without runtime
    /// exclusivity checks: the frame reads it for every view in every damaged rectangle, the
    /// accesses are short and never overlap (the frame pass is the only user, on one thread),
    /// and the device build (Embedded Swift) never checks at run time anyway.
    @exclusivity(unchecked) final var renderState = RenderState()

    /// Whether `liveCount` counts (`tactile soak` turns it on to find views that outlive their
    /// use; off, nothing is counted, so threads making views need no lock).
    package nonisolated(unsafe) static var countsLiveViews = false
    /// How many views exist, made and not yet freed, while `countsLiveViews` is on.
    package nonisolated(unsafe) static var liveCount = 0

    /// A view with the given frame.
    public init(frame: Rect) {
        let frame = frame.standardized
        bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        center = frame.center
        if View.countsLiveViews { View.liveCount += 1 }
    }

    /// A view with an empty frame at the origin.
    public convenience init() {
        self.init(frame: .zero)
    }

    deinit {
        if View.countsLiveViews { View.liveCount -= 1 }
        // Subviews kept alive elsewhere must not point at a freed parent.
        for subview in subviews { subview.superview = nil }
        for recognizer in gestureRecognizers { recognizer.view = nil }
        // Nor the cache at a freed view.
        releaseRenderState()
    }

    // MARK: Presentation

    /// The model's animatable values.
    public var modelPresentation: ViewPresentation {
        ViewPresentation(
            center: center, bounds: bounds, transform: transform, alpha: alpha,
            backgroundColor: backgroundColor)
    }

    /// What the screen shows: the in-flight values of running animations, the model elsewhere
    /// (UIKit's presentation layer).
    ///
    /// The stored values it reads (`center`, `bounds`, `transform`, `alpha`, `backgroundColor`,
    /// the overrides) are `@exclusivity(unchecked)`: the frame reads them for every view in every
    /// damaged rectangle, and the runtime checks of a host build cost 4–7 % of a frame of labels
    /// and cards (measured with `perf` on the demo bench); views are used on one thread, and the
    /// device build (Embedded Swift) never checks at run time.
    public var presentation: ViewPresentation {
        overrides.isEmpty ? modelPresentation : overrides.applied(to: modelPresentation)
    }

    /// Whether an animation (or `setPresentation`) currently overrides a model value.
    public var hasPresentationOverride: Bool { !overrides.isEmpty }

    /// Shows `presentation` instead of the model until `clearPresentation()`, for effects that
    /// drive the screen themselves; animations set their own property's value. The compositor
    /// repaints the old and new screen areas.
    public func setPresentation(_ presentation: ViewPresentation) {
        let old = self.presentation
        overrides = PresentationOverrides(presentation)
        guard presentation != old else { return }
        markChanged([.geometry, .subtree])
        if presentation.bounds.size != old.bounds.size { setNeedsLayout() }
        if presentation.backgroundColor != old.backgroundColor && contentsHoldBackground { setNeedsDisplay() }
    }

    /// Shows the model again for every property.
    public func clearPresentation() {
        guard !overrides.isEmpty else { return }
        let old = presentation
        overrides = PresentationOverrides()
        if old != modelPresentation { markChanged([.geometry, .subtree]) }
        if old.backgroundColor != backgroundColor && contentsHoldBackground { setNeedsDisplay() }
    }

    // MARK: Drawing

    /// Draws the view's content into `context` (its cached contents bitmap), only where `rect`
    /// needs it. Override to draw; the default draws nothing, and a view that does not override
    /// it keeps no bitmap at all (its background is drawn directly when compositing).
    ///
    /// `rect` is in bounds coordinates (points). The canvas is in pixels of the contents:
    /// pixel (0, 0) is the bounds origin and there are `contentScaleFactor` pixels per point
    /// (`pixelRect(for:)` converts). The canvas clip is the dirty area; drawing elsewhere is
    /// ignored. Overrides must not call `super`. Draw only here: no layout, no heavy work.
    /// Contents larger than 64 KiB are first drawn once into an empty canvas, to learn whether
    /// the view draws at all; contents are at most `Size.maximumPixelExtent` pixels each way.
    open func draw(_ rect: Rect, in context: Canvas) {
        noteBaseDrawRan()
    }

    /// Whether the view's drawing at `scale` pixels per point is kept in a contents bitmap (the
    /// default), rather than drawn by the compositor straight onto the screen inside the damage
    /// where it can (`drawDirectly(into:transform:alpha:)`). Only views whose drawing is cheap and
    /// composites over what lies below exactly as its bitmap would, which keep nothing worth the
    /// memory, answer false (an image view showing its image enlarged), and views whose contents
    /// would hold more pixels than their screen (a long label in a scroll view): kept, such a
    /// bitmap would crowd every other view out of the cache's budget or be dropped and drawn
    /// whole again every frame, where drawing the damage alone costs what the screen shows.
    func keepsContents(atScale scale: Double) -> Bool { keepsContentsOfItsSize(atScale: scale) }

    /// `keepsContents(atScale:)`'s rule for any view: unless its bitmap would be larger than the
    /// screen. (Overrides call this rather than `super`: Embedded Swift cannot link a `super`
    /// call to an internal method from an app's module, docs/embedded-swift-traps.md.)
    final func keepsContentsOfItsSize(atScale scale: Double) -> Bool {
        guard clearsContextBeforeDrawing else { return true }
        let (width, height) = bounds.size.pixelExtent(scale: scale)
        guard width * height * 4 > View.largestUnprobedContentsBytes, let screen = window?.screen else { return true }
        return width * height <= screen.pixelWidth * screen.pixelHeight
    }

    /// Whether drawing straight onto the screen gives exactly the pixels that compositing the
    /// contents bitmap would (one draw over transparent pixels composites as it draws: an image
    /// view). Overlapping draws (glyphs, strokes) round differently, so other views answer false.
    var drawsExactlyWithoutContents: Bool { false }

    /// Whether the contents at `scale` are opaque in every pixel whatever `draw(_:in:)` does: an
    /// opaque view (`isOpaque`) whose dirty pixels are pre-filled with an opaque background
    /// colour. Such contents are kept in the screen's opaque format (XRGB8888, or RGB565 on a
    /// 16-bit panel: half the bytes) and copied onto the screen in place of the background,
    /// rather than blended over it (LVGL's and Flutter's opaque layers do the same).
    func drawsOpaqueContents(atScale scale: Double) -> Bool { contentsArePrefilledOpaquely }

    /// Whether each draw starts from the opaque background colour (`drawsOpaqueContents`' rule
    /// for any view).
    final var contentsArePrefilledOpaquely: Bool {
        isOpaque && clearsContextBeforeDrawing && (presentation.backgroundColor?.alpha ?? 0) == 255
    }

    /// Whether a change of the bounds origin only moves the subviews' pixels (a scroll view sets
    /// it): such a view calls `boundsDidChangeForScrolling(from:)` when its bounds change, and the
    /// next frame may move those pixels instead of repainting them. Stored, not overridden: the
    /// compositor reads it for every view of every frame.
    final var movesPixelsWhenScrolled = false

    /// Lays out the subviews. Override to set their frames; never call it directly (use
    /// `setNeedsLayout()` and `layoutIfNeeded()`). The default does nothing.
    open func layoutSubviews() {}

    /// Called after the view was added to or removed from a superview.
    open func didMoveToSuperview() {}

    /// Called after the view (or an ancestor) was added to a window's tree or removed from it:
    /// `window` tells which. Stop the work you started for the window here (UIKit's
    /// `didMoveToWindow`). The default does nothing.
    open func didMoveToWindow() {}

    /// The kit's own subclasses stop what they run for their window (motion, repeat timers) when
    /// they leave it (before `didMoveToWindow()`) or it leaves its screen.
    func stopWindowActivity() {}

    /// Told when whether the view can be seen (`isEffectivelyVisible`) may have changed: its own
    /// or an ancestor's `isHidden` changed, it or an ancestor moved to or from a superview, or
    /// its window was put on or taken off its screen. Views that work only while seen (the
    /// activity indicator's spin) check `isEffectivelyVisible` here. The default does nothing.
    open func visibilityDidChange() {}

    /// Called just before `subview` leaves the view (removed, or moved to another superview).
    /// The default does nothing; a stack view drops it from its arranged subviews.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Natural size (the behaviour is in View+IntrinsicContentSize.swift)

    /// The length of `intrinsicContentSize` in a direction where the view has no natural size.
    public static let noIntrinsicMetric: Double = -1

    /// The size the view's content needs, from the content alone (text, image…), in points;
    /// `View.noIntrinsicMetric` in a direction where it has none. Stack views size their
    /// arranged views by it. The default has none either way; override it, and call
    /// `invalidateIntrinsicContentSize()` when what it depends on changes.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The size the view would like within `size` (a width a multi-line label wraps at, say).
    /// The default returns the current size, as in UIKit; views with content override it.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Told by `subview.invalidateIntrinsicContentSize()`; stack views and buttons lay out again.
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    /// Told when `subview.isHidden` changed; stack views give hidden arranged views no space.
    func subviewVisibilityDidChange(_ subview: View) {}

    // MARK: Touches (the behaviour is in View+HitTesting.swift and Events/View+Touches.swift)

    /// Whether `point` (in bounds coordinates) is inside the view's touch area. Override to widen
    /// or shape the hit area; the default is the bounds.
    open func point(inside point: Point) -> Bool { boundsContains(point) }

    /// The deepest visible, interactive view containing `point` (in bounds coordinates), front
    /// subviews first; nil when the point is outside or the view takes no touches.
    open func hitTest(_ point: Point) -> View? { defaultHitTest(point) }

    /// Touches that began in the view. The default passes them up the responder chain.
    open func touchesBegan(_ touches: [Touch], with event: Event) { superview?.touchesBegan(touches, with: event) }

    /// Touches of the view that moved. The default passes them up the responder chain.
    open func touchesMoved(_ touches: [Touch], with event: Event) { superview?.touchesMoved(touches, with: event) }

    /// Touches of the view that lifted. The default passes them up the responder chain.
    open func touchesEnded(_ touches: [Touch], with event: Event) { superview?.touchesEnded(touches, with: event) }

    /// Touches of the view the system stopped tracking. The default passes them up the chain.
    open func touchesCancelled(_ touches: [Touch], with event: Event) { superview?.touchesCancelled(touches, with: event) }

    /// All of the view's touches at one moment (`event.touches(for: self)`, stationary ones
    /// included). Override to handle touches at once; the default calls the four methods above.
    open func touchesChanged(_ event: Event) { deliverByPhase(event) }

    /// Makes the view the first to receive hardware key presses in its window (UIKit's
    /// `becomeFirstResponder`); presses it does not handle go up its superviews to the window.
    /// The view that was first responder is asked to resign first (if it refuses, nothing
    /// changes). Returns false when the view is in no window. Overrides (a text field starting to
    /// edit) call `super`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window else { return false }
        if let current = window.firstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Stops being the first responder; presses go to the window again. Returns false when the
    /// view refuses. Overrides (a text field ending its editing) call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// Hardware keys went down (home, back, volume…), delivered to the key window's responder
    /// chain. The default passes them up to the superview.
    open func pressesBegan(_ presses: [Press], with event: PressEvent) { superview?.pressesBegan(presses, with: event) }

    /// Hardware keys came up. The default passes them up to the superview.
    open func pressesEnded(_ presses: [Press], with event: PressEvent) { superview?.pressesEnded(presses, with: event) }

    /// Keys held down whose device went away. The default passes them up to the superview.
    open func pressesCancelled(_ presses: [Press], with event: PressEvent) { superview?.pressesCancelled(presses, with: event) }

    /// With `interceptsSubviewTouches`: the touches of views below this one at a moment, before
    /// those views receive them (outer intercepting views first). Call `event.take(_:for:)` to
    /// take a touch over. The default does nothing.
    open func subviewTouchesChanged(_ touches: [Touch], with event: Event) {}

    /// Whether this view may take a touch from `view`, one of its descendants, which then gets
    /// `touchesCancelled` (UIKit's `touchesShouldCancel(in:)`). The default is true for every
    /// view, controls included: a drag that begins on a switch in a list scrolls the list, and
    /// the switch gives its touch back. Override to keep touches in some content.
    open func touchesShouldCancel(in view: View) -> Bool { true }

    /// Whether `recognizer`, attached to this view, may begin or be recognized (UIKit's
    /// `gestureRecognizerShouldBegin(_:)`); false makes it fail. The default is true.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// Whether a gesture recognizer of an ancestor may take a touch that is in this view: asked
    /// of every view between the touched one and the recognizer's view before it begins. True
    /// by default; `Control` keeps its own tap.
    open func allowsAncestorGestureRecognizer(_ recognizer: GestureRecognizer) -> Bool { true }

    /// The pixels per point of the contents bitmap `draw(_:in:)` draws into.
    public var contentScaleFactor: Double { contentsScale > 0 ? contentsScale : 1 }

    /// `rect` in bounds coordinates as pixel coordinates of the canvas `draw(_:in:)` receives.
    public func pixelRect(for rect: Rect) -> Rect {
        rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY).scaled(by: contentScaleFactor)
    }

    // MARK: Change tracking

    final func markChanged(_ change: ViewChanges) {
        changes.formUnion(change)
        markAncestorsChanged()
    }

    final func markAncestorsChanged() {
        var ancestor = superview
        while let view = ancestor, !view.descendantChanged {
            view.descendantChanged = true
            ancestor = view.superview
        }
    }

    /// Whether this view or anything below it waits for a layout, draw or composite.
    final var subtreeHasPendingWork: Bool {
        needsLayout || descendantNeedsLayout || !changes.isEmpty || descendantChanged
            || dirtyRect != nil || hasDetachedDamage
    }
}
