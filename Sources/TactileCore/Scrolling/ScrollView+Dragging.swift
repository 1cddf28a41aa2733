import TactilePlatform

/// Dragging and the motion after it: rubber band, deceleration, bounce, paging and snapping.
extension ScrollView {
    // MARK: Dragging

    /// The scroll view's pan changed state.
    func panChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging(pan)
        case .changed:
            drag(pan)
        case .ended, .cancelled:
            endDragging(pan)
        default:
            break
        }
    }

    private func beginDragging(_ pan: PanGestureRecognizer) {
        stopMotion()
        isDragging = true
        // Content already beyond an edge (caught in its return) is taken up where it shows.
        let shown = contentOffset
        dragStartOffset = Point(x: unboundedOffset(shown.x, axis: .horizontal), y: unboundedOffset(shown.y, axis: .vertical))
        dragAxes = isDirectionalLockEnabled ? directionalLock.axes(for: pan.movement) : .both
        showIndicators()
        delegate?.scrollViewWillBeginDragging(self)
        drag(pan)
    }

    private func drag(_ pan: PanGestureRecognizer) {
        // While two fingers zoom, the pinch places the content under them.
        guard !isZooming && !isZoomBouncing else { return }
        let translation = pan.translation(in: self)
        var offset = contentOffset
        if dragAxes.contains(.horizontal) && scrollsHorizontally {
            offset.x = shownOffset(dragStartOffset.x - translation.x, axis: .horizontal)
        }
        if dragAxes.contains(.vertical) && scrollsVertically {
            offset.y = shownOffset(dragStartOffset.y - translation.y, axis: .vertical)
        }
        showOffset(offset)
    }

    /// Where an unbounded drag offset shows: itself between the edges; past one, the edge plus
    /// the rubber band of the pull (limited by `maximumRubberBandDistance`), or the edge itself
    /// without `bounces`.
    func shownOffset(_ unbounded: Double, axis: DirectionalLock.Axes) -> Double {
        let (low, high, dimension) = edges(axis)
        guard unbounded < low || unbounded > high else { return unbounded }
        let edge = unbounded < low ? low : high
        guard bounces else { return edge }
        var stretch = RubberBand.offset(forPull: unbounded - edge, dimension: Swift.max(dimension, 1))
        if let limits = maximumRubberBandDistance {
            let limit =
                switch (axis == .horizontal, unbounded < low) {
                case (true, true): limits.left
                case (true, false): limits.right
                case (false, true): limits.top
                case (false, false): limits.bottom
                }
            stretch = Swift.min(Swift.max(stretch, -Swift.max(limit, 0)), Swift.max(limit, 0))
        }
        return edge + stretch
    }

    /// The unbounded offset that shows `shown` (the rubber band's inverse).
    func unboundedOffset(_ shown: Double, axis: DirectionalLock.Axes) -> Double {
        let (low, high, dimension) = edges(axis)
        guard bounces, shown < low || shown > high else { return shown }
        let edge = shown < low ? low : high
        let pull = RubberBand.pull(forOffset: shown - edge, dimension: Swift.max(dimension, 1))
        return pull.isFinite ? edge + pull : shown
    }

    /// The lowest and highest resting offsets along `axis` and the view's length along it.
    func edges(_ axis: DirectionalLock.Axes) -> (Double, Double, Double) {
        let range = offsetRange
        return axis == .horizontal ? (range.minX, range.maxX, bounds.width) : (range.minY, range.maxY, bounds.height)
    }

    // MARK: Releasing

    private func endDragging(_ pan: PanGestureRecognizer) {
        isDragging = false
        // A zoom settles the content itself.
        if isZooming || isZoomBouncing { return }
        dragWillEnd()
        let fingerVelocity = pan.state == .cancelled ? Point.zero : pan.velocity(in: self)
        // The offset moves against the finger.
        var velocity = Point(
            x: dragAxes.contains(.horizontal) && scrollsHorizontally ? -fingerVelocity.x : 0,
            y: dragAxes.contains(.vertical) && scrollsVertically ? -fingerVelocity.y : 0)
        let start = contentOffset
        let natural = restingOffset(from: start, velocity: velocity)
        var target = isPagingEnabled ? pageTarget(from: start, velocity: velocity) : natural
        let proposed = target
        delegate?.scrollViewWillEndDragging(self, velocity: velocity, targetContentOffset: &target)
        let snaps = isPagingEnabled || target != proposed
        if snaps {
            // Aim the deceleration at the target: a decay from x0 with velocity k·(x0 − T) rests
            // exactly at T.
            let k = (isPagingEnabled ? DecelerationRate.fast : decelerationRate).exponent
            velocity = Point(x: k * (start.x - target.x), y: k * (start.y - target.y))
        }
        let willMove = snaps ? start != target : (start != natural || isBeyondEdges)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willMove)
        guard willMove else {
            hideIndicators()
            return
        }
        decelerate(
            from: start, velocity: velocity, rate: snaps && isPagingEnabled ? .fast : decelerationRate,
            target: snaps ? target : nil)
    }

    /// Where a fling from `start` at `velocity` comes to rest, edges included.
    func restingOffset(from start: Point, velocity: Point) -> Point {
        Point(
            x: simulation(from: start.x, velocity: velocity.x, axis: .horizontal, rate: decelerationRate).restingPosition,
            y: simulation(from: start.y, velocity: velocity.y, axis: .vertical, rate: decelerationRate).restingPosition)
    }

    /// The page a paging drag released at `start` with `velocity` rests on: the nearest page,
    /// or the next one in the fling's direction, at most one page from where the drag started.
    func pageTarget(from start: Point, velocity: Point) -> Point {
        func page(_ offset: Double, velocity: Double, dragStart: Double, axis: DirectionalLock.Axes) -> Double {
            let (low, high, size) = edges(axis)
            guard size > 0 else { return offset }
            let startPage = ((dragStart - low) / size).rounded()
            var target: Double
            if abs(velocity) > 100 {
                // A flick goes to the next page in its direction.
                target = velocity > 0 ? ((offset - low) / size).rounded(.down) + 1 : ((offset - low) / size).rounded(.up) - 1
            } else {
                target = ((offset - low) / size).rounded()
            }
            target = Swift.min(Swift.max(target, startPage - 1), startPage + 1)
            return Swift.min(Swift.max(low + target * size, low), high)
        }
        let startShown = Point(x: shownOffset(dragStartOffset.x, axis: .horizontal), y: shownOffset(dragStartOffset.y, axis: .vertical))
        return Point(
            x: page(start.x, velocity: velocity.x, dragStart: startShown.x, axis: .horizontal),
            y: page(start.y, velocity: velocity.y, dragStart: startShown.y, axis: .vertical))
    }

    /// The motion along one axis from `position` at `velocity`: a decay between the edges,
    /// bouncing on the critically damped spring, or stopping at an edge without `bounces`.
    func simulation(
        from position: Double, velocity: Double, axis: DirectionalLock.Axes,
        rate: DecelerationRate
    ) -> BoundedDecaySimulation {
        let (low, high, _) = edges(axis)
        let scale = window?.screen?.scale ?? 1
        return BoundedDecaySimulation(
            position: position, velocity: velocity, lowerEdge: low, upperEdge: high,
            decelerationRate: rate, bounces: bounces,
            threshold: Simulation<Double>.restingThreshold(scale: scale))
    }

    /// Moves the content on from `start` at `velocity` until it rests (exactly at `target` when
    /// given), one frame at a time on the animator.
    func decelerate(from start: Point, velocity: Point, rate: DecelerationRate, target: Point?) {
        guard let animator else {
            showOffset(target ?? restingOffset(from: start, velocity: velocity))
            hideIndicators()
            return
        }
        let x = simulation(from: start.x, velocity: velocity.x, axis: .horizontal, rate: rate)
        let y = simulation(from: start.y, velocity: velocity.y, axis: .vertical, rate: rate)
        isDecelerating = true
        let key = AnimationKey(self, AnimationProperty("contentOffset"))
        motion = animator.animate(
            key, simulation: PointSimulation(x: x, y: y),
            apply: Unowned(self).callback { owner, point in
                // The last frame lands exactly on the target (the decay's rest is its closed form).
                owner.showOffset(point)
            },
            completion: Unowned(self).callback { owner, finished in
                guard finished else { return }
                owner.motion = nil
                owner.isDecelerating = false
                if let target, target != owner.contentOffset { owner.showOffset(target) }
                owner.hideIndicators()
                owner.delegate?.scrollViewDidEndDecelerating(owner)
            })
    }

    /// A touch landed: a moving content stops where it is, and that touch is not a tap on the
    /// content (`ContentTouchDelayRecognizer`).
    func touchDidBegin() -> Bool {
        isTracking = true
        guard motion != nil, isDecelerating || isScrollAnimating else { return false }
        stopMotion()
        return true
    }

    /// Every finger lifted.
    func touchesDidEnd() {
        isTracking = false
        if !isDragging && motion == nil {
            // Caught beyond an edge and let go without a drag: it returns.
            if isBeyondEdges {
                decelerate(from: contentOffset, velocity: .zero, rate: decelerationRate, target: nil)
            } else {
                hideIndicators()
            }
        }
    }

    // MARK: The desktop's wheel

    /// How far one notch of a desktop scroll wheel moves content, in points.
    static let wheelStep = 40.0

    /// Scrolls the nearest scroll view at or above `view` that can move along the wheel's axis
    /// by `notches` (−1, 0 or 1 per axis, down and right positive), within its edges.
    package static func scrollWheel(from view: View, by notches: Point) {
        var candidate: View? = view
        while let current = candidate {
            if let scrollView = current as? ScrollView, scrollView.isScrollEnabled,
                (notches.y != 0 && scrollView.scrollsVertically) || (notches.x != 0 && scrollView.scrollsHorizontally)
            {
                scrollView.wheelScroll(by: Point(x: notches.x * wheelStep, y: notches.y * wheelStep))
                return
            }
            candidate = current.superview
        }
    }

    func wheelScroll(by delta: Point) {
        stopMotion()
        let range = offsetRange
        let offset = Point(
            x: Swift.min(Swift.max(contentOffset.x + delta.x, range.minX), range.maxX),
            y: Swift.min(Swift.max(contentOffset.y + delta.y, range.minY), range.maxY))
        showIndicators()
        showOffset(offset)
        hideIndicators()
    }

    // MARK: Indicators

    func showIndicators() {
        horizontalIndicator.show(if: showsHorizontalScrollIndicator && scrollsHorizontally)
        verticalIndicator.show(if: showsVerticalScrollIndicator && scrollsVertically)
        updateIndicators()
    }

    func hideIndicators() {
        horizontalIndicator.fadeOut()
        verticalIndicator.fadeOut()
    }

    /// Places the indicators for the current offset: length ∝ visible / content, shortened by
    /// the rubber band past an edge, inset 2.5 pt (plus `scrollIndicatorInsets`) from the edges
    /// of the view or, attached to the content, of the part of the content in view.
    func updateIndicators() {
        let range = offsetRange
        let inset = ScrollIndicator.inset, thickness = ScrollIndicator.thickness
        func placement(
            offset: Double, low: Double, high: Double, visible: Double, content: Double,
            track: Double
        ) -> (Double, Double) {
            guard content > 0, track > 0 else { return (0, 0) }
            var length = Swift.max(ScrollIndicator.minimumLength, track * Swift.min(1, visible / content))
            let overshoot = offset < low ? low - offset : (offset > high ? offset - high : 0)
            length = Swift.max(thickness, length - overshoot)
            let progress = high > low ? Swift.min(Swift.max((offset - low) / (high - low), 0), 1) : 0
            return (progress * (track - length), length)
        }
        // The rectangle the indicators run along, in this view's bounds coordinates.
        var area = bounds
        if indicatorAttachment == .contentEdges {
            area = area.intersection(Rect(origin: .zero, size: contentSize))
            if area.isEmpty { area = Rect(origin: bounds.origin, size: .zero) }
        }
        let extra = scrollIndicatorInsets
        let o = contentOffset
        let verticalTrack = area.height - 2 * inset - thickness - extra.top - extra.bottom
        let vertical = placement(
            offset: o.y, low: range.minY, high: range.maxY, visible: bounds.height,
            content: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom,
            track: verticalTrack)
        verticalIndicator.frame = Rect(
            x: area.maxX - inset - thickness - extra.right,
            y: area.minY + inset + extra.top + vertical.0,
            width: thickness, height: vertical.1)
        let horizontalTrack = area.width - 2 * inset - thickness - extra.left - extra.right
        let horizontal = placement(
            offset: o.x, low: range.minX, high: range.maxX, visible: bounds.width,
            content: contentSize.width + adjustedContentInset.left + adjustedContentInset.right,
            track: horizontalTrack)
        horizontalIndicator.frame = Rect(
            x: area.minX + inset + extra.left + horizontal.0,
            y: area.maxY - inset - thickness - extra.bottom,
            width: horizontal.1, height: thickness)
    }
}
