import CTactileLinux
import TactileSystem

/// A typeface at one size: a FreeType face made from a font file or bytes, or the built-in
/// ASCII bitmap font when no font file is available.
///
/// Sizes are in points; `pixelsPerEm` is `pointSize × scale`, the display's pixels per point,
/// held to 1...`maximumPixelsPerEm`.
/// Metrics are in pixels. Several sizes of one file share its bytes (see `withSize(_:scale:)`).
public final class Font {
    /// The library this font belongs to; kept alive by the font.
    public let library: FontLibrary
    /// The size in points.
    public let pointSize: Double
    /// Pixels per point of the display.
    public let scale: Double
    /// A name for messages: the file's path, "<memory>", or "built-in".
    public let name: String
    /// The font asked for glyphs this font lacks (and so on down its own `fallback`).
    public var fallback: Font?
    /// Whether FreeType can read pair kerning from the font (a 'kern' table).
    public let hasKerning: Bool
    /// The weight when this is the system font (`Font.system`), nil for other fonts.
    public internal(set) var systemWeight: Weight?

    let face: FT_Face?
    let data: FontData?
    /// Pixels per bitmap pixel of the built-in font (1 for FreeType faces).
    let builtinScale: Int
    /// This font's identity in glyph cache keys.
    let id: Int
    let ascent64: Int
    let descent64: Int
    let lineHeight64: Int
    /// The rounded pixels-per-em in 26.6, part of glyph cache keys.
    let pixelsPerEm64: Int
    private var advances: [UInt32: Int] = [:]
    /// Glyph and advance of each ASCII scalar, looked up on first use: layout's fast path.
    private let asciiGlyphs: UnsafeMutablePointer<GlyphMetrics>
    /// Kerning between printable ASCII scalars (0x20...0x7F, 96 × 96), `Int16.min` until looked
    /// up; nil without kerning.
    private let asciiKerning: UnsafeMutablePointer<Int16>?

    /// Loads the font file at `path` at `size` points on a display of `scale` pixels per point.
    public convenience init(
        contentsOfFile path: String, size: Double, scale: Double = 1,
        library: FontLibrary
    ) throws(FontError) {
        try self.init(data: library.data(forFile: path), size: size, scale: scale, library: library)
    }

    /// Makes a font from the bytes of a font file (copied, and kept as long as the font lives).
    public convenience init(
        bytes: [UInt8], size: Double, scale: Double = 1,
        library: FontLibrary
    ) throws(FontError) {
        try self.init(
            data: FontData(copying: bytes, name: "<memory>"), size: size, scale: scale,
            library: library)
    }

