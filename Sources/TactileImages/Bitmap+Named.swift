import TactileRaster
import TactileSystem

extension Bitmap {
    /// The image `name` from the assets' `images/` directories (`AssetLocator`), such as
    /// `Bitmap.named("icon")` for `images/icon.png`; ".png" is added when the name has no
    /// extension. Decoded anew on each call: keep the bitmap. Nil, after one error line naming
    /// where it looked or what is wrong with the file, when it is missing or not a usable PNG.
    public static func named(_ name: String) -> Bitmap? {
        let file = name.contains(".") ? name : name + ".png"
        guard let path = AssetLocator.locate("images/" + file) else {
            Console.error(
                "image \(file) not found in "
                    + AssetLocator.assetDirectories().map { $0 + "/images" }.joined(separator: ", "))
            return nil
        }
        do throws(ImageError) {
            return try PNG.decode(contentsOf: path)
        } catch {
            Console.error("cannot use \(path): \(error.description)")
            return nil
        }
    }
}
