import TactileText

/// A font at the screen's scale, made once per font and scale (as a label does): text is laid
/// out and drawn in pixels.
struct ScaledFont {
    private var cached: Font?

    /// Forgets the copy (the font changed).
    mutating func reset() { cached = nil }

    /// `font` at `scale`: itself when its scale matches, the shared system font, or a copy.
    mutating func font(_ font: Font, scale: Double) -> Font {
        if font.scale == scale { return font }
        if let weight = font.systemWeight { return Font.system(size: font.pointSize, weight: weight, scale: scale) }
        if let cached, cached.scale == scale, cached.pointSize == font.pointSize { return cached }
        let made = (try? font.withSize(font.pointSize, scale: scale)) ?? font
        cached = made
        return made
    }
}
