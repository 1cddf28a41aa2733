import TactileRaster

/// A colour property of a standard view that may be dynamic (`Color.isDynamic`): the colour it
/// was given and the value shown for the appearance in effect. A standard view's default is a
/// dynamic system colour (`.label`); an app's own colour replaces it and follows the appearance
/// too when it is dynamic.
struct StyledValue: Sendable {
    /// What was set: dynamic or not.
    private(set) var given: Color
    /// The value shown, never dynamic.
    private(set) var color: Color

    init(_ given: Color) {
        self.given = given
        color = given.lightVariant
    }

    /// Takes `newColor`, showing its value for `shown`.
    mutating func set(_ newColor: Color, shown: UserInterfaceStyle) {
        given = newColor
        color = newColor.resolvedColor(with: shown)
    }

    /// Shows the given colour's value for `shown`; true when the shown colour changed.
    mutating func update(for shown: UserInterfaceStyle) -> Bool {
        let resolved = given.resolvedColor(with: shown)
        guard resolved != color else { return false }
        color = resolved
        return true
    }
}
