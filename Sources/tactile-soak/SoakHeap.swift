import CTactileLinux

#if !hasFeature(Embedded)
    import Glibc
#endif

/// The heap's bytes in use for the soak's samples. Under AddressSanitizer the C library's count
/// is empty (ASan's allocator serves every allocation) and the resident memory holds ASan's
/// quarantine of freed blocks, which fills for a long while: there the heap is ASan's own count
/// of live bytes, which is flat when nothing leaks.
enum SoakHeap {
    #if !hasFeature(Embedded)
        /// `__sanitizer_get_current_allocated_bytes`, found at run time: only a sanitizer build has it.
        private static let sanitizerAllocatedBytes: (@convention(c) () -> Int)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__sanitizer_get_current_allocated_bytes") else {
                return nil
            }
            return unsafeBitCast(symbol, to: (@convention(c) () -> Int).self)
        }()
    #endif

    /// Whether AddressSanitizer's allocator runs the program.
    static var isUnderAddressSanitizer: Bool {
        #if hasFeature(Embedded)
            false
        #else
            sanitizerAllocatedBytes != nil
        #endif
    }

    /// The bytes in use, -1 when unknown.
    static func bytesInUse() -> Int {
        #if !hasFeature(Embedded)
            if let sanitizerAllocatedBytes { return sanitizerAllocatedBytes() }
        #endif
        return Int(tl_heap_bytes_in_use())
    }
}
