import TactileSystem
import Testing

@testable import TactileRaster

/// Every span kernel against the scalar `PixelMath` formulas, bit for bit, on random data with
/// every length 0…37 and start offset 0…7 so vector steps, heads and tails are all covered; and
/// against the exact OVER formula within one step.
@Suite struct SpanKernelTests {
    enum Kernel: CaseIterable {
        case fill, blendCoverage, blendMask, blendSourceAlpha, blendSourceMask, copy
    }

    static let formats: [PixelFormat] = [.xrgb8888, .argb8888, .rgb565]

    /// Stores a premultiplied pixel as the format does.
    static func stored(_ pixel: UInt32, _ format: PixelFormat) -> UInt32 {
        format == .rgb565 ? UInt32(PixelMath.pack565(pixel)) : pixel
    }

    /// The scalar OVER of `source` on a stored destination value.
    static func blended(_ source: UInt32, _ destination: UInt32, _ format: PixelFormat) -> UInt32 {
        if format == .rgb565 {
            let d = PixelMath.expand565(UInt16(truncatingIfNeeded: destination))
            return UInt32(PixelMath.pack565(PixelMath.over(source, d)))
        }
        return PixelMath.over(source, destination)
    }

    /// Whether `result` is within one step of the exact OVER of `source` on `destination`.
    static func closeToExact(
        _ result: UInt32, _ source: UInt32, _ destination: UInt32,
        _ format: PixelFormat
    ) -> Bool {
        switch format {
        case .rgb565:
            return withinOneStep565(
                UInt16(truncatingIfNeeded: result), source: source,
                destination: UInt16(truncatingIfNeeded: destination))
        case .xrgb8888: return withinOneStep(result, source: source, destination: destination, alpha: false)
        case .argb8888: return withinOneStep(result, source: source, destination: destination, alpha: true)
        }
    }

    @Test(arguments: Kernel.allCases)
    func kernelMatchesScalarFormula(_ kernel: Kernel) {
        var random = SplitMix64(seed: 0x5EED_0000 &+ UInt64(Kernel.allCases.firstIndex(of: kernel)!))
        let width = 48
        var failures: [String] = []
        for format in Self.formats {
            let bitmap = Bitmap(width: width, height: 1, format: format)
            let canvas = Canvas(bitmap)
            for count in 0...37 {
                for offset in 0...7 {
                    let before = (0..<width).map { _ in random.storedPixel(format) }
                    for x in 0..<width { bitmap.setRaw(x: x, y: 0, before[x]) }
                    let sources = random.sourceRow(count: count)
                    let mask = random.maskRow(count: count)
                    let color = random.premultiplied()
                    let factor = [0, 255, random.byte()][random.below(3)]
                    // effective[i]: the 8-bit source blended at pixel i, nil where the pixel
                    // must stay; store[i]: whether the pixel is replaced rather than blended.
                    var effective = [UInt32?](repeating: nil, count: count)
                    var store = [Bool](repeating: false, count: count)
                    switch kernel {
                    case .fill:
                        canvas.fillSpan(y: 0, x: offset, count: count, pixel: color)
                        for i in 0..<count { (effective[i], store[i]) = (color, true) }
                    case .blendCoverage:
                        canvas.blendSpan(y: 0, x: offset, count: count, color: color, coverage: factor)
                        let s = PixelMath.scale(color, by: factor)
                        if factor != 0 && s != 0 {
                            for i in 0..<count { (effective[i], store[i]) = (s, s >> 24 == 255) }
                        }
                    case .blendMask:
                        mask.withUnsafeBufferPointer {
                            canvas.blendSpan(y: 0, x: offset, count: count, color: color, mask: $0.baseAddress!)
                        }
                        for i in 0..<count where mask[i] != 0 {
                            let s = PixelMath.scale(color, by: UInt32(mask[i]))
                            (effective[i], store[i]) = (s, s >> 24 == 255)
                        }
                    case .blendSourceAlpha:
                        sources.withUnsafeBufferPointer {
                            canvas.blendSpan(y: 0, x: offset, count: count, source: $0.baseAddress!, alpha: factor)
                        }
                        if factor != 0 {
                            for i in 0..<count { effective[i] = PixelMath.scale(sources[i], by: factor) }
                        }
                    case .blendSourceMask:
                        sources.withUnsafeBufferPointer { s in
                            mask.withUnsafeBufferPointer { m in
                                canvas.blendSpan(
                                    y: 0, x: offset, count: count, source: s.baseAddress!,
                                    mask: m.baseAddress!)
                            }
                        }
                        for i in 0..<count where mask[i] != 0 {
                            effective[i] = PixelMath.scale(sources[i], by: UInt32(mask[i]))
                        }
                    case .copy:
                        sources.withUnsafeBufferPointer {
                            canvas.copySpan(y: 0, x: offset, count: count, source: $0.baseAddress!)
                        }
                        for i in 0..<count { (effective[i], store[i]) = (sources[i], true) }
                    }
                    for x in 0..<width {
                        let result = bitmap.raw(x: x, y: 0), d = before[x]
                        let i = x - offset
                        guard i >= 0, i < count, let s = effective[i] else {
                            if result != d { failures.append("\(format) n=\(count) +\(offset) x=\(x) changed outside") }
                            continue
                        }
                        let expected = store[i] ? Self.stored(s, format) : Self.blended(s, d, format)
                        if result != expected {
                            failures.append("\(format) n=\(count) +\(offset) x=\(x): \(result) ≠ scalar \(expected)")
                        }
                        if !store[i] && !Self.closeToExact(result, s, d, format) {
                            failures.append("\(format) n=\(count) +\(offset) x=\(x): \(result) far from exact")
                        }
                    }
                }
            }
        }
        #expect(failures.count == 0, "\(failures.count) failures: \(failures.prefix(5))")
    }

