import Foundation
import TactileImages
import TactileRaster
import TactileSystem
import Testing

/// Encoding then decoding gives back the same pixels, for every bitmap format.
@Suite("PNG round trip")
struct PNGRoundTripTests {
    /// A bitmap of seeded random pixels; for `.argb8888` valid premultiplied values (each colour
    /// channel at most alpha), with fully transparent and opaque pixels mixed in.
    static func randomBitmap(_ format: PixelFormat, width: Int, height: Int, seed: UInt64) -> Bitmap {
        var random = SplitMix64(seed: seed)
        let bitmap = Bitmap(width: width, height: height, format: format)
        for y in 0..<height {
            for x in 0..<width {
                let bits = UInt32(truncatingIfNeeded: random.next())
                switch format {
                case .xrgb8888:
                    bitmap.row32(y)[x] = bits  // the top byte is ignored, so it is random too
                case .rgb565:
                    bitmap.row16(y)[x] = UInt16(truncatingIfNeeded: bits)
                case .argb8888:
                    let alpha: UInt32 = [0, 255, bits >> 24, bits >> 24][Int(random.next() % 4)]
                    func channel(_ shift: UInt32) -> UInt32 { alpha == 0 ? 0 : ((bits >> shift) & 0xFF) % (alpha + 1) }
                    bitmap.row32(y)[x] = alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
                }
            }
        }
        return bitmap
    }

