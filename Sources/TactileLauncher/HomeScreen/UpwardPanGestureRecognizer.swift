import TactileCore
import TactileRaster

/// A pan that begins only upwards (more up than sideways): swiping an icon of the app strip
/// away, while sideways drags go to the strip's scrolling.
final class UpwardPanGestureRecognizer: PanGestureRecognizer {
    override func allowsBeginning(movement: Point) -> Bool {
        movement.y < 0 && -movement.y > Swift.abs(movement.x)
    }
}
