import Platform
import System

/// Recognizes two fingers turning about each other (UIKit's `UIRotationGestureRecognizer`).
/// Continuous: it begins once the line between the fingers has turned `minimumRotation`
/// radians (5°) from where the second finger went down, changes as they turn, and ends when one
/// lifts. `rotation` is in radians, clockwise on screen positive, cumulative from the start
/// (several turns add up); `velocity` is in radians per second, smoothed as the pinch's
/// (0.75 · previous + 0.25 · new). A third finger before it begins makes it fail.
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far, in radians, the fingers turn before the rotation begins. Default 5° (π/36).
    public var minimumRotation = Trigonometry.pi / 36

    /// The angle turned since the start, in radians. Setting it rebases the gesture.
    public var rotation: Double {
        get { turned + rotationOffset }
        set {
            rotationOffset = newValue - turned
            rate.reset(value: newValue, time: lastTime)
        }
    }

    /// How fast `rotation` changes, in radians per second.
    public var velocity: Double { rate.rate }

    private var pair = FingerPair()
    private var lastAngle = 0.0
    private var turned = 0.0
    private var rotationOffset = 0.0
    private var started = false
    private var rate = SmoothedRate()
    private var lastTime = Instant.zero

    open override var definitionDescription: String { "rotation touches=2" }

    /// A rotation recognizer; `action` runs as it begins, changes and ends.
    public init(name: String? = nil, action: ((RotationGestureRecognizer) -> Void)? = nil) {
        super.init(name: name ?? "rotation")
        if let action { addAction(action) }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard admit(touches, into: &pair) else { return }
        lastTime = event.timestamp
        if pair.isComplete && !started, let vector = pair.vector(in: self.touches) {
            started = true
            lastAngle = AnimationMath.atan2(vector.y, vector.x)
            rate.reset(value: 0, time: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard started, let vector = pair.vector(in: self.touches), vector.x != 0 || vector.y != 0 else { return }
        let angle = AnimationMath.atan2(vector.y, vector.x)
        // The smallest turn from the last angle: rotation adds up across ±π.
        var step = angle - lastAngle
        while step > Trigonometry.pi { step -= 2 * Trigonometry.pi }
        while step < -Trigonometry.pi { step += 2 * Trigonometry.pi }
        lastAngle = angle
        turned += step
        lastTime = event.timestamp
        rate.add(rotation, at: event.timestamp)
        if pair.isLifting(in: self.touches) { return }  // the end follows in this moment
        if state.isActive {
            if step != 0 { setState(.changed) }
        } else if state == .possible && pendingStates.isEmpty && abs(turned) >= minimumRotation {
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
        lastAngle = 0
        turned = 0
        rotationOffset = 0
        started = false
        rate = SmoothedRate()
    }
}
