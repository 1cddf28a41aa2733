import Platform
import System

/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`).
/// Continuous: it begins once the distance between the fingers has changed by `hysteresis`
/// points (10) from where the second finger went down, changes as they move, and ends when one
/// lifts. `scale` is the distance now over the distance at the start (cumulative from the
/// gesture's start); `velocity` is in scale per second, smoothed 0.75 · previous + 0.25 · new.
/// A third finger before it begins makes it fail; afterwards, extra fingers are ignored.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much, in points, the distance between the fingers changes before the pinch begins.
    /// Default 10.
    public var hysteresis = 10.0

    /// The distance between the fingers over the distance when the second went down. Setting
    /// it rebases the gesture (the next change counts from the value set), as in UIKit.
    public var scale: Double {
        get { startDistance > 0 ? distance / startDistance * scaleOffset : 1 }
        set {
            scaleOffset = 1
            if distance > 0, startDistance > 0 { scaleOffset = newValue / (distance / startDistance) }
            rate.reset(value: newValue, time: lastTime)
        }
    }

    /// How fast `scale` changes, per second.
    public var velocity: Double { rate.rate }

    private var pair = FingerPair()
    private var startDistance = 0.0
    private var distance = 0.0
    private var scaleOffset = 1.0
    private var rate = SmoothedRate()
    private var lastTime = Instant.zero

    open override var definitionDescription: String { "pinch touches=2" }

    /// A pinch recognizer; `action` runs as it begins, changes and ends.
    public init(name: String? = nil, action: ((PinchGestureRecognizer) -> Void)? = nil) {
        super.init(name: name ?? "pinch")
        if let action { addAction(action) }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard admit(touches, into: &pair) else { return }
        lastTime = event.timestamp
        if pair.isComplete && startDistance == 0, let vector = pair.vector(in: self.touches) {
            startDistance = max(1e-3, length(vector))
            distance = startDistance
            rate.reset(value: 1, time: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard startDistance > 0, let vector = pair.vector(in: self.touches) else { return }
        let previous = distance
        distance = length(vector)
        lastTime = event.timestamp
        rate.add(scale, at: event.timestamp)
        if pair.isLifting(in: self.touches) { return }  // the end follows in this moment
        if state.isActive {
            if distance != previous { setState(.changed) }
        } else if state == .possible && pendingStates.isEmpty && abs(distance - startDistance) >= hysteresis {
            setState(.began)
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        lastTime = event.timestamp
        finish(ifLifted: touches, from: pair)
    }

    open override func reset() {
        super.reset()
        pair = FingerPair()
        startDistance = 0
        distance = 0
        scaleOffset = 1
        rate = SmoothedRate()
    }

    private final func length(_ v: Point) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
}
