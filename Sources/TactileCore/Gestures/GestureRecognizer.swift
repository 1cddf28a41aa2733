import TactilePlatform
import TactileSystem

/// Turns a view's touches into one gesture (tap, pan, pinch…) and reports it through actions:
/// UIKit's `UIGestureRecognizer` (docs/gesture-arbitration.md). Subclass it for a new gesture, or
/// use the concrete recognizers (`TapGestureRecognizer`, `PanGestureRecognizer`…).
///
/// Attach one with `view.addGestureRecognizer(_:)`. While a touch sequence runs, the
/// recognizers of the views it involves (the hit view and its ancestors by default, see
/// `TouchDispatcher.gestureDeliveryPolicy`) receive every change of its touches before the hit
/// view does, one recognizer after the other. Each moves through its `State`:
/// - discrete gestures: possible → recognized, or possible → failed;
/// - continuous ones: possible → began → changed… → ended or cancelled, or possible → failed.
/// Actions run for began, changed, ended (recognized) and cancelled, never for failed. Once
/// every finger has lifted and every recognizer involved has decided, all of them return to
/// possible. A state change that breaks these rules is a programming error and stops the program
/// with a message naming the recognizer and the change (as Chameleon's `setState:` asserts).
///
/// Arbitration between the recognizers that share a touch:
/// - recognizers are exclusive (`isExclusive`, UIKit's default): when one begins or is
///   recognized, the others still possible fail, unless the two may recognize simultaneously
///   (`recognizeSimultaneously(with:)`, the exception list of docs/gesture-arbitration.md,
///   'Exclusivity and simultaneous recognition', or the delegate). Two non-exclusive
///   recognizers never stop each other; an exclusive one stops and is stopped by any
///   recognizer that is not an exception;
/// - `require(toFail:)` (the wait-for list, docs/gesture-arbitration.md, 'Failure
///   requirements'): this recognizer cannot leave possible until the other has failed; if the
///   other is recognized, this one fails;
/// - the delegate may veto beginning, a touch, or decide simultaneity and failure requirements.
///
/// What the hit view sees of the touches is set per recognizer: `cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded` and `delaysTouchesUntilDecided`.
open class GestureRecognizer {
    // MARK: State

    /// Where the recognizer is in deciding about the current sequence.
    public private(set) var state: State = .possible

    /// Whether this gesture is discrete (recognized at once, like a tap) rather than continuous
    /// (began, changed…, like a pan). Subclasses of discrete gestures return true.
    open var isDiscrete: Bool { false }

    /// The gesture's definition in words, e.g. "swipe left touches=3": two recognizers with the
    /// same description recognize the same thing (see `GestureMode`). Subclasses describe
    /// their parameters.
    open var definitionDescription: String { "gesture \(name)" }

    /// The view the recognizer is attached to; nil until added with `addGestureRecognizer(_:)`.
    /// Not retained: the view owns its recognizers.
    @Unowned public final internal(set) var view: View?

    /// A name for messages and tools (`tactile debug-gestures` prints it).
    public var name: String

    /// A disabled recognizer receives no touches; disabling one in the middle of a gesture
    /// cancels it (continuous) or fails it (possible).
    public var isEnabled = true {
        didSet { if !isEnabled && oldValue { arena?.stopTracking(self) } }
    }

    /// Whether the hit view's touches are cancelled (`touchesCancelled`) when this recognizer
    /// begins or is recognized: the gesture takes the touches over. Default true.
    public var cancelsTouchesInView = true

    /// Whether the hit view's touches start to reach it only once this recognizer has decided:
    /// until then, it sees nothing of them. If the recognizer recognizes, the view never hears
    /// of the touches. If it fails, touch cancellation on failure applies
    /// (docs/gesture-arbitration.md, 'What the hit view sees'): with `cancelsTouchesInView` the
    /// view gets `touchesCancelled` for touches it never saw begin; without it, the held changes
    /// are delivered late, in order.
    /// Default false. (For UIKit's late delivery whatever the cancel flag, use
    /// `delaysTouchesUntilDecided`.)
    public var delaysTouchesBegan = false

