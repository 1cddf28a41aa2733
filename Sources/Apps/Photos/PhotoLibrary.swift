import TactileCore
import TactileSystem

/// The PNG files of a folder, in name order, and their pictures: a full picture decoded when it
/// is shown, a thumbnail made once (decoded, scaled down, the full picture dropped) and kept in a
/// cache of a fixed number of bytes, least recently used first out. A file that is not a usable
/// PNG, or is larger than `maximumPixels`, gives nil and one line on standard error, once.
final class PhotoLibrary {
    let directory: String
    let paths: [String]
    /// The side of a thumbnail in pixels.
    let thumbnailSide: Int
    /// The most bytes the thumbnails may hold.
    let thumbnailBudget: Int
    /// The largest picture decoded (16 megapixels: 64 MB decoded).
    static let maximumPixels = 4096 * 4096
    /// The longest side decoded: the pixel count alone let a 16777216×1 picture through, whose
    /// thumbnail and page then cost 205 MB; both sides are limited.
    static let maximumSide = 8192

    private var thumbnails: [Int: Bitmap] = [:]
    /// Indices by last use, oldest first.
    private var recency: [Int] = []
    private var thumbnailBytes = 0
    private var reported: Set<Int> = []
    /// Thumbnails that could not be made (a bad file): asked again, they are nil at once.
    private var failed: Set<Int> = []

    init(directory: String, thumbnailSide: Int, thumbnailBudget: Int) {
        self.directory = directory
        self.thumbnailSide = max(1, thumbnailSide)
        self.thumbnailBudget = thumbnailBudget
        var names: [String] = []
        do throws(FileError) {
            let listing = try DirectoryListing.read(directory)
            names = listing.names
            for name in listing.undecodableNames where Self.isPicture(name) {
                Console.error("photos: \(Console.sanitized(directory + "/" + name)): the name is not valid UTF-8; skipped")
            }
        } catch {
            Console.error("photos: cannot read the folder \(Console.sanitized(directory)): \(DirectoryListing.reason(error))")
        }
        paths = names.filter(Self.isPicture).map { directory + "/" + $0 }
    }

    private static func isPicture(_ name: String) -> Bool { name.hasSuffix(".png") || name.hasSuffix(".PNG") }

    var count: Int { paths.count }

    /// The name of picture `index`, without its folder and extension.
    func name(of index: Int) -> String {
        var name = paths[index].split(separator: "/").last.map(String.init) ?? ""
        if name.count > 4 { name.removeLast(4) }
        return name
    }

    /// Picture `index` decoded whole; nil for a bad or huge file.
    func picture(_ index: Int) -> Bitmap? {
        do throws(ImageError) {
            return try Self.decode(paths[index])
        } catch {
            if !reported.contains(index) {
                reported.insert(index)
                Console.error("photos: \(Console.sanitized(paths[index])): \(error.description); shown as a placeholder")
            }
            return nil
        }
    }

    /// The picture at `path`, refused from its header when either side passes `maximumSide` or
    /// its pixels pass `maximumPixels`.
    static func decode(_ path: String) throws(ImageError) -> Bitmap {
        let bytes: [UInt8]
        do throws(FileError) {
            // A PNG of `maximumPixels` at 8 bytes a pixel, plus its metadata, at most.
            bytes = try FileBytes.read(path, limit: FileLimit(bytes: maximumPixels * 8 + (16 << 20), kind: "a picture"))
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
        var headerError: ImageError?
        var header: PNG.Header?
        bytes.withUnsafeBytes { buffer in
            do throws(ImageError) { header = try PNG.header(of: buffer) } catch { headerError = error }
        }
        guard let header else { throw headerError ?? .notPNG }
        if header.width > maximumSide || header.height > maximumSide {
            throw .tooLarge(width: header.width, height: header.height, maxPixels: maximumSide * maximumSide)
        }
        return try PNG.decode(bytes, maxPixels: maximumPixels)
    }

    /// The thumbnail made already, without making one.
    func cachedThumbnail(_ index: Int) -> Bitmap? {
        guard let thumbnail = thumbnails[index] else { return nil }
        touch(index)
        return thumbnail
    }

    /// Whether the thumbnail of `index` is known to be impossible.
    func hasNoThumbnail(_ index: Int) -> Bool { failed.contains(index) }

    /// Makes the thumbnail of `index` (a square, the picture's middle filling it) and caches it.
    @discardableResult
    func makeThumbnail(_ index: Int) -> Bitmap? {
        if let thumbnail = cachedThumbnail(index) { return thumbnail }
        guard !failed.contains(index), let full = picture(index) else {
            failed.insert(index)
            return nil
        }
        let side = thumbnailSide
        let thumbnail = Bitmap(width: side, height: side, format: .argb8888)
        let canvas = Canvas(thumbnail)
        let scale = Double(side) / Double(max(1, min(full.width, full.height)))
        let width = Double(full.width) * scale, height = Double(full.height) * scale
        canvas.drawImage(
            full,
            in: Rect(
                x: (Double(side) - width) / 2, y: (Double(side) - height) / 2,
                width: width, height: height))
        thumbnails[index] = thumbnail
        thumbnailBytes += side * side * 4
        touch(index)
        while thumbnailBytes > thumbnailBudget, let oldest = recency.first, oldest != index {
            recency.removeFirst()
            if thumbnails.removeValue(forKey: oldest) != nil { thumbnailBytes -= side * side * 4 }
        }
        return thumbnail
    }

    /// Bytes the thumbnails hold now.
    var cachedBytes: Int { thumbnailBytes }

    private func touch(_ index: Int) {
        if let position = recency.lastIndex(of: index) { recency.remove(at: position) }
        recency.append(index)
    }
}
