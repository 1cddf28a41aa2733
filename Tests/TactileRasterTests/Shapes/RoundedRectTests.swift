import TactileRaster
import Testing

/// Tolerance: 2/255 per pixel = 1/2 for rounding to a byte + up to 1 for the reference (its
/// midpoint rule over 128 sub-rows is off by up to 1/255 where an edge runs nearly along the
/// rows) + 1/2 for the corner arcs, flattened to within 0.005 px of the circle.
@Suite struct RoundedRectTests {
    static let tolerance = 2.0 / 255 + 1e-9

    static let cases: [(Rect, CornerRadii)] = [
        (Rect(x: 4, y: 3, width: 40, height: 30), CornerRadii(all: 10)),
        (Rect(x: 3.3, y: 2.6, width: 41.2, height: 29.7), CornerRadii(all: 7.5)),
        (Rect(x: 2.5, y: 4.25, width: 30, height: 27), CornerRadii(topLeft: 0, topRight: 12.3, bottomRight: 3, bottomLeft: 0.6)),
        (Rect(x: 1.7, y: 1.1, width: 44, height: 16.4), CornerRadii(all: 8.2)),  // half-height pill
        (Rect(x: 5.1, y: 2.9, width: 9.8, height: 31), CornerRadii(all: 40)),  // clamped to a stadium
        (Rect(x: 10.4, y: 8.8, width: 3.3, height: 2.2), CornerRadii(all: 1))  // tiny
    ]

    @Test(arguments: 0..<cases.count)
    func coverageMatchesTheExactAreaPerPixel(index: Int) {
        let (rect, radii) = Self.cases[index]
        let fitted = Self.fitted(radii, rect)
        let reference = ShapeReference.coverage(width: 48, height: 36) {
            ShapeReference.insideRoundedRect($0, $1, rect, fitted)
        }
        let drawn = ShapeReference.drawnCoverage(width: 48, height: 36) {
            $0.fillRoundedRect(rect, cornerRadii: radii, color: .white)
        }
        let worst = ShapeReference.maximumError(drawn, reference, width: 48)
        #expect(worst.error <= Self.tolerance, "worst \(worst.error * 255)/255 at (\(worst.x), \(worst.y))")
    }

    @Test func totalCoverageIsTheRectAreaLessTheCorners() {
        // Straight edges at multiples of 0.2 px have coverages that are whole bytes (0.2 × 255 = 51),
        // so only the arcs' pixels round, with errors of either sign.
        for (rect, r) in [
            (Rect(x: 3.2, y: 2.6, width: 60.2, height: 50.6), 14.0),
            (Rect(x: 2, y: 2, width: 64, height: 64), 16.0),
            (Rect(x: 1.4, y: 4.8, width: 30, height: 20), 10.0)
        ] {
            let drawn = ShapeReference.drawnCoverage(width: 70, height: 70) {
                $0.fillRoundedRect(rect, cornerRadii: CornerRadii(all: r), color: .white)
            }
            let exact = rect.width * rect.height - (4 - Double.pi) * r * r
            let total = drawn.reduce(0, +)
            // Allow 0.05 px² for the sum of the arc pixels' rounding.
            #expect(abs(total - exact) < 0.05, "\(total) vs \(exact)")
        }
    }

    @Test func radiiThatDoNotFitScaleDownTogether() {
        let rect = Rect(x: 2, y: 3, width: 40, height: 20)
        let tooBig = ShapeReference.drawnCoverage(width: 48, height: 30) {
            $0.fillRoundedRect(rect, cornerRadii: CornerRadii(topLeft: 40, topRight: 20, bottomRight: 40, bottomLeft: 0), color: .white)
        }
        // Left side 40 + 0 = 40 > 20 sets the factor 0.5 (top side 60 > 40 gives 2/3).
        let fitting = ShapeReference.drawnCoverage(width: 48, height: 30) {
            $0.fillRoundedRect(rect, cornerRadii: CornerRadii(topLeft: 20, topRight: 10, bottomRight: 20, bottomLeft: 0), color: .white)
        }
        #expect(tooBig == fitting)
    }

