import TactileSystem
import Testing

@testable import TactileRaster

@Suite struct ConvertTests {
    static let formats: [PixelFormat] = [.xrgb8888, .argb8888, .rgb565]

    static func randomBitmap(_ random: inout SplitMix64, width: Int, height: Int, format: PixelFormat) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height, format: format)
        for y in 0..<height { for x in 0..<width { bitmap.setRaw(x: x, y: y, random.storedPixel(format)) } }
        return bitmap
    }

    /// What a source pixel becomes in the target format, as `0xAARRGGBB` read back by `pixel`.
    static func converted(_ source: Bitmap, x: Int, y: Int, to format: PixelFormat) -> UInt32 {
        let value = source.pixel(x: x, y: y)
        switch format {
        case .rgb565: return PixelMath.expand565(PixelMath.pack565(value))
        case .xrgb8888: return value | 0xFF00_0000
        case .argb8888: return value
        }
    }

    /// Every pair of formats, every pixel exact, clipped to the target's bounds and clip.
    @Test(arguments: formats, formats)
    func convertsEveryFormatPairExactly(_ from: PixelFormat, _ to: PixelFormat) {
        var random = SplitMix64(seed: 21)
        let guarded = GuardedBitmap(width: 45, height: 19, format: to)
        for trial in 0..<40 {
            guarded.fill(0)
            let source = Self.randomBitmap(&random, width: 1 + random.below(50), height: 1 + random.below(22), format: from)
            var canvas = Canvas(guarded.bitmap)
            if trial % 2 == 1 {
                canvas.setClip(PixelRect(x: random.below(20), y: random.below(10), width: random.below(30), height: random.below(12)))
            }
            let ox = random.below(40) - 20, oy = random.below(20) - 10
            let before = guarded.snapshot()
            canvas.convert(source, x: ox, y: oy)
            let area = PixelRect(x: ox, y: oy, width: source.width, height: source.height).intersection(canvas.clip)
            #expect(guarded.changedBytes(outside: area, since: before) == 0)
            var wrong = 0
            for y in area.minY..<max(area.minY, area.maxY) {
                for x in area.minX..<area.maxX
                where guarded.bitmap.pixel(x: x, y: y) != Self.converted(source, x: x - ox, y: y - oy, to: to) {
                    wrong += 1
                }
            }
            #expect(wrong == 0, "\(from) → \(to): \(wrong) wrong pixels")
        }
    }

    /// Bitmaps without row padding are converted as one run of pixels; every pixel must still
    /// land where it belongs, and dithering must still follow each pixel's own position.
    @Test(arguments: formats, formats)
    func unpaddedBitmapsConvertExactly(_ from: PixelFormat, _ to: PixelFormat) {
        var random = SplitMix64(seed: 26)
        let width = 13, height = 7
        let source = Bitmap(width: width, height: height, format: from, bytesPerRow: width * from.bytesPerPixel)
        for y in 0..<height { for x in 0..<width { source.setRaw(x: x, y: y, random.storedPixel(from)) } }
        let target = Bitmap(width: width, height: height, format: to, bytesPerRow: width * to.bytesPerPixel)
        for dithering in [false, true] {
            Canvas(target).convert(source, dithering: dithering)
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width {
                    var expected = Self.converted(source, x: x, y: y, to: to)
                    if dithering && to == .rgb565 && from != .rgb565 {
                        let p = source.pixel(x: x, y: y)
                        let level =
                            Self.ditheredLevel((p >> 16) & 0xFF, bits: 5, x: x, y: y) << 11
                            | Self.ditheredLevel((p >> 8) & 0xFF, bits: 6, x: x, y: y) << 5
                            | Self.ditheredLevel(p & 0xFF, bits: 5, x: x, y: y)
                        expected = PixelMath.expand565(UInt16(level))
                    }
                    if target.pixel(x: x, y: y) != expected { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(from) → \(to) dithering \(dithering)")
        }
    }

    /// Without dithering, RGB565 targets hold exactly `pack565` of each source pixel, for every
    /// run length and alignment the vector loop meets.
    @Test func unditheredRGB565IsPack565() {
        var random = SplitMix64(seed: 22)
        let target = Bitmap(width: 48, height: 1, format: .rgb565)
        let canvas = Canvas(target)
        for width in 0...37 {
            for x in 0...7 {
                let source = Self.randomBitmap(&random, width: width, height: 1, format: .xrgb8888)
                canvas.convert(source, x: x)
                for i in 0..<width {
                    #expect(target.row16(0)[x + i] == PixelMath.pack565(source.row32(0)[i]))
                }
            }
        }
    }

    /// The dithered level of one channel, from the matrix and thresholds documented on
    /// `OrderedDither`, computed here independently.
    static func ditheredLevel(_ value: UInt32, bits: Int, x: Int, y: Int) -> UInt32 {
        let matrix: [[Int]] = [[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]]
        let index = matrix[y & 3][x & 3]
        let threshold = bits == 5 ? 21 + (212 * index + 7) / 15 : 45 + (161 * index + 7) / 15
        let levels = bits == 5 ? 31 : 63
        return UInt32((Int(value) * levels + threshold) / 255)
    }

    /// The dithered conversion follows the documented formula at every position, for every run
    /// length and alignment.
    @Test func ditheringFollowsTheDocumentedMatrix() {
        var random = SplitMix64(seed: 23)
        let target = Bitmap(width: 48, height: 4, format: .rgb565)
        let canvas = Canvas(target)
        var wrong = 0
        for width in 0...37 {
            for x in 0...7 {
                let y = random.below(4)
                let source = Self.randomBitmap(&random, width: width, height: 1, format: .argb8888)
                canvas.convert(source, x: x, y: y, dithering: true)
                for i in 0..<width {
                    let p = source.row32(0)[i], tx = x + i
                    let expected =
                        Self.ditheredLevel((p >> 16) & 0xFF, bits: 5, x: tx, y: y) << 11
                        | Self.ditheredLevel((p >> 8) & 0xFF, bits: 6, x: tx, y: y) << 5
                        | Self.ditheredLevel(p & 0xFF, bits: 5, x: tx, y: y)
                    if UInt32(target.row16(y)[tx]) != expected { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0)
    }

    /// A flat area of any grey averages (over whole 4×4 tiles) within 1 of the true value in
    /// every channel, and strictly closer than truncation wherever truncation is off by more
    /// than 1 (up to 7 for red and blue, 3 for green).
    @Test func ditheredFlatAreasKeepTheirMeanColour() {
        let target = Bitmap(width: 16, height: 8, format: .rgb565)
        let canvas = Canvas(target)
        let source = Bitmap(width: 16, height: 8, format: .xrgb8888)
        var failures: [String] = []
        for v in UInt32(0)...255 {
            let grey = v << 16 | v << 8 | v
            for y in 0..<8 { for x in 0..<16 { source.row32(y)[x] = grey } }
            canvas.convert(source, dithering: true)
            var sums = (0.0, 0.0, 0.0)
            for y in 0..<8 {
                for x in 0..<16 {
                    let p = target.pixel(x: x, y: y)
                    sums.0 += Double((p >> 16) & 0xFF); sums.1 += Double((p >> 8) & 0xFF); sums.2 += Double(p & 0xFF)
                }
            }
            let truncated = PixelMath.expand565(PixelMath.pack565(grey))
            for (shift, sum) in [(16, sums.0), (8, sums.1), (0, sums.2)] as [(UInt32, Double)] {
                let mean = sum / 128, truncationError = abs(Double((truncated >> shift) & 0xFF) - Double(v))
                let error = abs(mean - Double(v))
                if error > 1 || (truncationError > 1 && error >= truncationError) {
                    failures.append("grey \(v) channel \(shift): mean \(mean), truncation error \(truncationError)")
                }
            }
        }
        #expect(failures.count == 0, "\(failures.prefix(5))")
    }

    /// No channel wraps: every dithered level is one of the two levels whose expansions bracket
    /// the 8-bit value (just the one when the value is exact), so near-white never becomes dark.
    @Test func ditheringNeverWraps() {
        let target = Bitmap(width: 8, height: 4, format: .rgb565)
        let canvas = Canvas(target)
        let source = Bitmap(width: 8, height: 4, format: .xrgb8888)
        func expanded(_ level: UInt32, bits: UInt32) -> UInt32 {
            bits == 5 ? level << 3 | level >> 2 : level << 2 | level >> 4
        }
        var failures: [String] = []
        for v in UInt32(0)...255 {
            let pixel = v << 16 | (255 - v) << 8 | v
            for y in 0..<4 { for x in 0..<8 { source.row32(y)[x] = pixel } }
            canvas.convert(source, dithering: true)
            for y in 0..<4 {
                for x in 0..<8 {
                    let p = UInt32(target.row16(y)[x])
                    for (bits, shift) in [(5, 11), (6, 5), (5, 0)] as [(UInt32, UInt32)] {
                        let value = (pixel >> (shift == 11 ? 16 : shift == 5 ? 8 : 0)) & 0xFF
                        let level = (p >> shift) & ((1 << bits) - 1)
                        let below = (0..<(1 << bits)).last { expanded($0, bits: bits) <= value }!
                        let allowed = expanded(below, bits: bits) == value ? [below] : [below, below + 1]
                        if !allowed.contains(level) { failures.append("\(pixel) at \(x),\(y): level \(level)") }
                    }
                }
            }
        }
        #expect(failures.count == 0, "\(failures.prefix(5))")
        let white = Bitmap(width: 8, height: 4, format: .argb8888)
        for y in 0..<4 { for x in 0..<8 { white.row32(y)[x] = 0xFFFF_FFFF } }
        canvas.convert(white, dithering: true)
        for y in 0..<4 { for x in 0..<8 { #expect(target.row16(y)[x] == 0xFFFF) } }
    }

    /// Colours RGB565 holds exactly come through dithering unchanged.
    @Test func representableColoursStayFlat() {
        var random = SplitMix64(seed: 24)
        let source = Bitmap(width: 256, height: 256, format: .xrgb8888)
        var values: [UInt16] = []
        for y in 0..<256 {
            for x in 0..<256 {
                let value = UInt16(truncatingIfNeeded: random.next())
                values.append(value)
                source.row32(y)[x] = PixelMath.expand565(value)
            }
        }
        let target = Bitmap(width: 256, height: 256, format: .rgb565)
        Canvas(target).convert(source, dithering: true)
        var changed = 0
        for y in 0..<256 { for x in 0..<256 where target.row16(y)[x] != values[y * 256 + x] { changed += 1 } }
        #expect(changed == 0)
    }

    /// Dithering in tiles gives the same pixels as dithering the whole frame: the pattern follows
    /// target coordinates, not the source's.
    @Test func tilesAgreeWithTheWholeFrame() {
        var random = SplitMix64(seed: 25)
        let source = Self.randomBitmap(&random, width: 53, height: 29, format: .xrgb8888)
        let whole = Bitmap(width: 60, height: 40, format: .rgb565)
        Canvas(whole).convert(source, x: 3, y: 5, dithering: true)
        let tiled = Bitmap(width: 60, height: 40, format: .rgb565)
        let tiledCanvas = Canvas(tiled)
        var ty = 0
        while ty < 29 {
            var tx = 0
            let th = min(7, 29 - ty)
            while tx < 53 {
                let tw = min(11, 53 - tx)
                let tile = Bitmap(
                    borrowing: source.baseAddress + ty * source.bytesPerRow + tx * 4, width: tw, height: th,
                    bytesPerRow: source.bytesPerRow, format: .xrgb8888)
                tiledCanvas.convert(tile, x: 3 + tx, y: 5 + ty, dithering: true)
                tx += tw
            }
            ty += th
        }
        #expect(whole.hasSamePixels(as: tiled))
    }
}
