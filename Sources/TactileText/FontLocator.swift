import CTactileLinux
import TactileSystem

/// Finds font files: `$TACTILE_FONT_DIR` first, then `fonts/` under each of
/// `AssetLocator.assetDirectories()` (beside the binary, an install prefix, the source tree).
public enum FontLocator {
    /// The regular face of the default family (DejaVu Sans).
    public static let defaultRegularFile = "DejaVuSans.ttf"
    /// The bold face of the default family.
    public static let defaultBoldFile = "DejaVuSans-Bold.ttf"
    /// The fonts asked, in this order, for characters the default family lacks: Devanagari,
    /// Thai, CJK (kana, common kanji and hanzi) and colour emoji, cut from Debian's Noto
    /// and Droid fonts at build time (Assets/fonts/make-fallback-fonts.py). Missing ones are
    /// skipped.
    public static let defaultFallbackFiles = [
        "NotoSansDevanagari-Regular.subset.ttf", "NotoSansThai-Regular.subset.ttf", "DroidSansFallback.subset.ttf",
        "NotoColorEmoji.subset.ttf"
    ]

    /// The directories searched for font files, most specific first (some may not exist).
    public static func fontDirectories() -> [String] {
        var directories: [String] = []
        if let variable = getenv("TACTILE_FONT_DIR"), variable.pointee != 0 {
            directories.append(String(cString: variable))
        }
        for root in AssetLocator.assetDirectories() { directories.append(root + "/fonts") }
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
}
