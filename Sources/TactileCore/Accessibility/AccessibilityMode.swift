/// What the screen reader does with touches (docs/accessibility.md, "Modes").
public enum AccessibilityMode: String, CaseIterable, Sendable {
    /// Touches pass unchanged; nothing of the reader is built.
    case off
    /// The reader: touches explore, flicks navigate, a double tap activates.
    case containers
    /// Touches work as usual; a cue sounds when a finger leaves the current container.
    case alert

    /// The mode named `text`: "off", "containers", "alert", or "on" (what settings files of
    /// earlier versions say) for containers; nil for anything else.
    public init?(text: String) {
        if text == "on" { self = .containers; return }
        self.init(rawValue: text)
    }
}
