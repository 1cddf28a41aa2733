extension View {
    /// The default of `touchesChanged(_:)`: the view's touches of the moment, split by phase
    /// into `touchesBegan`, `touchesMoved`, `touchesEnded` and `touchesCancelled` (each called
    /// only when it has touches; stationary touches call none).
    public func deliverByPhase(_ event: Event) {
        var began: [Touch] = [], moved: [Touch] = [], ended: [Touch] = [], cancelled: [Touch] = []
        for touch in event.touches(for: self) {
            switch touch.phase {
            case .began: began.append(touch)
            case .moved: moved.append(touch)
            case .stationary: break
            case .ended: ended.append(touch)
            case .cancelled: cancelled.append(touch)
            }
        }
        if !began.isEmpty { touchesBegan(began, with: event) }
        if !moved.isEmpty { touchesMoved(moved, with: event) }
        if !ended.isEmpty { touchesEnded(ended, with: event) }
        if !cancelled.isEmpty { touchesCancelled(cancelled, with: event) }
    }
}
