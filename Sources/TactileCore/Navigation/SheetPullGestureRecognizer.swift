/// The pan on a presented sheet that pulls it down: it begins only for a movement mostly
/// downwards, so horizontal drags and taps stay with the sheet's content.
final class SheetPullGestureRecognizer: PanGestureRecognizer {
    override func allowsBeginning(movement: Point) -> Bool {
        movement.y > 0 && movement.y >= abs(movement.x)
    }
}
