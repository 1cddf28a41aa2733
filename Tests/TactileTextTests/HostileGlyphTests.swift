import CTactileLinux
import Testing

@testable import TactileText

/// A damaged font whose outline reaches far past its em (found by the fuzz target FuzzFont:
/// FreeType allocated 861 MB to render one glyph at 13 px) renders nothing.
@Suite struct HostileGlyphTests {
    let library = TestFonts.library()

    /// FreeType's load transform stretches the outline of "W" (about 0.6 em wide and 0.73 em
    /// tall in DejaVu Sans Mono) as a damaged font's could: 10 times stays within 8 ems and is
    /// drawn ten times as tall; 20 times is past it and draws nothing.
    @Test func anOutlineFarPastItsEmRendersNothing() throws {
        let font = try Font(contentsOfFile: TestFonts.mono, size: 16, library: library)
        #expect(font.maximumGlyphSide == 130)
        let glyph = try #require(font.glyphIndex(for: "W"))
        let plain = font.renderGlyph(glyph, phase: 0)
        #expect(plain.width > 5 && plain.height > 8)
        func stretched(_ factor: Int) -> GlyphImage {
            var matrix = FT_Matrix(xx: FT_Fixed(factor << 16), xy: 0, yx: 0, yy: FT_Fixed(factor << 16))
            FT_Set_Transform(font.face, &matrix, nil)
            defer { FT_Set_Transform(font.face, nil, nil) }
            return font.renderGlyph(glyph, phase: 0)
        }
        let tenfold = stretched(10)
        #expect(abs(tenfold.height - plain.height * 10) <= 10 && tenfold.height <= 130)
        let twentyfold = stretched(20)
        #expect(twentyfold.width == 0 && twentyfold.height == 0)
        #expect(font.renderGlyph(glyph, phase: 0).height == plain.height, "the transform is gone again")
    }
}
