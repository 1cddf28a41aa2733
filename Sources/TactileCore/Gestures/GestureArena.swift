import TactilePlatform
import TactileSystem

/// Decides between the gesture recognizers of one touch dispatcher: delivers each moment to
/// the recognizers of its touches, applies exclusivity, failure requirements and the delegates,
/// cancels the hit views' touches when a gesture takes over, and returns every recognizer to
/// possible once the sequence is over. See `GestureRecognizer` for the rules.
///
/// The "sequence" here runs from the first touch of a quiet screen until no touch is down and
/// every recognizer involved has decided, so a recognizer that recognized a single tap stays
/// recognized while a double tap goes on (the map view example of docs/gesture-arbitration.md,
/// 'Exclusivity and simultaneous recognition'), and a failure is reported once per recognizer
/// per sequence.
final class GestureArena {
    /// The loop recognizer timers run on; nil leaves them unfired (a dispatcher without a loop).
    var runLoop: RunLoop?
    /// The dispatcher whose views' touches the recognizers may cancel or hold.
    @Unowned private(set) var dispatcher: TouchDispatcher

    /// Every recognizer attached to a touch since the last reset, in attachment order.
    private(set) var involved: [GestureRecognizer] = []
    /// Depth of `perform` calls: the settling after a change runs at the outermost.
    private var depth = 0

    init(dispatcher: TouchDispatcher) {
        self.dispatcher = dispatcher
    }

    /// Whether recognizers are still deciding: touches down, or a recognizer waiting (a tap
    /// recognizer between taps, a recognition waiting for another's failure).
    var isSequenceOpen: Bool { !involved.isEmpty }

    /// Runs `body` (a delivery, a timer, a cancel), then settles: fails possible recognizers
    /// whose touches are all up and that wait for nothing, lets held touches through where the
    /// recognizers have decided, and resets everything once the sequence is over.
    func perform(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        guard depth == 0 else { return }
        depth += 1
        failAbandoned()
        dispatcher.resolveHeldTouches()
        depth -= 1
        resetIfOver()
    }

    // MARK: Delivery

    /// Makes `recognizers` receive `touch` from now on (a touch beginning, or falling through
    /// to higher views).
    func attach(_ recognizers: [GestureRecognizer], to touch: Touch) {
        for recognizer in recognizers where !touch.gestureRecognizers.contains(where: { $0 === recognizer }) {
            touch.gestureRecognizers.append(recognizer)
            recognizer.arena = self
            if !involved.contains(where: { $0 === recognizer }) { involved.append(recognizer) }
        }
    }

    /// Whether `recognizer` takes touch changes now: enabled, attached, and not decided (a
    /// discrete recognition waiting for another's failure is decided too).
    private func accepts(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizer.view != nil else { return false }
        if recognizer.isDiscrete && !recognizer.pendingStates.isEmpty { return false }
        return recognizer.state == .possible || recognizer.state.isActive
    }

    /// Hands the moment `event` to every recognizer of its touches, one recognizer after the
    /// other, each with the touches it follows, split by phase.
    func deliver(_ event: Event) {
        perform {
            var order: [GestureRecognizer] = []
            for touch in event.allTouches {
                for recognizer in touch.gestureRecognizers where !order.contains(where: { $0 === recognizer }) {
                    order.append(recognizer)
                }
            }
            for recognizer in order where accepts(recognizer) {
                let mine = event.allTouches.filter { touch in
                    touch.gestureRecognizers.contains { $0 === recognizer } && !recognizer.ignoredTouchIDs.contains(touch.id)
                }
                if !mine.isEmpty { deliver(mine, of: event, to: recognizer) }
            }
        }
    }

