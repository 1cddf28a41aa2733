import TactilePlatform

/// A view whose content is larger than itself and moves under a finger (UIKit's
/// `UIScrollView`): dragged past a 10 pt hysteresis, it follows the finger, stretching with a
/// rubber band past its edges; released, it decelerates by `decelerationRate` per millisecond,
/// bouncing off an edge on a critically damped spring, or stops on a page. A touch while it
/// moves stops it where it is.
///
/// The content is the scroll view's subviews, placed in content coordinates (0, 0 at the
/// content's top left); `contentOffset` (the bounds origin) is the point of the content at the
/// view's top left. Touches reach the content as usual, except that a touch that turns into a
/// drag is taken from it (`touchesCancelled`, unless `touchesShouldCancel(in:)` says no), and
/// while `delaysContentTouches`, the content only sees a touch once it has stayed still for
/// 0.15 s or lifted (a tap still presses a button in a list).
open class ScrollView: View {
    // MARK: Content

    /// The size of the content, in points.
    public var contentSize = Size.zero {
        didSet { if contentSize != oldValue { contentGeometryDidChange() } }
    }

    /// The point of the content shown at the view's top left (the bounds origin). Setting it
    /// stops a deceleration or scrolling animation and moves the content there, even past an
    /// edge.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            stopMotion()
            showOffset(newValue)
        }
    }

    /// A page in `direction`, with "page x of y" (ScrollView+Accessibility.swift).
    open override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        scrollPageForAccessibility(direction)
    }

    /// Room around the content: the offset may go from −left/−top to the content's far edges
    /// plus right/bottom (with the safe area's insets added, `adjustedContentInset`).
    public var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset(keepsTop: false) } }
    }

    /// How the safe area adds to `contentInset` (UIKit's `contentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Equatable, Sendable {
        /// The scroll view's `safeAreaInsets` are added, on all four edges whatever the axes it
        /// scrolls along (UIKit's `.always`; its `.automatic` picks edges by the axes): under a
        /// translucent bar the content starts below it and scrolls on under it.
        case automatic
        /// `contentInset` alone (a picker's wheel, content laid out for the bars by hand).
        case never
    }

    /// How the safe area adds to `contentInset`. Default `.automatic`.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset(keepsTop: true) } }
    }

    /// The room the content has around it: `contentInset` plus, with `.automatic`, the safe
    /// area's insets. The offsets the content rests between come from it (`offsetRange`).
    public private(set) var adjustedContentInset = EdgeInsets.zero

    // MARK: Behaviour

    /// Whether the content stretches past its edges while dragged and a fling into an edge
    /// bounces back; without it the content stops at the edges. Default true.
    public var bounces = true
    /// Whether the content stretches vertically even when it is not taller than the view.
    public var alwaysBounceVertical = false
    /// Whether the content stretches horizontally even when it is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// The most a drag past each edge shows beyond it, in points (the maximum displacement per
    /// edge of docs/scroll-physics.md, 'Rubber band': a list may stretch 80 pt at the top for
    /// pull to refresh and 40 at the bottom); nil: only the rubber band's own limit (it never
    /// reaches the view's size).
    public var maximumRubberBandDistance: EdgeInsets?

    /// Whether a drag scrolls. Default true.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled && eventMode != .pass }
    }

    /// Whether flings stop on multiples of the view's size (a page), at most one page from
    /// where the drag started. Default false.
    public var isPagingEnabled = false

    /// Whether a drag that starts mostly along one axis scrolls along that axis only
    /// (`directionalLock` gives the angles). Default false.
    public var isDirectionalLockEnabled = false
    /// The lock angles: 25° each way by default.
    public var directionalLock = DirectionalLock()

    /// How fast a fling slows: `.normal` (0.998 per ms) or `.fast` (0.99).
    public var decelerationRate = DecelerationRate.normal

    /// Whether the content sees a touch only once it has stayed still 0.15 s
    /// (`contentTouchDelay`) or lifted, so that a drag never highlights a button first.
    /// Default true.
    public var delaysContentTouches = true

    /// How long `delaysContentTouches` holds a touch. Default 0.15 s.
    public var contentTouchDelayDuration = 0.15

    /// Who gets a touch on the content (docs/scroll-physics.md, 'Event modes'):
    /// `.interceptOnDrag` (the default) gives it to the content unless it drags; `.pass` gives
    /// everything to the content and never scrolls; `.intercept` keeps every touch from the
    /// content.
    public var eventMode = ScrollEventMode.interceptOnDrag {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled && eventMode != .pass }
    }

    /// Whether a drag may take a touch the content already has (it gets `touchesCancelled`);
    /// otherwise such a touch never scrolls. Default true.
    public var canCancelContentTouches = true

    /// Whether the vertical indicator shows while the content moves. Default true.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content moves. Default true.
    public var showsHorizontalScrollIndicator = true
    /// Room between the indicators and the edges they run along, added to their own 2.5 pt
    /// (a bar over the top of the view: its height as `top`). Default zero.
    public var scrollIndicatorInsets = EdgeInsets.zero {
        didSet { updateIndicators() }
    }
    /// What the indicators run along: the view's edges (the default) or the content's, for
    /// content smaller than the view or set in by `contentInset` (docs/scroll-physics.md,
    /// 'Scroll indicators').
    public var indicatorAttachment = ScrollIndicatorAttachment.viewEdges {
        didSet { updateIndicators() }
    }

    /// Hears scrolling and may choose where flings rest; gives the view to zoom. Not retained.
    @Unowned public var delegate: (any ScrollViewDelegate)? {
        didSet { updateZoomRecognizers() }
    }

    // MARK: Zoom and rotation (ScrollView+Zooming.swift)

    /// The smallest scale a pinch reaches (at rest). Default 1.
    public var minimumZoomScale = 1.0 {
        didSet { updateZoomRecognizers() }
    }
    /// The largest scale a pinch reaches (at rest). Default 1: no zooming.
    public var maximumZoomScale = 1.0 {
        didSet { updateZoomRecognizers() }
    }
    /// Whether a pinch may pass the scale limits, with resistance, and the scale springs back
    /// on release. Default true.
    public var bouncesZoom = true
    /// The completion threshold of docs/scroll-physics.md, 'Zoom and rotation': a pinch that
    /// started above this scale and is released below it completes to `minimumZoomScale`
    /// (started at 2×, released under 1.5×: back to 1×), one that started below it and is
    /// released above it to `maximumZoomScale` (started at 1×, released over 1.5×: on to 2×).
    /// Nil (the default) for none.
    public var zoomCompletionThreshold: Double?
    /// The angles, in radians, two fingers may turn the zoomed view between at rest; past them
    /// during the gesture, it snaps back on release. Nil (the default): no rotation.
    public var rotationRange: ClosedRange<Double>? {
        didSet { updateZoomRecognizers() }
    }
    /// The zoomed view's scale now.
    public internal(set) var zoomScale = 1.0
    /// The zoomed view's angle now, in radians.
    public internal(set) var zoomRotation = 0.0
    /// Whether a pinch is changing the scale.
    public internal(set) var isZooming = false
    /// Whether the scale returns to its limits after a pinch.
    public internal(set) var isZoomBouncing = false

    /// The two-finger zoom: a pinch on this view, enabled when the delegate gives a view to zoom
    /// and the scale limits differ.
    public let pinchGestureRecognizer = PinchGestureRecognizer(name: "scroll-pinch")
    /// The two-finger turn, enabled with `rotationRange`.
    public let rotationGestureRecognizer = RotationGestureRecognizer(name: "scroll-rotation")
    /// Where the pinch began: the content point under the fingers (unscaled), the scale and angle.
    var zoomAnchor = Point.zero
    var zoomStart = (scale: 1.0, rotation: 0.0)
    /// The fingers' centre in the view (not the content) at the pinch's last change.
    var zoomCentre = Point.zero

    // MARK: State

    /// Whether a finger is on the content (it may not have moved enough to drag yet).
    public internal(set) var isTracking = false
    /// Whether a drag moves the content.
    public internal(set) var isDragging = false {
        didSet { if isDragging && !oldValue { session?.scrollViewMayTrack(self) } }
    }
    /// Whether the content moves on after a drag.
    public internal(set) var isDecelerating = false {
        didSet { if isDecelerating && !oldValue { session?.scrollViewMayTrack(self) } }
    }
    /// Whether an animation of `setContentOffset(_:animated:)` runs.
    public internal(set) var isScrollAnimating = false
    /// Whether the content stands beyond an edge (rubber-banded, or bouncing back).
    public var isBeyondEdges: Bool {
        let range = offsetRange
        let o = contentOffset
        return o.x < range.minX - 1e-9 || o.x > range.maxX + 1e-9 || o.y < range.minY - 1e-9 || o.y > range.maxY + 1e-9
    }

    /// The drag: a pan on this view.
    public let panGestureRecognizer = PanGestureRecognizer(name: "scroll-pan")
    /// Holds touches from the content while it is not yet clear whether they drag.
    let contentTouchDelay = ContentTouchDelayRecognizer(name: "scroll-delay")

    // MARK: Drag and motion state (ScrollView+Dragging.swift)

    /// The unbounded offset the drag started from (a rubber-banded offset taken back to its pull).
    var dragStartOffset = Point.zero
    var dragAxes: DirectionalLock.Axes = .both
    var motion: Animation?
    let horizontalIndicator = ScrollIndicator(axis: .horizontal)
    let verticalIndicator = ScrollIndicator(axis: .vertical)

    /// Any change of the offset is noted for the next frame's pixel move.
    open override var bounds: Rect {
        didSet { boundsDidChangeForScrolling(from: oldValue) }
    }

    /// A scroll view with the given frame and no content.
    public override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
        // Its content moves by its offset alone: a frame may move the pixels (ScrollBlit).
        movesPixelsWhenScrolled = true
        panGestureRecognizer.cancelsTouchesInView = true
        panGestureRecognizer.delaysTouchesEnded = false
        panGestureRecognizer.addAction(target: self) { owner, pan in owner.panChanged(pan) }
        addGestureRecognizer(contentTouchDelay)
        addGestureRecognizer(panGestureRecognizer)
        contentTouchDelay.scrollView = self
        contentTouchDelay.recognizeSimultaneously(with: panGestureRecognizer)
        pinchGestureRecognizer.addAction(target: self) { owner, pinch in owner.pinchChanged(pinch) }
        rotationGestureRecognizer.addAction(target: self) { owner, rotation in owner.rotationChanged(rotation) }
        pinchGestureRecognizer.recognizeSimultaneously(with: panGestureRecognizer)
        pinchGestureRecognizer.recognizeSimultaneously(with: rotationGestureRecognizer)
        rotationGestureRecognizer.recognizeSimultaneously(with: panGestureRecognizer)
        contentTouchDelay.recognizeSimultaneously(with: pinchGestureRecognizer)
        contentTouchDelay.recognizeSimultaneously(with: rotationGestureRecognizer)
        addGestureRecognizer(pinchGestureRecognizer)
        addGestureRecognizer(rotationGestureRecognizer)
        isMultipleTouchEnabled = true
        updateZoomRecognizers()
        horizontalIndicator.alpha = 0
        verticalIndicator.alpha = 0
        addSubview(horizontalIndicator)
        addSubview(verticalIndicator)
    }

    // MARK: Geometry

    /// The offsets the content rests between: from −inset to the content's far edge (plus
    /// inset) minus the view's size, never below the start.
    public var offsetRange: Rect {
        let minX = -adjustedContentInset.left, minY = -adjustedContentInset.top
        let maxX = Swift.max(minX, contentSize.width + adjustedContentInset.right - bounds.width)
        let maxY = Swift.max(minY, contentSize.height + adjustedContentInset.bottom - bounds.height)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the content can move along x (wider than the view, or always bouncing).
    public var scrollsHorizontally: Bool {
        contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width || alwaysBounceHorizontal
    }

    /// Whether the content can move along y.
    public var scrollsVertically: Bool {
        contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height || alwaysBounceVertical
    }

    /// The content moved to `offset` (no clamping): bounds, indicators, delegate.
    final func showOffset(_ offset: Point) {
        guard offset != bounds.origin else { return }
        // Through the setter: the modify accessor of an observed override allocates its frame.
        bounds = Rect(origin: offset, size: bounds.size)
        updateIndicators()
        contentOffsetDidChange()
        delegate?.scrollViewDidScroll(self)
    }

    /// The content moved: subclasses place what comes into view (a list's rows). The default
    /// does nothing.
    func contentOffsetDidChange() {}

    /// A drag is about to end, before its target is worked out (a list's pull to refresh).
    func dragWillEnd() {}

    /// Works out `adjustedContentInset` again. With `keepsTop` (a change of the safe area),
    /// content resting at its top stays at its top, so a screen shown under a bar starts with
    /// its first row below the bar.
    final func updateAdjustedContentInset(keepsTop: Bool) {
        let safe = contentInsetAdjustmentBehavior == .never ? EdgeInsets.zero : safeAreaInsets
        let adjusted = EdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
        guard adjusted != adjustedContentInset else { return }
        let old = adjustedContentInset
        adjustedContentInset = adjusted
        if keepsTop && !isDragging && motion == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            showOffset(offset)
        }
        contentGeometryDidChange()
    }

    /// Adjusts the content inset to the new safe area, and lays out.
    open override func safeAreaInsetsDidChange() {
        updateAdjustedContentInset(keepsTop: true)
        super.safeAreaInsetsDidChange()
    }

    private final func contentGeometryDidChange() {
        // Content that shrank leaves the offset where it can rest, unless a finger holds it.
        if !isDragging && motion == nil {
            let range = offsetRange
            let clamped = Point(
                x: Swift.min(Swift.max(contentOffset.x, range.minX), range.maxX),
                y: Swift.min(Swift.max(contentOffset.y, range.minY), range.maxY))
            showOffset(clamped)
        }
        updateIndicators()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The view may have moved under or out from under a bar.
        updateAdjustedContentInset(keepsTop: true)
        // Indicators stay in front of the content.
        if subviews.last !== verticalIndicator {
            bringSubviewToFront(horizontalIndicator)
            bringSubviewToFront(verticalIndicator)
        }
        updateIndicators()
    }

    // MARK: Moving on purpose

    /// Moves the content to `offset`, sliding there (0.3 s, ease in and out) when `animated`;
    /// the delegate hears `scrollViewDidEndScrollingAnimation` at the end.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated, let animator else {
            contentOffset = offset
            return
        }
        stopMotion()
        isScrollAnimating = true
        showIndicators()
        let key = AnimationKey(self, AnimationProperty("contentOffset"))
        motion = animator.animate(
            key, from: contentOffset, to: offset,
            parameters: AnimationParameters(duration: .milliseconds(300), timing: .curve(.easeInEaseOut)),
            apply: Unowned(self).callback { owner, point in owner.showOffset(point) },
            completion: Unowned(self).callback { owner, finished in
                guard finished else { return }
                owner.motion = nil
                owner.isScrollAnimating = false
                owner.hideIndicators()
                owner.delegate?.scrollViewDidEndScrollingAnimation(owner)
            })
    }

    /// Scrolls the least that shows `rect` (content coordinates), as much of it as fits, in
    /// what `adjustedContentInset` leaves visible (not under a translucent bar).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var offset = contentOffset
        let inset = adjustedContentInset
        if rect.maxX > offset.x + bounds.width - inset.right { offset.x = rect.maxX - bounds.width + inset.right }
        if rect.minX < offset.x + inset.left { offset.x = rect.minX - inset.left }
        if rect.maxY > offset.y + bounds.height - inset.bottom { offset.y = rect.maxY - bounds.height + inset.bottom }
        if rect.minY < offset.y + inset.top { offset.y = rect.minY - inset.top }
        let range = offsetRange
        offset = Point(
            x: Swift.min(Swift.max(offset.x, range.minX), range.maxX),
            y: Swift.min(Swift.max(offset.y, range.minY), range.maxY))
        setContentOffset(offset, animated: animated)
    }

    /// Out of its window the content stays where it is: no deceleration, bounce or zoom goes on
    /// calling the delegate of a screen that left (Lifetimes/View+WindowLifetime.swift).
    override func stopWindowActivity() {
        stopMotion()
        isTracking = false
        isDragging = false
        isZooming = false
        isZoomBouncing = false
    }

    /// Stops a deceleration or scrolling animation where it is.
    final func stopMotion() {
        guard let running = motion else { return }
        motion = nil
        _ = animator?.remove(running)
        isDecelerating = false
        isScrollAnimating = false
    }

    // MARK: Touches

    /// A drag may take a touch from content only when `canCancelContentTouches` and the content
    /// agrees (`touchesShouldCancel(in:)`).
    /// And a drag along an axis the content cannot move on is not this view's: it goes to a
    /// scroll view around it (a vertical list in a horizontal pager).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer else { return true }
        let axes = directionalLock.axes(for: panGestureRecognizer.movement)
        if (axes == .horizontal && !scrollsHorizontally) || (axes == .vertical && !scrollsVertically) { return false }
        for touch in recognizer.touches
        where touch.view !== self && touch.viewDelivery != .cancelled
            && touch.viewDelivery != .heldFromBegin
        {
            if !canCancelContentTouches || !touchesShouldCancel(in: touch.view) { return false }
        }
        return true
    }
}
