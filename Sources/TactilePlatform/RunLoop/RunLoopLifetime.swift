/// Whether a run loop has gone (`RunLoop.lifetime`): held strongly by what keeps an unowned
/// reference to the loop and may outlive it, so that it never reads a freed loop (the device
/// build has no checked references to tell it).
public final class RunLoopLifetime {
    /// Set by the loop's deinit.
    public internal(set) var hasEnded = false

    init() {}
}
