import TactilePlatform
import TactileSystem

/// Recognizes a quick straight drag (UIKit's `UISwipeGestureRecognizer`):
/// `numberOfTouchesRequired` fingers whose centroid moves `minimumDistance` points (50) in one
/// of `direction`'s directions within `maximumDuration` (0.5 s) of the first touch, straying at
/// most `maximumDeviation` points (200) and less than it advances across that direction.
/// Discrete: recognized during the move; it fails if the fingers lift first, time runs out, or
/// more fingers than required go down.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go (the touch model's swipe bits). Default: right.
    public var direction: SwipeDirections = .right
    /// Fingers required. Default 1.
    public var numberOfTouchesRequired = 1
    /// How far, in points, the fingers move along the direction. Default 50.
    public var minimumDistance = 50.0
    /// The time from the first touch within which the distance is covered, in seconds. Default 0.5.
    public var maximumDuration = 0.5
    /// How far, in points, the fingers may stray across the direction. Default 200.
    public var maximumDeviation = 200.0

    /// The direction the recognized swipe went (one of `direction`'s).
    public private(set) var recognizedDirection: SwipeDirections = []

    private var start: Point?
    private var startTime = Instant.zero
    private var fingersDown = 0

    open override var isDiscrete: Bool { true }

    open override var definitionDescription: String {
        "swipe directions=\(direction.rawValue) touches=\(numberOfTouchesRequired)"
    }

    /// A swipe recognizer for `direction`; `action` runs when it is recognized.
    public init(
        name: String? = nil, direction: SwipeDirections = .right, touches: Int = 1,
        action: ((SwipeGestureRecognizer) -> Void)? = nil
    ) {
        super.init(name: name ?? "swipe")
        self.direction = direction
        numberOfTouchesRequired = touches
        if let action { addAction(action) }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if fingersDown == 0 && start == nil {
            startTime = event.timestamp
            setTimer(after: .seconds(maximumDuration))
        }
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired {
            setState(.failed)
            return
        }
        // The swipe is measured from where all its fingers are down.
        if fingersDown == numberOfTouchesRequired { start = location(in: nil) }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let start, fingersDown == numberOfTouchesRequired else { return }
        if (event.timestamp - startTime).seconds > maximumDuration {
            setState(.failed)
            return
        }
        let now = location(in: nil)
        let dx = now.x - start.x, dy = now.y - start.y
        var candidates: [(SwipeDirections, Double, Double)] = []
        if direction.contains(.right) { candidates.append((.right, dx, abs(dy))) }
        if direction.contains(.left) { candidates.append((.left, -dx, abs(dy))) }
        if direction.contains(.down) { candidates.append((.down, dy, abs(dx))) }
        if direction.contains(.up) { candidates.append((.up, -dy, abs(dx))) }
        for (candidate, along, across) in candidates
        where along >= minimumDistance && across <= maximumDeviation && across < along {
            cancelTimer()
            recognizedDirection = candidate
            setState(.recognized)
            return
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        setState(.failed)  // lifted before the swipe was long enough
    }

    open override func timerFired() {
        if state == .possible { setState(.failed) }
    }

    open override func reset() {
        super.reset()
        start = nil
        fingersDown = 0
        recognizedDirection = []
    }
}
