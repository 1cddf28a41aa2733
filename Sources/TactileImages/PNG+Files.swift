import TactileRaster
import TactileSystem

extension PNG {
    /// Reads and decodes the PNG file at `path` into a new premultiplied `.argb8888` bitmap.
    ///
    /// Only regular files are read (not devices or pipes, which may never end), and a file
    /// larger than any PNG of `maxPixels` pixels could be (8 bytes a pixel, plus 16 MiB for
    /// metadata), or than the memory budget, is refused without being read.
    ///
    /// - Parameters:
    ///   - path: The file to read.
    ///   - maxPixels: The largest `width × height` accepted, checked before allocating.
    public static func decode(
        contentsOf path: String,
        maxPixels: Int = defaultMaxPixels
    ) throws(ImageError) -> Bitmap {
        let (pixelBytes, overflow) = max(0, maxPixels).multipliedReportingOverflow(by: 8)
        let sizeLimit = overflow ? Int.max : pixelBytes.addingReportingOverflow(16 << 20).partialValue
        let bytes: [UInt8]
        do throws(FileError) {
            // The compressed file is held in memory while the image is decoded.
            bytes = try FileBytes.read(path, limit: min(sizeLimit < 0 ? Int.max : sizeLimit, MemoryBudget.limit))
        } catch {
            throw .reading(error)
        }
        return try decode(bytes, maxPixels: maxPixels)
    }

    /// Encodes `bitmap` as PNG (see `encode(_:includeAlpha:)`) and writes it to `path`,
    /// replacing any file there.
    public static func write(
        _ bitmap: Bitmap, to path: String,
        includeAlpha: Bool = false
    ) throws(ImageError) {
        let bytes = try encode(bitmap, includeAlpha: includeAlpha)
        do throws(FileError) { try FileBytes.write(bytes, to: path) } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }
}

extension ImageError {
    /// The image error for a file that could not be read.
    static func reading(_ error: FileError) -> ImageError {
        if case .tooLarge(let size) = error.problem {
            return .cannotRead(path: error.path, reason: "file is too large for an image (\(size) bytes)")
        }
        return .cannotRead(path: error.path, reason: error.reason)
    }
}
