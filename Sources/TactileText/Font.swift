import CTactileHarfBuzz
import CTactileLinux
import TactileRaster
import TactileSystem

/// A typeface at one size: a FreeType face made from a font file or bytes, or the built-in
/// ASCII bitmap font when no font file is available.
///
/// Text is shaped by HarfBuzz with its own OpenType functions at a scale of the pixel size × 64
/// (positions in 1/64 pixel, unhinted), and its glyphs are rendered by FreeType. A font of
/// colour bitmaps (CBDT, such as Noto Color Emoji) is drawn from its nearest strike, scaled.
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
    /// Whether the font's glyphs are colour pictures (emoji) rather than shapes drawn in the
    /// text's colour.
    public let isColor: Bool
    /// The font asked for glyphs this font lacks (and so on down its own `fallback`).
    public var fallback: Font?
    /// Whether FreeType can read pair kerning from the font (a 'kern' table).
    public let hasKerning: Bool
    /// The weight when this is the system font (`Font.system`), nil for other fonts.
    public internal(set) var systemWeight: Weight?

    let face: FT_Face?
    let data: FontData?
    /// HarfBuzz's font at this size (nil for the built-in font).
    let shapingFont: OpaquePointer?
    /// Pixels of the drawn glyph per pixel of the bitmap strike (1 for outline fonts).
    let bitmapScale: Double
    /// Pixels per bitmap pixel of the built-in font (1 for FreeType faces).
    let builtinScale: Int
    /// This font's identity in glyph cache keys.
    let id: Int
    let ascent64: Int
    let descent64: Int
    let lineHeight64: Int
    /// The rounded pixels-per-em in 26.6, part of glyph cache keys.
    let pixelsPerEm64: Int
    /// The glyph of each ASCII scalar (0 when the font lacks it), `UInt32.max` until looked up:
    /// the coverage test of font fallback, made for every character of every text.
    private let asciiGlyphs: UnsafeMutablePointer<UInt32>

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
            // A font of bitmap strikes only (colour emoji) draws its strike nearest in size.
            let sizeError =
                tl_ft_is_scalable(face) == 0 && tl_ft_has_fixed_sizes(face) != 0
                ? FT_Select_Size(face, Font.nearestStrike(of: face, pixelsPerEm64: pixelsPerEm64))
                : FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelsPerEm64), 72, 72)
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
        // A strike's metrics are its own pixels: scaled to the size asked for.
        let strike = tl_ft_is_scalable(face) == 0 ? Double(metrics.y_ppem) : 0
        let bitmapScale = strike > 0 ? Double(pixelsPerEm64) / 64 / strike : 1
        func scaled(_ value: Int) -> Int { Int((Double(value) * bitmapScale).rounded()) }
        self.library = library
        self.pointSize = size
        self.scale = scale
        self.name = data.name
        self.face = face
        self.data = data
        self.bitmapScale = bitmapScale
        self.isColor = tl_ft_has_color(face) != 0
        self.builtinScale = 1
        self.id = library.makeFontID()
        self.pixelsPerEm64 = pixelsPerEm64
        self.ascent64 = scaled(Int(metrics.ascender))
        self.descent64 = -scaled(Int(metrics.descender))
        self.lineHeight64 = scaled(Int(metrics.height))
        self.hasKerning = tl_ft_has_kerning(face) != 0
        let shapingFont = hb_font_create(data.shapingFace)!
        hb_ot_font_set_funcs(shapingFont)
        hb_font_set_scale(shapingFont, Int32(pixelsPerEm64), Int32(pixelsPerEm64))
        self.shapingFont = shapingFont
        asciiGlyphs = Font.makeASCIITable()
    }

    private static func makeASCIITable() -> UnsafeMutablePointer<UInt32> {
        let glyphs = UnsafeMutablePointer<UInt32>.allocate(capacity: 128)
        glyphs.initialize(repeating: .max, count: 128)
        return glyphs
    }

    /// The index of the bitmap strike closest to `pixelsPerEm64`, preferring larger ones (a
    /// picture scaled down stays sharp).
    private static func nearestStrike(of face: FT_Face, pixelsPerEm64: Int) -> FT_Int {
        var best = 0
        var bestScore = Int.max
        for index in 0..<Int(face.pointee.num_fixed_sizes) {
            let strike = Int(face.pointee.available_sizes[index].y_ppem)
            let score = strike >= pixelsPerEm64 ? strike - pixelsPerEm64 : (pixelsPerEm64 - strike) * 4
            if score < bestScore { (best, bestScore) = (index, score) }
        }
        return FT_Int(best)
    }

    private init(builtinSize size: Double, scale: Double, library: FontLibrary) {
        let pixelsPerEm = Double(Font.pixelsPerEm64(size: size, scale: scale)) / 64
        // The bitmaps are drawn for 12 px; larger sizes repeat each pixel.
        let factor = min(max(1, Int((pixelsPerEm / 12).rounded())), Font.maximumPixelsPerEm / 12)
        self.library = library
        self.pointSize = size
        self.scale = scale
        self.name = "built-in"
        self.isColor = false
        self.face = nil
        self.data = nil
        self.shapingFont = nil
        self.bitmapScale = 1
        self.builtinScale = factor
        self.id = library.makeFontID()
        self.pixelsPerEm64 = 12 * 64 * factor
        self.ascent64 = BuiltinFontData.ascent * factor * 64
        self.descent64 = (BuiltinFontData.cellHeight - BuiltinFontData.ascent) * factor * 64
        self.lineHeight64 = (BuiltinFontData.cellHeight + 1) * factor * 64
        self.hasKerning = false
        asciiGlyphs = Font.makeASCIITable()
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
        if let shapingFont { hb_font_destroy(shapingFont) }
        library.glyphCache.removeGlyphs(ofFontID: id)
        library.lock.unlock()
        asciiGlyphs.deallocate()
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

    /// Whether glyphs are drawn at whole pixels only: bitmaps (the built-in font, strikes) do
    /// not move by subpixel phases.
    var hasOnePhase: Bool { face == nil || bitmapScale != 1 || isColor }

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

    /// Advance in 26.6 pixels: HarfBuzz's horizontal advance at this size (the one shaping uses).
    func advance64(_ glyph: UInt32) -> Int {
        if glyph == GlyphCache.replacementGlyph { return replacementBox.advance * 64 }
        guard let shapingFont else { return BuiltinFontData.advance * builtinScale * 64 }
        return Int(hb_font_get_glyph_h_advance(shapingFont, glyph))
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

    /// Whether this font alone has a glyph for `scalar` (the test of font fallback), through a
    /// table for ASCII.
    @inline(__always)
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value < 128 else { return unlockedGlyphIndex(for: scalar) != nil }
        var glyph = asciiGlyphs[Int(value)]
        if glyph == .max {
            glyph = unlockedGlyphIndex(for: scalar) ?? 0
            asciiGlyphs[Int(value)] = glyph
        }
        return glyph != 0
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
        if tl_ft_is_scalable(face) == 0 { return renderBitmapGlyph(glyph, face: face) }
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

    /// A glyph of a bitmap strike: colour (BGRA) or grey, scaled from the strike to this size
    /// by averaging the pixels each drawn pixel covers.
    private func renderBitmapGlyph(_ glyph: UInt32, face: FT_Face) -> GlyphImage {
        guard FT_Load_Glyph(face, FT_UInt(glyph), tl_ft_load_flags_color()) == 0 else { return .empty }
        let slot = face.pointee.glyph!
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        let color = tl_ft_slot_is_bgra(slot) != 0
        guard color || tl_ft_slot_is_gray8(slot) != 0 else { return .empty }
        let scale = bitmapScale
        let outWidth = max(1, Int((Double(width) * scale).rounded())), outHeight = max(1, Int((Double(height) * scale).rounded()))
        guard outWidth <= maximumGlyphSide, outHeight <= maximumGlyphSide else { return .empty }
        let image = GlyphImage(
            width: outWidth, height: outHeight, left: Int((Double(slot.pointee.bitmap_left) * scale).rounded()),
            top: Int((Double(slot.pointee.bitmap_top) * scale).rounded()), isColor: color)
        let channels = color ? 4 : 1
        // Each drawn pixel averages the strike's pixels whose centres fall inside it.
        for y in 0..<outHeight {
            let y0 = y * height / outHeight, y1 = max(y0 + 1, (y + 1) * height / outHeight)
            let row = image.baseAddress + y * image.bytesPerRow
            for x in 0..<outWidth {
                let x0 = x * width / outWidth, x1 = max(x0 + 1, (x + 1) * width / outWidth)
                for channel in 0..<channels {
                    var sum = 0
                    for sy in y0..<y1 {
                        let source = pitch >= 0 ? buffer + sy * pitch : buffer + (sy - height + 1) * pitch
                        for sx in x0..<x1 { sum += Int(source[sx * channels + channel]) }
                    }
                    let count = (y1 - y0) * (x1 - x0)
                    row[x * channels + channel] = UInt8((sum + count / 2) / count)
                }
            }
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
