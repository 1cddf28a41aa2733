import CTactileMemory

/// The one path by which buffers whose size comes from outside (bitmaps, decoded images, back
/// buffers, offscreen and shadow buffers, file contents) get their memory: the byte count is
/// checked for overflow, then against `MemoryBudget`, and a failed allocation is an error, in
/// the device build too (never a NULL pointer written through, never a trap).
public enum LargeAllocation {
    /// `count × size` bytes, or `.sizeOverflow` when either is negative or the product does not
    /// fit in an `Int` (32 bits on armhf).
    public static func byteCount(_ count: Int, times size: Int) throws(AllocationError) -> Int {
        guard count >= 0, size >= 0 else { throw .sizeOverflow }
        let (product, overflow) = count.multipliedReportingOverflow(by: size)
        if overflow { throw .sizeOverflow }
        return product
    }

    /// `byteCount` bytes (uninitialized) aligned to `alignment` (a power of two, at least the
    /// size of a pointer), counted as in use until `deallocate(_:byteCount:)`. Throws
    /// `.overBudget` before asking the system when the bytes in use would pass
    /// `MemoryBudget.limit`, `.outOfMemory` when the system refuses.
    ///
    /// Over the budget, the caches registered with `MemoryRelief` are asked to drop what they
    /// can make again, and the budget is tried once more.
    public static func allocate(byteCount: Int, alignment: Int = 64) throws(AllocationError) -> UnsafeMutableRawPointer {
        guard byteCount >= 0 else { throw .sizeOverflow }
        do throws(AllocationError) {
            try MemoryBudget.reserve(byteCount)
        } catch {
            // Nothing that big fits even when empty: dropping caches would only cost redrawing.
            guard byteCount <= MemoryBudget.limit, MemoryRelief.relieve() else { throw error }
            try MemoryBudget.reserve(byteCount)
        }
        guard let pointer = tl_memory_allocate(byteCount, alignment) else {
            MemoryBudget.release(byteCount)
            throw .outOfMemory(bytes: byteCount)
        }
        return pointer
    }

    /// Frees memory from `allocate(byteCount:alignment:)`; `byteCount` must be the same.
    public static func deallocate(_ pointer: UnsafeMutableRawPointer, byteCount: Int) {
        tl_memory_free(pointer)
        MemoryBudget.release(byteCount)
    }
}
