/// The touches delivered at one moment (one SYN_REPORT), UIKit's touch `UIEvent`. Touches that
/// ended or were cancelled in this moment are included; ignored touches never are.
public final class Event {
    /// The kernel time of the moment, in seconds.
    public let timestamp: Double
    /// Every delivered touch of the moment, in record order.
    public let allTouches: [Touch]

    init(timestamp: Double, touches: [Touch]) {
        self.timestamp = timestamp
        allTouches = touches
    }

    /// The touches that began in a view of `window`.
    public func touches(for window: Window) -> [Touch] {
        allTouches.filter { $0.window === window }
    }

    /// The touches delivered to `view` (those that began in it, not in its subviews).
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }
}
