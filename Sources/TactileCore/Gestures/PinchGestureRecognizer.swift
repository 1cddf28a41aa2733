import TactilePlatform
import TactileRaster
import TactileSystem

/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`).
/// Continuous: it begins once the distance between the fingers has changed by `hysteresis`
/// points (10) from where the second finger went down, changes as they move, and ends when one
/// lifts. `scale` is the distance now over the distance at the start (cumulative from the
/// gesture's start); `velocity` is in scale per second, smoothed 0.75 · previous + 0.25 · new.
/// A third finger before it begins makes it fail; afterwards, extra fingers are ignored.
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
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
            restartVelocity(from: newValue)
        }
    }

    private var startDistance = 0.0
    private var distance = 0.0
    private var scaleOffset = 1.0

    open override var definitionDescription: String { "pinch touches=2" }

    /// A pinch recognizer; `action` runs as it begins, changes and ends.
    public init(name: String? = nil, action: ((PinchGestureRecognizer) -> Void)? = nil) {
        super.init(name: name ?? "pinch", startValue: 1)
        if let action { addAction(action) }
    }

    override func fingersDidStart(_ vector: Point) {
        startDistance = max(1e-3, length(vector))
        distance = startDistance
    }

    override func fingersDidMove(_ vector: Point) -> Step? {
        let previous = distance
        distance = length(vector)
        return Step(
            value: scale, changed: distance != previous,
            isPastThreshold: abs(distance - startDistance) >= hysteresis)
    }

    open override func reset() {
        super.reset()
        startDistance = 0
        distance = 0
        scaleOffset = 1
    }

    private final func length(_ v: Point) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
}
