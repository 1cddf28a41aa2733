import TactileImages
import TactileRaster
import TactileSystem
import Testing

/// Hostile input made from valid files: every outcome is an `ImageError` or, where libpng
/// legitimately accepts the change, a valid image; never a crash. Run under valgrind too (see
/// the report) so no error path leaks or touches memory it should not.
@Suite("PNG damaged files")
struct PNGDamagedFileTests {
    /// Small valid files with different chunk layouts: palette with PLTE and tRNS, interlaced RGBA,
    /// 16-bit RGB with tRNS, interlaced; plus a file from our encoder split into several IDATs.
    static let baseNames = ["p2t-3x7", "rgba8-3x7-i", "rgb16t-3x7-i"]

    static func bases() throws -> [(name: String, bytes: [UInt8])] {
        var bases = baseNames.map { (name: $0, bytes: Fixtures.bytes(of: $0 + ".png")) }
        bases.append((name: "split-idat", bytes: try splitIDATFile()))
        return bases
    }

    /// An encoded 6×5 image whose IDAT data is spread over chunks of 7 bytes.
    static func splitIDATFile() throws -> [UInt8] {
        let bitmap = PNGRoundTripTests.randomBitmap(.argb8888, width: 6, height: 5, seed: 99)
        let encoded = try PNG.encode(bitmap, includeAlpha: true)
        let chunks = PNGBytes.chunks(encoded)
        var result = Array(encoded[0..<8])
        for chunk in chunks {
            let data = Array(encoded[chunk.dataOffset..<chunk.crcOffset])
            let pieces =
                chunk.type == "IDAT"
                ? stride(from: 0, to: data.count, by: 7).map {
                    Array(data[$0..<min($0 + 7, data.count)])
                } : [data]
            for piece in pieces {
                var bytes = [UInt8](repeating: 0, count: 12 + piece.count)
                PNGBytes.writeUInt32(UInt32(piece.count), into: &bytes, at: 0)
                bytes.replaceSubrange(4..<8, with: Array(chunk.type.utf8))
                bytes.replaceSubrange(8..<(8 + piece.count), with: piece)
                PNGBytes.repairCRC(of: PNGChunk(offset: 0, length: piece.count, type: chunk.type), in: &bytes)
                result += bytes
            }
        }
        return result
    }

    /// Decodes `bytes`; a success must be an image of a sane size whose pixels can all be read.
    static func decodeOrError(_ bytes: [UInt8]) -> Result<Bitmap, ImageError> {
        do throws(ImageError) {
            let bitmap = try PNG.decode(bytes)
            #expect(bitmap.width > 0 && bitmap.height > 0 && bitmap.width * bitmap.height <= PNG.defaultMaxPixels)
            var sum: UInt32 = 0
            for y in 0..<bitmap.height { for x in 0..<bitmap.width { sum &+= bitmap.pixel(x: x, y: y) } }
            _ = sum
            return .success(bitmap)
        } catch {
            #expect(!error.description.isEmpty)
            return .failure(error)
        }
    }

    @Test("the split-IDAT file decodes to the encoded image")
    func splitIDATDecodes() throws {
        let bitmap = PNGRoundTripTests.randomBitmap(.argb8888, width: 6, height: 5, seed: 99)
        let split = try Self.splitIDATFile()
        #expect(PNGBytes.chunks(split).filter { $0.type == "IDAT" }.count > 3)
        #expect(try PNG.decode(split).hasSamePixels(as: bitmap))
    }

