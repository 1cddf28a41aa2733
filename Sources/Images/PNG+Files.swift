import CLinux
import Raster

extension PNG {
    /// Reads and decodes the PNG file at `path` into a new premultiplied `.argb8888` bitmap.
    ///
    /// Only regular files are read (not devices or pipes, which may never end), and a file
    /// larger than any PNG of `maxPixels` pixels could be (8 bytes a pixel, plus 16 MiB for
    /// metadata) is refused without being read.
    ///
    /// - Parameter maxPixels: The largest `width × height` accepted, checked before allocating.
    public static func decode(contentsOf path: String,
                              maxPixels: Int = defaultMaxPixels) throws(ImageError) -> Bitmap {
        let (pixelBytes, overflow) = max(0, maxPixels).multipliedReportingOverflow(by: 8)
        let sizeLimit = overflow ? Int.max : pixelBytes.addingReportingOverflow(16 << 20).partialValue
        let bytes = try FileBytes.read(path, limit: sizeLimit < 0 ? Int.max : sizeLimit)
        return try decode(bytes, maxPixels: maxPixels)
    }

    /// Encodes `bitmap` as PNG (see `encode(_:includeAlpha:)`) and writes it to `path`,
    /// replacing any file there.
    public static func write(_ bitmap: Bitmap, to path: String,
                             includeAlpha: Bool = false) throws(ImageError) {
        let bytes = try encode(bitmap, includeAlpha: includeAlpha)
        try FileBytes.write(bytes, to: path)
    }
}

/// Whole-file reads and writes through the C library.
enum FileBytes {
    /// The whole contents of the regular file at `path`, refused if larger than `limit` bytes.
    static func read(_ path: String, limit: Int) throws(ImageError) -> [UInt8] {
        let fd = tl_open(path, O_RDONLY)
        if fd < 0 { throw .cannotRead(path: path, reason: systemReason()) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw .cannotRead(path: path, reason: systemReason()) }
        let type = UInt32(info.st_mode) & UInt32(S_IFMT)
        if type == UInt32(S_IFDIR) { throw .cannotRead(path: path, reason: "is a directory") }
        if type != UInt32(S_IFREG) { throw .cannotRead(path: path, reason: "not a regular file") }
        let size = Int(info.st_size)
        if size > limit {
            throw .cannotRead(path: path, reason: "file is too large for an image (\(size) bytes)")
        }
        // Exactly the size fstat reported: a file growing meanwhile is read as it was.
        var bytes = [UInt8](repeating: 0, count: size)
        var count = 0
        while count < size {
            let got = bytes.withUnsafeMutableBytes { buffer in
                posixRead(fd, buffer.baseAddress! + count, size - count)
            }
            if got < 0 {
                if tl_errno() == EINTR { continue }
                throw .cannotRead(path: path, reason: systemReason())
            }
            if got == 0 { break }  // shrank meanwhile
            count += got
        }
        if count < size { bytes.removeLast(size - count) }
        return bytes
    }

    /// Creates or truncates the file at `path` and writes `bytes` to it. A file left incomplete
    /// by a failed write is removed.
    static func write(_ bytes: [UInt8], to path: String) throws(ImageError) {
        let fd = tl_create(path, O_WRONLY | O_TRUNC, 0o644)
        if fd < 0 { throw .cannotWrite(path: path, reason: systemReason()) }
        var failure: String? = nil
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let wrote = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if wrote < 0 {
                    if tl_errno() == EINTR { continue }
                    failure = systemReason()
                    return
                }
                offset += wrote
            }
        }
        if close(fd) != 0 && failure == nil { failure = systemReason() }
        if let failure {
            unlink(path)
            throw .cannotWrite(path: path, reason: failure)
        }
    }

    /// `strerror(errno)` starting in lower case, to follow "cannot read FILE: ".
    static func systemReason() -> String {
        guard let text = strerror(tl_errno()) else { return "unknown error" }
        var bytes = Array(String(cString: text).utf8)
        if let first = bytes.first, first >= 65, first <= 90, bytes.count > 1, !(bytes[1] >= 65 && bytes[1] <= 90) {
            bytes[0] = first + 32
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// read(2) and write(2) under names that do not clash with the methods above.
@inline(__always) private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    CLinux.read(fd, buffer, count)
}

@inline(__always) private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    CLinux.write(fd, buffer, count)
}
