import TactileRaster
import TactileSystem
import Testing

@Suite struct FractionalRectTests {
    static let formats: [PixelFormat] = [.xrgb8888, .argb8888, .rgb565]

    @Test(arguments: formats)
    func pixelAlignedOpaqueRectStoresTheColourExactly(format: PixelFormat) {
        let bitmap = Bitmap(width: 20, height: 16, format: format)
        let background: UInt32 = 0xFF33_6699
        for y in 0..<16 { for x in 0..<20 { bitmap.setPixel(x: x, y: y, background) } }
        let color = Color(red: 200, green: 40, blue: 8)
        Canvas(bitmap).fill(Rect(x: 3, y: 2, width: 11, height: 9), color: color)
        let expectedInside = format == .rgb565 ? PixelMath.expand565(PixelMath.pack565(0xFFC8_2808)) : 0xFFC8_2808
        let expectedOutside = format == .rgb565 ? PixelMath.expand565(PixelMath.pack565(background)) : background
        for y in 0..<16 {
            for x in 0..<20 {
                let inside = x >= 3 && x < 14 && y >= 2 && y < 11
                #expect(bitmap.pixel(x: x, y: y) == (inside ? expectedInside : expectedOutside), "(\(x), \(y))")
            }
        }
    }

    @Test func pixelAlignedTranslucentRectBlendsByTheOverFormula() {
        let bitmap = Bitmap(width: 8, height: 8, format: .argb8888)
        let destination: UInt32 = 0xFF40_80C0
        for y in 0..<8 { for x in 0..<8 { bitmap.setPixel(x: x, y: y, destination) } }
        let color = Color(red: 255, green: 100, blue: 0, alpha: 100)
        Canvas(bitmap).fill(Rect(x: 2, y: 2, width: 4, height: 4), color: color)
        let source: [Double] = [100, 255.0 * 100 / 255, 100.0 * 100 / 255, 0]  // premultiplied a, r, g, b
        let dest: [Double] = [255, 0x40, 0x80, 0xC0]
        let result = bitmap.pixel(x: 3, y: 3)
        for (k, shift) in [24, 16, 8, 0].enumerated() {
            let exact = source[k] + dest[k] * (255 - 100) / 255
            #expect(abs(Double((result >> UInt32(shift)) & 0xFF) - exact) <= 1)
        }
        #expect(bitmap.pixel(x: 1, y: 3) == destination)
        #expect(bitmap.pixel(x: 6, y: 3) == destination)
    }

    @Test func fractionalRectCoverageIsTheExactAreaOfEachPixel() {
        var generator = SplitMix64(seed: 7)
        func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
        for _ in 0..<200 {
            let rect = Rect(x: random(-2...20), y: random(-2...14), width: random(0.05...18), height: random(0.05...14))
            let drawn = ShapeReference.drawnCoverage(width: 24, height: 16) { $0.fill(rect, color: .white) }
            for y in 0..<16 {
                for x in 0..<24 {
                    let cx = max(0, min(rect.maxX, Double(x + 1)) - max(rect.minX, Double(x)))
                    let cy = max(0, min(rect.maxY, Double(y + 1)) - max(rect.minY, Double(y)))
                    let exact = (cx * cy * 255).rounded()
                    #expect(abs(drawn[y * 24 + x] * 255 - exact) <= 1, "\(rect) at (\(x), \(y))")
                }
            }
        }
    }

    @Test func subpixelRectInsideOnePixelCoversItsArea() {
        let drawn = ShapeReference.drawnCoverage(width: 4, height: 4) {
            $0.fill(Rect(x: 1.25, y: 2.5, width: 0.5, height: 0.25), color: .white)
        }
        #expect(drawn[2 * 4 + 1] * 255 == (0.125 * 255).rounded())
        #expect(drawn.enumerated().allSatisfy { $0.offset == 9 || $0.element == 0 })
    }

    @Test(arguments: formats)
    func drawsOnlyInsideTheClip(format: PixelFormat) {
        let clip = PixelRect(x: 5, y: 4, width: 20, height: 15)
        let rects = [
            Rect(x: -3.3, y: -2.7, width: 12.2, height: 9.9), Rect(x: 20.5, y: 10.25, width: 30, height: 30),
            Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), Rect(x: 3.5, y: -100, width: 4, height: 1000)
        ]
        for rect in rects {
            #expect(
                ShapeReference.bytesChangedOutsideClip(format: format, clip: clip) {
                    $0.fill(rect, color: Color(red: 1, green: 2, blue: 3, alpha: 200))
                    $0.fill(rect, color: .white)
                } == 0)
        }
    }

    @Test func hugeRectFillsTheWholeClip() {
        let bitmap = Bitmap(width: 10, height: 10, format: .argb8888)
        Canvas(bitmap, clip: PixelRect(x: 2, y: 3, width: 5, height: 4))
            .fill(Rect(x: -1e300, y: -1e12, width: .greatestFiniteMagnitude, height: 1e300), color: .white)
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = x >= 2 && x < 7 && y >= 3 && y < 7
                #expect(bitmap.pixel(x: x, y: y) == (inside ? 0xFFFF_FFFF : 0))
            }
        }
    }

    @Test func invalidRectsDrawNothing() {
        let rects = [
            Rect(x: .nan, y: 0, width: 5, height: 5), Rect(x: 0, y: 0, width: .infinity, height: 5),
            Rect(x: -.infinity, y: 0, width: 5, height: 5), Rect(x: 2, y: 2, width: 0, height: 5),
            Rect(x: 2, y: 2, width: -3, height: 5), Rect(x: 2, y: 2, width: 4, height: .nan),
            Rect(x: 50, y: 2, width: 4, height: 4), Rect(x: 2, y: -10, width: 4, height: 4)
        ]
        for rect in rects {
            #expect(ShapeReference.drawsNothing { $0.fill(rect, color: .white) }, "\(rect)")
        }
        #expect(ShapeReference.drawsNothing { $0.fill(Rect(x: 1, y: 1, width: 5, height: 5), color: .clear) })
    }
}
