import TactileImages
import TactileRaster
import Testing

/// Every standard PNG colour type and bit depth, interlaced or not, in odd sizes, written by
/// pypng; decoded pixels must equal the script's own values premultiplied here.
@Suite("PNG suite")
struct PNGSuiteTests {
    @Test("the fixture list is complete")
    func fixtureListIsComplete() {
        // 24 kinds × 3 sizes × 2 interlacings, plus every 16-bit grey value.
        #expect(Fixtures.entries.count == 145)
        let depthsByType = Dictionary(grouping: Fixtures.entries, by: \.colorType)
            .mapValues { Set($0.map(\.bitDepth)) }
        #expect(depthsByType[0] == [1, 2, 4, 8, 16])
        #expect(depthsByType[4] == [8, 16])
        #expect(depthsByType[2] == [8, 16])
        #expect(depthsByType[6] == [8, 16])
        #expect(depthsByType[3] == [1, 2, 4, 8])
    }

    @Test("header matches what was written", arguments: Fixtures.entries)
    func header(_ entry: Fixtures.Entry) throws {
        let bytes = Fixtures.bytes(of: entry.name + ".png")
        let header = try bytes.withUnsafeBytes { buffer throws(ImageError) in try PNG.header(of: buffer) }
        let types: [Int: PNG.Header.ColorType] = [0: .grayscale, 2: .rgb, 3: .indexed, 4: .grayscaleAlpha, 6: .rgba]
        #expect(
            header
                == PNG.Header(
                    width: entry.width, height: entry.height, colorType: types[entry.colorType]!,
                    bitDepth: entry.bitDepth, isInterlaced: entry.interlaced))
    }

    @Test("decoded pixels equal the encoder's values, premultiplied", arguments: Fixtures.entries)
    func pixels(_ entry: Fixtures.Entry) throws {
        let bitmap = try PNG.decode(contentsOf: entry.path)
        #expect(bitmap.format == .argb8888)
        #expect(bitmap.width == entry.width && bitmap.height == entry.height)
        let expected = Fixtures.expectedPixels(of: entry)
        #expect(expected.count == entry.width * entry.height)
        var mismatches = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let actual = bitmap.pixel(x: x, y: y), wanted = expected[y * bitmap.width + x]
                if actual != wanted {
                    mismatches += 1
                    if mismatches <= 3 {
                        Issue.record("\(entry.name) (\(x), \(y)): got \(hex(actual)), expected \(hex(wanted))")
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("decoding from memory and from a file agree")
    func memoryAndFileAgree() throws {
        let entry = Fixtures.entries.first { $0.name == "rgba16-33x17-i" }!
        let fromFile = try PNG.decode(contentsOf: entry.path)
        let fromMemory = try PNG.decode(Fixtures.bytes(of: entry.name + ".png"))
        #expect(fromFile.hasSamePixels(as: fromMemory))
    }
}

func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
