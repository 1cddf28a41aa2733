import TactilePlatform

/// Recognizes taps (UIKit's `UITapGestureRecognizer`): `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers each, every finger staying within `allowableMovement` of
/// where the first tap began, each next tap going down within `maximumTapInterval` of the last
/// lift. Discrete: recognized at the last lift.
///
/// It fails when a finger moves too far, more fingers than required go down, a tap lifts with
/// fewer fingers than required, or the next tap is late.
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (1 for a tap, 2 for a double tap). Default 1.
    public var numberOfTapsRequired = 1
    /// Fingers per tap. Default 1.
    public var numberOfTouchesRequired = 1
    /// The longest wait from one tap's lift to the next tap's touch, in seconds. Default 0.35.
    public var maximumTapInterval = 0.35
    /// How far, in points, a finger may be from where the first tap began. Default 45.
    public var allowableMovement = 45.0

    /// Taps completed in this sequence.
    public private(set) var tapsCompleted = 0
    /// Where each finger of the first tap began (window coordinates), to measure movement.
    private var origin: Point?
    /// Fingers down in the current tap, and the most at once.
    private var fingersDown = 0
    private var mostFingers = 0

    open override var isDiscrete: Bool { true }

    open override var definitionDescription: String {
        "tap taps=\(numberOfTapsRequired) touches=\(numberOfTouchesRequired)"
    }

    /// A tap recognizer; `action` runs when it is recognized.
    public init(
        name: String? = nil, taps: Int = 1, touches: Int = 1,
        action: ((TapGestureRecognizer) -> Void)? = nil
    ) {
        super.init(name: name ?? "tap")
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
        if let action { addAction(action) }
    }

    /// A tap recognizer whose `action` runs with `target` and the recognizer when it is
    /// recognized (see `GestureRecognizer.addAction(target:_:)`).
    public convenience init<Target: AnyObject>(
        name: String? = nil, taps: Int = 1, touches: Int = 1, target: Target,
        action: @escaping (Target, TapGestureRecognizer) -> Void
    ) {
        self.init(name: name, taps: taps, touches: touches)
        addAction(target: target, action)
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        cancelTimer()  // the next tap arrived in time
        if fingersDown == 0 { mostFingers = 0 }
        fingersDown += touches.count
        mostFingers = max(mostFingers, fingersDown)
        if fingersDown > numberOfTouchesRequired {
            setState(.failed)
            return
        }
        guard fingersDown == numberOfTouchesRequired else { return }
        // Where the tap is, once all its fingers are down: the first tap sets the place, the
        // next ones must come back to it.
        let place = tapCentroid
        if tapsCompleted == 0 {
            origin = place
        } else if let origin, place.distance(to: origin) > allowableMovement {
            setState(.failed)
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        if hasMovedTooFar { setState(.failed) }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        if hasMovedTooFar {
            setState(.failed)
            return
        }
        fingersDown = max(0, fingersDown - touches.count)
        guard fingersDown == 0 else { return }
        guard mostFingers == numberOfTouchesRequired else {
            setState(.failed)
            return
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            setState(.recognized)
        } else {
            setTimer(after: .seconds(maximumTapInterval))
        }
    }

    /// Whether the tap's fingers, all down, have left the allowable area around the first tap.
    private final var hasMovedTooFar: Bool {
        guard let origin, fingersDown == numberOfTouchesRequired, mostFingers == numberOfTouchesRequired else { return false }
        return tapCentroid.distance(to: origin) > allowableMovement
    }

    /// The centroid of the current tap's fingers, lifted ones included (window coordinates).
    private final var tapCentroid: Point {
        Self.centroid(of: touches, in: nil) ?? origin ?? .zero
    }

    open override func timerFired() {
        if state == .possible { setState(.failed) }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        origin = nil
        fingersDown = 0
        mostFingers = 0
    }
}
