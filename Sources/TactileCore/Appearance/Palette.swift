import TactileRaster

/// The system colours resolved for one appearance, for controls that colour their parts when the
/// style changes (`View.palette`). Each is one of `Color`'s dynamic system colours
/// (Color+System.swift), which is what app code uses.
struct Palette: Sendable {
    /// The appearance resolved for.
    let style: UserInterfaceStyle

    /// `color` resolved for this palette's appearance.
    func callAsFunction(_ color: Color) -> Color { color.resolvedColor(with: style) }

    var background: Color { self(.systemBackground) }
    var secondaryBackground: Color { self(.secondarySystemBackground) }
    var elevatedSurface: Color { self(.elevatedSurface) }
    var label: Color { self(.label) }
    var secondaryLabel: Color { self(.secondaryLabel) }
    var separator: Color { self(.separator) }
    var fill: Color { self(.systemFill) }
    var accent: Color { self(.systemBlue) }
    var positive: Color { self(.systemGreen) }
    var destructive: Color { self(.systemRed) }
    var dimming: Color { self(.dimming) }
    var bar: Color { self(.barBackground) }

    /// The light palette.
    static let light = Palette(style: .light)
    /// The dark palette.
    static let dark = Palette(style: .dark)

    /// The palette of `style`.
    static func of(_ style: UserInterfaceStyle) -> Palette { Palette(style: style) }
}
