import TactilePlatform

/// The touch dispatcher's side of gesture recognition: which recognizers a touch reaches, and
/// what its view sees while they decide.
extension TouchDispatcher {
    // MARK: Which recognizers

    /// Attaches the recognizers of the views a beginning touch involves, and holds the touch
    /// from its view when one of them delays touches.
    func attachRecognizers(to touch: Touch) {
        let recognizers = eligibleRecognizers(for: touch, views: involvedViews(for: touch))
        arena.attach(recognizers, to: touch)
        if recognizers.contains(where: { $0.delaysTouchesBegan || $0.delaysTouchesUntilDecided }) {
            touch.viewDelivery = .heldFromBegin
        }
    }

    /// The views whose recognizers take part in `touch`, by `gestureDeliveryPolicy`, after the
    /// views' delivery properties (skip, skip unless hit view, stop).
    func involvedViews(for touch: Touch) -> [View] {
        let hit = touch.view
        var chain: [View] = []
        var candidate: View? = hit
        while let view = candidate {
            chain.append(view)
            candidate = view.superview
        }
        // A view that stops delivery takes itself and its ancestors out.
        if let stop = chain.firstIndex(where: { $0.gestureDelivery == .stop }) { chain.removeSubrange(stop...) }
        var views: [View]
        switch gestureDeliveryPolicy {
        case .hitView:
            views = chain.first === hit ? [hit] : []
            if gestureFallThrough == .higherViews && eligibleRecognizers(for: touch, views: filtered(views, hit: hit)).isEmpty {
                // No recognizer on the hit view: as if all of them had failed.
                views =
                    chain.first(where: { !eligibleRecognizers(for: touch, views: filtered([$0], hit: hit)).isEmpty })
                    .map { [$0] } ?? []
            }
        case .hitViewAndAncestors:
            views = chain
        case .viewsContainingPoint:
            views = chain
            let point = Point(touch.record.location)
            for other in viewsContaining(screenPoint: point, in: touch.window) where !views.contains(where: { $0 === other }) {
                if !other.isDescendant(of: hit) || other === hit { views.append(other) }
            }
            views.removeAll { view in
                // Views below a stopping view are out as well.
                var ancestor: View? = view
                while let current = ancestor {
                    if current.gestureDelivery == .stop { return true }
                    ancestor = current.superview
                }
                return false
            }
        }
        return filtered(views, hit: hit)
    }

    private func filtered(_ views: [View], hit: View) -> [View] {
        views.filter { view in
            switch view.gestureDelivery {
            case .normal: return true
            case .skip, .stop: return false
            case .skipUnlessHitView: return view === hit
            }
        }
    }

