import TactileSystem

/// A rectangle of pixels in memory: owned, or borrowed from elsewhere (an mmap'd framebuffer, a
/// caller's buffer). Rows may be padded (`bytesPerRow` ≥ `width × bytesPerPixel`).
///
/// A `Bitmap` is a view: copies share the same pixels.
public struct Bitmap {
    /// How each pixel is stored.
    public let format: PixelFormat
    /// The rows: size, stride, first byte and owner, as an `AlphaMask`'s.
    @usableFromInline let buffer: PixelBuffer

    /// The width, in pixels.
    @inlinable public var width: Int { buffer.width }
    /// The height, in pixels.
    @inlinable public var height: Int { buffer.height }
    /// The bytes from one row to the next (at least `width × format.bytesPerPixel`).
    @inlinable public var bytesPerRow: Int { buffer.bytesPerRow }
    /// The first byte of row 0.
    @inlinable public var baseAddress: UnsafeMutableRawPointer { buffer.baseAddress }

    /// A new bitmap of zeroed pixels (transparent black, or black for opaque formats).
    /// Rows are padded to a multiple of 64 bytes unless `bytesPerRow` is given.
    ///
    /// For sizes the program chose. A bitmap whose size comes from outside (a file, an option,
    /// a view's size) is made with `init(checkedWidth:height:format:bytesPerRow:)`, which
    /// returns the error this one stops the program with.
    public init(width: Int, height: Int, format: PixelFormat, bytesPerRow: Int? = nil) {
        do throws(AllocationError) {
            self = try Bitmap(checkedWidth: width, height: height, format: format, bytesPerRow: bytesPerRow)
        } catch {
            fatalError("cannot allocate a \(width)x\(height) bitmap: " + error.description)
        }
    }

    /// A new bitmap of zeroed pixels, as `init(width:height:format:bytesPerRow:)`, or the
    /// reason there is no memory for it: its byte count overflows `Int` (`.sizeOverflow`),
    /// passes the memory budget (`.overBudget`, checked before allocating), or the system
    /// refuses it (`.outOfMemory`).
    public init(
        checkedWidth width: Int, height: Int, format: PixelFormat,
        bytesPerRow: Int? = nil
    ) throws(AllocationError) {
        precondition(width >= 0 && height >= 0, "bitmap size must not be negative")
        let stride = try Bitmap.bytesPerRow(width: width, format: format, requested: bytesPerRow)
        self.format = format
        buffer = try PixelBuffer(allocatingWidth: width, height: height, bytesPerRow: stride)
    }

    /// The bytes a bitmap of this size takes (its padded rows × its height), without making it:
    /// what `init(checkedWidth:height:format:bytesPerRow:)` asks the memory budget for.
    public static func byteCount(width: Int, height: Int, format: PixelFormat) throws(AllocationError) -> Int {
        let stride = try bytesPerRow(width: width, format: format, requested: nil)
        return try LargeAllocation.byteCount(stride, times: height)
    }

    /// `requested`, or the row size padded to 64 bytes.
    static func bytesPerRow(width: Int, format: PixelFormat, requested: Int?) throws(AllocationError) -> Int {
        let minimumRow = try LargeAllocation.byteCount(width, times: format.bytesPerPixel)
        if let requested {
            precondition(requested >= minimumRow, "bytesPerRow is smaller than a row")
            return requested
        }
        return try PixelBuffer.padded(minimumRow, to: 64)
    }

    /// A bitmap over memory someone else owns and keeps alive for as long as this bitmap is used.
    public init(
        borrowing baseAddress: UnsafeMutableRawPointer, width: Int, height: Int,
        bytesPerRow: Int, format: PixelFormat
    ) {
        precondition(
            width >= 0 && height >= 0 && bytesPerRow >= width * format.bytesPerPixel,
            "bitmap geometry does not fit its rows")
        self.format = format
        buffer = PixelBuffer(borrowing: baseAddress, width: width, height: height, bytesPerRow: bytesPerRow)
    }

    /// The whole bitmap as a rectangle at the origin.
    @inlinable public var bounds: PixelRect { buffer.bounds }

    /// Row `y` of a 32-bit bitmap.
    @inlinable @inline(__always)
    public func row32(_ y: Int) -> UnsafeMutablePointer<UInt32> { buffer.row(y, of: UInt32.self) }

    /// Row `y` of a 16-bit bitmap.
    @inlinable @inline(__always)
    public func row16(_ y: Int) -> UnsafeMutablePointer<UInt16> { buffer.row(y, of: UInt16.self) }

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
