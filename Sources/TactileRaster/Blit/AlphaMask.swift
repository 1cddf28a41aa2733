import TactileSystem

/// An 8-bit coverage bitmap: how much of each pixel a shape (typically a glyph) covers, from 0
/// (nothing) to 255 (all). Owned, or borrowed from elsewhere (a glyph cache, a font rasterizer's
/// buffer); rows may be padded (`bytesPerRow` ≥ `width`).
///
/// An `AlphaMask` is a view like `Bitmap`, on the same `PixelBuffer`: copies share the same bytes.
public struct AlphaMask {
    /// The rows: size, stride, first byte and owner, as a bitmap's.
    @usableFromInline let buffer: PixelBuffer

    /// The width, in pixels.
    @inlinable public var width: Int { buffer.width }
    /// The height, in pixels.
    @inlinable public var height: Int { buffer.height }
    /// The bytes from one row to the next (at least `width`).
    @inlinable public var bytesPerRow: Int { buffer.bytesPerRow }
    /// The first byte of row 0.
    @inlinable public var baseAddress: UnsafeMutableRawPointer { buffer.baseAddress }

    /// A new mask of zeroes (nothing covered). Rows are padded to a multiple of 16 bytes.
    /// Stops the program when there is no memory for it: for sizes that come from outside use
    /// `init(checkedWidth:height:)`.
    public init(width: Int, height: Int) {
        do throws(AllocationError) {
            self = try AlphaMask(checkedWidth: width, height: height)
        } catch {
            fatalError("cannot allocate a \(width)x\(height) mask: " + error.description)
        }
    }

    /// A new mask of zeroes, or the reason there is no memory for it (see `LargeAllocation`).
    public init(checkedWidth width: Int, height: Int) throws(AllocationError) {
        precondition(width >= 0 && height >= 0, "mask size must not be negative")
        let stride = try PixelBuffer.padded(width, to: 16)
        buffer = try PixelBuffer(allocatingWidth: width, height: height, bytesPerRow: stride)
    }

    /// A mask over memory someone else owns and keeps alive for as long as this mask is used.
    public init(borrowing baseAddress: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width, "mask geometry does not fit its rows")
        buffer = PixelBuffer(borrowing: baseAddress, width: width, height: height, bytesPerRow: bytesPerRow)
    }

    /// The whole mask as a rectangle at the origin.
    @inlinable public var bounds: PixelRect { buffer.bounds }

    /// Row `y`: `width` coverage bytes.
    @inlinable @inline(__always)
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { buffer.row(y, of: UInt8.self) }

    /// The coverage of pixel (x, y).
    public subscript(x x: Int, y y: Int) -> UInt8 {
        get {
            precondition(bounds.contains(x: x, y: y), "pixel outside the mask")
            return row(y)[x]
        }
        nonmutating set {
            precondition(bounds.contains(x: x, y: y), "pixel outside the mask")
            row(y)[x] = newValue
        }
    }
}