    /// The enabled recognizers of `views`, in order, that the delegate lets receive `touch` and
    /// that have not decided already in the running sequence.
    private func eligibleRecognizers(for touch: Touch, views: [View]) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for view in views {
            for recognizer in view.gestureRecognizers where recognizer.isEnabled {
                guard !recognizer.state.isFinished else { continue }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                result.append(recognizer)
            }
        }
        return result
    }

    /// Every hit-testable view of `window` whose area contains `screenPoint`, front to back.
    private func viewsContaining(screenPoint: Point, in window: Window) -> [View] {
        guard let toWindow = window.modelPresentation.transformToSuperview.inverted else { return [] }
        var result: [View] = []
        collect(window, at: toWindow.apply(to: screenPoint), into: &result)
        return result
    }

    private func collect(_ view: View, at point: Point, into result: inout [View]) {
        guard view.isHitTestable, view.point(inside: point) else { return }
        var index = view.subviews.count
        while index > 0 {
            index -= 1
            let subview = view.subviews[index]
            guard let toSubview = subview.modelPresentation.transformToSuperview.inverted else { continue }
            collect(subview, at: toSubview.apply(to: point), into: &result)
        }
        result.append(view)
    }

    /// With the `hitView` policy, touches whose recognizers have all failed go on to the
    /// recognizers of the nearest higher view that has some.
    private func fallThrough() {
        guard gestureDeliveryPolicy == .hitView, gestureFallThrough == .higherViews else { return }
        for touch in activeTouches where touch.phase != .ended && touch.phase != .cancelled {
            guard let last = touch.gestureRecognizers.last,
                touch.gestureRecognizers.allSatisfy({ $0.state == .failed }), var view = last.view
            else { continue }
            while let higher = view.superview {
                view = higher
                if higher.gestureDelivery == .stop { break }
                let next = eligibleRecognizers(for: touch, views: filtered([higher], hit: touch.view))
                if !next.isEmpty {
                    arena.attach(next, to: touch)
                    break
                }
            }
        }
    }

    // MARK: Modes

    /// Every recognizer of the screen's windows.
    var allGestureRecognizers: [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var stack: [View] = screen.windows.map { $0 }
        while let view = stack.popLast() {
            result += view.gestureRecognizers
            stack += view.subviews
        }
        return result
    }

    /// Gives every recognizer its definition for `gestureMode` (see `GestureMode`), unless a
    /// sequence runs: then the arena does it when the sequence is over.
    func applyGestureModeIfQuiet() {
        guard !arena.isSequenceOpen, !hasTouchesDown else { return }
        let recognizers = allGestureRecognizers
        for recognizer in recognizers where recognizer.mode != gestureMode {
            recognizer.switchDefinition(to: gestureMode, among: recognizers)
        }
    }

    // MARK: What the view sees

    /// Whether a recognizer of `touch` that delays ends has not decided yet.
    func isEndDelayed(_ touch: Touch) -> Bool {
        touch.gestureRecognizers.contains { recognizer in
            recognizer.delaysTouchesEnded && recognizer.state == .possible && recognizer.isEnabled
                && recognizer.receivedTouchIDs.contains(touch.id)
        }
    }

    /// Whether the view still waits for records of `touch` that are held back.
    func isHeld(_ touch: Touch) -> Bool {
        touch.viewDelivery == .heldFromBegin || touch.viewDelivery == .heldEnd
    }

    /// A recognizer took over the touches `ids`: their views get `touchesCancelled` (those that
    /// saw them begin) and nothing more; the recognizers go on receiving them.
    func cancelViewDelivery(ofTouchIDs ids: Set<Int>) {
        var touches: [Touch] = []
        for touch in activeTouches + heldTouches where ids.contains(touch.id) && touch.viewDelivery != .cancelled {
            if !touches.contains(where: { $0 === touch }) { touches.append(touch) }
        }
        guard !touches.isEmpty else { return }
        let timestamp = touches.map { $0.timestamp }.max() ?? .zero
        cancelForViews(touches, timestamp: max(timestamp, arena.runLoop?.clock.now() ?? timestamp), endsTouches: false)
    }

    /// After recognizers changed state: held touches whose recognizers have all decided reach
    /// their views (or are cancelled, docs/gesture-arbitration.md, 'What the hit view sees'), and
    /// touches fall through to higher views where the hit view's recognizers all failed.
    func resolveHeldTouches() {
        fallThrough()
        for touch in activeTouches + heldTouches where isHeld(touch) {
            switch touch.viewDelivery {
            case .heldFromBegin: releaseBeginning(of: touch)
            case .heldEnd: releaseEnd(of: touch)
            default: break
            }
        }
        heldTouches.removeAll { !isHeld($0) }
    }

    private func releaseBeginning(of touch: Touch) {
        let holders = touch.gestureRecognizers.filter { recognizer in
            (recognizer.delaysTouchesBegan || recognizer.delaysTouchesUntilDecided)
                && recognizer.receivedTouchIDs.contains(touch.id)
        }
        guard !holders.contains(where: { $0.state == .possible && $0.isEnabled }) else { return }
        if holders.contains(where: { $0.state.isActive || $0.state == .ended }) {
            // Recognized: the view never hears of the touch.
            touch.viewDelivery = .cancelled
            touch.heldRecords = []
            return
        }
        let cancelsOnFailure = holders.contains { recognizer in
            recognizer.state == .failed && recognizer.delaysTouchesBegan && !recognizer.delaysTouchesUntilDecided
                && recognizer.cancelsTouchesInView
        }
        if cancelsOnFailure {
            // Touch cancellation on a failed gesture (docs/gesture-arbitration.md, 'What the hit
            // view sees'): the view learns the sequence is cancelled, never having seen it begin.
            let last = touch.heldRecords.last ?? touch.record
            touch.heldRecords = []
            let current = touch.record
            var record = last
            record.phase = .cancelled
            record.previousLocation = record.location
            touch.update(record)
            touch.viewDelivery = .cancelled
            deliver(Event(timestamp: record.timestamp, touches: [touch], dispatcher: self))
            touch.update(current)
            return
        }
        replayHeldRecords(of: touch)
    }

    /// Delivers the records held from a touch's beginning to its view, in order, each as the
    /// moment it was.
    private func replayHeldRecords(of touch: Touch) {
        let records = touch.heldRecords
        let current = touch.record
        touch.heldRecords = []
        touch.viewDelivery = .delivering
        for record in records {
            touch.update(record)
            if record.phase == .ended && isEndDelayed(touch) {
                touch.viewDelivery = .heldEnd
                touch.heldRecords = [record]
                break
            }
            deliver(intercepted(Event(timestamp: record.timestamp, touches: [touch], dispatcher: self)))
            if touch.viewDelivery != .delivering { break }  // cancelled meanwhile
        }
        if touch.viewDelivery != .cancelled { touch.update(current) }
    }

    private func releaseEnd(of touch: Touch) {
        guard !isEndDelayed(touch), let end = touch.heldRecords.last else { return }
        touch.heldRecords = []
        touch.viewDelivery = .delivering
        touch.update(end)
        deliver(Event(timestamp: end.timestamp, touches: [touch], dispatcher: self))
    }
}
