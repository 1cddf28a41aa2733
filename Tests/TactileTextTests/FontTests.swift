import CTactileLinux
import Testing

@testable import TactileText

@Suite struct FontTests {
    let library = TestFonts.library()

    /// Font metrics equal the values freetype-py's own FreeType build recorded
    /// (Fixtures/reference-metrics.txt).
    @Test(arguments: [9.0, 12, 16, 24.5, 40])
    func metricsMatchRecordedFreeTypeValues(size: Double) throws {
        let recorded = TestFonts.recordedMetrics
        for (label, path) in [("sans", TestFonts.sans), ("bold", TestFonts.bold), ("mono", TestFonts.mono)] {
            let font = try Font(contentsOfFile: path, size: size, library: library)
            let key = "\(label).\(size == size.rounded() ? String(Int(size)) : String(size))"
            #expect(Int(font.ascent * 64) == recorded["\(key).ascender64"]!, "\(key)")
            #expect(Int(font.descent * 64) == -recorded["\(key).descender64"]!, "\(key)")
            #expect(Int(font.lineHeight * 64) == recorded["\(key).height64"]!, "\(key)")
            for character in "AVWaoT.1".unicodeScalars {
                let glyph = try #require(font.glyphIndex(for: character))
                #expect(
                    Int(font.advance(forGlyph: glyph) * 64) == recorded["\(key).advance64.\(character)"]!,
                    "\(key) \(character)")
            }
            for pair in ["AV", "To", "Wa", "LT", "ab"] {
                let scalars = Array(pair.unicodeScalars)
                let left = try #require(font.glyphIndex(for: scalars[0]))
                let right = try #require(font.glyphIndex(for: scalars[1]))
                #expect(
                    Int(font.kerning(between: left, and: right) * 64) == recorded["\(key).kerning64.\(pair)"]!,
                    "\(key) \(pair)")
            }
        }
    }

    /// Advances and kerning agree with the font's design units (read through FreeType unscaled
    /// in the test) scaled to the size, and the size scales with the display scale.
    @Test func metricsFollowDesignUnitsAndDisplayScale() throws {
        var ftLibrary: FT_Library?
        #expect(FT_Init_FreeType(&ftLibrary) == 0)
        defer { FT_Done_FreeType(ftLibrary) }
        var face: FT_Face?
        #expect(FT_New_Face(ftLibrary, TestFonts.sans, 0, &face) == 0)
        defer { FT_Done_Face(face) }
        let unitsPerEm = Double(face!.pointee.units_per_EM)
        let font = try Font(contentsOfFile: TestFonts.sans, size: 10, scale: 2.5, library: library)
        #expect(font.pixelsPerEm == 25)
        for character in "AVWmi. ".unicodeScalars {
            let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
            var units: FT_Fixed = 0
            #expect(FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &units) == 0)
            let expected = Double(units) * 25 / unitsPerEm
            #expect(abs(font.advance(forGlyph: UInt32(glyph)) - expected) <= 1.0 / 128, "\(character)")
        }
        let a = FT_Get_Char_Index(face, 0x41), v = FT_Get_Char_Index(face, 0x56)
        var kern = FT_Vector()
        #expect(FT_Get_Kerning(face, a, v, FT_UInt(FT_KERNING_UNSCALED.rawValue), &kern) == 0)
        #expect(kern.x < 0)
        #expect(font.hasKerning)
        #expect(abs(font.kerning(between: UInt32(a), and: UInt32(v)) - Double(kern.x) * 25 / unitsPerEm) <= 1.0 / 64)
        // The line is at least as tall as the design ascender and descender at 25 px.
        let ascender = Double(face!.pointee.ascender) * 25 / unitsPerEm
        #expect(font.ascent >= ascender && font.ascent < ascender + 1)
        #expect(font.lineHeight >= font.ascent + font.descent - 1)
    }

    @Test func fontFromMemoryMatchesFontFromFile() throws {
        let bytes = [UInt8](try #require(TestFiles.contents(TestFonts.mono)))
        let fromMemory = try Font(bytes: bytes, size: 16, library: library)
        let fromFile = try Font(contentsOfFile: TestFonts.mono, size: 16, library: library)
        #expect(fromMemory.name == "<memory>")
        #expect(fromMemory.ascent == fromFile.ascent && fromMemory.lineHeight == fromFile.lineHeight)
        let glyph = try #require(fromMemory.glyphIndex(for: "W"))
        #expect(fromMemory.advance(forGlyph: glyph) == fromFile.advance(forGlyph: glyph))
        // The copy belongs to the font: rendering after the caller's array is gone still works.
        let image = library.glyphCache.image(for: fromMemory, glyph: glyph, phase: 0)
        #expect(image.width > 0 && image.height > 0)
    }

    @Test func withSizeKeepsTypefaceAndFallback() throws {
        let font = try Font(contentsOfFile: TestFonts.mono, size: 12, library: library)
        font.fallback = try Font(contentsOfFile: TestFonts.sans, size: 12, library: library)
        let bigger = try font.withSize(24, scale: 2)
        #expect(bigger.pixelsPerEm == 48)
        #expect(bigger.fallback?.pixelsPerEm == 48)
        #expect(bigger.fallback?.name == TestFonts.sans)
        let glyph = try #require(bigger.glyphIndex(for: "M"))
        #expect(abs(bigger.advance(forGlyph: glyph) - 4 * font.advance(forGlyph: glyph)) <= 4.0 / 64)
    }

    @Test func missingFileIsATypedReadError() {
        #expect {
            _ = try Font(contentsOfFile: "/nonexistent/font.ttf", size: 12, library: library)
        } throws: { error in
            guard let error = error as? FontError else { return false }
            return error == .cannotRead(path: "/nonexistent/font.ttf", reason: "no such file or directory")
                && error.description == "cannot read /nonexistent/font.ttf: no such file or directory"
        }
    }

    @Test func endlessDeviceIsRefusedAtTheSizeLimit() {
        #expect {
            _ = try Font(contentsOfFile: "/dev/zero", size: 12, library: library)
        } throws: { error in
            guard case .cannotRead(path: "/dev/zero", let reason)? = error as? FontError else { return false }
            return reason.hasPrefix("file too large")
        }
    }

    @Test func nonFontIsATypedFormatError() {
        let path = TestFonts.repository + "/Assets/fonts/LICENSE-DejaVu.txt"
        do {
            _ = try Font(contentsOfFile: path, size: 12, library: library)
            Issue.record("a text file loaded as a font")
        } catch {
            // FT_Err_Unknown_File_Format is 0x02.
            #expect(error == .notAFont(path: path, freeTypeError: 2))
            #expect(error.description == "\(path) is not a font FreeType can read (error 0x02)")
        }
        do {
            _ = try Font(bytes: [1, 2, 3, 4], size: 12, library: library)
            Issue.record("four bytes loaded as a font")
        } catch {
            #expect(error.description.hasPrefix("<memory> is not a font FreeType can read (error 0x"))
        }
    }

    @Test func builtinFontCoversASCII() {
        let font = Font.builtin(size: 24, library: library)
        #expect(font.isBuiltin)
        #expect(font.pixelsPerEm == 24)
        #expect(font.glyphIndex(for: "A") != nil && font.glyphIndex(for: "~") != nil)
        #expect(font.glyphIndex(for: "é") == nil)
        // Twice the 12 px design: 7-pixel cells become 14.
        #expect(font.advance(forGlyph: font.glyphIndex(for: "A")!) == 14)
        let image = library.glyphCache.image(for: font, glyph: font.glyphIndex(for: "A")!, phase: 0)
        var inked = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x: x, y: y] == 255 { inked += 1 } }
        // Whole bitmap pixels drawn 2×2: the ink comes in multiples of 4, and there is some.
        #expect(inked > 0 && inked % 4 == 0)
        let space = library.glyphCache.image(for: font, glyph: font.glyphIndex(for: " ")!, phase: 0)
        var spaceInk = 0
        for y in 0..<space.height { for x in 0..<space.width where space[x: x, y: y] != 0 { spaceInk += 1 } }
        #expect(spaceInk == 0)
    }

    /// Tests run from .build/<triple>/debug inside the source tree, so the locator finds the
    /// shipped fonts through the executable's ancestors.
    @Test func locatorFindsShippedFonts() throws {
        let path = try #require(FontLocator.locate(FontLocator.defaultRegularFile))
        #expect(path.hasSuffix("/Assets/fonts/DejaVuSans.ttf"))
        #expect(FontLocator.locate("no-such-font.ttf") == nil)
        #expect(FontLocator.fontDirectories().last == "/usr/share/tactile/fonts")
        let regular = library.defaultFont(size: 14)
        let bold = library.defaultFont(size: 14, bold: true)
        #expect(!regular.isBuiltin && !bold.isBuiltin)
        #expect(bold.name.hasSuffix("DejaVuSans-Bold.ttf"))
        // A missing file falls back to the built-in font rather than failing.
        let missing = library.font(named: "no-such-font.ttf", size: 24)
        #expect(missing.isBuiltin && missing.pixelsPerEm == 24)
    }
}

extension FontTests {
    /// TACTILE_FONT_DIR comes first. (Other tests read the variable too but only ever find
    /// the same shipped fonts through it or without it.)
    @Test func environmentDirectoryComesFirst() throws {
        setenv("TACTILE_FONT_DIR", TestFonts.fixtures, 1)
        defer { unsetenv("TACTILE_FONT_DIR") }
        #expect(FontLocator.fontDirectories().first == TestFonts.fixtures)
        #expect(FontLocator.locate("DejaVuSansMono-ASCII.ttf") == TestFonts.fixtures + "/DejaVuSansMono-ASCII.ttf")
        let font = library.font(named: "DejaVuSansMono-ASCII.ttf", size: 10)
        #expect(!font.isBuiltin && font.name == TestFonts.mono)
    }
}

enum TestFiles {
    static func contents(_ path: String) -> [UInt8]? {
        let fd = tl_open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got <= 0 { break }
            bytes += buffer[0..<got]
        }
        return bytes
    }
}
