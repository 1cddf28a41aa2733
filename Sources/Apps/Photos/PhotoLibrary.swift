import System
import Tactile

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
        let names = DirectoryListing.names(in: directory)
        if names == nil { Console.error("photos: cannot read the folder \(directory)") }
        paths = (names ?? []).filter { $0.hasSuffix(".png") || $0.hasSuffix(".PNG") }.map { directory + "/" + $0 }
    }

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
            return try PNG.decode(contentsOf: paths[index], maxPixels: Self.maximumPixels)
        } catch {
            if !reported.contains(index) {
                reported.insert(index)
                Console.error("photos: \(paths[index]): \(error.description); shown as a placeholder")
            }
            return nil
        }
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
        canvas.drawImage(full, in: Rect(x: (Double(side) - width) / 2, y: (Double(side) - height) / 2,
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
