extension View {
    /// Attaches `recognizer`: it receives the touches that involve this view (see
    /// `GestureRecognizer`). A recognizer belongs to one view; the view retains it.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`; a gesture under way is cancelled, one still possible fails.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        recognizer.arena?.stopTracking(recognizer)
        recognizer.view = nil
        gestureRecognizers.remove(at: index)
    }
}
