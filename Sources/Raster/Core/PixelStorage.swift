/// Owns the memory of a bitmap that allocated its own pixels; frees it when the last bitmap
/// sharing it goes away.
final class PixelStorage {
    let pointer: UnsafeMutableRawPointer

    init(byteCount: Int) {
        // 64-byte alignment keeps rows friendly to vector loads and cache lines.
        pointer = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 64)
        pointer.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
    }

    deinit { pointer.deallocate() }
}