    /// `xrgb8888` destinations carry anything in their top byte; colour channels must not care.
    @Test func unusedTopByteDoesNotLeakIntoColour() {
        let bitmap = Bitmap(width: 16, height: 1, format: .xrgb8888)
        let canvas = Canvas(bitmap)
        for x in 0..<16 { bitmap.row32(0)[x] = UInt32(x * 17) << 24 | 0x00_40_80_C0 }
        canvas.blendSpan(y: 0, x: 0, count: 16, color: 0x8000_4000)
        for x in 0..<16 {
            let rgb = bitmap.row32(0)[x] & 0x00FF_FFFF
            // Red 0x40·127/255 = 31.9, green 0x40 + 0x80·127/255 = 127.7, blue 0xC0·127/255 = 95.6.
            #expect(rgb == 0x0020_8060, "x=\(x): \(rgb)")
        }
    }

    /// The whole-rectangle kernels (an image's or a glyph's rows in one call, with strides) draw
    /// exactly what the span kernels draw row by row (which the test above checks pixel by pixel).
    @Test func rectangleKernelsMatchRowByRow() {
        var random = SplitMix64(seed: 0x5EED_0100)
        let width = 48, height = 9, sourceWidth = 41
        for format in Self.formats {
            for (x, count) in [(0, 1), (3, 5), (1, 17), (6, 30), (2, 41)] {
                let rows = 6
                let sources = (0..<rows).flatMap { _ in random.sourceRow(count: sourceWidth) }
                let masks = (0..<rows).flatMap { _ in random.maskRow(count: sourceWidth) }
                let color = random.premultiplied(), alpha = [255, random.byte()][random.below(2)]
                let area = PixelRect(x: x, y: 2, width: count, height: rows)
                let whole = Bitmap(width: width, height: height, format: format)
                let byRow = Bitmap(width: width, height: height, format: format)
                for y in 0..<height {
                    for x in 0..<width {
                        let v = random.storedPixel(format)
                        whole.setRaw(x: x, y: y, v)
                        byRow.setRaw(x: x, y: y, v)
                    }
                }
                sources.withUnsafeBufferPointer { s in
                    Canvas(whole).blendRect(area, source: s.baseAddress!, sourceStride: sourceWidth * 4, alpha: alpha)
                    for r in 0..<rows {
                        Canvas(byRow).blendSpan(
                            y: 2 + r, x: x, count: count, source: s.baseAddress! + r * sourceWidth,
                            alpha: alpha)
                    }
                }
                #expect(whole.hasSamePixels(as: byRow), "\(format) source rows at \(x), \(count) wide")
                masks.withUnsafeBufferPointer { m in
                    Canvas(whole).blendRect(area, color: color, mask: m.baseAddress!, maskStride: sourceWidth)
                    for r in 0..<rows {
                        Canvas(byRow).blendSpan(
                            y: 2 + r, x: x, count: count, color: color,
                            mask: m.baseAddress! + r * sourceWidth)
                    }
                }
                #expect(whole.hasSamePixels(as: byRow), "\(format) mask rows at \(x), \(count) wide")
            }
        }
    }
}
