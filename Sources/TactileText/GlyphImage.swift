/// The coverage of one glyph at one subpixel phase: an A8 mask (0 = empty, 255 = covered)
/// placed relative to the pen position on the baseline; or, for a colour glyph (emoji), its
/// picture in premultiplied ARGB (Raster's `argb8888`, 4 bytes a pixel).
///
/// A `GlyphImage` is a view: copies share the same bytes.
public struct GlyphImage {
    /// The mask's width in pixels.
    public let width: Int
    /// The mask's height in pixels (its number of rows).
    public let height: Int
    /// Bytes from one row to the next: `width` rounded up to a multiple of 4. The bytes past
    /// `width` are zero (no coverage), so drawing can treat each row as whole groups of 4 pixels.
    public let bytesPerRow: Int
    /// Pixels from the pen's whole-pixel x to the mask's first column.
    public let left: Int
    /// Pixels from the baseline up to the mask's first row.
    public let top: Int
    /// Whether the pixels are a colour picture (premultiplied ARGB) rather than coverage.
    public let isColor: Bool
    private let storage: GlyphStorage

    /// A zeroed mask (or colour picture) of the given size and placement.
    init(width: Int, height: Int, left: Int, top: Int, isColor: Bool = false) {
        precondition(width >= 0 && height >= 0, "glyph size must not be negative")
        self.width = width
        self.height = height
        self.isColor = isColor
        self.bytesPerRow = isColor ? width * 4 : GlyphImage.paddedWidth(width)
        self.left = left
        self.top = top
        self.storage = GlyphStorage(byteCount: bytesPerRow * height)
    }

    /// `width` rounded up to whole groups of 4 pixels: the mask kernels blend 4 pixels per
    /// vector step, and a row that ends mid-group would finish pixel by pixel.
    @inline(__always)
    static func paddedWidth(_ width: Int) -> Int { (width + 3) & ~3 }

    /// An image with no pixels (space, or a glyph FreeType could not render).
    static var empty: GlyphImage { GlyphImage(width: 0, height: 0, left: 0, top: 0) }

    /// The first byte of row 0.
    public var baseAddress: UnsafeMutablePointer<UInt8> { storage.pointer }

    /// The bytes the mask occupies.
    public var byteCount: Int { bytesPerRow * height }

    /// The coverage at (x, y) of the mask.
    public subscript(x x: Int, y y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the glyph")
        return storage.pointer[y * bytesPerRow + x]
    }
}

/// Owns a glyph mask's bytes.
final class GlyphStorage {
    let pointer: UnsafeMutablePointer<UInt8>

    init(byteCount: Int) {
        pointer = .allocate(capacity: max(byteCount, 1))
        pointer.initialize(repeating: 0, count: max(byteCount, 1))
    }

    deinit { pointer.deallocate() }
}

/// A glyph's coverage borrowed from the glyph cache: the same pixels and placement as a
/// `GlyphImage`, without owning them. Valid only inside the call that hands it out.
public struct GlyphMask {
    /// The first byte of row 0.
    public let baseAddress: UnsafePointer<UInt8>
    /// The mask's width in pixels.
    public let width: Int
    /// The mask's height in pixels (its number of rows).
    public let height: Int
    /// Bytes from one row to the next, as in the `GlyphImage`: a multiple of 4, the bytes past
    /// `width` zero.
    public let bytesPerRow: Int
    /// Pixels from the pen's whole-pixel x to the mask's first column.
    public let left: Int
    /// Pixels from the baseline up to the mask's first row.
    public let top: Int
    /// Whether the pixels are a colour picture (premultiplied ARGB) rather than coverage.
    public let isColor: Bool

    init(_ image: GlyphImage) {
        isColor = image.isColor
        baseAddress = UnsafePointer(image.baseAddress)
        width = image.width
        height = image.height
        bytesPerRow = image.bytesPerRow
        left = image.left
        top = image.top
    }

    /// The coverage at (x, y) of the mask.
    public subscript(x x: Int, y y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the glyph")
        return baseAddress[y * bytesPerRow + x]
    }
}

/// What the glyph cache needs to know of a font on its fast path (no reference counting).
struct FontKey {
    let id: Int
    let pixelsPerEm64: Int
    let hasOnePhase: Bool

    init(_ font: Font) {
        id = font.id
        pixelsPerEm64 = font.pixelsPerEm64
        hasOnePhase = font.hasOnePhase
    }
}
