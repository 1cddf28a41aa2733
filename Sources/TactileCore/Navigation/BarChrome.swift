/// What the navigation bar and the tab bar share: a background and a hairline separator along
/// the edge facing the content, coloured from the `Palette` of the bar's effective
/// `userInterfaceStyle` (`Palette.bar`, `Palette.separator`), so both turn dark in dark mode.
enum BarChrome {
    /// The opacity of a translucent bar's background (of 255).
    static let translucentAlpha: UInt8 = 245

    /// Sets up `bar` with `separator` (not touchable) in its palette's colours, its background
    /// `translucent` (`BarChrome.translucentAlpha`) or opaque.
    static func install(in bar: View, separator: View, translucent: Bool = false) {
        separator.isUserInteractionEnabled = false
        bar.addSubview(separator)
        applyColors(to: bar, separator: separator, translucent: translucent)
    }

    /// Colours `bar` and `separator` from the bar's palette; the bars call it when their style
    /// changes.
    static func applyColors(to bar: View, separator: View, translucent: Bool = false) {
        let palette = bar.palette
        bar.backgroundColor = translucent ? palette.bar.withAlpha(BarChrome.translucentAlpha) : palette.bar
        separator.backgroundColor = palette.separator
    }

    /// The separator's frame: one pixel high along the bottom (`atBottom`) or top edge.
    static func separatorFrame(in bar: View, atBottom: Bool) -> Rect {
        let hairline = 1 / (bar.screenScale ?? 1)
        return Rect(x: 0, y: atBottom ? bar.bounds.height - hairline : 0, width: bar.bounds.width, height: hairline)
    }
}
