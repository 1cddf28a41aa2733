import CTactileLinux

/// Finds the files Tactile ships (`Assets/` in the source tree: fonts/, images/) wherever a
/// program runs from, without Foundation.
///
/// Asset roots are searched in this order:
/// 1. `$TACTILE_ASSET_DIR`, when set;
/// 2. the executable's directory (a device image with `fonts/`, `images/` beside the binary);
/// 3. `<executable dir>/../share/tactile` (an install prefix relative to `bin/`);
/// 4. `<ancestor>/Assets` for the executable's directory and its seven parents (host runs from
///    `.build/<triple>/debug/` or `.build/aarch64/` inside the source tree, or an app package
///    under `Examples/` in it);
/// 5. the `Assets/` of the Tactile package this program was built from, on the machine that built
///    it (found from this file's path at compile time): an application package anywhere on that
///    machine, depending on Tactile by path or through SwiftPM's checkout, finds the runtime's
///    fonts and images without copying or linking them;
/// 6. `/usr/local/share/tactile`, then `/usr/share/tactile`.
public enum AssetLocator {
    /// Install prefixes searched last, each as `<prefix>/share/tactile`.
    public static let installPrefixes = ["/usr/local", "/usr"]

    /// The asset roots, most specific first (some may not exist).
    public static func assetDirectories() -> [String] {
        var directories: [String] = []
        if let variable = getenv("TACTILE_ASSET_DIR"), variable.pointee != 0 {
            directories.append(String(cString: variable))
        }
        if let executable = executablePath() {
            let directory = parent(of: executable)
            directories.append(directory)
            directories.append(parent(of: directory) + "/share/tactile")
            var ancestor = directory
            for _ in 0..<8 {
                directories.append(ancestor + "/Assets")
                let next = parent(of: ancestor)
                if next == ancestor { break }
                ancestor = next
            }
        }
        directories.append(packageAssetDirectory)
        for prefix in installPrefixes { directories.append(prefix + "/share/tactile") }
        return directories
    }

    /// `Assets/` of the package whose sources were compiled into this program: this file is
    /// `<package>/Sources/TactileSystem/Files/AssetLocator.swift`.
    public static let packageAssetDirectory: String = {
        var directory = #filePath
        for _ in 0..<4 { directory = parent(of: directory) }
        return directory + "/Assets"
    }()

    /// The path of `relativePath` (such as "images/wallpaper.png") under the first asset root
    /// holding a readable file of that name, or nil.
    public static func locate(_ relativePath: String) -> String? {
        for directory in assetDirectories() {
            let path = directory + "/" + relativePath
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
    public static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == 0 { return "/" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }
}
