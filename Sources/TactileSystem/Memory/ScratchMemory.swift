import CTactileMemory

/// Temporary bytes for a kernel's rows (16-byte aligned, uninitialised) for the length of
/// `body`: the shared scratch area (`tl_scratch_acquire`) when the request is larger than what
/// `withUnsafeTemporaryAllocation` keeps on the stack and the area is free, so a frame's blits
/// allocate nothing once it has grown; otherwise `withUnsafeTemporaryAllocation`'s bytes.
/// Inlinable: Raster's kernels call it for every row batch, and a call across the module
/// boundary (with its closure) costs more than the work of a small blit.
@inlinable @inline(__always)
package func withScratchMemory<Result>(byteCount: Int, _ body: (UnsafeMutableRawPointer) -> Result) -> Result {
    // Up to 1 KiB the standard library uses the stack.
    if byteCount > 1024, let pointer = tl_scratch_acquire(byteCount) {
        defer { tl_scratch_release() }
        return body(pointer)
    }
    return withUnsafeTemporaryAllocation(byteCount: max(byteCount, 1), alignment: 16) { body($0.baseAddress!) }
}
