import CReference
import Raster
import Text

/// Fonts and text for the text part: DejaVu Sans from `Assets/fonts`, English-like prose.
final class TextContent {
    let library: FontLibrary
    let path: String
    /// A glyph cache that keeps nothing: every lookup renders through FreeType, the masks exactly
    /// as FreeType made them (what a pixman/cairo program would hold).
    let uncached = GlyphCache(byteBudget: 0)

    struct Missing: Error { var message: String }

    init() throws(Missing) {
        guard let path = FontLocator.locate(FontLocator.defaultRegularFile) else {
            throw Missing(message: "\(FontLocator.defaultRegularFile) not found in \(FontLocator.fontDirectories())")
        }
        self.path = path
        do {
            library = try FontLibrary()
        } catch {
            throw Missing(message: error.description)
        }
    }

    /// DejaVu Sans at `pixels` per em (scale 1). Never the built-in font: that would measure
    /// something else.
    func font(pixels: Int) throws(Missing) -> Font {
        do {
            return try Font(contentsOfFile: path, size: Double(pixels), library: library)
        } catch {
            throw Missing(message: error.description)
        }
    }

    static let words: [String] = """
        the quick brown fox jumps over lazy dog while small devices draw crisp text with a \
        software rasterizer written in Swift every glyph comes from a cache of coverage masks \
        blended over the frame in any colour and clipped to its rectangle Tactile runs on \
        handheld Linux boards with a framebuffer touch input and one run loop that sleeps when \
        nothing changes Wrapping breaks lines at spaces alignment places them and an ellipsis \
        marks text cut short Numbers 0123456789 and punctuation, such as commas; colons: \
        (parentheses) \"quotes\" and question marks? also appear. WIDE CAPITALS AVOID KERNING
        """.split(separator: " ").map(String.init)

    /// Seeded words joined by spaces, with a paragraph break about every `paragraph` words.
    static func prose(words count: Int, seed: UInt64, paragraph: Int = 0) -> String {
        var g = SplitMix64(seed: seed)
        var text = ""
        for index in 0..<count {
            if index > 0 { text += paragraph > 0 && index % paragraph == 0 ? "\n" : " " }
            text += words[Int(g.next() % UInt64(words.count))]
        }
        return text
    }

    /// One line of about `characters` characters.
    static func line(characters: Int, seed: UInt64) -> String {
        var g = SplitMix64(seed: seed)
        var text = ""
        while text.count < characters {
            if !text.isEmpty { text += " " }
            text += words[Int(g.next() % UInt64(words.count))]
        }
        return text
    }
}

/// A layout's glyphs as pixman draws them: each glyph's key in pixman's glyph cache (glyph ×
/// 4 + phase) and the integer position of its origin, computed from the layout's public pen
/// positions, independently of `forEachGlyphMask`.
struct PlacedGlyphs {
    var keys: [Int] = []
    var xs: [Int32] = []
    var ys: [Int32] = []
    /// Pixels of FreeType's masks (blank ones excluded): the work per draw.
    var pixels = 0

    var count: Int { keys.count }

    /// The glyphs of `layout` drawn with its top-left corner at (0, 0); blank glyphs (spaces)
    /// are left out, like `drawText` does.
    init(_ layout: TextLayout, masks: PixmanGlyphs) {
        for line in layout.lines {
            for glyph in line.glyphs {
                precondition(glyph.fontIndex == 0 && glyph.glyph != GlyphCache.replacementGlyph,
                             "benchmark text must be in the font")
                // The pen rounded to a quarter pixel, as the glyph cache's phases are.
                let pen64 = Int((line.x * 64).rounded()) + Int((glyph.x * 64).rounded())
                let quarter = (pen64 + 8) >> 4
                let key = Int(glyph.glyph) << 2 | (quarter & 3)
                let area = masks.insert(key: key, glyph: glyph.glyph, phase: quarter & 3)
                if area == 0 { continue }
                keys.append(key)
                xs.append(Int32(quarter >> 2))
                ys.append(Int32(line.baseline))
                pixels += area
            }
        }
    }
}

/// pixman's glyph cache for one font, filled with the masks FreeType renders for our `Font`.
final class PixmanGlyphs {
    let cache: OpaquePointer
    let font: Font
    let content: TextContent
    /// A distinct non-null pointer per font for pixman's font key.
    private let fontKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    private var areas: [Int: Int] = [:]
    /// Scratch for one draw's glyph list.
    private var scratch: UnsafeMutablePointer<pixman_glyph_t>
    private var scratchCount = 0

    init(font: Font, content: TextContent) {
        cache = pixman_glyph_cache_create()!
        self.font = font
        self.content = content
        scratch = .allocate(capacity: 1)
    }

    deinit {
        pixman_glyph_cache_destroy(cache)
        fontKey.deallocate()
        scratch.deallocate()
    }

    /// Puts the mask of a glyph at a phase into pixman's cache (once); returns its area.
    func insert(key: Int, glyph: UInt32, phase: Int) -> Int {
        if let area = areas[key] { return area }
        let image = content.uncached.image(for: font, glyph: glyph, phase: phase)
        let area = image.width * image.height
        areas[key] = area
        guard area > 0 else { return 0 }
        var coverage = [UInt8](repeating: 0, count: area)
        for y in 0..<image.height {
            for x in 0..<image.width { coverage[y * image.width + x] = image[x: x, y: y] }
        }
        let mask = PixmanImage(a8: coverage, width: image.width, height: image.height)
        pixman_glyph_cache_freeze(cache)
        // The glyph's top-left corner lands at (x − origin_x, y − origin_y).
        _ = pixman_glyph_cache_insert(cache, fontKey, UnsafeMutableRawPointer(bitPattern: key + 1),
                                      Int32(-image.left), Int32(image.top), mask.image)
        pixman_glyph_cache_thaw(cache)
        return area
    }

    /// What a pixman program does per string: look every glyph up in the cache, then composite
    /// them one by one (no intermediate mask) with `source` at the placed positions plus (x, y).
    @inline(__always)
    func draw(_ glyphs: PlacedGlyphs, source: PixmanImage, on destination: PixmanImage, x: Int, y: Int) {
        let count = glyphs.count
        if count > scratchCount {
            scratch.deallocate()
            scratch = .allocate(capacity: count)
            scratchCount = count
        }
        glyphs.keys.withUnsafeBufferPointer { keys in
            glyphs.xs.withUnsafeBufferPointer { xs in
                glyphs.ys.withUnsafeBufferPointer { ys in
                    let dx = Int32(x), dy = Int32(y)
                    for i in 0..<count {
                        let glyph = pixman_glyph_cache_lookup(cache, fontKey, UnsafeMutableRawPointer(bitPattern: keys[i] + 1))
                        scratch[i] = pixman_glyph_t(x: xs[i] &+ dx, y: ys[i] &+ dy, glyph: glyph)
                    }
                }
            }
        }
        pixman_composite_glyphs_no_mask(PIXMAN_OP_OVER, source.image, destination.image, 0, 0, 0, 0, cache,
                                        Int32(count), scratch)
    }
}
