/// An 8-bit coverage bitmap: how much of each pixel a shape (typically a glyph) covers, from 0
/// (nothing) to 255 (all). Owned, or borrowed from elsewhere (a glyph cache, a font rasterizer's
/// buffer); rows may be padded (`bytesPerRow` ≥ `width`).
///
/// An `AlphaMask` is a view like `Bitmap`: copies share the same bytes.
import System

public struct AlphaMask {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// The first byte of row 0.
    public let baseAddress: UnsafeMutableRawPointer
    private let storage: PixelStorage?

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
        let (padded, overflow) = width.addingReportingOverflow(15)
        if overflow { throw .sizeOverflow }
        let stride = padded & ~15
        let storage = try PixelStorage(byteCount: LargeAllocation.byteCount(stride, times: height))
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.baseAddress = storage.pointer
        self.storage = storage
    }

    /// A mask over memory someone else owns and keeps alive for as long as this mask is used.
    public init(borrowing baseAddress: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width, "mask geometry does not fit its rows")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.baseAddress = baseAddress
        self.storage = nil
    }

    /// The whole mask as a rectangle at the origin.
    @inlinable public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Row `y`: `width` coverage bytes.
    @inlinable @inline(__always)
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        (baseAddress + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
    }

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

/// Owns the bytes of a mask that allocated them; frees them when the last mask sharing them goes.
