import CTactileLinux
import TactileSystem

/// The one owner of FreeType for a program: the FreeType library handle, the font files loaded
/// so far (shared by every size made from them) and the glyph cache text is drawn from.
///
/// Create one per process and pass it to the fonts you make; every `Font` keeps its library
/// alive, so the library outlives all of its faces.
public final class FontLibrary {
    let handle: FT_Library
    /// The coverage masks of glyphs drawn so far, shared by every font of this library.
    public let glyphCache: GlyphCache
    private var files: [String: FontData] = [:]
    /// Held around every use of FreeType, the glyph cache and the fonts' tables, by this
    /// library and its fonts: text may be laid out and drawn on several threads at once.
    public let lock = RecursiveLock()
    private var nextFontID = 1
    /// HarfBuzz's buffer every layout of this library's fonts shapes in, under `lock`.
    let shapingBuffer = HarfBuzzBuffer()
    /// Words this library's fonts have shaped, under `lock`.
    let shapingCache = ShapingCache()

    /// Starts FreeType, with a glyph cache of at most `glyphCacheBudget` bytes.
    public init(glyphCacheBudget: Int = 4 << 20) throws(FontError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .libraryUnavailable(freeTypeError: error) }
        handle = library
        glyphCache = GlyphCache(byteBudget: glyphCacheBudget)
    }

    deinit { FT_Done_FreeType(handle) }

    /// The bytes of a font file, read once per library however many sizes are made from it.
    func data(forFile path: String) throws(FontError) -> FontData {
        lock.lock()
        defer { lock.unlock() }
        if let data = files[path] { return data }
        let data = try FontData.read(path: path)
        files[path] = data
        return data
    }

    /// A number no other font of this library has, for glyph cache keys.
    func makeFontID() -> Int {
        lock.lock()
        defer { nextFontID += 1; lock.unlock() }
        return nextFontID
    }

    /// Loads the default family's regular (or bold) face at a size (see `font(named:size:scale:)`).
    /// Never fails: without the font file, the built-in bitmap font stands in.
    public func defaultFont(size: Double, scale: Double = 1, bold: Bool = false) -> Font {
        lock.lock()
        defer { lock.unlock() }
        for entry in defaultFonts where entry.size == size && entry.scale == scale && entry.bold == bold {
            return entry.font
        }
        let made = font(named: bold ? FontLocator.defaultBoldFile : FontLocator.defaultRegularFile, size: size, scale: scale)
        made.systemWeight = bold ? .bold : .regular
        var last = made
        for name in FontLocator.defaultFallbackFiles {
            guard let path = FontLocator.locate(name) else { continue }
            do throws(FontError) {
                let fallback = try Font(contentsOfFile: path, size: size, scale: scale, library: self)
                last.fallback = fallback
                last = fallback
            } catch {
                warnOnce(about: name, "\(error.description); characters it has are drawn as boxes")
            }
        }
        // Few sizes are in use at once; every label of one size shares one face.
        if defaultFonts.count >= 32 { defaultFonts.removeFirst() }
        defaultFonts.append((size, scale, bold, made))
        return made
    }

    /// The default family's fonts made so far, most recent last.
    private var defaultFonts: [(size: Double, scale: Double, bold: Bool, font: Font)] = []

    /// Loads the font file `fileName` from the first of `FontLocator.fontDirectories()` holding
    /// it. Never fails: when the file is missing, or cannot be read as a font (the reason is
    /// printed), the built-in bitmap font stands in so text still shows.
    public func font(named fileName: String, size: Double, scale: Double = 1) -> Font {
        if let path = FontLocator.locate(fileName) {
            do throws(FontError) {
                return try Font(contentsOfFile: path, size: size, scale: scale, library: self)
            } catch {
                warnOnce(about: fileName, "\(error.description); using the built-in font")
            }
        } else {
            warnOnce(
                about: fileName,
                "font \(fileName) not found in "
                    + FontLocator.fontDirectories().joined(separator: ", ")
                    + " (set TACTILE_FONT_DIR or TACTILE_ASSET_DIR); using the built-in font, which has ASCII only")
        }
        return Font.builtin(size: size, scale: scale, library: self)
    }

    /// File names already warned about: one line per missing font, not one per label.
    private var warnedFiles: [String] = []

    private func warnOnce(about fileName: String, _ message: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !warnedFiles.contains(fileName) else { return }
        warnedFiles.append(fileName)
        Console.error(message)
    }

    /// The library `Font.system(size:weight:)` uses, made on first use: one FreeType instance
    /// and one glyph cache for the process's system fonts. Nil when FreeType cannot start.
    nonisolated(unsafe) public static let shared: FontLibrary? = {
        do throws(FontError) { return try FontLibrary() } catch {
            Console.error("\(error.description); text is not drawn")
            return nil
        }
    }()
}
