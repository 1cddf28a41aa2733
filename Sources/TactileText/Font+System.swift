extension Font {
    /// How heavy the system font's strokes are.
    public enum Weight: Equatable, Sendable {
        /// DejaVu Sans.
        case regular
        /// DejaVu Sans Bold.
        case bold
    }

    /// The system font (DejaVu Sans from the shipped assets, regular or bold) at `size` points
    /// and `scale` pixels per point, from `FontLibrary.shared`; labels and buttons use it when
    /// given no font, and draw it at their screen's scale whatever `scale` it was made at. A
    /// missing font file prints one warning naming where it looked, and the built-in bitmap font
    /// stands in.
    public static func system(size: Double, weight: Weight = .regular, scale: Double = 1) -> Font {
        guard let library = FontLibrary.shared else {
            preconditionFailure("FreeType could not start, so no font can be made")
        }
        return library.defaultFont(size: size, scale: scale, bold: weight == .bold)
    }
}
