import CTactileLinux

/// A file written in pieces that takes the place of `path` only when committed: the bytes go to a
/// new temporary file beside `path` (created exclusively), and `commit()` flushes it to the disk
/// and renames it over `path`. Until then `path` keeps its old contents; a replacement dropped
/// without a commit removes its temporary file. A process killed outright leaves the temporary
/// file (`.NAME.tmp-PID-N`) beside an untouched `path`.
///
/// `FileBytes.writeAtomically(_:to:)` is the one-piece form; recordings are written this way as
/// their events arrive.
public final class ReplacementFile {
    /// The file this one replaces.
    public let path: String
    private let temporaryPath: String
    private var fd: Int32

    /// Refuses, creating nothing, when `path` is a symbolic link, a directory or anything else
    /// that is not a regular file (`FileBytes.checkReplaceable(_:)`).
    public init(replacing path: String) throws(FileError) {
        try FileBytes.checkReplaceable(path)
        self.path = path
        (temporaryPath, fd) = try Self.createTemporary(beside: path)
    }

    deinit {
        if fd >= 0 {
            close(fd)
            unlink(temporaryPath)
        }
    }

    /// Appends `bytes` to the replacement.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        guard fd >= 0 else { throw FileError(path: path, problem: .system(errno: EBADF)) }
        let failure = FileBytes.write(bytes, to: fd)
        if failure != 0 { throw FileError(path: path, problem: .system(errno: failure)) }
    }

    /// Appends `bytes` to the replacement.
    public func write(_ bytes: [UInt8]) throws(FileError) {
        var failure: FileError?
        bytes.withUnsafeBytes { buffer in
            do throws(FileError) { try write(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes `bytes` at `offset` of the replacement, over what is there (a header completed
    /// once the rest is known), without moving where `write` appends.
    public func write(_ bytes: [UInt8], at offset: Int) throws(FileError) {
        guard fd >= 0 else { throw FileError(path: path, problem: .system(errno: EBADF)) }
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                pwrite(fd, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            }
            if written < 0 {
                if tl_errno() == EINTR { continue }
                throw FileError(path: path, problem: .system(errno: tl_errno()))
            }
            done += written
        }
    }

    /// Flushes the replacement to the disk and renames it over `path`. On failure the temporary
    /// file is removed and `path` is left as it was. Writing after a commit is an error.
    public func commit() throws(FileError) {
        guard fd >= 0 else { throw FileError(path: path, problem: .system(errno: EBADF)) }
        var failure: Int32 = 0
        if fsync(fd) != 0 { failure = tl_errno() }
        if close(fd) != 0, failure == 0 { failure = tl_errno() }
        fd = -1
        if failure == 0, CTactileLinux.rename(temporaryPath, path) != 0 { failure = tl_errno() }
        if failure != 0 {
            unlink(temporaryPath)
            throw FileError(path: path, problem: .system(errno: failure))
        }
        // The rename is durable only once the directory is; some file systems cannot sync a
        // directory, and the new contents are in place either way, so a failure here is ignored.
        let directoryFD = tl_open(FileBytes.directoryName(of: path), O_RDONLY | O_DIRECTORY)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// A new file `.NAME.tmp-PID-N` in `path`'s directory, created with O_EXCL so that an
    /// existing file (another writer's, or an attacker's link) is never opened.
    private static func createTemporary(beside path: String) throws(FileError) -> (String, Int32) {
        let directory = FileBytes.directoryName(of: path)
        let bytes = Array(path.utf8)
        let nameStart = (bytes.lastIndex(of: 0x2F).map { $0 + 1 }) ?? 0
        let name = String(decoding: bytes[nameStart...], as: UTF8.self)
        let prefix = (directory == "/" ? "/" : directory + "/") + "." + name + ".tmp-\(getpid())-"
        var attempt = 0
        while true {
            temporaryCounter &+= 1
            let candidate = prefix + "\(temporaryCounter)"
            let fd = tl_create(candidate, O_WRONLY | O_EXCL, 0o644)
            if fd >= 0 {
                // The process's umask may have narrowed the mode; the file is meant to be 0644.
                _ = fchmod(fd, 0o644)
                return (candidate, fd)
            }
            attempt += 1
            if tl_errno() != EEXIST || attempt >= 100 { throw FileError(path: path, problem: .system(errno: tl_errno())) }
        }
    }

    nonisolated(unsafe) private static var temporaryCounter = 0
}
