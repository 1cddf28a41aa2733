import CLinux
import Raster

/// A file that could not be written, with the reason.
struct FileError: Error {
    let message: String
}

/// Saves what is on screen as a binary PPM (P6): 8-bit RGB, any bitmap format.
enum Screenshot {
    static func writePPM(_ bitmap: Bitmap, to path: String) throws(FileError) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(bitmap.width * bitmap.height * 3 + 32)
        bytes.append(contentsOf: Array("P6\n\(bitmap.width) \(bitmap.height)\n255\n".utf8))
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                bytes.append(UInt8(truncatingIfNeeded: p >> 16))
                bytes.append(UInt8(truncatingIfNeeded: p >> 8))
                bytes.append(UInt8(truncatingIfNeeded: p))
            }
        }
        try writeFile(bytes, to: path)
    }

    static func writeFile(_ bytes: [UInt8], to path: String) throws(FileError) {
        let fd = tl_create(path, O_WRONLY | O_TRUNC, 0o644)
        guard fd >= 0 else { throw FileError(message: "cannot write \(path): \(SystemError.describe(tl_errno()))") }
        defer { close(fd) }
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
        guard ok else { throw FileError(message: "cannot write \(path): \(SystemError.describe(tl_errno()))") }
    }
}

/// Text for errno values, without `strerror` (whose buffer is not ours to keep).
enum SystemError {
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES: return "permission denied"
        case EPERM: return "operation not permitted"
        case ENODEV: return "no such device"
        case ENOTTY: return "not a framebuffer device"
        case EINVAL: return "invalid argument"
        case ENOSPC: return "no space left on device"
        case EISDIR: return "is a directory"
        case EROFS: return "read-only file system"
        default: return "error \(code)"
        }
    }
}
