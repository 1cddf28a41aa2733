import TactileCore
import TactilePlatform
import TactileSystem

/// When `--screenshot` takes its picture.
public enum ScreenshotMoment: Equatable, Sendable {
    /// Once the application is idle: nothing animates, nothing waits to be drawn, no finger is
    /// down and no replay has events left (the default).
    case idle
    /// After this much (virtual) time from the start.
    case time(Interval)
    /// After this many presented frames.
    case frames(Int)
}
