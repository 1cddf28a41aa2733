import TactileCore

/// What the demo scene draws with: fonts and images from the assets, or stand-ins when a file is
/// missing or broken (one error line each, never a crash).
public final class ShowcaseResources {
    let fonts: FontLibrary?
    /// The picture behind the scene (and the launcher's home screen): `--wallpaper`'s, else the
    /// asset's; nil when neither loads.
    public let wallpaper: Bitmap?
    let icon: Bitmap?
    let title: Font?
    let heading: Font?
    let body: Font?
    let small: Font?
    let large: Font?

    /// Loads the defaults, or the user's `--wallpaper` and `--font` files instead.
    @export(interface)
    public init(wallpaperPath: String?, fontPath: String?, scale: Double) {
        wallpaper = ShowcaseResources.loadImage(userPath: wallpaperPath, asset: "wallpaper.png")
        icon = ShowcaseResources.loadImage(userPath: nil, asset: "icon.png")
        // The process's one font library, which the launcher's own text (`Font.system`) uses
        // too: each font file is mapped once and every glyph is cached once.
        if let library = FontLibrary.shared {
            fonts = library
            // The user's font is tried once; if it fails, one line says so and DejaVu is used.
            var userFont = fontPath
            if let path = fontPath {
                do throws(FontError) {
                    _ = try Font(contentsOfFile: path, size: 13, scale: scale, library: library)
                } catch {
                    Console.error("\(error.description); using the default font")
                    userFont = nil
                }
            }
            func regular(_ size: Double) -> Font {
                if let userFont {
                    do throws(FontError) {
                        return try Font(contentsOfFile: userFont, size: size, scale: scale, library: library)
                    } catch {}
                }
                return library.defaultFont(size: size, scale: scale)
            }
            title = library.defaultFont(size: 34, scale: scale, bold: true)
            heading = library.defaultFont(size: 17, scale: scale, bold: true)
            body = regular(13)
            small = regular(11)
            large = regular(22)
        } else {
            // `FontLibrary.shared` said why.
            fonts = nil
            title = nil; heading = nil; body = nil; small = nil; large = nil
        }
    }

    private static func loadImage(userPath: String?, asset: String) -> Bitmap? {
        if let userPath {
            do throws(ImageError) {
                return try PNG.decode(contentsOf: userPath)
            } catch {
                Console.error("cannot use \(userPath): \(error.description); using the default image")
            }
        }
        return Bitmap.named(asset)
    }
}
