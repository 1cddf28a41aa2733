import TactileCore
import TactileImages
import TactilePlatform
import TactileRaster
import TactileSystem

/// A screenshot that could not be written, with the reason.
public struct ScreenshotError: Error {
    /// What went wrong, in words for the person who asked for the screenshot.
    public let message: String
}

/// Saves what is on screen: PNG, or binary PPM (P6) when the path ends in `.ppm` (what QEMU's
/// screendump writes, handy for comparing pictures byte for byte).
public enum Screenshot {
    /// Writes `bitmap` to `path`: PPM when the path ends in `.ppm` (any case), else PNG.
    public static func write(_ bitmap: Bitmap, to path: String) throws(ScreenshotError) {
        if RuntimeOptions.fileExtension(of: path) == "ppm" {
            try writeFile(ppmBytes(bitmap), to: path)
        } else {
            do throws(ImageError) {
                try PNG.write(bitmap, to: path)
            } catch {
                throw ScreenshotError(message: error.description)
            }
        }
    }

    /// The binary PPM (P6) file of `bitmap`.
    public static func ppmBytes(_ bitmap: Bitmap) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(bitmap.width * bitmap.height * 3 + 32)
        bytes.append(contentsOf: Array("P6\n\(bitmap.width) \(bitmap.height)\n255\n".utf8))
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                bytes.append(UInt8(truncatingIfNeeded: p >> 16))
                bytes.append(UInt8(truncatingIfNeeded: p >> 8))
                bytes.append(UInt8(truncatingIfNeeded: p))
            }
        }
        return bytes
    }

    static func writeFile(_ bytes: [UInt8], to path: String) throws(ScreenshotError) {
        do throws(FileError) { try FileBytes.write(bytes, to: path) } catch {
            throw ScreenshotError(message: "cannot write \(path): \(error.reason)")
        }
    }
}
