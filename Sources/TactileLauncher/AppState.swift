import TactileCore

/// Where a hosted application is in its life (UIKit's `UIApplication.State`, with the states a
/// launcher of several applications needs).
///
/// not running → (launch) → foreground ⇄ background → (terminate) → not running. Terminating
/// drops the application's window and views: launching it again starts it afresh.
public enum AppState: Equatable, Sendable {
    /// Never launched, or terminated since: nothing of it exists.
    case notRunning
    /// On screen, receiving frames, touches, keys and timers.
    case foreground
    /// Suspended: keeps its window, views and state, but gets no frames, touches or timers, and
    /// its running animations were ended (at their final values) when it left the screen.
    case background

    /// The name used in `--log-apps` lines.
    public var name: String {
        switch self {
        case .notRunning: return "not running"
        case .foreground: return "foreground"
        case .background: return "background"
        }
    }
}
