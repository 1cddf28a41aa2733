import TactileRaster

/// UIKit's system colours by UIKit's names, as dynamic colours (`Color.init(light:dark:)`): a view
/// given one shows its light or dark value as the appearance where it is changes, and a custom
/// `draw(_:in:)` can draw with them as they are. Values are UIKit's but for these: for text
/// on white, `systemBlue` (UIKit's 007AFF is 4.0:1; this one 5.9:1), `systemRed`,
/// `systemOrange`, `systemPurple`, `systemPink`, `systemTeal` and `systemIndigo` take UIKit's
/// darker, accessible light values (`systemGreen` and `systemYellow` keep UIKit's, under 4.5:1:
/// fills, not text); `secondaryLabel` is 75 % opaque in light and 65 % in dark (UIKit's 60 %),
/// `tertiaryLabel` 63 % and 55 % (UIKit's 30 %), for text that must be read; `systemFill` is an
/// opaque grey (UIKit's is translucent), for tracks drawn over anything.
extension Color {
    // MARK: Text

    /// Primary text.
    public static let label = Color(light: Color(rgb: 0x00_0000), dark: Color(rgb: 0xFF_FFFF))
    /// Secondary text: details, subtitles.
    public static let secondaryLabel = Color(
        light: Color(rgb: 0x3C_3C43, alpha: 191), dark: Color(rgb: 0xEB_EBF5, alpha: 166))
    /// Tertiary text: placeholders and hints that must still be read.
    public static let tertiaryLabel = Color(
        light: Color(rgb: 0x3C_3C43, alpha: 160), dark: Color(rgb: 0xEB_EBF5, alpha: 140))
    /// A text field's placeholder (UIKit's `placeholderText`; here as `tertiaryLabel`, readable).
    public static let placeholderText = tertiaryLabel
    /// Links and text buttons with no tint of their own (`systemBlue`).
    public static let link = systemBlue

    // MARK: Backgrounds

    /// A screen's background: white in light, black in dark.
    public static let systemBackground = Color(light: Color(rgb: 0xFF_FFFF), dark: Color(rgb: 0x00_0000))
    /// Content layered on `systemBackground`: a card, an alert.
    public static let secondarySystemBackground = Color(
        light: Color(rgb: 0xF2_F2F7), dark: Color(rgb: 0x1C_1C1E))
    /// Content layered on `secondarySystemBackground`.
    public static let tertiarySystemBackground = Color(
        light: Color(rgb: 0xFF_FFFF), dark: Color(rgb: 0x2C_2C2E))
    /// A grouped list's or a form's background.
    public static let systemGroupedBackground = Color(
        light: Color(rgb: 0xF2_F2F7), dark: Color(rgb: 0x00_0000))
    /// The rows of a grouped list, a form's fields.
    public static let secondarySystemGroupedBackground = Color(
        light: Color(rgb: 0xFF_FFFF), dark: Color(rgb: 0x1C_1C1E))

    // MARK: Separators and fills

    /// Hairlines between rows and segments, translucent.
    public static let separator = Color(
        light: Color(rgb: 0x3C_3C43, alpha: 74), dark: Color(rgb: 0x54_5458, alpha: 153))
    /// An opaque hairline, for lines that cross other content.
    public static let opaqueSeparator = Color(light: Color(rgb: 0xC6_C6C8), dark: Color(rgb: 0x38_3838))
    /// The fill of a thin or small shape: a switch's or a slider's track where it is off.
    public static let systemFill = Color(light: Color(rgb: 0xE9_E9EA), dark: Color(rgb: 0x39_393D))
    /// The fill of a medium shape: a segmented control's background.
    public static let secondarySystemFill = Color(
        light: Color(rgb: 0x78_7880, alpha: 41), dark: Color(rgb: 0x78_7880, alpha: 82))

    // MARK: Greys

