import CTactileLinux

/// The names in a directory: what the power supplies, the backlight, the input devices and the
/// Photos app's folder are found by.
public enum DirectoryListing {
    /// The names in `directory` other than "." and "..", sorted; nil when it cannot be opened.
    public static func names(in directory: String) -> [String]? {
        try? read(directory).names
    }

    /// What `read(_:)` finds in a directory.
    public struct Listing {
        /// The names other than "." and "..", sorted, that are valid UTF-8.
        public var names: [String]
        /// The names that are not valid UTF-8, with each invalid byte as U+FFFD: no path made of
        /// them opens the file, so they are listed apart for the caller to report.
        public var undecodableNames: [String]
    }

    /// The names in `directory`, or why it cannot be read: `.system` with the errno of
    /// open(2) of the folder (ENOENT for a missing folder, ELOOP for a loop of links, ENOTDIR for
    /// a file or a device such as /dev/zero, EACCES) or of getdents64(2), read directly so that
    /// 32-bit builds list folders whose entries have 64-bit offsets (`tl_getdents64`).
    public static func read(_ directory: String) throws(FileError) -> Listing {
        let fd = tl_open(directory, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { throw FileError(path: directory, problem: .system(errno: tl_errno())) }
        defer { close(fd) }
        var listing = Listing(names: [], undecodableNames: [])
        let size = 8192
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = tl_getdents64(fd, buffer, UInt(size))
            if count < 0 { throw FileError(path: directory, problem: .system(errno: tl_errno())) }
            if count == 0 { break }
            var offset = 0
            // Each record: inode (8), offset (8), length (2), type (1), then the name and a NUL.
            while offset + 19 < Int(count) {
                let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt16.self))
                guard length > 19, offset + length <= Int(count) else { break }
                let start = (buffer + offset + 19).assumingMemoryBound(to: UInt8.self)
                var end = 0
                while end < length - 19, start[end] != 0 { end += 1 }
                offset += length
                let bytes = UnsafeBufferPointer(start: start, count: end)
                let name = String(decoding: bytes, as: UTF8.self)
                if name == "." || name == ".." || name.isEmpty { continue }
                // Decoding replaced invalid bytes when the result's bytes differ from the name's.
                if name.utf8.elementsEqual(bytes) { listing.names.append(name) } else { listing.undecodableNames.append(name) }
            }
        }
        listing.names.sort()
        listing.undecodableNames.sort()
        return listing
    }

    /// Why `read(_:)` failed, in words that say what the path is: "no such file or directory",
    /// "not a folder (not a directory)" for a file or device, "a loop of symbolic links (…)".
    public static func reason(_ error: FileError) -> String {
        switch error.problem {
        case .system(errno: ENOTDIR): return "not a folder (" + SystemErrorText.describe(ENOTDIR) + ")"
        case .system(errno: ELOOP): return "a loop of symbolic links (" + SystemErrorText.describe(ELOOP) + ")"
        default: return error.reason
        }
    }
}
