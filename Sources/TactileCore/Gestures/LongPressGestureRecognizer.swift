import TactilePlatform

/// Recognizes a press held still (UIKit's `UILongPressGestureRecognizer`): after
/// `numberOfTapsRequired` taps, `numberOfTouchesRequired` fingers held down for
/// `minimumPressDuration` without moving more than `allowableMovement`. Continuous: it begins
/// when the time is up, changes as the fingers move (no limit then), ends when they lift.
///
/// It fails when the fingers move too far or lift before the time is up, when more fingers than
/// required go down, or when a required tap's next touch is late.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers stay down before the press begins, in seconds. Default 0.5.
    public var minimumPressDuration = 0.5
    /// How far, in points, the fingers may move before the press begins. Default 10.
    public var allowableMovement = 10.0
    /// Fingers held. Default 1.
    public var numberOfTouchesRequired = 1
    /// Taps before the press (1: tap then press and hold). Default 0.
    public var numberOfTapsRequired = 0
    /// The longest wait from a required tap's lift to the next touch, in seconds. Default 0.35.
    public var maximumTapInterval = 0.35

    private var fingersDown = 0
    private var mostFingers = 0
    private var tapsCompleted = 0
    private var origin: Point?

    open override var definitionDescription: String {
        "long-press taps=\(numberOfTapsRequired) touches=\(numberOfTouchesRequired)"
    }

    /// A long-press recognizer; `action` runs as it begins, changes and ends.
    public init(name: String? = nil, touches: Int = 1, action: ((LongPressGestureRecognizer) -> Void)? = nil) {
        super.init(name: name ?? "long-press")
        numberOfTouchesRequired = touches
        if let action { addAction(action) }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if state.isActive {
            for touch in touches { ignore(touch) }  // extra fingers after the press began change nothing
            return
        }
        cancelTimer()
        if fingersDown == 0 { mostFingers = 0 }
        fingersDown += touches.count
        mostFingers = max(mostFingers, fingersDown)
        if fingersDown > numberOfTouchesRequired {
            setState(.failed)
            return
        }
        guard fingersDown == numberOfTouchesRequired else { return }
        let place = location(in: nil)
        if let origin, place.distance(to: origin) > allowableMovement {
            setState(.failed)
            return
        }
        origin = place
        if tapsCompleted >= numberOfTapsRequired { setTimer(after: .seconds(minimumPressDuration)) }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        if state.isActive {
            setState(.changed)
        } else if let origin, fingersDown == numberOfTouchesRequired,
            location(in: nil).distance(to: origin) > allowableMovement
        {
            setState(.failed)
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        fingersDown = max(0, fingersDown - touches.count)
        if state.isActive {
            if fingersDown < numberOfTouchesRequired { setState(.ended) }
            return
        }
        cancelTimer()
        guard fingersDown == 0 else { return }
        // Lifted before the time was up: a required tap, or the end of it.
        if tapsCompleted < numberOfTapsRequired && mostFingers == numberOfTouchesRequired {
            tapsCompleted += 1
            setTimer(after: .seconds(maximumTapInterval))
        } else {
            setState(.failed)
        }
    }

    open override func timerFired() {
        guard state == .possible else { return }
        if fingersDown == numberOfTouchesRequired && tapsCompleted >= numberOfTapsRequired {
            setState(.began)
        } else {
            setState(.failed)  // the next tap came too late
        }
    }

    open override func reset() {
        super.reset()
        fingersDown = 0
        mostFingers = 0
        tapsCompleted = 0
        origin = nil
    }
}