    @Test func zeroRadiiFillLikeARect() {
        let rect = Rect(x: 2.3, y: 1.6, width: 17.5, height: 9.1)
        let rounded = ShapeReference.drawnCoverage(width: 24, height: 14) {
            $0.fillRoundedRect(rect, cornerRadii: .zero, color: .white)
        }
        let plain = ShapeReference.drawnCoverage(width: 24, height: 14) { $0.fill(rect, color: .white) }
        #expect(rounded == plain)
    }

    @Test(arguments: [PixelFormat.xrgb8888, .argb8888, .rgb565])
    func opaqueInteriorIsExactlyTheColour(format: PixelFormat) {
        let bitmap = Bitmap(width: 40, height: 40, format: format)
        let color = Color(red: 10, green: 200, blue: 90)
        Canvas(bitmap).fillRoundedRect(Rect(x: 4.5, y: 4.5, width: 31, height: 31), cornerRadii: CornerRadii(all: 8), color: color)
        let expected = format == .rgb565 ? PixelMath.expand565(PixelMath.pack565(color.premultiplied)) : color.premultiplied
        for y in 5..<35 { for x in 13..<27 { #expect(bitmap.pixel(x: x, y: y) == expected) } }
        for y in 13..<27 { for x in 5..<35 { #expect(bitmap.pixel(x: x, y: y) == expected) } }
        // Outside the corner arc: untouched.
        #expect(bitmap.pixel(x: 5, y: 5) & 0xFF_FFFF == 0)
        #expect(bitmap.pixel(x: 34, y: 34) & 0xFF_FFFF == 0)
    }

    static let strokeCases: [(Rect, CornerRadii, Double)] = [
        (Rect(x: 6, y: 5, width: 34, height: 24), CornerRadii(all: 8), 2),
        (Rect(x: 6.3, y: 5.7, width: 33.1, height: 23.4), CornerRadii(all: 6.5), 3.3),
        (Rect(x: 5.5, y: 5.5, width: 30, height: 20), CornerRadii(topLeft: 0, topRight: 9, bottomRight: 1, bottomLeft: 4), 1),
        (Rect(x: 6.2, y: 6.1, width: 30, height: 20), CornerRadii(all: 5), 0.4),  // thinner than a pixel
        (Rect(x: 8.2, y: 8.1, width: 3.3, height: 20), CornerRadii(all: 2), 1.5),  // inner bands share pixels
        (Rect(x: 10.2, y: 9.1, width: 6, height: 5), CornerRadii(all: 2), 8)  // no inner hole
    ]

    @Test(arguments: 0..<strokeCases.count)
    func strokeCoverageMatchesTheExactBandArea(index: Int) {
        let (rect, radii, width) = Self.strokeCases[index]
        let r = Self.fitted(radii, rect)
        let h = width / 2
        func grown(_ v: Double) -> Double { v > 0 ? v + h : 0 }
        func shrunk(_ v: Double) -> Double { max(v - h, 0) }
        let outer = rect.insetBy(dx: -h, dy: -h), inner = rect.insetBy(dx: h, dy: h)
        let outerRadii = CornerRadii(
            topLeft: grown(r.topLeft), topRight: grown(r.topRight),
            bottomRight: grown(r.bottomRight), bottomLeft: grown(r.bottomLeft))
        let innerRadii = CornerRadii(
            topLeft: shrunk(r.topLeft), topRight: shrunk(r.topRight),
            bottomRight: shrunk(r.bottomRight), bottomLeft: shrunk(r.bottomLeft))
        let reference = ShapeReference.coverage(width: 48, height: 36) { x, y in
            ShapeReference.insideRoundedRect(x, y, outer, outerRadii)
                && !(inner.width > 0 && inner.height > 0 && ShapeReference.insideRoundedRect(x, y, inner, innerRadii))
        }
        let drawn = ShapeReference.drawnCoverage(width: 48, height: 36) {
            $0.strokeRoundedRect(rect, cornerRadii: radii, lineWidth: width, color: .white)
        }
        let worst = ShapeReference.maximumError(drawn, reference, width: 48)
        #expect(worst.error <= Self.tolerance, "worst \(worst.error * 255)/255 at (\(worst.x), \(worst.y))")
    }

    @Test func translucentStrokeBlendsEachPixelOnce() {
        // A pixel blended twice would be darker than one blend of its coverage.
        let rect = Rect(x: 4.6, y: 4.3, width: 20, height: 14)
        let radii = CornerRadii(all: 4)
        let coverage = ShapeReference.drawnCoverage(width: 30, height: 24) {
            $0.strokeRoundedRect(rect, cornerRadii: radii, lineWidth: 1.7, color: .white)
        }
        let bitmap = Bitmap(width: 30, height: 24, format: .xrgb8888)
        for y in 0..<24 { for x in 0..<30 { bitmap.setPixel(x: x, y: y, 0xFFFF_FFFF) } }
        Canvas(bitmap).strokeRoundedRect(rect, cornerRadii: radii, lineWidth: 1.7, color: Color(red: 0, green: 0, blue: 0, alpha: 160))
        for y in 0..<24 {
            for x in 0..<30 {
                let alpha = 160 * coverage[y * 30 + x]
                let exact = 255 * (255 - alpha) / 255
                #expect(abs(Double(bitmap.pixel(x: x, y: y) & 0xFF) - exact) <= 1.5, "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: [PixelFormat.xrgb8888, .argb8888, .rgb565])
    func drawsOnlyInsideTheClip(format: PixelFormat) {
        let clip = PixelRect(x: 6, y: 5, width: 22, height: 17)
        let rects = [
            Rect(x: -7.3, y: -4.1, width: 20.2, height: 15.5), Rect(x: 20.5, y: 14.25, width: 30, height: 30),
            Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), Rect(x: 1.5, y: 1.5, width: 37, height: 27)
        ]
        for rect in rects {
            #expect(
                ShapeReference.bytesChangedOutsideClip(format: format, clip: clip) {
                    $0.fillRoundedRect(rect, cornerRadii: CornerRadii(all: 6), color: Color(red: 9, green: 9, blue: 9, alpha: 99))
                    $0.fillRoundedRect(rect, cornerRadii: CornerRadii(all: 3), color: .white)
                    $0.strokeRoundedRect(rect, cornerRadii: CornerRadii(all: 5), lineWidth: 3, color: .red)
                } == 0)
        }
    }

    @Test func invalidInputDrawsNothing() {
        let good = Rect(x: 2, y: 2, width: 20, height: 20)
        let rects = [
            Rect(x: .nan, y: 2, width: 20, height: 20), Rect(x: 2, y: 2, width: .infinity, height: 20),
            Rect(x: 2, y: 2, width: 0, height: 20), Rect(x: 2, y: 2, width: 20, height: -1),
            Rect(x: 1e300, y: 2, width: 20, height: 20)
        ]
        for rect in rects {
            #expect(ShapeReference.drawsNothing { $0.fillRoundedRect(rect, cornerRadii: CornerRadii(all: 4), color: .white) })
            #expect(ShapeReference.drawsNothing { $0.strokeRoundedRect(rect, cornerRadii: CornerRadii(all: 4), lineWidth: 2, color: .white) })
        }
        for radius in [Double.nan, .infinity] {
            #expect(ShapeReference.drawsNothing { $0.fillRoundedRect(good, cornerRadii: CornerRadii(all: radius), color: .white) })
        }
        for width in [0, -2, Double.nan, .infinity] {
            #expect(ShapeReference.drawsNothing { $0.strokeRoundedRect(good, cornerRadii: CornerRadii(all: 4), lineWidth: width, color: .white) })
        }
    }

    /// CSS radius fitting, worked out here independently.
    static func fitted(_ r: CornerRadii, _ rect: Rect) -> CornerRadii {
        let f = min(
            1, rect.width / (r.topLeft + r.topRight), rect.width / (r.bottomLeft + r.bottomRight),
            rect.height / (r.topLeft + r.bottomLeft), rect.height / (r.topRight + r.bottomRight))
        return CornerRadii(
            topLeft: r.topLeft * f, topRight: r.topRight * f,
            bottomRight: r.bottomRight * f, bottomLeft: r.bottomLeft * f)
    }
}
