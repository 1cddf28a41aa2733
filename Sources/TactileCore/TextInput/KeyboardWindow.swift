extension Window.Level {
    /// The on-screen keyboard: in front of alerts (whose fields it types into), behind the
    /// system's own UI.
    public static let keyboard = Window.Level(rawValue: 2500)
}

/// The window holding the on-screen keyboard, with room above the keys for their previews.
/// Touches there go to the windows behind: only the keyboard takes touches.
final class KeyboardWindow: Window {
    override func hitTest(_ point: Point) -> View? {
        let hit = super.hitTest(point)
        return hit === self ? nil : hit
    }
}
