import TactileRaster
import TactileSystem

/// Why an image could not be read, decoded or written.
///
/// Every case reads as one line a person can act on through `description`, for example
/// "truncated file", "bad CRC in IDAT" or "image is 40000×40000, over the 16384×16384 limit".
public enum ImageError: Error, Equatable, CustomStringConvertible {
    /// The data holds no bytes at all.
    case emptyFile
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends before the image does.
    case truncated
    /// A critical chunk's checksum does not match its contents: the file is damaged.
    case badCRC(chunk: String)
    /// The image has more pixels than the caller allows; refused before any pixel memory is
    /// allocated.
    case tooLarge(width: Int, height: Int, maxPixels: Int)
    /// libpng rejected the file; the associated value is libpng's own message (for example
    /// "Image width is zero in IHDR" or "IDAT: invalid distance too far back").
    case malformed(String)
    /// Memory for the image could not be allocated.
    case outOfMemory
    /// The decoded image would not fit in the memory budget (`MemoryBudget`), or its byte count
    /// overflows; refused from the header, before any pixel memory is allocated.
    case overMemoryBudget(width: Int, height: Int, AllocationError)
    /// The bitmap cannot be stored as a PNG (for example, it has no pixels).
    case cannotEncode(String)
    /// The file could not be opened or read; `reason` is the system's, e.g. "no such file or
    /// directory".
    case cannotRead(path: String, reason: String)
    /// The file could not be created or written; `reason` is the system's.
    case cannotWrite(path: String, reason: String)

    /// A one-line explanation of the error.
    public var description: String {
        switch self {
        case .emptyFile: return "empty file"
        case .notPNG: return "not a PNG file"
        case .truncated: return "truncated file"
        case .badCRC(let chunk): return "bad CRC in " + chunk
        case let .tooLarge(width, height, maxPixels):
            return "image is \(width)×\(height), over the " + ImageError.describeLimit(maxPixels) + " limit"
        case .malformed(let message): return "damaged PNG: " + message
        case .outOfMemory: return "out of memory"
        case let .overMemoryBudget(width, height, error):
            return "image is \(width)×\(height), which " + error.description
        case .cannotEncode(let reason): return "cannot encode PNG: " + reason
        case let .cannotRead(path, reason): return "cannot read " + path + ": " + reason
        case let .cannotWrite(path, reason): return "cannot write " + path + ": " + reason
        }
    }

    /// "16384×16384" for a square limit, else "1000000-pixel".
    private static func describeLimit(_ maxPixels: Int) -> String {
        if maxPixels > 0 {
            var side = Int(Double(maxPixels).squareRoot())
            while side * side > maxPixels { side -= 1 }
            while (side + 1) * (side + 1) <= maxPixels { side += 1 }
            if side * side == maxPixels { return "\(side)×\(side)" }
        }
        return "\(maxPixels)-pixel"
    }
}
