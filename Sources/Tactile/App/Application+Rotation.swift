import TactileCore
import TactilePlatform
import TactileRaster

extension Application {
    /// How the picture is turned on the panel, clockwise (`--rotate` at start).
    public var rotation: DisplayRotation { display.rotation }

    /// Turns the picture live (Settings: Display): the display turns, the screen takes its new
    /// size in points (windows covering it follow and lay out again), everything is drawn again
    /// and touches follow the new orientation. Returns false, changing nothing, when the display
    /// cannot turn (a desktop window).
    @discardableResult
    public func setRotation(_ newRotation: DisplayRotation) -> Bool {
        let old = display.rotation
        guard session.turnDisplay(to: newRotation) else { return false }
        if newRotation != old { inputs?.displayTurned(by: newRotation.difference(from: old), screen: screen.size) }
        return true
    }
}
