extension GestureRecognizer {
    /// Where a recognizer is in deciding about a touch sequence (UIKit's
    /// `UIGestureRecognizer.State`; docs/gesture-arbitration.md, 'Recognizer states').
    ///
    /// Discrete recognizers (tap, swipe) go possible → recognized, or possible → failed.
    /// Continuous ones (pan, pinch, rotation, long press, edge pan) go possible → began →
    /// changed* → ended or cancelled, or possible → failed. Every recognizer returns to possible
    /// once the sequence is over (see `GestureRecognizer`).
    public enum State: Equatable, Sendable {
        /// Not decided yet: the touches so far fit the gesture's definition.
        case possible
        /// A continuous gesture was recognized and has started.
        case began
        /// A continuous gesture goes on (its values changed).
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized (`recognized`).
        case ended
        /// A continuous gesture was cancelled (a touch was taken away, the recognizer disabled).
        case cancelled
        /// The touches do not make this gesture ("impossible" in docs/gesture-arbitration.md,
        /// 'Recognizer states'); no action is sent.
        case failed

        /// A discrete gesture was recognized: the same state as `ended`, as in UIKit.
        public static let recognized = State.ended

        /// Whether the recognizer has decided for the sequence: recognized, ended, cancelled or
        /// failed. Only a reset leaves these.
        public var isFinished: Bool {
            self == .ended || self == .cancelled || self == .failed
        }

        /// Whether a continuous gesture is under way (began or changed).
        public var isActive: Bool { self == .began || self == .changed }

        /// The state's name; a discrete recognizer's `ended` is named `recognized`.
        public func name(discrete: Bool) -> String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return discrete ? "recognized" : "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }

        /// Whether a recognizer may go from this state to `next` by its own decision (resets to
        /// possible are the runtime's, not a recognizer's). Discrete: possible → recognized |
        /// failed. Continuous: possible → began | failed; began and changed → changed | ended |
        /// cancelled.
        public func canTransition(to next: State, discrete: Bool) -> Bool {
            switch (self, next) {
            case (.possible, .failed): return true
            case (.possible, .ended): return discrete
            case (.possible, .began): return !discrete
            case (.began, .changed), (.began, .ended), (.began, .cancelled),
                (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
                return !discrete
            default: return false
            }
        }
    }
}