    /// Whether a touch's end waits for this recognizer to decide before the hit view sees it; if
    /// the recognizer then recognizes (and cancels touches), the view gets `touchesCancelled`
    /// instead. Default true.
    public var delaysTouchesEnded = true

    /// The fully delaying recognizer of docs/gesture-arbitration.md, 'What the hit view sees', for
    /// views that cannot cope with cancellation: the hit view receives nothing of the touches
    /// (began, moves, end) until this recognizer is certain. If it fails, everything held is
    /// delivered in order; if it recognizes, nothing is. Default false.
    public var delaysTouchesUntilDecided = false

    /// Whether this recognizer, once recognized, stops every other recognizer of its touches
    /// (and is stopped by any that recognizes first), exceptions apart. Default true, as UIKit's
    /// recognizers; two non-exclusive recognizers recognize side by side.
    public var isExclusive = true

    /// Decides cases the rules leave open. Not retained.
    @Unowned public var delegate: (any GestureRecognizerDelegate)?

    /// Called after every state change, failures included (actions are not called for
    /// failures): for tools and tests that follow the recognizer (`tactile debug-gestures`).
    public var stateDidChange: ((GestureRecognizer) -> Void)?

    // MARK: Touches

    /// The touches the recognizer follows in the current gesture: those down now and those
    /// that lifted since the gesture's last new touch (a two-finger tap keeps both fingers
    /// until it is decided). Cleared at reset.
    public internal(set) var touches: [Touch] = []

    /// The touches still down, or, when all have lifted, the last ones.
    final var currentTouches: [Touch] {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        return down.isEmpty ? touches : down
    }

    /// How many fingers make the gesture now: the touches down, or when all have lifted, how
    /// many there were at the end (a two-finger tap reports 2 when it is recognized).
    public var numberOfTouches: Int { currentTouches.count }

