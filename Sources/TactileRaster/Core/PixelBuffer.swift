import TactileSystem

/// Rows of pixels in memory, what `Bitmap` and `AlphaMask` are made of: the size in pixels, the
/// bytes from one row to the next, the first byte, and, when the buffer allocated its bytes, the
/// storage that frees them once the last copy goes (copies share the bytes). What a pixel is
/// (its type, its format) is the owner's business: it reads rows with `row(_:of:)`.
///
/// Internal, with its fields `@usableFromInline`: the owners' inlinable accessors reach them
/// directly, so a kernel in another module still reads a field, not a call.
@usableFromInline
struct PixelBuffer {
    @usableFromInline let width: Int
    @usableFromInline let height: Int
    @usableFromInline let bytesPerRow: Int
    /// The first byte of row 0.
    @usableFromInline let baseAddress: UnsafeMutableRawPointer
    /// The owner of bytes the buffer allocated; nil over borrowed memory.
    private let storage: PixelStorage?

    /// `height` zeroed rows of `bytesPerRow` bytes (through `LargeAllocation`: counted against
    /// the memory budget), or the reason there is no memory for them.
    init(allocatingWidth width: Int, height: Int, bytesPerRow: Int) throws(AllocationError) {
        let storage = try PixelStorage(byteCount: LargeAllocation.byteCount(bytesPerRow, times: height))
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.baseAddress = storage.pointer
        self.storage = storage
    }

    /// Rows in memory someone else owns and keeps alive for as long as the buffer is used.
    init(borrowing baseAddress: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.baseAddress = baseAddress
        self.storage = nil
    }

    /// `rowBytes` rounded up to a multiple of `alignment` (a power of two), or `.sizeOverflow`.
    static func padded(_ rowBytes: Int, to alignment: Int) throws(AllocationError) -> Int {
        let (padded, overflow) = rowBytes.addingReportingOverflow(alignment - 1)
        if overflow { throw .sizeOverflow }
        return padded & ~(alignment - 1)
    }

    /// The whole buffer as a rectangle at the origin.
    @inlinable var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Row `y`, as pixels of type `Pixel`.
    @inlinable @inline(__always)
    func row<Pixel>(_ y: Int, of _: Pixel.Type) -> UnsafeMutablePointer<Pixel> {
        (baseAddress + y * bytesPerRow).assumingMemoryBound(to: Pixel.self)
    }
}
