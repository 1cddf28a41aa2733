import CTactileLinux

/// Replacing a file so that a crash or power loss at any moment leaves either the old contents or
/// the new ones, never a mixture: settings, calibration, screenshots and recordings are written
/// this way.
extension FileBytes {
    /// Writes `bytes` to a new temporary file beside `path` (created exclusively, mode 0644),
    /// flushes it to the disk, renames it over `path` and flushes the directory.
    ///
    /// Refuses, touching nothing, when `path` exists and is a symbolic link (`.isSymbolicLink`),
    /// a directory (`.isDirectory`) or anything else that is not a regular file
    /// (`.notRegularFile`: a device such as /dev/null). On failure only its own temporary file
    /// is removed: the old file is left as it was.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        let file = try ReplacementFile(replacing: path)
        try file.write(bytes)
        try file.commit()
    }

    /// Throws unless `path` names nothing yet or a regular file (which a writer may replace):
    /// a symbolic link (`.isSymbolicLink`, not followed), a directory (`.isDirectory`), a
    /// device such as /dev/full, a pipe or a socket (`.notRegularFile`) are refused, so a writer
    /// checks its target before it writes anything.
    public static func checkReplaceable(_ path: String) throws(FileError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            let type = UInt32(info.st_mode) & UInt32(S_IFMT)
            if type == UInt32(S_IFLNK) { throw FileError(path: path, problem: .isSymbolicLink) }
            if type == UInt32(S_IFDIR) { throw FileError(path: path, problem: .isDirectory) }
            if type != UInt32(S_IFREG) { throw FileError(path: path, problem: .notRegularFile) }
        } else if tl_errno() != ENOENT {
            throw FileError(path: path, problem: .system(errno: tl_errno()))
        }
    }

    /// Renames `source` to `destination` (same file system), replacing it.
    public static func rename(_ source: String, to destination: String) throws(FileError) {
        if CTactileLinux.rename(source, destination) != 0 { throw FileError(path: source, problem: .system(errno: tl_errno())) }
    }

    /// Creates `path` and its missing parents as directories (mode 0755), as `mkdir -p`.
    public static func createDirectories(_ path: String) throws(FileError) {
        var info = stat()
        if stat(path, &info) == 0 {
            if UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFDIR) { return }
            throw FileError(path: path, problem: .notRegularFile)
        }
        let parent = directoryName(of: path)
        if parent != path, parent != ".", parent != "/" { try createDirectories(parent) }
        if mkdir(path, 0o755) != 0, tl_errno() != EEXIST { throw FileError(path: path, problem: .system(errno: tl_errno())) }
    }

    /// The directory part of `path`: "/a/b" for "/a/b/c", "." for "c", "/" for "/c".
    public static func directoryName(of path: String) -> String {
        let bytes = Array(path.utf8)
        var end = bytes.count
        while end > 1, bytes[end - 1] == 0x2F { end -= 1 }
        guard let slash = bytes[..<end].lastIndex(of: 0x2F) else { return "." }
        var cut = slash
        while cut > 0, bytes[cut - 1] == 0x2F { cut -= 1 }
        return cut == 0 ? "/" : String(decoding: bytes[..<cut], as: UTF8.self)
    }
}

extension FileBytes {
    /// Whether `path` is a regular file itself (a symbolic link is not followed).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFREG)
    }
}

extension FileError {
    /// Whether the file does not exist (ENOENT): callers that fall back to defaults stay quiet.
    public var isMissingFile: Bool { problem == .system(errno: ENOENT) }
}
