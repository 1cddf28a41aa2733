import Foundation
import TactileImages
import TactileRaster

/// The committed fixtures made by `Fixtures/make_fixtures.py` (pypng, independent of libpng).
enum Fixtures {
    /// `Tests/TactileImagesTests/Fixtures`, found from this source file so no bundle resources are needed.
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()  // Support
        url.deleteLastPathComponent()  // ImagesTests
        return url.appendingPathComponent("Fixtures").path
    }()

    /// One line of `fixtures.txt`.
    struct Entry: CustomStringConvertible, Sendable {
        var name: String
        var width: Int
        var height: Int
        var colorType: Int
        var bitDepth: Int
        var interlaced: Bool
        var description: String { name }
        var path: String { directory + "/" + name + ".png" }
    }

    static let entries: [Entry] = {
        let text = String(decoding: bytes(of: "fixtures.txt"), as: UTF8.self)
        return text.split(separator: "\n").compactMap { line -> Entry? in
            if line.hasPrefix("#") { return nil }
            let f = line.split(separator: " ").map(String.init)
            return Entry(
                name: f[0], width: Int(f[1])!, height: Int(f[2])!, colorType: Int(f[3])!,
                bitDepth: Int(f[4])!, interlaced: f[5] == "1")
        }
    }()

    /// The bytes of a file in the fixtures directory (empty if it is missing, which the
    /// callers' expectations then catch).
    static func bytes(of name: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: directory + "/" + name) else { return [] }
        return [UInt8](data)
    }

    /// Premultiplied `0xAARRGGBB` expectations from a straight RGBA sidecar, premultiplied here
    /// in Double: round(c × a / 255) (never a tie for integers).
    static func expectedPixels(of entry: Entry) -> [UInt32] {
        let rgba = bytes(of: entry.name + ".rgba")
        var pixels: [UInt32] = []
        var i = 0
        while i + 3 < rgba.count {
            let a = Double(rgba[i + 3])
            func channel(_ c: UInt8) -> UInt32 { UInt32((Double(c) * a / 255).rounded()) }
            pixels.append(
                UInt32(rgba[i + 3]) << 24 | channel(rgba[i]) << 16 | channel(rgba[i + 1]) << 8
                    | channel(rgba[i + 2]))
            i += 4
        }
        return pixels
    }
}

/// A scratch directory under the system's temporary directory, removed by `remove()`.
struct ScratchDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "/tactile-images-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
