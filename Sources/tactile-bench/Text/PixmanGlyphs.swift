import CTactileReference
import TactileRaster
import TactileText

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
        _ = pixman_glyph_cache_insert(
            cache, fontKey, UnsafeMutableRawPointer(bitPattern: key + 1),
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
        pixman_composite_glyphs_no_mask(
            PIXMAN_OP_OVER, source.image, destination.image, 0, 0, 0, 0, cache,
            Int32(count), scratch)
    }
}
