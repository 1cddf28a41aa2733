import TactileSystem
import Testing

@testable import TactileRaster

@Suite struct FillRectTests {
    static let formats: [PixelFormat] = [.xrgb8888, .argb8888, .rgb565]

    static func randomRect(_ random: inout SplitMix64, within size: Int) -> PixelRect {
        PixelRect(
            x: random.below(size + 8) - 4, y: random.below(size + 8) - 4,
            width: random.below(size + 4), height: random.below(size / 2 + 4))
    }

    /// Opaque fills store the colour exactly inside rect ∩ clip and touch nothing else.
    @Test(arguments: formats)
    func opaqueFillIsExactAndClipped(_ format: PixelFormat) {
        var random = SplitMix64(seed: 11)
        let guarded = GuardedBitmap(width: 41, height: 23, format: format)
        for trial in 0..<200 {
            for y in 0..<23 { for x in 0..<41 { guarded.bitmap.setRaw(x: x, y: y, random.storedPixel(format)) } }
            var canvas = Canvas(guarded.bitmap)
            if trial % 2 == 1 { canvas.setClip(Self.randomRect(&random, within: 30)) }
            let rect = Self.randomRect(&random, within: 41)
            let color = Color(rgb: UInt32(truncatingIfNeeded: random.next()))
            let before = guarded.snapshot()
            canvas.fill(rect, color: color)
            let area = rect.intersection(canvas.clip)
            #expect(guarded.changedBytes(outside: area, since: before) == 0, "\(rect) clip \(canvas.clip)")
            let expected: UInt32 =
                format == .rgb565
                ? PixelMath.expand565(PixelMath.pack565(0xFF00_0000 | color.red32 << 16 | color.green32 << 8 | color.blue32))
                : 0xFF00_0000 | color.red32 << 16 | color.green32 << 8 | color.blue32
            var wrong = 0
            for y in area.minY..<max(area.minY, area.maxY) {
                for x in area.minX..<area.maxX where guarded.bitmap.pixel(x: x, y: y) != expected { wrong += 1 }
            }
            #expect(wrong == 0, "\(wrong) wrong pixels filling \(rect) with \(color)")
        }
    }

    /// Translucent fills: within one step of the exact OVER formula per channel, on many colours
    /// and destinations.
    @Test(arguments: formats)
    func translucentFillFollowsOver(_ format: PixelFormat) {
        var random = SplitMix64(seed: 12)
        let guarded = GuardedBitmap(width: 37, height: 13, format: format)
        var failures: [String] = []
        for trial in 0..<300 {
            var before = [[UInt32]](repeating: [], count: 13)
            for y in 0..<13 {
                before[y] = (0..<37).map { _ in random.storedPixel(format) }
                for x in 0..<37 { guarded.bitmap.setRaw(x: x, y: y, before[y][x]) }
            }
            var canvas = Canvas(guarded.bitmap)
            if trial % 3 == 0 { canvas.setClip(Self.randomRect(&random, within: 30)) }
            let alpha = trial % 4 == 0 ? 128 : UInt8(1 + random.below(254))
            let color = Color(rgb: UInt32(truncatingIfNeeded: random.next()), alpha: alpha)
            let rect = Self.randomRect(&random, within: 37)
            let snapshot = guarded.snapshot()
            canvas.fill(rect, color: color)
            let area = rect.intersection(canvas.clip)
            if guarded.changedBytes(outside: area, since: snapshot) != 0 { failures.append("wrote outside \(rect)") }
            let source = color.premultiplied
            for y in area.minY..<max(area.minY, area.maxY) {
                for x in area.minX..<area.maxX {
                    let result = guarded.bitmap.raw(x: x, y: y), d = before[y][x]
                    let close =
                        switch format {
                        case .rgb565: withinOneStep565(UInt16(result), source: source, destination: UInt16(d))
                        case .xrgb8888: withinOneStep(result, source: source, destination: d, alpha: false)
                        case .argb8888: withinOneStep(result, source: source, destination: d, alpha: true)
                        }
                    if !close { failures.append("\(color) on \(d) gave \(result)") }
                }
            }
        }
        #expect(failures.count == 0, "\(failures.count) failures: \(failures.prefix(5))")
    }

    /// Bitmaps whose rows follow each other without padding are filled as one long span: it must
    /// still stop at the rectangle's first and last rows.
    @Test(arguments: formats)
    func unpaddedRowsFillOnlyTheRectangle(_ format: PixelFormat) {
        let bpp = format.bytesPerPixel, width = 29, height = 11
        let buffer = GuardedBitmap(width: width * height + 64, height: 1, format: format)
        let bitmap = Bitmap(
            borrowing: buffer.bitmap.baseAddress + 16 * bpp, width: width, height: height,
            bytesPerRow: width * bpp, format: format)
        let canvas = Canvas(bitmap)
        for color in [Color(rgb: 0x3366CC), Color(rgb: 0x3366CC, alpha: 90)] {
            let before = buffer.snapshot()
            canvas.fill(PixelRect(x: -5, y: 3, width: 100, height: 6), color: color)
            // In buffer coordinates the rows 3..<9 are one run of pixels.
            let run = PixelRect(x: 16 + 3 * width, y: 0, width: 6 * width, height: 1)
            #expect(buffer.changedBytes(outside: run, since: before) == 0)
            let first = bitmap.pixel(x: 0, y: 3)
            var uniform = true
            for y in 3..<9 { for x in 0..<width where bitmap.pixel(x: x, y: y) != first { uniform = false } }
            #expect(uniform)
        }
    }

    /// Every small rectangle size at every alignment (the per-call and head/tail paths).
    @Test(arguments: formats)
    func smallRectanglesAreExact(_ format: PixelFormat) {
        let guarded = GuardedBitmap(width: 24, height: 12, format: format)
        let canvas = Canvas(guarded.bitmap)
        let color = Color(red: 200, green: 100, blue: 50)
        let pixel: UInt32 =
            format == .rgb565
            ? PixelMath.expand565(PixelMath.pack565(0xFFC8_6432)) : 0xFFC8_6432
        for width in 1...9 {
            for x in 0..<8 {
                guarded.fill(0xFF00_0000)
                let rect = PixelRect(x: x, y: 1, width: width, height: 9)
                let before = guarded.snapshot()
                canvas.fill(rect, color: color)
                #expect(guarded.changedBytes(outside: rect, since: before) == 0)
                var exact = true
                for py in 1..<10 { for px in x..<(x + width) where guarded.bitmap.pixel(x: px, y: py) != pixel { exact = false } }
                #expect(exact, "\(rect)")
            }
        }
    }

    @Test func fullyTransparentFillChangesNothing() {
        let guarded = GuardedBitmap(width: 16, height: 8, format: .argb8888)
        guarded.fill(0x8040_2010)
        let before = guarded.snapshot()
        Canvas(guarded.bitmap).fill(guarded.bitmap.bounds, color: Color(rgb: 0xFFFFFF, alpha: 0))
        #expect(guarded.changedBytes(outside: .zero, since: before) == 0)
    }
}

extension Color {
    var red32: UInt32 { UInt32(red) }
    var green32: UInt32 { UInt32(green) }
    var blue32: UInt32 { UInt32(blue) }
}
