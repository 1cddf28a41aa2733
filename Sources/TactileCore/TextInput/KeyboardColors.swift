import TactileRaster

/// The keyboard's colours in each style (iOS's light and dark keyboards).
enum KeyboardColors {
    static let background = Color(light: Color(rgb: 0xD1_D4D9), dark: Color(rgb: 0x2B_2B2D))
    static let letterKey = Color(light: Color(rgb: 0xFF_FFFF), dark: Color(rgb: 0x6B_6B6E))
    static let functionKey = Color(light: Color(rgb: 0xAB_B0BA), dark: Color(rgb: 0x46_4649))
    static let keyShadow = Color(light: Color(rgb: 0x89_8A8D), dark: Color(rgb: 0x00_0000))
}
