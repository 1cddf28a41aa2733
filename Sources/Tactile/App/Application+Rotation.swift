import Platform
import Raster

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
        guard newRotation != old else { return true }
        guard display.setRotation(newRotation) else { return false }
        screen.resize(to: Size(width: Double(display.width) / screen.scale, height: Double(display.height) / screen.scale))
        screen.setNeedsFullRedraw()
        inputs?.displayTurned(by: newRotation.difference(from: old), screen: screen.size)
        runLoop.setNeedsFrame()
        return true
    }
}
