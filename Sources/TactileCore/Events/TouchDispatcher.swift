import TactilePlatform
import TactileSystem

/// The views an exclusive touch excludes: every view of the screen (the display or application
/// scope of docs/touch-model.md, 'Multi-touch and exclusive touch'; one application per screen
/// here) or only views of the same window.
public enum ExclusiveTouchScope: Equatable, Sendable {
    /// An exclusive touch excludes touches on every view of the screen.
    case screen
    /// An exclusive touch excludes touches on views of its own window only.
    case window
}

/// Turns a screen's touch records into touches delivered to views: hit tests where a touch
/// begins, applies the multi-touch/exclusive rule, keeps each touch with its view for its life
/// and calls the view's `touchesChanged(_:)` once per moment with the touches of that moment.
///
/// The rule, when touch T begins in view V, with R the other views in scope that currently
/// have delivered touches: a view in R is exclusive → T is ignored; else V is exclusive and R
/// is not empty → ignored; else V already has a touch and is not multiple-touch → ignored; else
/// T is delivered to V. An ignored touch stays ignored for its whole life and never counts as
/// a delivered touch. A touch whose last record (ended or cancelled) is in the same moment no
/// longer holds its view for touches beginning in that moment.
///
/// Gesture recognizers come first: at each moment the recognizers of a touch's views (see
/// `gestureDeliveryPolicy` and `View.gestureDelivery`) receive it before its view does, and
/// decide what the view sees (`GestureRecognizer.cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`, `delaysTouchesUntilDecided`).
///
/// It is the application's stage of the `TouchPipeline` (last, after the system and
/// accessibility), and can also be driven on its own with `dispatch(_:)`.
///
/// Before a touch's view receives an event, its ancestors that `interceptsSubviewTouches` see
/// the touch first (`subviewTouchesChanged(_:with:)`, outermost first) and may take it
/// (`take(_:for:)`): a list scrolling when a drag that began on a control in it passes its
/// hysteresis. The control then gets `touchesCancelled`, and the taker receives the rest of the
/// touch's life.
public final class TouchDispatcher: TouchStage {
    /// The screen whose windows receive the touches (records are in its points).
    public let screen: Screen
    /// When set (the screen's animator by default), touches beginning while it
    /// `isIgnoringInteractionEvents` are ignored for their whole life; touches already delivered
    /// keep receiving their records to the end.
    public var animator: Animator?
    /// Which views an exclusive touch excludes.
    public var exclusiveTouchScope: ExclusiveTouchScope = .screen

    /// Which views' gesture recognizers receive a touch: the hit view and its ancestors (the
    /// default), the hit view only, or every view containing the point.
    public var gestureDeliveryPolicy: GestureDeliveryPolicy = .hitViewAndAncestors
    /// With the `hitView` policy, where a touch's later changes go once every recognizer of the
    /// hit view has failed: to the nearest higher view with recognizers (default), or nowhere.
    public var gestureFallThrough: GestureFallThrough = .higherViews

    /// The run loop gesture recognizers' timers (tap intervals, long presses) run on; the
    /// application sets its own. Without one those timers never fire.
    public var runLoop: RunLoop? {
        get { arena.runLoop }
        set { arena.runLoop = newValue }
    }

    /// Decides between the recognizers of the touches.
    lazy var arena = GestureArena(dispatcher: self)

    /// The definitions gesture recognizers use (`GestureMode`): switching to accessibility mode
    /// gives each recognizer its accessibility definition where it has one and no other
    /// recognizer already uses it. Takes effect at once when no touch sequence runs, else when
    /// the running one is over.
    public var gestureMode: GestureMode = .normal {
        didSet { if gestureMode != oldValue { applyGestureModeIfQuiet() } }
    }

    /// Delivered touches still down, in the order they began.
    public private(set) var activeTouches: [Touch] = []
    /// Touches that lifted but whose view still waits for recognizers to decide what it sees.
    var heldTouches: [Touch] = []
    /// Ids of ignored touches still down.
    public private(set) var ignoredTouchIDs: Set<Int> = []

    /// While an event is being delivered: the views still to receive it, and the touches a
    /// handler cancelled meanwhile (they are not delivered again).
    private var eventBeingDelivered: Event?
    private var viewsAwaitingDelivery: [View] = []
    private var cancelledDuringDelivery: [Touch] = []

    /// A dispatcher for `screen`, respecting its animator's interaction ignoring.
    public convenience init(screen: Screen) {
        self.init(screen: screen, animator: screen.animator)
    }

    /// A dispatcher for `screen` respecting `animator`'s interaction ignoring (none when nil).
    public init(screen: Screen, animator: Animator?) {
        self.screen = screen
        self.animator = animator
    }

