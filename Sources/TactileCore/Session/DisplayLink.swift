import TactilePlatform
import TactileSystem

/// A callback at every frame of a session (UIKit's `CADisplayLink`), made with
/// `ScreenSession.addDisplayLink(_:)`: what follows time continuously (a stopwatch's digits,
/// work spread over frames) without a timer. It ends when its block returns false, when
/// `invalidate()` is called, or when the link is released.
public final class DisplayLink {
    @Unowned private var runLoop: RunLoop
    /// A link may outlive its session (a view released after the application): it then does
    /// nothing.
    private let loopLifetime: RunLoopLifetime
    private var animation: AnimationID?

    init(runLoop: RunLoop, tick: @escaping (Instant) -> Bool) {
        self.runLoop = runLoop
        loopLifetime = runLoop.lifetime
        animation = runLoop.addAnimation(tick)
    }

    deinit { invalidate() }

    /// Whether the link still calls its block (false once invalidated, once its block returned
    /// false, and once its session has gone).
    public var isValid: Bool {
        guard let animation, !loopLifetime.hasEnded else { return false }
        return runLoop.isRunning(animation)
    }

    /// Stops calling the block.
    public func invalidate() {
        guard let animation else { return }
        if !loopLifetime.hasEnded { runLoop.removeAnimation(animation) }
        self.animation = nil
    }
}
