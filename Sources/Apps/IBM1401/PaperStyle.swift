import TactileCore

/// The look of the 1403's continuous forms: green-bar paper, 132 print positions wide, with a
/// strip of tractor holes down each side, printed in the built-in bitmap font (a fixed pitch, as
/// a chain printer's).
enum PaperStyle {
    /// Print positions on a line.
    static let columns = 132
    /// Lines in each green or white band (half an inch at six lines to the inch).
    static let linesPerBand = 3
    /// The strip at each side carrying the tractor holes, and the gap to the first column.
    static let marginWidth = 34.0
    static let textInset = 10.0
    /// The font's size: its 12-pixel design at scale 1, 7 points to a column.
    static let fontSize = 12.0

    static let paper = Color(rgb: 0xFB_FBF2)
    static let greenBar = Color(rgb: 0xD7_EDD2)
    static let ink = Color(rgb: 0x23_2A33)
    static let hole = Color(rgb: 0x55_5B55)
    static let edge = Color(rgb: 0xA9_B0A4)
    /// Behind the paper, seen beyond its right edge.
    static let platen = Color(rgb: 0x3A_3F47)

    /// The printer's font at `scale` pixels per point.
    static func font(scale: Double) -> Font {
        guard let library = FontLibrary.shared else { preconditionFailure("FreeType could not start") }
        return Font.builtin(size: fontSize, scale: scale, library: library)
    }

    /// A column's width and a line's height in points, from the font at scale 1 (the built-in
    /// font's pixels repeat at larger scales, so these hold at every whole scale).
    static let columnWidth = 7.0
    static let lineHeight = 14.0

    /// The paper's width: both margins, the gaps and 132 columns.
    static var paperWidth: Double { 2 * (marginWidth + textInset) + Double(columns) * columnWidth }
}
