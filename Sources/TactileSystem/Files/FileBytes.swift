import CTactileLinux

/// A file that could not be read or written, and why.
public struct FileError: Error, Equatable, Sendable {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// A system call failed with this errno value.
        case system(errno: Int32)
        /// The path names a directory.
        case isDirectory
        /// A device, pipe or socket where only regular files are accepted.
        case notRegularFile
        /// A symbolic link where a file is replaced (`FileBytes.writeAtomically` does not follow
        /// links: the link would be replaced, not its target).
        case isSymbolicLink
        /// The file holds more bytes than the caller accepts.
        case tooLarge(size: Int)
        /// The file holds `size` bytes (or, from a pipe or device, more than `size`), over the
        /// `limit` for its kind of file, or over what the memory budget has left.
        case overLimit(size: Int, limit: FileLimit)
    }

    /// The file's path, as given.
    public var path: String
    /// Why the file could not be read or written.
    public var problem: Problem

    /// The error for `path` failing with `problem`.
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
        case let .overLimit(size, limit):
            return "file too large (\(size) bytes; the limit for " + limit.kind
                + " is " + MemoryBudget.describe(limit.bytes) + ")"
        }
    }

    /// "PATH: reason".
    public var message: String { "\(path): \(reason)" }
}

/// Whole-file reads and writes through the C library (Embedded Swift has no Foundation), shared
/// by everything that loads or saves files: images, fonts, recordings, configuration, screenshots.
public enum FileBytes {
    /// The contents of the file at `path`, refused unread when it holds more than
    /// `limit.bytes` (`.overLimit`, the error naming the kind of file and its limit) or more
    /// than the memory budget has left (`MemoryBudget.remaining`). With `regularFilesOnly`
    /// devices are refused (they may never end); otherwise they are read to their end, up to
    /// the limit. Pipes and sockets are always refused, and nothing here ever waits: the file
    /// is opened with `O_NONBLOCK`.
    public static func read(
        _ path: String, limit: FileLimit,
        regularFilesOnly: Bool = true
    ) throws(FileError) -> [UInt8] {
        let remaining = MemoryBudget.remaining
        let effective =
            limit.bytes <= remaining
            ? limit : FileLimit(bytes: remaining, kind: "the memory left in the budget")
        do throws(FileError) {
            return try read(path, limit: effective.bytes, regularFilesOnly: regularFilesOnly)
        } catch {
            if case .tooLarge(let size) = error.problem {
                throw FileError(path: path, problem: .overLimit(size: size, limit: effective))
            }
            throw error
        }
    }

    /// The contents of the file at `path`, refused when it holds more than `limit` bytes
    /// (`.tooLarge`). With `regularFilesOnly` devices are refused (they may never end);
    /// otherwise they are read to their end, up to the limit. Pipes and sockets are always
    /// refused, and nothing here ever waits: the file is opened with `O_NONBLOCK`.
    public static func read(
        _ path: String, limit: Int = Int.max,
        regularFilesOnly: Bool = true
    ) throws(FileError) -> [UInt8] {
        let file = try open(path, limit: limit, regularFilesOnly: regularFilesOnly)
        let fd = file.descriptor
        defer { close(fd) }

        // A regular file is read at the size fstat reported (a file growing meanwhile is read as
        // it was); anything else in chunks until its end.
        let isRegular = file.size != nil
        var bytes = [UInt8](repeating: 0, count: file.size ?? min(65536, max(limit, 1)))
        var count = 0
        while true {
            if count == bytes.count {
                if isRegular { break }
                if count >= limit { throw FileError(path: path, problem: .tooLarge(size: count)) }
                bytes += [UInt8](repeating: 0, count: min(bytes.count, limit - count + 1))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                CTactileLinux.read(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if tl_errno() == EINTR { continue }
                // A device with nothing to give now (opened without blocking): it is not a file.
                if tl_errno() == EAGAIN { throw FileError(path: path, problem: .notRegularFile) }
                throw FileError(path: path, problem: .system(errno: tl_errno()))
            }
            if got == 0 { break }
            count += got
        }
        if count > limit { throw FileError(path: path, problem: .tooLarge(size: count)) }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// A file opened for reading, checked before anything is read from it: `read` and
    /// `MappedFile` share these checks.
    struct OpenedFile {
        /// The open descriptor; the caller closes it.
        var descriptor: Int32
        /// The size of a regular file; nil for a device, pipe or socket.
        var size: Int?
    }

    /// Opens `path` for reading without waiting (`O_NONBLOCK`): a directory is refused
    /// (`.isDirectory`), so are a pipe or socket and, with `regularFilesOnly`, anything but a
    /// regular file (`.notRegularFile`), and a regular file of more
    /// than `limit` bytes (`.tooLarge`). Nothing is left open when it throws.
    static func open(_ path: String, limit: Int, regularFilesOnly: Bool) throws(FileError) -> OpenedFile {
        // Always non-blocking: opening a FIFO for reading would wait for a writer for ever (a
        // pipe named like a picture), with the termination signals perhaps already blocked for
        // the run loop; regular files read the same, and a FIFO is refused below.
        let fd = tl_open(path, O_RDONLY | O_NONBLOCK)
        if fd < 0 { throw FileError(path: path, problem: .system(errno: tl_errno())) }
        var info = stat()
        var problem: FileError.Problem?
        if fstat(fd, &info) != 0 {
            problem = .system(errno: tl_errno())
        } else {
            let type = UInt32(info.st_mode) & UInt32(S_IFMT)
            if type == UInt32(S_IFDIR) {
                problem = .isDirectory
            } else if type != UInt32(S_IFREG) {
                // A pipe or socket may never end (nor, opened without blocking, even begin):
                // refused even where devices are read.
                if regularFilesOnly || type == UInt32(S_IFIFO) || type == UInt32(S_IFSOCK) { problem = .notRegularFile }
            } else if Int64(info.st_size) > Int64(limit) {
                // st_size is 64 bits on armhf too, where Int is 32.
                problem = .tooLarge(size: Int(clamping: Int64(info.st_size)))
            }
        }
        if let problem {
            close(fd)
            throw FileError(path: path, problem: problem)
        }
        let isRegular = UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFREG)
        return OpenedFile(descriptor: fd, size: isRegular ? Int(info.st_size) : nil)
    }

    /// Replaces the file at `path` with `bytes`, as `writeAtomically(_:to:)` does: through a
    /// temporary file beside it, renamed over it. Never truncates, unlinks or writes into
    /// anything the program did not create: a symbolic link, a directory, a device (such as
    /// /dev/full), a pipe or a socket at `path` is refused before anything is written.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try writeAtomically(bytes, to: path)
    }

    /// Writes all of `bytes` to an open file, retrying after signals. Returns 0, or the errno
    /// value of the failure.
    public static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = CTactileLinux.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if tl_errno() == EINTR { continue }
                return tl_errno()
            }
            offset += written
        }
        return 0
    }
}