    private func deliver(_ mine: [Touch], of event: Event, to recognizer: GestureRecognizer) {
        // A new finger starts a new part of the gesture (the next tap): touches that lifted
        // earlier are no longer followed.
        if mine.contains(where: { !recognizer.receivedTouchIDs.contains($0.id) }) {
            let lifted = recognizer.touches.filter { touch in
                (touch.phase == .ended || touch.phase == .cancelled) && !mine.contains { $0.id == touch.id }
            }
            if !lifted.isEmpty {
                recognizer.rememberLocation()
                recognizer.touches.removeAll { touch in lifted.contains { $0 === touch } }
            }
        }
        var began: [Touch] = [], moved: [Touch] = [], ended: [Touch] = [], cancelled: [Touch] = []
        for touch in mine {
            let isFirstSight = !recognizer.receivedTouchIDs.contains(touch.id)
            if isFirstSight {
                // A touch that is already over when first seen (falling through at its lift)
                // means nothing to this recognizer.
                guard touch.phase != .ended && touch.phase != .cancelled else { continue }
                recognizer.receivedTouchIDs.insert(touch.id)
                recognizer.touches.append(touch)
                began.append(touch)
                continue
            }
            if let index = recognizer.touches.firstIndex(where: { $0.id == touch.id }) {
                recognizer.touches[index] = touch  // a successor after a take keeps the id
            } else {
                recognizer.touches.append(touch)
            }
            switch touch.phase {
            case .began, .moved, .stationary: moved.append(touch)
            case .ended: ended.append(touch)
            case .cancelled: cancelled.append(touch)
            }
        }
        if !began.isEmpty, accepts(recognizer) { recognizer.touchesBegan(began, with: event) }
        if !moved.isEmpty, accepts(recognizer) { recognizer.touchesMoved(moved, with: event) }
        if !ended.isEmpty, accepts(recognizer) { recognizer.touchesEnded(ended, with: event) }
        if !cancelled.isEmpty, accepts(recognizer) { recognizer.touchesCancelled(cancelled, with: event) }
    }

    /// `touches` were taken away from every recognizer (an earlier pipeline stage claimed them,
    /// their device went away): each recognizer following them gets `touchesCancelled`.
    func cancel(_ touches: [Touch], timestamp: Instant) {
        guard !touches.isEmpty else { return }
        perform {
            let event = Event(timestamp: timestamp, touches: touches)
            var order: [GestureRecognizer] = []
            for touch in touches {
                for recognizer in touch.gestureRecognizers where !order.contains(where: { $0 === recognizer }) {
                    order.append(recognizer)
                }
            }
            for recognizer in order
            where accepts(recognizer)
                && recognizer.receivedTouchIDs.contains(where: { id in
                    touches.contains { $0.id == id }
                })
            {
                let mine = touches.filter { touch in
                    recognizer.receivedTouchIDs.contains(touch.id) && !recognizer.ignoredTouchIDs.contains(touch.id)
                }
                if !mine.isEmpty { recognizer.touchesCancelled(mine, with: event) }
            }
        }
    }

    /// A recognizer disabled or removed from its view: cancelled if under way, failed if possible.
    func stopTracking(_ recognizer: GestureRecognizer) {
        perform {
            recognizer.cancelTimer()
            if recognizer.state.isActive {
                recognizer.commit(.cancelled)
            } else if recognizer.state == .possible {
                recognizer.pendingStates.removeAll()
                if !recognizer.receivedTouchIDs.isEmpty { recognizer.commit(.failed) }
            }
        }
    }

    // MARK: Arbitration

    /// A recognizer asks to move to `next` (already checked against the legal transitions).
    func request(_ next: State, for recognizer: GestureRecognizer) {
        perform { apply(next, for: recognizer) }
    }

    typealias State = GestureRecognizer.State

    private func apply(_ next: State, for recognizer: GestureRecognizer) {
        if !recognizer.pendingStates.isEmpty {
            // Waiting for a failure requirement: the gesture's own progress is kept for later.
            switch next {
            case .failed, .cancelled:
                recognizer.pendingStates.removeAll()
                recognizer.commit(.failed)
            case .changed:
                break  // the values are read when the wait ends
            default:
                recognizer.pendingStates.append(next)
            }
            return
        }
        if recognizer.state == .possible && next != .failed {
            if !mayBegin(recognizer) || isPrevented(recognizer) {
                recognizer.commit(.failed)
                return
            }
            if isWaiting(recognizer) {
                recognizer.pendingStates = [next]
                return
            }
        }
        recognizer.commit(next)
    }

    /// After `recognizer` entered `state` (GestureRecognizer.commit).
    func didCommit(_ state: State, for recognizer: GestureRecognizer) {
        switch state {
        case .began:
            recognized(recognizer)
        case .ended where recognizer.isDiscrete:
            recognized(recognizer)
            // The longer gesture was made: the shorter one recognized on its way acts not at all.
            for held in involved where held.actionsHeldFor === recognizer { held.actionsHeldFor = nil }
        case .failed, .cancelled:
            releaseWaiters(of: recognizer)
            for held in involved where held.actionsHeldFor === recognizer {
                held.actionsHeldFor = nil
                held.runActions()
            }
        default:
            break
        }
    }

