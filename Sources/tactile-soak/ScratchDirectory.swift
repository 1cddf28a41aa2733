import CTactileLinux

/// A fresh directory under /tmp (mkdtemp) for files a command writes only for itself, removed
/// with the files it names, and nothing else, at the end.
struct ScratchDirectory {
    let path: String

    /// Nil when /tmp has no room for one.
    static func make(prefix: String) -> ScratchDirectory? {
        var template = Array(("/tmp/" + prefix + "-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
        return ScratchDirectory(path: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Removes `files` (names inside the directory) and then the directory, if it is empty.
    func remove(files: [String]) {
        for file in files { unlink(path + "/" + file) }
        rmdir(path)
    }
}
