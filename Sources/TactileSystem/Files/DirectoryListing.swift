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
    /// opendir(3) (ENOENT for a missing folder, ELOOP for a loop of links, ENOTDIR for a file
    /// or a device such as /dev/zero, EACCES) or of readdir(3).
    public static func read(_ directory: String) throws(FileError) -> Listing {
        guard let dir = opendir(directory) else { throw FileError(path: directory, problem: .system(errno: tl_errno())) }
        defer { closedir(dir) }
        var listing = Listing(names: [], undecodableNames: [])
        while true {
            tl_set_errno(0)
            guard let entry = readdir(dir) else {
                let code = tl_errno()
                if code != 0 { throw FileError(path: directory, problem: .system(errno: code)) }
                break
            }
            guard let raw = tl_dirent_name(entry) else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: Int(strlen(raw)))
            let name = String(decoding: bytes, as: UTF8.self)
            if name == "." || name == ".." { continue }
            // Decoding replaced invalid bytes when the result's bytes differ from the name's.
            if name.utf8.elementsEqual(bytes) { listing.names.append(name) } else { listing.undecodableNames.append(name) }
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
