import TactilePlatform
import TactileRaster
import TactileSystem

/// Recognizes two fingers turning about each other (UIKit's `UIRotationGestureRecognizer`).
/// Continuous: it begins once the line between the fingers has turned `minimumRotation`
/// radians (5°) from where the second finger went down, changes as they turn, and ends when one
/// lifts. `rotation` is in radians, clockwise on screen positive, cumulative from the start
/// (several turns add up); `velocity` is in radians per second, smoothed as the pinch's
/// (0.75 · previous + 0.25 · new). A third finger before it begins makes it fail.
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// How far, in radians, the fingers turn before the rotation begins. Default 5° (π/36).
    public var minimumRotation = Trigonometry.pi / 36

    /// The angle turned since the start, in radians. Setting it rebases the gesture.
    public var rotation: Double {
        get { turned + rotationOffset }
        set {
            rotationOffset = newValue - turned
            restartVelocity(from: newValue)
        }
    }

    private var lastAngle = 0.0
    private var turned = 0.0
    private var rotationOffset = 0.0

    open override var definitionDescription: String { "rotation touches=2" }

    /// A rotation recognizer; `action` runs as it begins, changes and ends.
    public init(name: String? = nil, action: ((RotationGestureRecognizer) -> Void)? = nil) {
        super.init(name: name ?? "rotation", startValue: 0)
        if let action { addAction(action) }
    }

    override func fingersDidStart(_ vector: Point) {
        lastAngle = Trigonometry.atan2(vector.y, vector.x)
    }

    override func fingersDidMove(_ vector: Point) -> Step? {
        // Fingers on one point have no angle: the move is not taken.
        guard vector.x != 0 || vector.y != 0 else { return nil }
        let angle = Trigonometry.atan2(vector.y, vector.x)
        // The smallest turn from the last angle: rotation adds up across ±π.
        var step = angle - lastAngle
        while step > Trigonometry.pi { step -= 2 * Trigonometry.pi }
        while step < -Trigonometry.pi { step += 2 * Trigonometry.pi }
        lastAngle = angle
        turned += step
        return Step(value: rotation, changed: step != 0, isPastThreshold: abs(turned) >= minimumRotation)
    }

    open override func reset() {
        super.reset()
        lastAngle = 0
        turned = 0
        rotationOffset = 0
    }
}
