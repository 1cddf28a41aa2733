import TactileCore
import TactileRaster

/// What the launcher's `SystemGestureStage` recognized in a touch sequence (docs/gesture-arbitration.md's system
/// gestures over the foreground application). Each is reported once the sequence has been taken
/// from the application; nothing is reported for a sequence the stage leaves to the application.
public enum SystemGesture: Equatable, Sendable {
    /// The direction of a system swipe (the finger movement on screen).
    public enum Direction: Equatable, Sendable {
        /// Towards the top of the screen: the app strip.
        case up
        /// Towards the left edge: the next open application.
        case left
        /// Towards the right edge: the previous open application.
        case right
    }

    /// An N-finger swipe (3 fingers, 4 in accessibility mode), reported once per sequence.
    case swipe(Direction)
    /// A pinch of 5 (or 4 or 3) fingers began; a `pinchChanged` with the values at that moment
    /// follows at once.
    case pinchBegan
    /// The pinch's fingers moved: `scale` is the fingers' spread over their spread when they went
    /// down (below 1 as they close, above 1 as they open), `centroid` their mean location in
    /// screen points.
    case pinchChanged(scale: Double, centroid: Point)
    /// The first of the pinch's fingers lifted (or was taken by an earlier stage):
    /// `scaleVelocity` is how fast the scale changed, per second (negative while closing), and
    /// `goesHome` whether the launcher should go to the home screen rather than back to the app
    /// (see `SystemGestureSettings.homeScale` and `homeSpeed`).
    case pinchEnded(scale: Double, scaleVelocity: Double, goesHome: Bool)
    /// A tap of `fingers` fingers at once (10): Settings.
    case tap(fingers: Int)
}
