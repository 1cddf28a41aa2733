import TactilePlatform
import TactileSystem

/// The touches delivered at one moment (one SYN_REPORT), UIKit's touch `UIEvent`. Touches that
/// ended or were cancelled in this moment are included; ignored touches never are.
public final class Event {
    /// When the moment happened, on the run loop's clock.
    public let timestamp: Instant
    /// Every delivered touch of the moment, in record order.
    public let allTouches: [Touch]

    /// The dispatcher delivering it, for `take(_:for:)`.
    @Unowned private(set) var dispatcher: TouchDispatcher?

    init(timestamp: Instant, touches: [Touch], dispatcher: TouchDispatcher? = nil) {
        self.timestamp = timestamp
        allTouches = touches
        self.dispatcher = dispatcher
    }

    /// Takes `touch` from the view it is in for `taker`, one of that view's ancestors (see
    /// `TouchDispatcher.take(_:for:)`): what an ancestor that `interceptsSubviewTouches` calls
    /// from `subviewTouchesChanged(_:with:)` once a drag is its own.
    @discardableResult
    public func take(_ touch: Touch, for taker: View) -> Bool {
        dispatcher?.take(touch, for: taker) ?? false
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
