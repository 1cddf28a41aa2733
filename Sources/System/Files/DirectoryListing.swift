import CLinux

/// The names in a directory: what the power supplies, the backlight, the input devices and the
/// Photos app's folder are found by.
public enum DirectoryListing {
    /// The names in `directory` other than "." and "..", sorted; nil when it cannot be opened.
    public static func names(in directory: String) -> [String]? {
        guard let dir = opendir(directory) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = String(cString: tl_dirent_name(entry))
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
