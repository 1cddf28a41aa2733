/// Where a touch is in its life (UITouch.Phase).
public enum TouchPhase: Equatable, Sendable {
    /// A finger touched down.
    case began
    /// The finger moved since the previous record.
    case moved
    /// The finger is down and did not move since the previous record.
    case stationary
    /// The finger lifted; the last record of the touch.
    case ended
    /// The system stopped tracking the touch (palm, lost state, device gone); the last record.
    case cancelled

    /// The lowercase name used by `tactile debug-touches`.
    public var name: String {
        switch self {
        case .began: return "began"
        case .moved: return "moved"
        case .stationary: return "stationary"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        }
    }

    /// Whether this is a touch's last record.
    public var isFinal: Bool { self == .ended || self == .cancelled }
}
