import TactilePlatform
import TactileSystem

/// Where a hardware key press is in its life.
public enum PressPhase: Equatable, Sendable {
    /// The key went down.
    case began
    /// The key came up.
    case ended
    /// The key's device went away (unplugged, or its replay ended) while it was held.
    case cancelled
}

/// One press of a hardware key (home, back, power, volume), UIKit's `UIPress`: delivered to the
/// key window's responder chain as `pressesBegan` and `pressesEnded`. The same object is updated
/// from press to release.
public final class Press {
    /// The key pressed.
    public let key: HardwareKey
    /// Where the press is.
    public internal(set) var phase: PressPhase
    /// When the latest change happened, on the run loop's clock.
    public internal(set) var timestamp: Instant

    init(key: HardwareKey, phase: PressPhase, timestamp: Instant) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }
}

/// The presses that changed at one moment (UIKit's `UIPressesEvent`).
public final class PressEvent {
    /// When it happened, on the run loop's clock.
    public let timestamp: Instant
    /// The presses that changed.
    public let allPresses: [Press]

    init(timestamp: Instant, presses: [Press]) {
        self.timestamp = timestamp
        allPresses = presses
    }
}