    @Test(
        "RGB: decoded pixels equal the bitmap's colours, opaque",
        arguments: [PixelFormat.xrgb8888, .rgb565, .argb8888], [(1, 1), (3, 7), (64, 33)])
    func rgbRoundTrip(_ format: PixelFormat, _ size: (Int, Int)) throws {
        let source = Self.randomBitmap(format, width: size.0, height: size.1, seed: 7)
        let bytes = try PNG.encode(source, includeAlpha: false)
        let header = try bytes.withUnsafeBytes { buffer throws(ImageError) in try PNG.header(of: buffer) }
        #expect(header == PNG.Header(width: size.0, height: size.1, colorType: .rgb, bitDepth: 8, isInterlaced: false))
        let decoded = try PNG.decode(bytes)
        #expect(decoded.format == .argb8888)
        for y in 0..<size.1 {
            for x in 0..<size.0 {
                // Without alpha the stored colour is the premultiplied one (the image over black).
                let expected = 0xFF00_0000 | (source.pixel(x: x, y: y) & 0x00FF_FFFF)
                #expect(decoded.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test(
        "RGBA: premultiplied pixels come back exactly",
        arguments: [(1, 1), (3, 7), (64, 33), (255, 3)])
    func rgbaRoundTrip(_ size: (Int, Int)) throws {
        // Un-premultiplying rounds c × 255 / a to nearest; premultiplying that again lands within
        // a / 510 ≤ 1/2 of c, so every valid premultiplied pixel survives exactly.
        let source = Self.randomBitmap(.argb8888, width: size.0, height: size.1, seed: 11)
        let bytes = try PNG.encode(source, includeAlpha: true)
        let header = try bytes.withUnsafeBytes { buffer throws(ImageError) in try PNG.header(of: buffer) }
        #expect(header.colorType == .rgba && header.bitDepth == 8)
        let decoded = try PNG.decode(bytes)
        #expect(decoded.hasSamePixels(as: source))
    }

    @Test("RGBA: every premultiplied value of every alpha survives")
    func everyPremultipliedValue() throws {
        // Row a holds (a, c, c, c) for c in 0...a, padded with the opaque pixel.
        let bitmap = Bitmap(width: 256, height: 256, format: .argb8888)
        for a in 0..<256 {
            for c in 0..<256 {
                let v = UInt32(min(c, a))
                bitmap.row32(a)[c] = UInt32(a) << 24 | v << 16 | (UInt32(a) - v) << 8 | v / 2
            }
        }
        let decoded = try PNG.decode(PNG.encode(bitmap, includeAlpha: true))
        #expect(decoded.hasSamePixels(as: bitmap))
    }

    @Test("RGBA from an opaque format has alpha 255")
    func opaqueFormatWithAlpha() throws {
        let source = Self.randomBitmap(.xrgb8888, width: 5, height: 4, seed: 3)
        let decoded = try PNG.decode(PNG.encode(source, includeAlpha: true))
        for y in 0..<4 {
            for x in 0..<5 { #expect(decoded.pixel(x: x, y: y) == source.pixel(x: x, y: y)) }
        }
    }

    @Test("padded rows and borrowed memory are encoded from their own rows")
    func paddedRows() throws {
        var storage = [UInt32](repeating: 0xDEAD_BEEF, count: 7 * 10)
        let decoded = try storage.withUnsafeMutableBytes { raw in
            let bitmap = Bitmap(borrowing: raw.baseAddress!, width: 5, height: 7, bytesPerRow: 40, format: .xrgb8888)
            for y in 0..<7 { for x in 0..<5 { bitmap.row32(y)[x] = UInt32(y * 16 + x) * 0x010203 } }
            let decoded = try PNG.decode(PNG.encode(bitmap))
            #expect(decoded.width == 5 && decoded.height == 7)
            for y in 0..<7 { for x in 0..<5 { #expect(decoded.pixel(x: x, y: y) == bitmap.pixel(x: x, y: y)) } }
            return decoded
        }
        #expect(decoded.width == 5)
    }

    @Test("an empty bitmap cannot be encoded")
    func emptyBitmap() {
        #expect(throws: ImageError.cannotEncode("the bitmap has no pixels (0×4)")) {
            try PNG.encode(Bitmap(width: 0, height: 4, format: .xrgb8888))
        }
    }

    @Test("write then decode(contentsOf:) through a file")
    func fileRoundTrip() throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let source = Self.randomBitmap(.argb8888, width: 17, height: 9, seed: 5)
        let path = scratch.path + "/shot.png"
        try PNG.write(source, to: path, includeAlpha: true)
        #expect(try PNG.decode(contentsOf: path).hasSamePixels(as: source))
        // Writing again replaces the file rather than appending to it.
        try PNG.write(Self.randomBitmap(.xrgb8888, width: 2, height: 2, seed: 1), to: path)
        #expect(try PNG.decode(contentsOf: path).width == 2)
    }

    @Test("file errors name the file and the system's reason")
    func fileErrors() throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let missing = scratch.path + "/missing.png"
        #expect(throws: ImageError.cannotRead(path: missing, reason: "no such file or directory")) {
            try PNG.decode(contentsOf: missing)
        }
        #expect(
            ImageError.cannotRead(path: "a.png", reason: "no such file or directory").description
                == "cannot read a.png: no such file or directory")
        #expect(throws: ImageError.cannotRead(path: scratch.path, reason: "is a directory")) {
            try PNG.decode(contentsOf: scratch.path)
        }
        let unwritable = scratch.path + "/no/such/dir/shot.png"
        #expect(throws: ImageError.cannotWrite(path: unwritable, reason: "no such file or directory")) {
            try PNG.write(Bitmap(width: 1, height: 1, format: .xrgb8888), to: unwritable)
        }
        let empty = scratch.path + "/empty.png"
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(throws: ImageError.emptyFile) { try PNG.decode(contentsOf: empty) }
        // A device that never ends is not read.
        #expect(throws: ImageError.cannotRead(path: "/dev/zero", reason: "not a regular file")) {
            try PNG.decode(contentsOf: "/dev/zero")
        }
        // A file larger than any PNG within the pixel limit is refused unread (a sparse 20 MiB
        // file against 1000 pixels: 8000 bytes plus 16 MiB of metadata).
        let large = scratch.path + "/large.png"
        #expect(FileManager.default.createFile(atPath: large, contents: Data(Fixtures.bytes(of: "g1-1x1.png"))))
        let handle = try #require(FileHandle(forWritingAtPath: large))
        try handle.truncate(atOffset: 20 << 20)
        try handle.close()
        #expect(throws: ImageError.cannotRead(path: large, reason: "file is too large for an image (20971520 bytes)")) {
            try PNG.decode(contentsOf: large, maxPixels: 1000)
        }
        // With the default limit the same file is read, and libpng stops at IEND.
        #expect(try PNG.decode(contentsOf: large).width == 1)
    }
}