    /// The mid grey, the same in both appearances.
    public static let systemGray = Color(light: Color(rgb: 0x8E_8E93), dark: Color(rgb: 0x8E_8E93))
    /// A grey a step towards the background.
    public static let systemGray2 = Color(light: Color(rgb: 0xAE_AEB2), dark: Color(rgb: 0x63_6366))
    /// A grey two steps towards the background.
    public static let systemGray3 = Color(light: Color(rgb: 0xC7_C7CC), dark: Color(rgb: 0x48_484A))
    /// A grey three steps towards the background: a pressed row.
    public static let systemGray4 = Color(light: Color(rgb: 0xD1_D1D6), dark: Color(rgb: 0x3A_3A3C))
    /// A grey four steps towards the background.
    public static let systemGray5 = Color(light: Color(rgb: 0xE5_E5EA), dark: Color(rgb: 0x2C_2C2E))
    /// The grey nearest the background.
    public static let systemGray6 = Color(light: Color(rgb: 0xF2_F2F7), dark: Color(rgb: 0x1C_1C1E))

    // MARK: Accents

    /// The default tint: every control's and text button's active colour unless a tint or the
    /// accent setting says otherwise.
    public static let systemBlue = Color(light: Color(rgb: 0x00_5FC8), dark: Color(rgb: 0x0A_84FF))
    /// Confirmation, a switch that is on.
    public static let systemGreen = Color(light: Color(rgb: 0x34_C759), dark: Color(rgb: 0x30_D158))
    /// Destructive actions, alarms.
    public static let systemRed = Color(light: Color(rgb: 0xD7_0015), dark: Color(rgb: 0xFF_453A))
    /// Warnings.
    public static let systemOrange = Color(light: Color(rgb: 0xC9_3400), dark: Color(rgb: 0xFF_9F0A))
    /// Highlights.
    public static let systemYellow = Color(light: Color(rgb: 0xFF_CC00), dark: Color(rgb: 0xFF_D60A))
    /// An accent.
    public static let systemPurple = Color(light: Color(rgb: 0x89_44AB), dark: Color(rgb: 0xBF_5AF2))
    /// An accent.
    public static let systemPink = Color(light: Color(rgb: 0xD3_0F45), dark: Color(rgb: 0xFF_375F))
    /// An accent.
    public static let systemTeal = Color(light: Color(rgb: 0x00_8299), dark: Color(rgb: 0x40_C8E0))
    /// An accent.
    public static let systemIndigo = Color(light: Color(rgb: 0x36_34A3), dark: Color(rgb: 0x5E_5CE6))

    // MARK: The kit's own

    /// A control's own surface: a switch's thumb, a segmented control's selected segment.
    static let elevatedSurface = Color(light: Color(rgb: 0xFF_FFFF), dark: Color(rgb: 0x63_6366))
    /// What an alert or a sheet dims the screen with.
    static let dimming = Color(light: Color(rgb: 0x00_0000, alpha: 102), dark: Color(rgb: 0x00_0000, alpha: 122))
    /// The navigation bar's and the tab bar's background.
    static let barBackground = Color(light: Color(rgb: 0xF8_F8F8), dark: Color(rgb: 0x1C_1C1E))
    /// Detail lines and section titles of lists: opaque, so cached text stays crisp.
    static let detailText = Color(light: Color(rgb: 0x6C_6C70), dark: Color(rgb: 0x8E_8E93))
    /// A text field's border.
    static let fieldBorder = Color(light: Color(rgb: 0xC8_C7CC), dark: Color(rgb: 0x48_484A))
    /// A scroll indicator: dark on light content, light on dark.
    static let scrollIndicator = Color(
        light: Color(rgb: 0x00_0000, alpha: 89), dark: Color(rgb: 0xFF_FFFF, alpha: 89))

    /// The value for `style` (UIKit's `resolvedColor(with:)`): the light or dark value of a dynamic
    /// colour, the colour itself otherwise.
    public func resolvedColor(with style: UserInterfaceStyle) -> Color {
        variant(dark: style == .dark)
    }
}
