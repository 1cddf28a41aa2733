import TactileRaster

/// The colours controls draw with in one appearance, after UIKit's system colours (light and
/// dark variants of its backgrounds, labels, separators, fills and accents). `View.palette` is
/// the one in effect for a view.
public struct Palette: Sendable {
    /// A screen's background.
    public var background: Color
    /// Grouped content on the background: a card, a form's rows.
    public var secondaryBackground: Color
    /// A control's own surface: a switch's thumb, a segmented control's selected segment.
    public var elevatedSurface: Color
    /// Primary text.
    public var label: Color
    /// Secondary text: placeholders, details.
    public var secondaryLabel: Color
    /// Hairlines between rows and segments.
    public var separator: Color
    /// The track of a switch, slider or progress bar where it is off or unfilled.
    public var fill: Color
    /// The default tint (`View.tintColor` when none is set).
    public var accent: Color
    /// A switch that is on.
    public var positive: Color
    /// Destructive actions.
    public var destructive: Color
    /// What an alert dims the screen with.
    public var dimming: Color
    /// The background of the navigation bar and the tab bar (UIKit's bar chrome).
    public var bar: Color

    /// UIKit's light system colours, but for two that fail WCAG AA's 4.5:1 for text on white: the
    /// accent, a darker blue than UIKit's 007AFF (4.0:1; this one 5.9:1), and the secondary
    /// label, at 75 % instead of 60 % (3.4:1; this one 5.1:1).
    public static let light = Palette(
        background: Color(rgb: 0xFF_FFFF), secondaryBackground: Color(rgb: 0xF2_F2F7),
        elevatedSurface: Color(rgb: 0xFF_FFFF), label: Color(rgb: 0x00_0000),
        secondaryLabel: Color(rgb: 0x3C_3C43, alpha: 191), separator: Color(rgb: 0x3C_3C43, alpha: 74),
        fill: Color(rgb: 0xE9_E9EA), accent: Color(rgb: 0x00_5FC8), positive: Color(rgb: 0x34_C759),
        destructive: Color(rgb: 0xFF_3B30), dimming: Color(rgb: 0x00_0000, alpha: 102),
        bar: Color(rgb: 0xF8_F8F8))

    /// UIKit's dark system colours.
    public static let dark = Palette(
        background: Color(rgb: 0x00_0000), secondaryBackground: Color(rgb: 0x1C_1C1E),
        elevatedSurface: Color(rgb: 0x63_6366), label: Color(rgb: 0xFF_FFFF),
        secondaryLabel: Color(rgb: 0xEB_EBF5, alpha: 153), separator: Color(rgb: 0x54_5458, alpha: 153),
        fill: Color(rgb: 0x39_393D), accent: Color(rgb: 0x0A_84FF), positive: Color(rgb: 0x30_D158),
        destructive: Color(rgb: 0xFF_453A), dimming: Color(rgb: 0x00_0000, alpha: 122),
        bar: Color(rgb: 0x1C_1C1E))

    /// The palette of `style`.
    public static func of(_ style: UserInterfaceStyle) -> Palette {
        style == .dark ? dark : light
    }
}
