import CLinux

/// The bytes of a font file, kept alive for as long as any FreeType face made from them
/// (FreeType reads memory faces in place and never copies them).
final class FontData {
    let bytes: UnsafeMutableRawBufferPointer
    /// Where the bytes came from, for messages ("<memory>" for fonts given as data).
    let name: String

    init<C: Collection>(copying source: C, name: String) where C.Element == UInt8 {
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
        var i = 0
        for byte in source {
            bytes[i] = byte
            i += 1
        }
        self.name = name
        self.count = source.count
    }

    private init(adopting bytes: UnsafeMutableRawBufferPointer, count: Int, name: String) {
        self.bytes = bytes
        self.count = count
        self.name = name
    }

    /// The number of font bytes (the allocation may be larger).
    let count: Int

    deinit { bytes.deallocate() }

    /// Reads a whole file.
    static func read(path: String) throws(FontError) -> FontData {
        let fd = tl_open(path, O_RDONLY)
        if fd < 0 { throw .cannotRead(path: path, reason: systemMessage(tl_errno())) }
        defer { close(fd) }
        var capacity = 1 << 16
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        var count = 0
        while true {
            if count == capacity {
                // Grow by doubling: font files are read once, so the copies do not matter.
                let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity * 2, alignment: 16)
                bigger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: count)
                buffer.deallocate()
                buffer = bigger
                capacity *= 2
            }
            let got = CLinux.read(fd, buffer.baseAddress! + count, capacity - count)
            if got < 0 {
                let error = tl_errno()
                if error == EINTR { continue }
                buffer.deallocate()
                throw .cannotRead(path: path, reason: systemMessage(error))
            }
            if got == 0 { break }
            count += got
        }
        return FontData(adopting: buffer, count: count, name: path)
    }

    /// strerror's text for an errno value.
    static func systemMessage(_ error: Int32) -> String {
        guard let text = strerror(error) else { return "error \(error)" }
        return String(cString: text)
    }
}