    init(data: FontData, size: Double, scale: Double, library: FontLibrary) throws(FontError) {
        let pixelsPerEm64 = Font.pixelsPerEm64(size: size, scale: scale)
        // FreeType wants face creation serialized per library.
        let opened: (face: FT_Face?, error: FT_Error, sizeError: FT_Error) = {
            library.lock.lock()
            defer { library.lock.unlock() }
            var face: FT_Face?
            let base = data.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
            let error = FT_New_Memory_Face(library.handle, base, FT_Long(data.count), 0, &face)
            guard error == 0, let face else { return (nil, error, 0) }
            let sizeError = FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelsPerEm64), 72, 72)
            guard sizeError == 0 else {
                FT_Done_Face(face)
                return (nil, 0, sizeError)
            }
            return (face, 0, 0)
        }()
        guard let face = opened.face else {
            if opened.sizeError != 0 {
                throw .cannotSetSize(
                    path: data.name, pixelsPerEm: Double(pixelsPerEm64) / 64,
                    freeTypeError: opened.sizeError)
            }
            throw .notAFont(path: data.name, freeTypeError: opened.error)
        }
        let metrics = face.pointee.size.pointee.metrics
        self.library = library
        self.pointSize = size
        self.scale = scale
        self.name = data.name
        self.face = face
        self.data = data
        self.builtinScale = 1
        self.id = library.makeFontID()
        self.pixelsPerEm64 = pixelsPerEm64
        self.ascent64 = Int(metrics.ascender)
        self.descent64 = -Int(metrics.descender)
        self.lineHeight64 = Int(metrics.height)
        self.hasKerning = tl_ft_has_kerning(face) != 0
        (asciiGlyphs, asciiKerning) = Font.makeASCIITables(kerning: hasKerning)
    }

    private static func makeASCIITables(kerning: Bool)
        -> (UnsafeMutablePointer<GlyphMetrics>, UnsafeMutablePointer<Int16>?)
    {
        let glyphs = UnsafeMutablePointer<GlyphMetrics>.allocate(capacity: 128)
        glyphs.initialize(repeating: GlyphMetrics(glyph: .max, advance64: 0), count: 128)
        guard kerning else { return (glyphs, nil) }
        let pairs = UnsafeMutablePointer<Int16>.allocate(capacity: 96 * 96)
        pairs.initialize(repeating: .min, count: 96 * 96)
        return (glyphs, pairs)
    }

    private init(builtinSize size: Double, scale: Double, library: FontLibrary) {
        let pixelsPerEm = Double(Font.pixelsPerEm64(size: size, scale: scale)) / 64
        // The bitmaps are drawn for 12 px; larger sizes repeat each pixel.
        let factor = min(max(1, Int((pixelsPerEm / 12).rounded())), Font.maximumPixelsPerEm / 12)
        self.library = library
        self.pointSize = size
        self.scale = scale
        self.name = "built-in"
        self.face = nil
        self.data = nil
        self.builtinScale = factor
        self.id = library.makeFontID()
        self.pixelsPerEm64 = 12 * 64 * factor
        self.ascent64 = BuiltinFontData.ascent * factor * 64
        self.descent64 = (BuiltinFontData.cellHeight - BuiltinFontData.ascent) * factor * 64
        self.lineHeight64 = (BuiltinFontData.cellHeight + 1) * factor * 64
        self.hasKerning = false
        (asciiGlyphs, asciiKerning) = Font.makeASCIITables(kerning: false)
    }

    /// The built-in ASCII bitmap font at the nearest whole multiple of its 12 px design.
    /// Characters outside ASCII go to `fallback`, then to the replacement box.
    public static func builtin(size: Double, scale: Double = 1, library: FontLibrary) -> Font {
        Font(builtinSize: size, scale: scale, library: library)
    }

    deinit {
        let face = face, id = id, library = library
        library.lock.lock()
        if let face { FT_Done_Face(face) }
        library.glyphCache.removeGlyphs(ofFontID: id)
        library.lock.unlock()
        asciiGlyphs.deallocate()
        asciiKerning?.deallocate()
    }

    /// The same typeface at another size, sharing the font's bytes and its fallback's typeface.
    public func withSize(_ size: Double, scale: Double? = nil) throws(FontError) -> Font {
        let scale = scale ?? self.scale
        let font: Font
        if let data {
            font = try Font(data: data, size: size, scale: scale, library: library)
        } else {
            font = Font.builtin(size: size, scale: scale, library: library)
        }
        font.fallback = try fallback?.withSize(size, scale: scale)
        return font
    }

    /// Whether this is the built-in bitmap font.
    public var isBuiltin: Bool { face == nil }

    /// The size in pixels: `pointSize × scale`.
    public var pixelsPerEm: Double { Double(pixelsPerEm64) / 64 }

    /// Pixels from the baseline up to the top of the line (positive).
    public var ascent: Double { Double(ascent64) / 64 }

    /// Pixels from the baseline down to the bottom of the line (positive).
    public var descent: Double { Double(descent64) / 64 }

    /// Pixels from one baseline to the next: ascent, descent and the font's line gap.
    public var lineHeight: Double { Double(lineHeight64) / 64 }

    /// The glyph for `scalar` in this font alone, or nil when the font has none.
    public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
        library.lock.lock()
        defer { library.lock.unlock() }
        return unlockedGlyphIndex(for: scalar)
    }

    func unlockedGlyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
        if let face {
            let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            return index == 0 ? nil : UInt32(index)
        }
        let value = scalar.value
        return value >= BuiltinFontData.firstScalar && value <= BuiltinFontData.lastScalar ? value : nil
    }

    /// How far the pen moves after `glyph`, in pixels (fractional: unhinted).
    public func advance(forGlyph glyph: UInt32) -> Double {
        library.lock.lock()
        defer { library.lock.unlock() }
        return Double(advance64(glyph)) / 64
    }

    /// The pair adjustment between two glyphs of this font, in pixels (usually negative, zero
    /// without a kerning table).
    public func kerning(between left: UInt32, and right: UInt32) -> Double {
        library.lock.lock()
        defer { library.lock.unlock() }
        return Double(kerning64(left, right)) / 64
    }

    /// The largest size in pixels a font is made at: larger sizes, and sizes that are not
    /// finite, are held to it (a glyph this size already takes 4 MB of coverage).
    public static let maximumPixelsPerEm = 2048

    /// `size × scale` in 26.6 pixels, rounded and held to 1...`maximumPixelsPerEm` pixels;
    /// NaN counts as the smallest size.
    static func pixelsPerEm64(size: Double, scale: Double) -> Int {
        let pixels64 = (size * scale * 64).rounded()
        guard pixels64 >= 64 else { return 64 }  // also NaN
        return pixels64 < Double(maximumPixelsPerEm * 64) ? Int(pixels64) : maximumPixelsPerEm * 64
    }

    /// Advance in 26.6 pixels.
    func advance64(_ glyph: UInt32) -> Int {
        if glyph == GlyphCache.replacementGlyph { return replacementBox.advance * 64 }
        guard let face else { return BuiltinFontData.advance * builtinScale * 64 }
        if let known = advances[glyph] { return known }
        var advance: FT_Fixed = 0
        let error = FT_Get_Advance(face, FT_UInt(glyph), tl_ft_load_flags_unhinted(), &advance)
        // 16.16 to 26.6, rounded.
        let value = error == 0 ? (Int(advance) + 512) >> 10 : 0
        advances[glyph] = value
        return value
    }

    /// Kerning in 26.6 pixels.
    func kerning64(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning, let face, left != GlyphCache.replacementGlyph,
            right != GlyphCache.replacementGlyph
        else { return 0 }
        var vector = FT_Vector()
        let error = FT_Get_Kerning(
            face, FT_UInt(left), FT_UInt(right),
            FT_UInt(FT_KERNING_UNFITTED.rawValue), &vector)
        return error == 0 ? Int(vector.x) : 0
    }

    /// The glyph and advance of `scalar` in this font alone, or nil when the font lacks it.
    @inline(__always)
    func metrics(for scalar: Unicode.Scalar) -> GlyphMetrics? {
        let value = scalar.value
        guard value < 128 else {
            guard let glyph = unlockedGlyphIndex(for: scalar) else { return nil }
            return GlyphMetrics(glyph: glyph, advance64: Int32(clamping: advance64(glyph)))
        }
        var entry = asciiGlyphs[Int(value)]
        if entry.glyph == .max {
            let glyph = unlockedGlyphIndex(for: scalar)
            entry = GlyphMetrics(glyph: glyph ?? 0, advance64: Int32(clamping: glyph.map { advance64($0) } ?? 0))
            asciiGlyphs[Int(value)] = entry
        }
        return entry.glyph == 0 ? nil : entry
    }

    /// Kerning in 26.6 pixels between two characters drawn by this font, through the ASCII
    /// table when both are printable ASCII.
    @inline(__always)
    func kerning64(_ left: Unicode.Scalar, _ leftGlyph: UInt32, _ right: Unicode.Scalar, _ rightGlyph: UInt32) -> Int {
        guard let table = asciiKerning else { return 0 }
        let l = Int(left.value) &- 0x20, r = Int(right.value) &- 0x20
        guard l >= 0, l < 96, r >= 0, r < 96 else { return kerning64(leftGlyph, rightGlyph) }
        let cached = table[l * 96 + r]
        if cached != .min { return Int(cached) }
        let value = max(-32767, min(32767, kerning64(leftGlyph, rightGlyph)))
        table[l * 96 + r] = Int16(value)
        return value
    }

    /// This font followed by its fallbacks (at most eight fonts, in case of a cycle).
    var fallbackChain: FontChain {
        var fallbacks: [Font] = []  // no allocation for the usual font without fallbacks
        var next = fallback
        while let font = next, fallbacks.count < 7 {
            fallbacks.append(font)
            next = font.fallback
        }
        return FontChain(primary: self, fallbacks: fallbacks)
    }

    /// The geometry of the replacement box: a hollow rectangle about half an em wide and as
    /// tall as a capital, one pixel from the pen on the left.
    var replacementBox: (width: Int, height: Int, stroke: Int, advance: Int) {
        let em = Double(pixelsPerEm64) / 64
        let width = max(3, Int((em * 0.5).rounded()))
        let height = max(4, Int((em * 0.7).rounded()))
        let stroke = max(1, Int((em / 16).rounded()))
        return (width, height, stroke, width + 2)
    }

    /// The widest and tallest glyph rendered, in pixels: eight ems (swashes and tall marks
    /// stay well inside), and at most 4096.
    var maximumGlyphSide: Int { min(8 * Int(pixelsPerEm.rounded(.up)) + 2, 4096) }

    /// Renders the coverage of `glyph` with its origin moved right by `phase` quarter pixels.
    func renderGlyph(_ glyph: UInt32, phase: Int) -> GlyphImage {
        if glyph == GlyphCache.replacementGlyph { return renderReplacementBox() }
        guard let face else { return renderBuiltin(glyph) }
        guard FT_Load_Glyph(face, FT_UInt(glyph), tl_ft_load_flags_light()) == 0 else { return .empty }
        let slot = face.pointee.glyph!
        if tl_ft_slot_is_outline(slot) != 0 {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase * 16), 0)
            // A damaged or hostile outline can reach far past its em: FreeType would allocate
            // its whole box (861 MB for one glyph of a fuzzed font at 13 px). Such a glyph
            // draws nothing.
            var box = FT_BBox()
            FT_Outline_Get_CBox(&slot.pointee.outline, &box)
            let limit64 = Int64(maximumGlyphSide) * 64
            guard Int64(box.xMax) - Int64(box.xMin) <= limit64, Int64(box.yMax) - Int64(box.yMin) <= limit64 else {
                return .empty
            }
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0, tl_ft_slot_is_gray8(slot) != 0 else {
            return .empty
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        let image = GlyphImage(
            width: width, height: height, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top))
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return image }
        for y in 0..<height {
            // A negative pitch means the rows go upwards from `buffer`.
            let source = pitch >= 0 ? buffer + y * pitch : buffer + (y - height + 1) * pitch
            (image.baseAddress + y * image.bytesPerRow).update(from: source, count: width)
        }
        return image
    }

    private func renderBuiltin(_ glyph: UInt32) -> GlyphImage {
        let factor = builtinScale
        let cellHeight = BuiltinFontData.cellHeight
        let image = GlyphImage(
            width: BuiltinFontData.cellWidth * factor, height: cellHeight * factor,
            left: 0, top: BuiltinFontData.ascent * factor)
        guard glyph >= BuiltinFontData.firstScalar, glyph <= BuiltinFontData.lastScalar else { return image }
        let first = Int(glyph - BuiltinFontData.firstScalar) * cellHeight
        for row in 0..<cellHeight {
            let bits = BuiltinFontData.rows[first + row]
            if bits == 0 { continue }
            for y in row * factor..<(row + 1) * factor {
                let line = image.baseAddress + y * image.bytesPerRow
                for column in 0..<BuiltinFontData.cellWidth where bits & (0x80 >> column) != 0 {
                    (line + column * factor).update(repeating: 255, count: factor)
                }
            }
        }
        return image
    }

    private func renderReplacementBox() -> GlyphImage {
        let box = replacementBox
        let image = GlyphImage(width: box.width, height: box.height, left: 1, top: box.height)
        for y in 0..<box.height {
            let line = image.baseAddress + y * image.bytesPerRow
            if y < box.stroke || y >= box.height - box.stroke {
                line.update(repeating: 255, count: box.width)
            } else {
                line.update(repeating: 255, count: min(box.stroke, box.width))
                (line + max(0, box.width - box.stroke))
                    .update(repeating: 255, count: min(box.stroke, box.width))
            }
        }
        return image
    }
}

/// A glyph number and its advance in 1/64 pixel.
struct GlyphMetrics {
    var glyph: UInt32
    var advance64: Int32
}

/// A font and its fallbacks, numbered from 0 (the font itself) as `TextLayout.Glyph.fontIndex`
/// numbers them. Two fields rather than one array, so a font without fallbacks (the usual case)
/// makes no array: laying out a line of text allocates that much less.
struct FontChain {
    let primary: Font
    let fallbacks: [Font]

    var count: Int { fallbacks.count + 1 }
    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Font { index == 0 ? primary : fallbacks[index - 1] }
}
