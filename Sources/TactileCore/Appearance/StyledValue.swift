import TactileRaster

/// A colour property of a standard view that follows a `StyledColor` until the app sets it.
struct StyledValue: Sendable {
    /// The colour shown.
    private(set) var color: Color
    /// What it follows; nil once set.
    private(set) var style: StyledColor?

    init(_ style: StyledColor) {
        color = style.light
        self.style = style
    }

    /// The app's own colour: the style no longer applies.
    mutating func set(_ newColor: Color) {
        color = newColor
        style = nil
    }

    /// Follows `newStyle` (from now on), showing its colour for `shown`.
    mutating func follow(_ newStyle: StyledColor, shown: UserInterfaceStyle) {
        style = newStyle
        color = newStyle.resolved(for: shown)
    }

    /// Shows the style's colour for `shown`; true when the colour changed.
    mutating func update(for shown: UserInterfaceStyle) -> Bool {
        guard let style, style.resolved(for: shown) != color else { return false }
        color = style.resolved(for: shown)
        return true
    }
}
