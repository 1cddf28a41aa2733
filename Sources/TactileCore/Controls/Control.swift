/// A view that turns touches into events for actions, UIKit's `UIControl`: the base class of
/// buttons and other controls.
///
/// A control tracks one touch at a time. A finger going down highlights the control and sends
/// `touchDown`. While it moves, the control counts it as inside while it stays within the
/// bounds grown by `touchHysteresis` on every side: leaving that area un-highlights the control
/// and sends `touchDragExit`, coming back re-highlights it and sends `touchDragEnter`; every
/// move then sends `touchDragInside` or `touchDragOutside` (after the exit or enter). Lifting
/// inside sends `touchUpInside` (the tap), lifting outside `touchUpOutside`; a cancelled touch
/// sends `touchCancel`. A disabled control takes no touches: they go to the views behind it.
///
/// Actions are closures (Embedded Swift has no target/selector): `addAction(for:_:)`. The
/// control retains its handlers, so a handler capturing the control strongly keeps it alive;
/// use the control passed to the handler instead.
open class Control: View {
    // MARK: State

    /// Whether the control responds to touches. A disabled control is skipped by hit testing
    /// and shows its `.disabled` state. Disabling it during a touch ends tracking without events.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled && isTracking {
                isTracking = false
                isTouchInside = false
                isHighlighted = false
                cancelTracking(with: nil)
            }
            stateDidChange()
        }
    }

    /// Whether the control shows its highlighted state; set while a touch is down inside it.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether the control is selected (a toggled button, the chosen segment).
    public var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// The current state: `.highlighted`, `.disabled` and `.selected` as the flags say.
    public var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch (from touch down to lift or cancel).
    public private(set) var isTracking = false

    /// Whether the tracked touch is inside the tracking area (the bounds grown by
    /// `touchHysteresis`); false when no touch is tracked.
    public private(set) var isTouchInside = false

    /// How far beyond the bounds, in points on every side, a tracked touch still counts as
    /// inside, so a finger wobbling over the edge does not cancel the tap. UIKit's controls use
    /// about 70 pt (not the 10 pt that starts a scroll).
    public var touchHysteresis: Double = 70

    // MARK: Content layout

    /// Where subclasses place their content horizontally (a button's image and title).
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Where subclasses place their content vertically.
    public var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    // MARK: Actions

    private var actions: [Action] = []
    private var nextActionID = 1
    /// The touch being tracked (or ignored after a hook declined it) until it ends; its
    /// identity, not the touch, which would keep this control in a cycle if it never ended here.
    private var trackedTouch: Touch.Identity?

    /// A control with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Adds `handler` for `events`; it runs once each time the control sends any of them, with
    /// the control as argument. Returns an id for `removeAction(_:)`.
    @discardableResult
    public func addAction(for events: Events, _ handler: @escaping (Control) -> Void) -> ActionID {
        let id = ActionID(rawValue: nextActionID)
        nextActionID += 1
        actions.append(Action(id: id, events: events, handler: handler))
        return id
    }

    /// Adds `handler` for `events`, called with `target` and the control (UIKit's target-action):
    /// the handler captures neither, and the control does not keep `target` alive. Make the
    /// target the view or controller that owns the control: the kit stops a control's actions
    /// when it leaves its window, so they never run after their owner went (ARCHITECTURE.md,
    /// "Lifetimes"; a debug or host build stops with both types' names if one would).
    ///
    ///     nextButton.addAction(for: .touchUpInside, target: self) { calendar, _ in calendar.showMonth(adding: 1) }
    @discardableResult
    public final func addAction<Target: AnyObject>(
        for events: Events, target: Target,
        _ handler: @escaping (Target, Control) -> Void
    ) -> ActionID {
        let target = Unowned(target)
        return addAction(for: events) { control in handler(target.object, control) }
    }

    /// Removes the action with `id`; nothing happens when there is none.
    public func removeAction(_ id: ActionID) {
        actions.removeAll { $0.id == id }
    }

    /// Stops every action from running for `events`; actions left with no events are removed.
    public func removeAllActions(for events: Events = .allEvents) {
        for index in actions.indices { actions[index].events.subtract(events) }
        actions.removeAll { $0.events.isEmpty }
    }

    /// The events some action is registered for.
    public var allControlEvents: Events {
        actions.reduce(into: Events()) { $0.formUnion($1.events) }
    }

    /// Runs every action registered for any of `events`, each once, in the order they were
    /// added. Actions added by a handler wait for the next send; actions removed by a handler
    /// do not run.
    public func sendActions(for events: Events) {
        let snapshot = actions
        for action in snapshot where !action.events.isDisjoint(with: events) {
            guard actions.contains(where: { $0.id == action.id }) else { continue }
            action.handler(self)
        }
    }

    // MARK: Subclass hooks

    /// Called whenever `state` changes (highlight, enabled, selected). Override to update the
    /// appearance; the default does nothing.
    open func stateDidChange() {}

    /// Whether a gesture recognizer of an ancestor may take a touch that is in this control.
    /// The default keeps the control's own tap, as UIKit's controls do: an ancestor's single-tap
    /// recognizer (one tap, one touch) fails, so a button in a view with a tap recognizer still
    /// gets its touch up inside; other gestures (a pan, a double tap) may take the touch.
    open override func allowsAncestorGestureRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        guard let tap = recognizer as? TapGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    /// Whether the control sends `primaryActionTriggered` after `touchUpInside` (buttons do).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// A touch went down in the control. Return false to stop tracking it at once (the control
    /// un-highlights and sends nothing more for it). The default returns true.
    open func beginTracking(_ touch: Touch, with event: Event) -> Bool { true }

    /// The tracked touch moved (`isTouchInside` is already updated). Return false to stop
    /// tracking it, as for `beginTracking`. The default returns true.
    open func continueTracking(_ touch: Touch, with event: Event) -> Bool { true }

    /// The tracked touch lifted (`isTouchInside` says where), before the touch-up actions run.
    open func endTracking(_ touch: Touch, with event: Event) {}

    /// Tracking stopped without a lift: the touch was cancelled (with its event) or the control
    /// was disabled (nil).
    open func cancelTracking(with event: Event?) {}

    // MARK: Touches

    /// Whether `point` (bounds coordinates) is inside the tracking area: the bounds grown by
    /// `touchHysteresis` on every side, edges included.
    public func isInsideTrackingArea(_ point: Point) -> Bool {
        let margin = touchHysteresis
        return point.x >= bounds.minX - margin && point.x <= bounds.maxX + margin
            && point.y >= bounds.minY - margin && point.y <= bounds.maxY + margin
    }

    /// A disabled control (or its subviews) never receives touches; they go to what is behind it.
    open override func hitTest(_ point: Point) -> View? {
        guard isEnabled else { return nil }
        return defaultHitTest(point)
    }

    // The control handles its touches itself and does not pass them up the responder chain.

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if let tracked = trackedTouch, tracked.isOver {
            // It ended where the control could not hear it (the subview it began in was removed).
            forgetEndedTouch()
        }
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch.identity
        isTouchInside = true
        isTracking = true
        guard beginTracking(touch, with: event) else {
            stopTracking()
            return
        }
        isHighlighted = true
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard isTracking, let touch = trackedTouch(in: touches) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        guard continueTracking(touch, with: event) else {
            stopTracking()
            return
        }
        isHighlighted = isTouchInside
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = trackedTouch(in: touches) else { return }
        trackedTouch = nil
        guard isTracking else { return }
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        if isTouchInside {
            sendActions(for: .touchUpInside)
            if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
        } else {
            sendActions(for: .touchUpOutside)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        guard trackedTouch(in: touches) != nil else { return }
        trackedTouch = nil
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    // Final: Embedded Swift gives overridable private methods of an open class a strong stub in
    // every module that builds its vtable, which the linker then finds twice.
    private final func trackedTouch(in touches: [Touch]) -> Touch? {
        guard let tracked = trackedTouch else { return nil }
        return touches.first { $0.identity === tracked }
    }

    /// Drops a tracked touch that ended unheard, as a cancel.
    private final func forgetEndedTouch() {
        trackedTouch = nil
        guard isTracking else { return }
        stopTracking()
        cancelTracking(with: nil)
        sendActions(for: .touchCancel)
    }

    /// Stops tracking at a hook's request; the touch stays ignored until it ends.
    private final func stopTracking() {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }
}