    /// The centroid of the gesture's fingers (those down, or the last ones when all have
    /// lifted) in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> Point {
        guard let centre = Self.centroid(of: currentTouches, in: view) else {
            guard let view else { return lastLocation }
            return view.convert(lastLocation, from: nil)
        }
        return centre
    }

    /// The mean location of `touches` in `view`'s coordinates (the window's when nil); nil for
    /// no touches.
    static func centroid(of touches: [Touch], in view: View?) -> Point? {
        guard !touches.isEmpty else { return nil }
        var x = 0.0, y = 0.0
        for touch in touches {
            let point = touch.location(in: view)
            x += point.x
            y += point.y
        }
        return Point(x: x / Double(touches.count), y: y / Double(touches.count))
    }

    /// The location of touch number `index` (0 ..< `numberOfTouches`) in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        let current = currentTouches
        precondition(
            index >= 0 && index < current.count,
            "\(name): touch index \(index) out of range (\(current.count) touches)")
        return current[index].location(in: view)
    }

    /// Where the last touches were (window coordinates), for `location(in:)` once they are
    /// gone. A point, not the touches: a touch refers to its view, which owns this recognizer.
    var lastLocation = Point.zero

    /// Remembers where the touches are before they are let go.
    final func rememberLocation() {
        if !touches.isEmpty { lastLocation = location(in: nil) }
    }

    // MARK: Relations

    /// Recognizers this one waits for to fail (`require(toFail:)`); retained.
    public private(set) var failureRequirements: [GestureRecognizer] = []
    /// Recognizers that may be recognized together with this one; retained.
    public private(set) var simultaneousRecognizers: [GestureRecognizer] = []

    // MARK: Arena bookkeeping (GestureArena.swift)

    /// The arena deciding between this recognizer and the others of its touches, while it
    /// takes part in a sequence.
    @Unowned final var arena: GestureArena?
    /// States asked for while waiting for `failureRequirements`: applied once they fail.
    var pendingStates: [State] = []
    /// Ids of every touch received since the last reset (to know which recognizers compete).
    var receivedTouchIDs: Set<Int> = []
    /// Ids of touches the recognizer let go of with `ignore(_:)`.
    var ignoredTouchIDs: Set<Int> = []
    var timer: TimerID?

    private var actions: [(GestureRecognizer) -> Void] = []
    /// A discrete exception still possible when this discrete recognizer was recognized (the map
    /// view's double tap over its single tap): the actions wait for it to fail, and are dropped if
    /// it is recognized (docs/gesture-arbitration.md, 'Exclusivity and simultaneous recognition').
    @Unowned final var actionsHeldFor: GestureRecognizer?
    /// Definitions by mode (GestureMode.swift).
    var definitions: [GestureMode: (GestureRecognizer) -> Void] = [:]
    var currentMode = GestureMode.normal

    /// A recognizer named `name` (default: the gesture's kind).
    public init(name: String? = nil) {
        self.name = name ?? "gesture"
    }

    // MARK: Actions

    /// Adds `action`, run for began, changed, ended (recognized) and cancelled, in the order
    /// actions were added. The recognizer is passed in (typed as the recognizer's own class), so
    /// an action does not need to capture it.
    public func addAction(_ action: @escaping (Self) -> Void) {
        actions.append { recognizer in action(recognizer as! Self) }
    }

    /// Adds `action` (as `addAction(_:)`), called with `target` and the recognizer: the action
    /// captures neither, and the recognizer does not keep `target` alive. Make the target the
    /// view the recognizer is on, or its owner: a view's recognizers are cancelled and reset when
    /// it leaves its window, so their actions never run after their owner went
    /// (ARCHITECTURE.md, "Lifetimes").
    ///
    ///     doubleTap.addAction(target: self) { page, tap in page.toggleZoom(at: tap.location(in: page)) }
    public final func addAction<Target: AnyObject>(target: Target, _ action: @escaping (Target, Self) -> Void) {
        let target = Unowned(target)
        actions.append { recognizer in action(target.object, recognizer as! Self) }
    }

    /// Removes every action.
    public func removeAllActions() {
        actions.removeAll()
    }

    // MARK: Relations

    /// Makes this recognizer wait until `other` fails before it recognizes; if `other` is
    /// recognized, this one fails (the wait-for list of docs/gesture-arbitration.md, 'Failure
    /// requirements': a single tap waiting for a double tap).
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "\(name) cannot wait for its own failure")
        if !failureRequirements.contains(where: { $0 === other }) { failureRequirements.append(other) }
    }

    /// Lets this recognizer and `other` both recognize in one sequence (the exception list of
    /// docs/gesture-arbitration.md, 'Exclusivity and simultaneous recognition'; it works both
    /// ways).
    public func recognizeSimultaneously(with other: GestureRecognizer) {
        if !simultaneousRecognizers.contains(where: { $0 === other }) { simultaneousRecognizers.append(other) }
    }

    /// Whether this recognizer and `other` may both be recognized: an exception either way, or
    /// a delegate of either allowing it.
    public func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        simultaneousRecognizers.contains { $0 === other } || other.simultaneousRecognizers.contains { $0 === self }
            || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer, once recognized, stops `other`: they are not simultaneous and
    /// at least one of them is exclusive.
    public func prevents(_ other: GestureRecognizer) -> Bool {
        (isExclusive || other.isExclusive) && !canRecognizeSimultaneously(with: other)
    }

    /// Whether this recognizer must wait for `other` to fail: `require(toFail:)` or a delegate.
    public func requiresFailure(of other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0 === other }
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    // MARK: For subclasses

    /// Moves to `next`. Subclasses call this as touches arrive; the runtime checks it against
    /// the legal transitions (`State.canTransition(to:discrete:)`) and applies arbitration: a
    /// recognition may wait for failure requirements, or fail when another recognizer prevents it.
    public final func setState(_ next: State) {
        let effective = pendingStates.last ?? state
        precondition(
            effective.canTransition(to: next, discrete: isDiscrete),
            "gesture recognizer \(name): illegal state change \(effective.name(discrete: isDiscrete)) → "
                + "\(next.name(discrete: isDiscrete)) (\(isDiscrete ? "discrete" : "continuous") recognizers go "
                + (isDiscrete ? "possible → recognized | failed)" : "possible → began → changed* → ended | cancelled, or possible → failed)"))
        if let arena {
            arena.request(next, for: self)
        } else {
            commit(next)
        }
    }

    /// The first touches of a moment for this recognizer. The default does nothing.
    open func touchesBegan(_ touches: [Touch], with event: Event) {}

    /// Touches of the recognizer that moved (or stayed still while others moved).
    open func touchesMoved(_ touches: [Touch], with event: Event) {}

    /// Touches of the recognizer that lifted.
    open func touchesEnded(_ touches: [Touch], with event: Event) {}

    /// Touches of the recognizer taken away (by the system, an earlier stage, a device gone). The
    /// default cancels a continuous gesture under way, fails one still possible.
    open func touchesCancelled(_ touches: [Touch], with event: Event) {
        if state.isActive || pendingStates.contains(where: { $0 == .began }) {
            setState(.cancelled)
        } else if state == .possible {
            setState(.failed)
        }
    }

    /// Stops following `touch` for the rest of its life (UIKit's `ignore(_:for:)`): it leaves
    /// `touches` and nothing more of it arrives here, though it still counts for arbitration
    /// (a pan ignoring a third finger).
    public final func ignore(_ touch: Touch) {
        ignoredTouchIDs.insert(touch.id)
        touches.removeAll { $0.id == touch.id }
    }

    /// Back to the start, after a sequence: clear what the subclass keeps. Call `super`.
    open func reset() {}

    /// The timer set with `setTimer(after:)` fired. The default does nothing.
    open func timerFired() {}

    /// Whether the recognizer, with no touch down, still waits for something (a tap recognizer
    /// between taps, with its timer set). The runtime fails a possible recognizer whose touches
    /// have all lifted unless it waits; the default is whether a timer is set.
    open var isWaitingForMoreTouches: Bool { timer != nil }

    /// Fires `timerFired()` after `interval` on the application's clock (virtual in tests and
    /// headless runs): replaces a timer already set. Nothing polls.
    public final func setTimer(after interval: Interval) {
        cancelTimer()
        guard let arena, let loop = arena.runLoop else { return }
        timer = loop.addTimer(at: loop.clock.now() + interval) { [owner = Unowned(self)] in
            owner.object.timer = nil
            arena.perform { owner.object.timerFired() }
            // An action may have changed what is on screen: let the loop look.
            loop.setNeedsFrame()
        }
    }

    /// Cancels the timer, if set.
    public final func cancelTimer() {
        if let timer { arena?.runLoop?.cancelTimer(timer) }
        timer = nil
    }

    /// The time of the application's clock (the last moment's time when detached).
    public var now: Instant {
        arena?.runLoop?.clock.now() ?? touches.last?.timestamp ?? .zero
    }

    // MARK: Applying states (called by the arena)

    /// Sets the state, tells the observer and runs the actions (not for failures).
    final func commit(_ next: State) {
        state = next
        stateDidChange?(self)
        arena?.didCommit(next, for: self)
        if next != .failed && next != .possible {
            if next == .ended, isDiscrete, let longer = arena?.possibleDiscreteException(of: self) {
                actionsHeldFor = longer
                return
            }
            runActions()
        }
    }

    /// Runs the actions for the current state.
    final func runActions() {
        for action in actions { action(self) }
    }

    /// Back to possible after a sequence.
    final func resetToPossible() {
        cancelTimer()
        actionsHeldFor = nil
        pendingStates.removeAll()
        receivedTouchIDs.removeAll()
        ignoredTouchIDs.removeAll()
        rememberLocation()
        // The touches refer back to their recognizers: let go both ways.
        for touch in touches { touch.gestureRecognizers.removeAll() }
        touches.removeAll()
        state = .possible
        reset()
    }
}
