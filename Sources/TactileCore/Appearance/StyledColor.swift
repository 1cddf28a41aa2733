import TactileRaster

/// A colour with a value for each appearance: what a standard view shows until the app gives it a
/// colour of its own (UIKit's dynamic system colours, such as `.systemBackground`). Light values
/// are the ones the views had before they followed the style, so light screens are unchanged.
struct StyledColor: Equatable, Sendable {
    var light: Color
    var dark: Color

    func resolved(for style: UserInterfaceStyle) -> Color {
        style == .dark ? dark : light
    }

    /// A screen's or a list's background (UIKit's `systemBackground`).
    static let background = StyledColor(light: Color(rgb: 0xFF_FFFF), dark: Color(rgb: 0x00_0000))
    /// A text field's or text view's background (UIKit's `secondarySystemGroupedBackground`).
    static let fieldBackground = StyledColor(light: Color(rgb: 0xFF_FFFF), dark: Color(rgb: 0x1C_1C1E))
    /// Behind section headers (UIKit's `secondarySystemBackground`).
    static let groupedBackground = StyledColor(light: Color(rgb: 0xF2_F2F7), dark: Color(rgb: 0x1C_1C1E))
    /// Text (UIKit's `label`).
    static let label = StyledColor(light: Color(rgb: 0x00_0000), dark: Color(rgb: 0xFF_FFFF))
    /// Detail lines, section titles (UIKit's `systemGray`, darker in light for contrast).
    static let detail = StyledColor(light: Color(rgb: 0x6C_6C70), dark: Color(rgb: 0x8E_8E93))
    /// A text field's placeholder (UIKit's `placeholderText`, opaque).
    static let placeholder = StyledColor(light: Color(rgb: 0xC7_C7CD), dark: Color(rgb: 0x5A_5A5F))
    /// A pressed or selected row (UIKit's `systemGray4`).
    static let highlight = StyledColor(light: Color(rgb: 0xD1_D1D6), dark: Color(rgb: 0x3A_3A3C))
    /// The line under a row (UIKit's `opaqueSeparator`).
    static let separator = StyledColor(light: Color(rgb: 0xC6_C6C8), dark: Color(rgb: 0x38_3838))
    /// A text field's border.
    static let fieldBorder = StyledColor(light: Color(rgb: 0xC8_C7CC), dark: Color(rgb: 0x48_484A))
    /// A scroll indicator: dark on light content, light on dark.
    static let scrollIndicator = StyledColor(
        light: Color(rgb: 0x00_0000, alpha: 89),
        dark: Color(rgb: 0xFF_FFFF, alpha: 89))
}

extension View {
    /// The style this view last heard of (`userInterfaceStyleDidChange()`), light before it is in
    /// a window: cheaper than `effectiveUserInterfaceStyle`, which walks up the tree.
    var shownStyle: UserInterfaceStyle { shownAppearance.style ?? .light }
}