    @Test("a file cut at any offset is truncated")
    func truncatedAtEveryOffset() throws {
        for base in try Self.bases() {
            #expect(throws: Never.self) { try PNG.decode(base.bytes) }
            #expect(throws: ImageError.emptyFile) { try PNG.decode([]) }
            for length in 1..<base.bytes.count {
                #expect(throws: ImageError.truncated, "\(base.name) cut to \(length) bytes") {
                    try PNG.decode(Array(base.bytes[0..<length]))
                }
            }
        }
        #expect(ImageError.truncated.description == "truncated file")
    }

    @Test("a flipped byte anywhere is an error or a same-sized image")
    func flippedBytes() throws {
        var outcomes = (errors: 0, images: 0)
        for base in try Self.bases() {
            let original = try PNG.decode(base.bytes)
            for position in 0..<base.bytes.count {
                for mask: UInt8 in [0xFF, 0x01, 0x80] {
                    var bytes = base.bytes
                    bytes[position] ^= mask
                    switch Self.decodeOrError(bytes) {
                    case .success(let bitmap):
                        outcomes.images += 1
                        // IHDR is a critical chunk under a CRC: its size cannot change unnoticed.
                        #expect(
                            bitmap.width == original.width && bitmap.height == original.height,
                            "\(base.name) byte \(position) ^ \(mask)")
                    case .failure(let error):
                        outcomes.errors += 1
                        if position < 8 { #expect(error == .notPNG) }
                    }
                }
            }
        }
        // Only an ancillary chunk (tRNS) may be damaged and still decode, with a warning.
        #expect(outcomes.errors > 20 * outcomes.images)
    }

    @Test("a wrong CRC is an error in a critical chunk and ignored in an ancillary one")
    func wrongCRCs() throws {
        for base in try Self.bases() {
            for chunk in PNGBytes.chunks(base.bytes) {
                var bytes = base.bytes
                bytes[chunk.crcOffset + 3] ^= 0x5A
                let critical = chunk.type.first!.isUppercase
                if critical {
                    #expect(throws: ImageError.badCRC(chunk: chunk.type), "\(base.name) \(chunk.type)") {
                        try PNG.decode(bytes)
                    }
                } else {
                    #expect(throws: Never.self, "\(base.name) \(chunk.type)") { try PNG.decode(bytes) }
                }
            }
        }
        #expect(ImageError.badCRC(chunk: "IDAT").description == "bad CRC in IDAT")
    }

    @Test("damage under a repaired CRC is an error or an image, in every chunk")
    func damageWithRepairedCRC() throws {
        var random = SplitMix64(seed: 2026)
        for base in try Self.bases() {
            let chunks = PNGBytes.chunks(base.bytes)
            // Every data byte of every chunk, flipped, with the chunk's CRC made valid again.
            for chunk in chunks where chunk.length > 0 {
                for position in chunk.dataOffset..<chunk.crcOffset {
                    var bytes = base.bytes
                    bytes[position] ^= UInt8(truncatingIfNeeded: random.next() | 1)
                    PNGBytes.repairCRC(of: chunk, in: &bytes)
                    _ = Self.decodeOrError(bytes)
                }
            }
            // Several random bytes of the image data at once: zlib and filter errors.
            for chunk in chunks where chunk.type == "IDAT" {
                for _ in 0..<150 {
                    var bytes = base.bytes
                    for _ in 0..<(1 + random.next() % 4) {
                        let position = chunk.dataOffset + Int(random.next() % UInt64(chunk.length))
                        bytes[position] = UInt8(truncatingIfNeeded: random.next())
                    }
                    PNGBytes.repairCRC(of: chunk, in: &bytes)
                    _ = Self.decodeOrError(bytes)
                }
            }
        }
    }

    /// `base` with its IHDR width and height replaced and the CRC repaired.
    static func withSize(_ width: UInt32, _ height: UInt32, base: String = "rgba8-3x7-i") -> [UInt8] {
        var bytes = Fixtures.bytes(of: base + ".png")
        let ihdr = PNGBytes.chunks(bytes)[0]
        PNGBytes.writeUInt32(width, into: &bytes, at: ihdr.dataOffset)
        PNGBytes.writeUInt32(height, into: &bytes, at: ihdr.dataOffset + 4)
        PNGBytes.repairCRC(of: ihdr, in: &bytes)
        return bytes
    }

    @Test("absurd sizes are refused before any pixel memory is allocated")
    func absurdSizes() throws {
        let huge = Self.withSize(40000, 40000)
        #expect(throws: ImageError.tooLarge(width: 40000, height: 40000, maxPixels: PNG.defaultMaxPixels)) {
            try PNG.decode(huge)
        }
        #expect(
            ImageError.tooLarge(width: 40000, height: 40000, maxPixels: PNG.defaultMaxPixels).description
                == "image is 40000×40000, over the 16384×16384 limit")
        let widest: UInt32 = 0x7FFF_FFFF  // the PNG format's own maximum
        #expect(throws: ImageError.tooLarge(width: Int(widest), height: Int(widest), maxPixels: PNG.defaultMaxPixels)) {
            try PNG.decode(Self.withSize(widest, widest))
        }
        #expect(throws: ImageError.tooLarge(width: 1, height: Int(widest), maxPixels: PNG.defaultMaxPixels)) {
            try PNG.decode(Self.withSize(1, widest))
        }
        // Within the limit but far more pixels than a 165-byte file can hold after deflate
        // (at most 1032:1): refused as truncated without allocating 1 GiB.
        #expect(throws: ImageError.truncated) { try PNG.decode(Self.withSize(16384, 16384)) }
        // Sizes libpng itself rejects: zero, and over 2^31 − 1.
        let rejected: [(UInt32, UInt32, String)] = [
            (0, 0, "Invalid IHDR data"), (0, 7, "Invalid IHDR data"), (3, 0, "Invalid IHDR data"),
            (0x8000_0000, 1, "PNG unsigned integer out of range"),
            (1, 0xFFFF_FFFF, "PNG unsigned integer out of range")
        ]
        for (width, height, message) in rejected {
            #expect(throws: ImageError.malformed(message), "\(width)×\(height)") {
                try PNG.decode(Self.withSize(width, height))
            }
        }
        // A size that differs from the data: too little image data.
        #expect(throws: ImageError.self) { try PNG.decode(Self.withSize(3, 8)) }
        #expect(throws: ImageError.self) { try PNG.decode(Self.withSize(4, 7)) }
    }

    @Test("the pixel limit is configurable")
    func configurableLimit() throws {
        let bytes = Fixtures.bytes(of: "rgb8-33x17.png")  // 561 pixels
        #expect(throws: ImageError.tooLarge(width: 33, height: 17, maxPixels: 560)) {
            try PNG.decode(bytes, maxPixels: 560)
        }
        #expect(try PNG.decode(bytes, maxPixels: 561).width == 33)
        #expect(
            ImageError.tooLarge(width: 33, height: 17, maxPixels: 560).description
                == "image is 33×17, over the 560-pixel limit")
        #expect(
            ImageError.tooLarge(width: 33, height: 17, maxPixels: 400).description
                == "image is 33×17, over the 20×20 limit")
    }

    @Test("data that is not a PNG")
    func notPNG() throws {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        let others: [[UInt8]] = [
            Array("GIF89a\u{1}\0\u{1}\0".utf8),
            [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46],
            Array("hello, world\n".utf8),
            [0],
            [137, 80, 78, 71, 13, 10, 26, 11, 0, 0, 0, 13],  // last signature byte wrong
            [137, 80, 78, 71, 10, 26, 10, 0, 0, 0, 13]  // CR stripped by a text-mode copy
        ]
        for bytes in others {
            #expect(throws: ImageError.notPNG, "\(bytes)") { try PNG.decode(bytes) }
        }
        #expect(ImageError.notPNG.description == "not a PNG file")
        #expect(throws: ImageError.emptyFile) { try PNG.decode([]) }
        #expect(throws: ImageError.truncated) { try PNG.decode(signature) }
        #expect(throws: ImageError.truncated) { try PNG.decode(Array(signature[0..<3])) }
        // A signature followed by IDAT, without IHDR.
        let valid = Fixtures.bytes(of: "rgba8-3x7-i.png")
        let idat = PNGBytes.chunks(valid)[1]
        let noHeader = signature + Array(valid[idat.offset...])
        #expect(throws: ImageError.self) { try PNG.decode(noHeader) }
        // A chunk length past the end of the file.
        var longChunk = valid
        PNGBytes.writeUInt32(0x7FFF_FFFF, into: &longChunk, at: idat.offset)
        #expect(throws: ImageError.self) { try PNG.decode(longChunk) }
    }
}
