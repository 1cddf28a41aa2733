import CLinux

/// A file that could not be read or written, and why.
public struct FileError: Error, Equatable, Sendable {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// A system call failed with this errno value.
        case system(errno: Int32)
        case isDirectory
        /// A device, pipe or socket where only regular files are accepted.
        case notRegularFile
        /// A symbolic link where a file is replaced (`FileBytes.writeAtomically` does not follow
        /// links: the link would be replaced, not its target).
        case isSymbolicLink
        /// The file holds more bytes than the caller accepts.
        case tooLarge(size: Int)
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The reason in words that follow "cannot read PATH: ".
    public var reason: String {
        switch problem {
        case .system(let code): return SystemErrorText.describe(code)
        case .isDirectory: return "is a directory"
        case .notRegularFile: return "not a regular file"
        case .isSymbolicLink: return "is a symbolic link"
        case .tooLarge(let size): return "file too large (\(size) bytes)"
        }
    }

    /// "PATH: reason".
    public var message: String { "\(path): \(reason)" }
}

/// Whole-file reads and writes through the C library (Embedded Swift has no Foundation), shared
/// by everything that loads or saves files: images, fonts, recordings, configuration, screenshots.
public enum FileBytes {
    /// The contents of the file at `path`, refused when it holds more than `limit` bytes.
    /// With `regularFilesOnly` devices and pipes are refused (they may never end); otherwise they
    /// are read to their end, up to the limit.
    public static func read(_ path: String, limit: Int = Int.max,
                            regularFilesOnly: Bool = true) throws(FileError) -> [UInt8] {
        let fd = tl_open(path, O_RDONLY)
        if fd < 0 { throw FileError(path: path, problem: .system(errno: tl_errno())) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw FileError(path: path, problem: .system(errno: tl_errno())) }
        let type = UInt32(info.st_mode) & UInt32(S_IFMT)
        if type == UInt32(S_IFDIR) { throw FileError(path: path, problem: .isDirectory) }
        let isRegular = type == UInt32(S_IFREG)
        if !isRegular && regularFilesOnly { throw FileError(path: path, problem: .notRegularFile) }
        if isRegular && Int(info.st_size) > limit { throw FileError(path: path, problem: .tooLarge(size: Int(info.st_size))) }

        // A regular file is read at the size fstat reported (a file growing meanwhile is read as
        // it was); anything else in chunks until its end.
        var bytes = [UInt8](repeating: 0, count: isRegular ? Int(info.st_size) : 65536)
        var count = 0
        while true {
            if count == bytes.count {
                if isRegular { break }
                if count >= limit { throw FileError(path: path, problem: .tooLarge(size: count)) }
                bytes += [UInt8](repeating: 0, count: bytes.count)
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                CLinux.read(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if tl_errno() == EINTR { continue }
                throw FileError(path: path, problem: .system(errno: tl_errno()))
            }
            if got == 0 { break }
            count += got
        }
        if count > limit { throw FileError(path: path, problem: .tooLarge(size: count)) }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Creates or truncates the file at `path` and writes `bytes` to it. A file left incomplete
    /// by a failed write is removed.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let fd = tl_create(path, O_WRONLY | O_TRUNC, 0o644)
        if fd < 0 { throw FileError(path: path, problem: .system(errno: tl_errno())) }
        var failure = bytes.withUnsafeBytes { write($0, to: fd) }
        if close(fd) != 0 && failure == 0 { failure = tl_errno() }
        if failure != 0 {
            unlink(path)
            throw FileError(path: path, problem: .system(errno: failure))
        }
    }

    /// Writes all of `bytes` to an open file, retrying after signals. Returns 0, or the errno
    /// value of the failure.
    public static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = CLinux.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if tl_errno() == EINTR { continue }
                return tl_errno()
            }
            offset += written
        }
        return 0
    }
}
