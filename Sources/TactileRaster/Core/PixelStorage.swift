import TactileSystem

/// Owns the memory of a `PixelBuffer` that allocated its own pixels (through `LargeAllocation`,
/// so it counts against the memory budget); frees it when the last buffer sharing it goes away.
final class PixelStorage {
    let pointer: UnsafeMutableRawPointer
    let byteCount: Int

    /// `byteCount` zeroed bytes, or the reason they could not be had.
    init(byteCount: Int) throws(AllocationError) {
        // 64-byte alignment keeps rows friendly to vector loads and cache lines.
        pointer = try LargeAllocation.allocate(byteCount: byteCount, alignment: 64)
        self.byteCount = byteCount
        pointer.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
    }

    deinit { LargeAllocation.deallocate(pointer, byteCount: byteCount) }
}