    /// A discrete recognizer on the exception list of the discrete `recognizer` that shares its
    /// touches and is still possible (a double tap after the first tap), if any: `recognizer`'s
    /// actions wait for it (GestureRecognizer.actionsHeldFor).
    func possibleDiscreteException(of recognizer: GestureRecognizer) -> GestureRecognizer? {
        involved.first { other in
            other !== recognizer && other.isDiscrete && other.state == .possible && !other.receivedTouchIDs.isEmpty
                && sharesTouch(other, recognizer) && recognizer.canRecognizeSimultaneously(with: other)
        }
    }

    /// Whether the delegate, the recognizer's view and the controls under its touches let it
    /// leave possible. A control keeps its own tap: an ancestor's single tap yields to it.
    private func mayBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        for touch in recognizer.touches {
            var candidate: View? = touch.view
            while let view = candidate, view !== recognizer.view {
                if !view.allowsAncestorGestureRecognizer(recognizer) { return false }
                candidate = view.superview
            }
        }
        return true
    }

    /// Whether a recognizer that shares a touch with `recognizer` and is recognized (under way,
    /// or recognized this sequence) stops it.
    private func isPrevented(_ recognizer: GestureRecognizer) -> Bool {
        involved.contains { other in
            other !== recognizer && (other.state.isActive || other.state == .ended)
                && sharesTouch(other, recognizer) && other.prevents(recognizer)
        }
    }

    /// Whether `recognizer` must still wait for a recognizer it requires to fail.
    private func isWaiting(_ recognizer: GestureRecognizer) -> Bool {
        involved.contains { other in
            other !== recognizer && other.state == .possible && !other.receivedTouchIDs.isEmpty
                && recognizer.requiresFailure(of: other)
        }
    }

    private func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        !a.receivedTouchIDs.isDisjoint(with: b.receivedTouchIDs)
    }

    /// `recognizer` began or was recognized: those waiting for its failure fail, those it
    /// prevents fail, and the hit views' touches it follows are cancelled if it says so.
    private func recognized(_ recognizer: GestureRecognizer) {
        for other in involved where other !== recognizer && other.state == .possible {
            if other.requiresFailure(of: recognizer)
                || (sharesTouch(other, recognizer) && recognizer.prevents(other))
            {
                other.pendingStates.removeAll()
                other.commit(.failed)
            }
        }
        if recognizer.cancelsTouchesInView {
            dispatcher.cancelViewDelivery(ofTouchIDs: recognizer.receivedTouchIDs)
        }
    }

    /// `recognizer` failed or was cancelled: recognizers whose last wait was for it apply what
    /// they asked for meanwhile.
    private func releaseWaiters(of recognizer: GestureRecognizer) {
        for waiter in involved where !waiter.pendingStates.isEmpty && waiter.requiresFailure(of: recognizer) {
            guard !isWaiting(waiter), !waiter.pendingStates.isEmpty else { continue }
            let states = waiter.pendingStates
            waiter.pendingStates.removeAll()
            apply(states[0], for: waiter)
            for state in states.dropFirst() {
                guard waiter.state.canTransition(to: state, discrete: waiter.isDiscrete) else { break }
                waiter.commit(state)
            }
        }
    }

    // MARK: Settling

    /// Possible recognizers whose touches have all lifted and that wait for nothing fail: every
    /// recognizer decides by the end of its touches (or its own timer).
    /// A continuous gesture still under way then is cancelled (its subclass forgot to end it).
    private func failAbandoned() {
        for recognizer in involved where recognizer.pendingStates.isEmpty {
            guard !recognizer.receivedTouchIDs.isEmpty, !recognizer.isWaitingForMoreTouches,
                recognizer.touches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled })
            else { continue }
            if recognizer.state == .possible {
                recognizer.commit(.failed)
            } else if recognizer.state.isActive {
                recognizer.commit(.cancelled)
            }
        }
    }

    /// Once no touch is down and no recognizer is undecided, every recognizer involved returns
    /// to possible.
    private func resetIfOver() {
        guard !involved.isEmpty, !dispatcher.hasTouchesDown else { return }
        guard involved.allSatisfy({ $0.state.isFinished || ($0.state == .possible && $0.receivedTouchIDs.isEmpty) })
        else { return }
        let finished = involved
        involved.removeAll()
        for recognizer in finished {
            recognizer.resetToPossible()
            recognizer.arena = nil
        }
        dispatcher.applyGestureModeIfQuiet()
    }
}
