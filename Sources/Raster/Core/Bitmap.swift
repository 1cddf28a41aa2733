/// A rectangle of pixels in memory: owned, or borrowed from elsewhere (an mmap'd framebuffer, a
/// caller's buffer). Rows may be padded (`bytesPerRow` ≥ `width × bytesPerPixel`).
///
/// A `Bitmap` is a view: copies share the same pixels.
public struct Bitmap {
    public let format: PixelFormat
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// The first byte of row 0.
    public let baseAddress: UnsafeMutableRawPointer
    private let storage: PixelStorage?

    /// A new bitmap of zeroed pixels (transparent black, or black for opaque formats).
    /// Rows are padded to a multiple of 64 bytes unless `bytesPerRow` is given.
    public init(width: Int, height: Int, format: PixelFormat, bytesPerRow: Int? = nil) {
        precondition(width >= 0 && height >= 0, "bitmap size must not be negative")
        let minimumRow = width * format.bytesPerPixel
        let stride = bytesPerRow ?? (minimumRow + 63) & ~63
        precondition(stride >= minimumRow, "bytesPerRow is smaller than a row")
        let storage = PixelStorage(byteCount: stride * height)
        self.format = format
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.baseAddress = storage.pointer
        self.storage = storage
    }

    /// A bitmap over memory someone else owns and keeps alive for as long as this bitmap is used.
    public init(borrowing baseAddress: UnsafeMutableRawPointer, width: Int, height: Int,
                bytesPerRow: Int, format: PixelFormat) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * format.bytesPerPixel,
                     "bitmap geometry does not fit its rows")
        self.format = format
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.baseAddress = baseAddress
        self.storage = nil
    }

    /// The whole bitmap as a rectangle at the origin.
    @inlinable public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Row `y` of a 32-bit bitmap.
    @inlinable @inline(__always)
    public func row32(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (baseAddress + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
    }

    /// Row `y` of a 16-bit bitmap.
    @inlinable @inline(__always)
    public func row16(_ y: Int) -> UnsafeMutablePointer<UInt16> {
        (baseAddress + y * bytesPerRow).assumingMemoryBound(to: UInt16.self)
    }

    /// The pixel at (x, y) as premultiplied `0xAARRGGBB`; opaque formats read as alpha 255.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(bounds.contains(x: x, y: y), "pixel outside the bitmap")
        switch format {
        case .argb8888: return row32(y)[x]
        case .xrgb8888: return row32(y)[x] | 0xFF00_0000
        case .rgb565: return PixelMath.expand565(row16(y)[x])
        }
    }

    /// Stores a premultiplied `0xAARRGGBB` pixel, converting to the bitmap's format.
    public func setPixel(x: Int, y: Int, _ value: UInt32) {
        precondition(bounds.contains(x: x, y: y), "pixel outside the bitmap")
        switch format {
        case .argb8888, .xrgb8888: row32(y)[x] = value
        case .rgb565: row16(y)[x] = PixelMath.pack565(value)
        }
    }

    /// Whether both bitmaps hold the same size, format and pixels (ignoring row padding, and the
    /// unused top byte of `xrgb8888`).
    public func hasSamePixels(as other: Bitmap) -> Bool {
        guard width == other.width, height == other.height, format == other.format else { return false }
        for y in 0..<height {
            for x in 0..<width where pixel(x: x, y: y) != other.pixel(x: x, y: y) { return false }
        }
        return true
    }
}
