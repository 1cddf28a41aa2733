import CLinux

/// Finds the font files Tactile ships (`Assets/fonts/` in the source tree) wherever a program
/// runs from, without Foundation.
///
/// Directories are searched in this order:
/// 1. `$TACTILE_FONT_DIR`, when set;
/// 2. `<executable dir>/fonts` (a device image with the fonts copied beside the binary);
/// 3. `<executable dir>/../share/tactile/fonts` (an install prefix relative to `bin/`);
/// 4. `<ancestor>/Assets/fonts` for the executable's directory and its four parents (host runs
///    from `.build/<triple>/debug/` or `.build/aarch64/` inside the source tree);
/// 5. `/usr/local/share/tactile/fonts`, then `/usr/share/tactile/fonts`.
public enum FontLocator {
    /// The regular face of the default family (DejaVu Sans).
    public static let defaultRegularFile = "DejaVuSans.ttf"
    /// The bold face of the default family.
    public static let defaultBoldFile = "DejaVuSans-Bold.ttf"
    /// Install prefixes searched last, each as `<prefix>/share/tactile/fonts`.
    public static let installPrefixes = ["/usr/local", "/usr"]

    /// The directories searched for font files, most specific first (some may not exist).
    public static func fontDirectories() -> [String] {
        var directories: [String] = []
        if let variable = getenv("TACTILE_FONT_DIR"), variable.pointee != 0 {
            directories.append(String(cString: variable))
        }
        if let executable = executablePath() {
            let directory = parent(of: executable)
            directories.append(directory + "/fonts")
            directories.append(parent(of: directory) + "/share/tactile/fonts")
            var ancestor = directory
            for _ in 0..<5 {
                directories.append(ancestor + "/Assets/fonts")
                let next = parent(of: ancestor)
                if next == ancestor { break }
                ancestor = next
            }
        }
        for prefix in installPrefixes { directories.append(prefix + "/share/tactile/fonts") }
        return directories
    }

    /// The path of `fileName` in the first directory of `fontDirectories()` holding a readable
    /// file of that name, or nil.
    public static func locate(_ fileName: String) -> String? {
        for directory in fontDirectories() {
            let path = directory + "/" + fileName
            if access(path, R_OK) == 0 { return path }
        }
        return nil
    }

    /// The running program's file, from `/proc/self/exe`.
    public static func executablePath() -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4096) { buffer -> String? in
            let length = readlink("/proc/self/exe", buffer.baseAddress!, buffer.count - 1)
            guard length > 0 else { return nil }
            buffer[length] = 0
            return String(cString: buffer.baseAddress!)
        }
    }

    /// The directory part of an absolute path ("/" for "/x", "/a" for "/a/b").
    static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == 0 { return "/" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }
}
