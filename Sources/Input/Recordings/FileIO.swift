import CLinux

/// A file that could not be read or written, with the system's reason.
public struct InputFileError: Error, Equatable {
    public var path: String
    public var reason: String

    public var message: String { "\(path): \(reason)" }
}

/// Whole-file reads and writes through the C library (Embedded Swift has no Foundation).
enum FileIO {
    /// The largest file read whole (recordings of hours of touching stay far below this).
    static let maximumSize = 256 << 20

    static func readAll(path: String) throws(InputFileError) -> [UInt8] {
        let fd = tl_open(path, O_RDONLY)
        guard fd >= 0 else { throw InputFileError(path: path, reason: describe(errno: tl_errno())) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if tl_errno() == EINTR { continue }
                throw InputFileError(path: path, reason: describe(errno: tl_errno()))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            guard bytes.count <= maximumSize else { throw InputFileError(path: path, reason: "file larger than 256 MiB") }
        }
        return bytes
    }

    static func writeAll(path: String, text: String) throws(InputFileError) {
        let fd = tl_create(path, O_WRONLY | O_TRUNC, 0o644)
        guard fd >= 0 else { throw InputFileError(path: path, reason: describe(errno: tl_errno())) }
        defer { close(fd) }
        try write(fd: fd, text: text, path: path)
    }

    static func write(fd: Int32, text: String, path: String) throws(InputFileError) {
        var text = text
        var failure: Int32 = 0
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = CLinux.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if tl_errno() == EINTR { continue }
                    failure = tl_errno()
                    return
                }
                offset += written
            }
        }
        if failure != 0 { throw InputFileError(path: path, reason: describe(errno: failure)) }
    }

    static func describe(errno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