    /// Whether a touch is down, a view waits for a held touch, or recognizers still decide
    /// (a tap recognizer waiting for a second tap).
    public override var hasActiveTouches: Bool {
        !activeTouches.isEmpty || !heldTouches.isEmpty || arena.isSequenceOpen
    }

    /// Whether a finger is down (touches lifting in the moment being delivered are not).
    package var hasTouchesDown: Bool {
        activeTouches.contains { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// One moment from the pipeline.
    public override func handle(_ records: [TouchRecord]) {
        dispatchMoment(records[...])
    }

    /// An earlier stage took touches: their views get `touchesCancelled` now, and nothing more
    /// of them arrives (so they are not remembered as ignored either).
    public override func cancel(touchIDs ids: [Int], timestamp: Instant) {
        let touches = activeTouches.filter { ids.contains($0.id) }
        cancel(touches, timestamp: timestamp)
        arena.cancel(touches, timestamp: timestamp)
        for id in ids { ignoredTouchIDs.remove(id) }
    }

    /// Delivers records. Consecutive records with the same timestamp form one moment (one
    /// SYN_REPORT) and one `Event`.
    public func dispatch(_ records: [TouchRecord]) {
        var start = 0
        while start < records.count {
            var end = start + 1
            while end < records.count && records[end].timestamp == records[start].timestamp { end += 1 }
            dispatchMoment(records[start..<end])
            start = end
        }
    }

    /// Ends every delivered touch with a `cancelled` record at `timestamp` (a recognizer took
    /// over, the screen went away); later records of those touches are ignored.
    public func cancelAllTouches(timestamp: Instant) {
        let touches = activeTouches
        cancel(touches, timestamp: timestamp)
        arena.cancel(touches, timestamp: timestamp)
    }

    /// Cancels the delivered touches of `view` at `timestamp`, as `cancelAllTouches`.
    public func cancelTouches(of view: View, timestamp: Instant) {
        let touches = activeTouches.filter { $0.view === view }
        cancel(touches, timestamp: timestamp)
        arena.cancel(touches, timestamp: timestamp)
    }

    /// The view a touch beginning at `screenPoint` goes to: the frontmost window's deepest hit.
    public func hitView(at screenPoint: Point) -> (view: View, window: Window)? {
        var index = screen.windows.count
        while index > 0 {
            index -= 1
            let window = screen.windows[index]
            guard let toWindow = window.modelPresentation.transformToSuperview.inverted else { continue }
            if let view = window.hitTest(toWindow.apply(to: screenPoint)) { return (view, window) }
        }
        return nil
    }

    // MARK: Moments

    private func dispatchMoment(_ records: ArraySlice<TouchRecord>) {
        var delivered: [Touch] = []
        var finishing: Set<Int> = []
        // Continuing touches first, so a touch lifted in this moment frees its view for a touch
        // beginning in the same moment.
        for record in records where record.phase != .began {
            let isLast = record.phase == .ended || record.phase == .cancelled
            if ignoredTouchIDs.contains(record.id) {
                if isLast { ignoredTouchIDs.remove(record.id) }
                continue
            }
            guard let touch = activeTouches.first(where: { $0.id == record.id }) else { continue }
            touch.update(record)
            delivered.append(touch)
            if isLast { finishing.insert(record.id) }
        }
        var began: [Touch] = []
        for record in records where record.phase == .began {
            if ignoredTouchIDs.contains(record.id) || activeTouches.contains(where: { $0.id == record.id }) {
                continue  // a repeated began: the touch keeps its first fate
            }
            guard animator?.isIgnoringInteractionEvents != true,
                let (view, window) = hitView(at: Point(record.location))
            else {
                ignoredTouchIDs.insert(record.id)
                continue
            }
            let admission = admission(of: view, window: window, finishing: finishing)
            if admission == .ignored {
                ignoredTouchIDs.insert(record.id)
                continue
            }
            let touch = Touch(
                record: record, view: view, window: window,
                isFirstTouchForView: admission == .delivered && !view.hasReceivedTouch)
            if admission == .delivered {
                view.hasReceivedTouch = true
            } else {
                touch.viewDelivery = .cancelled  // for the view's recognizers only
            }
            activeTouches.append(touch)
            delivered.append(touch)
            began.append(touch)
        }
        guard let first = records.first, !delivered.isEmpty else { return }
        for touch in began { attachRecognizers(to: touch) }
        for touch in delivered where touch.viewDelivery == .heldFromBegin { touch.heldRecords.append(touch.record) }
        // What the views get of this moment is what was not held or cancelled before the
        // recognizers saw it; touches the recognizers release now are replayed by them.
        let forViews = delivered.filter { $0.viewDelivery == .delivering }
        let event = Event(timestamp: first.timestamp, touches: delivered, dispatcher: self)
        arena.deliver(event)
        var viewTouches: [Touch] = []
        for touch in forViews where touch.viewDelivery == .delivering {
            if touch.phase == .ended && isEndDelayed(touch) {
                touch.viewDelivery = .heldEnd
                touch.heldRecords = [touch.record]
                continue
            }
            viewTouches.append(touch)
        }
        activeTouches.removeAll { finishing.contains($0.id) }
        for touch in delivered where finishing.contains(touch.id) && isHeld(touch) && !heldTouches.contains(where: { $0 === touch }) {
            heldTouches.append(touch)
        }
        if !viewTouches.isEmpty {
            deliver(intercepted(Event(timestamp: first.timestamp, touches: viewTouches, dispatcher: self)))
        }
    }

    // MARK: Taking touches

    /// Takes `touch` from its view for `taker`, an ancestor of it, when `taker` agrees
    /// (`touchesShouldCancel(in:)`): the view gets `touchesCancelled` for it now, and `taker`
    /// receives the touch (a new `Touch` object with the same id) from the current moment to its
    /// end. Returns false, changing nothing, when the touch has ended, is not delivered, or
    /// `taker` is not an ancestor of its view or refuses.
    @discardableResult
    public func take(_ touch: Touch, for taker: View) -> Bool {
        guard activeTouches.contains(where: { $0 === touch }), touch.phase != .ended, touch.phase != .cancelled,
            touch.view !== taker, touch.view.isDescendant(of: taker), taker.touchesShouldCancel(in: touch.view)
        else { return false }
        let successor = Touch(
            record: touch.record, view: taker, window: touch.window,
            isFirstTouchForView: !taker.hasReceivedTouch)
        taker.hasReceivedTouch = true
        // Recognizers go on with the successor: taking a touch is between views.
        successor.gestureRecognizers = touch.gestureRecognizers
        for recognizer in touch.gestureRecognizers {
            if let index = recognizer.touches.firstIndex(where: { $0 === touch }) { recognizer.touches[index] = successor }
        }
        cancel([touch], timestamp: touch.timestamp)
        ignoredTouchIDs.remove(touch.id)  // its records keep coming, for the successor
        activeTouches.append(successor)
        takenTouches.append((touch, successor))
        return true
    }

    /// Touches taken while the current moment was offered to intercepting ancestors.
    private var takenTouches: [(taken: Touch, successor: Touch)] = []

    /// Offers `event` to the intercepting ancestors of its touches' views, outermost first, each
    /// with the touches below it; returns the event to deliver, with taken touches replaced by
    /// their successors.
    func intercepted(_ event: Event) -> Event {
        var interceptors: [View] = []
        for touch in event.allTouches {
            var chain: [View] = []
            var ancestor = touch.view.superview
            while let view = ancestor {
                if view.interceptsSubviewTouches { chain.append(view) }
                ancestor = view.superview
            }
            for view in chain.reversed() where !interceptors.contains(where: { $0 === view }) { interceptors.append(view) }
        }
        guard !interceptors.isEmpty else { return event }
        takenTouches.removeAll()
        // As during delivery: a touch taken in the moment it began, before its view heard of
        // it, ends without a word to that view rather than with a lone cancel.
        delivering(event) { offer(event, to: interceptors) }
        guard !takenTouches.isEmpty else { return event }
        let touches = event.allTouches.map { touch in takenTouches.first { $0.taken === touch }?.successor ?? touch }
        takenTouches.removeAll()
        return Event(timestamp: event.timestamp, touches: touches, dispatcher: self)
    }

    /// Gives each interceptor, outermost first, the touches of `event` below it not taken yet.
    private func offer(_ event: Event, to interceptors: [View]) {
        for interceptor in interceptors {
            let below = event.allTouches.filter { touch in
                !takenTouches.contains { $0.taken === touch } && touch.view !== interceptor
                    && touch.view.isDescendant(of: interceptor)
            }
            if !below.isEmpty { interceptor.subviewTouchesChanged(below, with: event) }
        }
    }

    /// What becomes of a touch beginning in `view`.
    private enum Admission {
        /// The view receives it.
        case delivered
        /// The view already has a touch and takes one at a time: the touch goes to the
        /// recognizers of the views it involves only (a pinch on a view that is not
        /// multiple-touch, as in UIKit), never to the view.
        case recognizersOnly
        /// Nobody receives it, for its whole life.
        case ignored
    }

    /// The multi-touch/exclusive rule for a touch beginning in `view`. Touches a view does not
    /// receive (recognizer-only, or taken over by a recognizer) do not count.
    private func admission(of view: View, window: Window, finishing: Set<Int>) -> Admission {
        var viewHasTouch = false, othersHaveTouches = false
        for touch in activeTouches where !finishing.contains(touch.id) && touch.viewDelivery != .cancelled {
            if touch.view === view {
                viewHasTouch = true
                continue
            }
            if exclusiveTouchScope == .window && touch.window !== window { continue }
            if touch.view.isExclusiveTouch { return .ignored }
            othersHaveTouches = true
        }
        if view.isExclusiveTouch && othersHaveTouches { return .ignored }
        if viewHasTouch && !view.isMultipleTouchEnabled { return .recognizersOnly }
        return .delivered
    }

    /// Ends `touches` for good: their views get `touchesCancelled` (those that saw them), and
    /// their later records are ignored. Recognizers are told by the callers (`arena.cancel`).
    private func cancel(_ touches: [Touch], timestamp: Instant) {
        guard !touches.isEmpty else { return }
        cancelForViews(touches, timestamp: timestamp, endsTouches: true)
    }

    /// Sends `touchesCancelled` to the views of `touches` that have seen them, and nothing more
    /// of them afterwards. With `endsTouches` the touches are over for recognizers too (their
    /// records say cancelled, later ones are ignored); without it a recognizer took them over:
    /// they stay down for the recognizers, their records unchanged once the cancel is out.
    func cancelForViews(_ touches: [Touch], timestamp: Instant, endsTouches: Bool) {
        guard !touches.isEmpty else { return }
        // A view that was never shown a touch (held from its beginning) hears nothing of it.
        var seen = touches.filter { $0.viewDelivery == .delivering || $0.viewDelivery == .heldEnd }
        for touch in touches {
            touch.viewDelivery = .cancelled
            touch.heldRecords = []
        }
        heldTouches.removeAll { touch in touches.contains { $0 === touch } }
        if let event = eventBeingDelivered {
            cancelledDuringDelivery += touches
            // A touch beginning in the moment being delivered, whose view has not received it
            // yet, was never seen: it ends without a word rather than with a lone cancel.
            seen = seen.filter { touch in
                !(touch.phase == .began && event.allTouches.contains { $0 === touch }
                    && viewsAwaitingDelivery.contains { $0 === touch.view })
            }
        }
        let kept = touches.map { $0.record }
        for touch in touches {
            var record = touch.record
            record.phase = .cancelled
            record.timestamp = timestamp
            record.previousLocation = record.location
            touch.update(record)
        }
        if endsTouches {
            for touch in touches { ignoredTouchIDs.insert(touch.id) }
            activeTouches.removeAll { touch in touches.contains { $0 === touch } }
        }
        if !seen.isEmpty {
            let event = Event(timestamp: timestamp, touches: seen, dispatcher: self)
            if eventBeingDelivered != nil {
                // Nested in a delivery: the cancel goes out now, on its own.
                for view in Self.views(of: event) { view.touchesChanged(event) }
            } else {
                deliver(event)
            }
        }
        if !endsTouches {
            for (touch, record) in zip(touches, kept) { touch.update(record) }
        }
    }

    /// Calls `touchesChanged` once per view, in the order the views first appear. A handler may
    /// cancel touches meanwhile; the views after it then receive the event without them.
    func deliver(_ event: Event) {
        delivering(event) { deliverToAwaitingViews(event) }
    }

    /// Runs `body` with `event` as the event being delivered to its views (see `cancel`).
    private func delivering(_ event: Event, _ body: () -> Void) {
        eventBeingDelivered = event
        viewsAwaitingDelivery = Self.views(of: event)
        defer {
            eventBeingDelivered = nil
            viewsAwaitingDelivery = []
            cancelledDuringDelivery = []
        }
        body()
    }

    private func deliverToAwaitingViews(_ event: Event) {
        while !viewsAwaitingDelivery.isEmpty {
            let view = viewsAwaitingDelivery.removeFirst()
            if cancelledDuringDelivery.isEmpty {
                view.touchesChanged(event)
                continue
            }
            let remaining = event.allTouches.filter { touch in !cancelledDuringDelivery.contains { $0 === touch } }
            guard remaining.contains(where: { $0.view === view }) else { continue }
            view.touchesChanged(Event(timestamp: event.timestamp, touches: remaining, dispatcher: self))
        }
    }

    /// The views of `event`'s touches, in the order they first appear.
    private static func views(of event: Event) -> [View] {
        var views: [View] = []
        for touch in event.allTouches where !views.contains(where: { $0 === touch.view }) {
            views.append(touch.view)
        }
        return views
    }
}

extension Touch {
    /// Takes the touch's newest record, keeping its first-touch flag.
    func update(_ newRecord: TouchRecord) {
        record = newRecord
        record.isFirstTouchForView = isFirstTouchForView
    }
}
