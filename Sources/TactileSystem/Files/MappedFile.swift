import CTactileLinux

/// A regular file mapped read-only into memory. Its pages are file-backed: the kernel reads them
/// on first touch, shares them with every other process mapping the file, and may drop them
/// under memory pressure (they are read again when touched), so a large file of which little
/// is used costs little resident memory. Unmapped when the last reference goes away.
///
/// The file must not be truncated while it is mapped: touching a page past its new end raises
/// SIGBUS (as for any mapping; font files and assets are not rewritten in place).
public final class MappedFile {
    /// The file's bytes.
    public let bytes: UnsafeRawBufferPointer
    /// Where they came from.
    public let path: String

    /// Maps the regular file at `path`, refused when it holds more than `limit` bytes. Throws
    /// `.notRegularFile` for devices, pipes and sockets (read those with `FileBytes.read`), and
    /// `.tooLarge(size: 0)` for an empty file (nothing to map).
    public init(path: String, limit: Int = Int.max) throws(FileError) {
        let file = try FileBytes.open(path, limit: limit, regularFilesOnly: true)
        let fd = file.descriptor
        defer { close(fd) }
        let size = file.size ?? 0
        if size == 0 { throw FileError(path: path, problem: .tooLarge(size: 0)) }
        guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), tl_mmap_failed(mapping) == 0 else {
            throw FileError(path: path, problem: .system(errno: tl_errno()))
        }
        bytes = UnsafeRawBufferPointer(start: mapping, count: size)
        self.path = path
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress!), bytes.count) }
}
