import Platform

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

    /// The number of font bytes (the allocation may be larger).
    let count: Int

    deinit { bytes.deallocate() }

    /// The largest font file read: above the biggest fonts shipped (CJK collections, about 30 MB),
    /// so a wrong path to a device such as /dev/zero fails instead of filling memory.
    static let maximumFileSize = 64 << 20

    /// Reads a whole file (devices and pipes too, up to `maximumFileSize`).
    static func read(path: String) throws(FontError) -> FontData {
        do throws(FileError) {
            return FontData(copying: try FileBytes.read(path, limit: maximumFileSize, regularFilesOnly: false), name: path)
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
    }
}
