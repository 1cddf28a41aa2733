import TactileRaster
import Testing

/// Lines and polylines against the integrated reference coverage of the exact stroke shape
/// (points within half the width of the centre line, limited by the caps). Allowed: 2/255 per
/// pixel, as for rounded rectangles (byte rounding, the reference's sub-row quantisation, round
/// caps and joins flattened to within 0.005 px).
@Suite struct StrokeTests {
    static let tolerance = 2.0 / 255 + 1e-9

    /// Inside the stroke of a single segment with the given cap.
    static func insideLine(_ x: Double, _ y: Double, _ a: Point, _ b: Point, _ h: Double, _ cap: LineCap) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let ux = dx / length, uy = dy / length
        let along = (x - a.x) * ux + (y - a.y) * uy, across = abs(-(x - a.x) * uy + (y - a.y) * ux)
        switch cap {
        case .butt: return along >= 0 && along <= length && across <= h
        case .square: return along >= -h && along <= length + h && across <= h
        case .round: return ShapeReference.distanceToSegment(x, y, a, b) <= h
        }
    }

    static let lines: [(Point, Point, Double)] = [
        (Point(x: 3.2, y: 4.7), Point(x: 36.9, y: 25.3), 3),
        (Point(x: 30.5, y: 3.5), Point(x: 8.25, y: 27.75), 1),
        (Point(x: 5, y: 15.5), Point(x: 35, y: 15.5), 2.6),  // horizontal
        (Point(x: 20.3, y: 2), Point(x: 20.3, y: 28), 0.7),  // vertical, thin
        (Point(x: 12.1, y: 12.4), Point(x: 13.3, y: 14.1), 6)  // shorter than wide
    ]

    @Test(arguments: [LineCap.butt, .round, .square], 0..<lines.count)
    func lineCoverageMatchesTheExactShape(cap: LineCap, index: Int) {
        let (a, b, width) = Self.lines[index]
        let reference = ShapeReference.coverage(width: 40, height: 30) { Self.insideLine($0, $1, a, b, width / 2, cap) }
        let drawn = ShapeReference.drawnCoverage(width: 40, height: 30) {
            $0.strokeLine(from: a, to: b, lineWidth: width, color: .white, cap: cap)
        }
        let worst = ShapeReference.maximumError(drawn, reference, width: 40)
        #expect(worst.error <= Self.tolerance, "worst \(worst.error * 255)/255 at (\(worst.x), \(worst.y))")
    }

    @Test func polylineWithRoundJoinsAndCapsCoversPointsNearItsPath() {
        let points = [
            Point(x: 4.3, y: 5.1), Point(x: 30.7, y: 8.2), Point(x: 12.4, y: 24.6),
            Point(x: 35.2, y: 26.9), Point(x: 36.1, y: 4.4)
        ]
        for width in [1.5, 4.0] {
            let h = width / 2
            let reference = ShapeReference.coverage(width: 40, height: 30) { x, y in
                (0..<(points.count - 1)).contains { ShapeReference.distanceToSegment(x, y, points[$0], points[$0 + 1]) <= h }
            }
            let drawn = ShapeReference.drawnCoverage(width: 40, height: 30) {
                $0.strokePolyline(points, lineWidth: width, color: .white, cap: .round)
            }
            let worst = ShapeReference.maximumError(drawn, reference, width: 40)
            #expect(worst.error <= Self.tolerance, "width \(width): worst \(worst.error * 255)/255 at (\(worst.x), \(worst.y))")
        }
    }

    @Test func overlappingSegmentsBlendOnce() {
        // Back and forth over the same line, crossing itself: every pixel is blended once.
        let points = [Point(x: 2, y: 10), Point(x: 30, y: 10), Point(x: 6, y: 10.3), Point(x: 16, y: 2), Point(x: 16, y: 18)]
        let coverage = ShapeReference.drawnCoverage(width: 32, height: 20) {
            $0.strokePolyline(points, lineWidth: 3, color: .white, cap: .square)
        }
        let bitmap = Bitmap(width: 32, height: 20, format: .argb8888)
        for y in 0..<20 { for x in 0..<32 { bitmap.setPixel(x: x, y: y, 0xFF00_0000) } }
        Canvas(bitmap).strokePolyline(points, lineWidth: 3, color: Color(red: 255, green: 255, blue: 255, alpha: 100), cap: .square)
        for y in 0..<20 {
            for x in 0..<32 {
                let exact = 100 * coverage[y * 32 + x]
                #expect(abs(Double(bitmap.pixel(x: x, y: y) & 0xFF) - exact) <= 1.5, "(\(x), \(y))")
            }
        }
        #expect(bitmap.pixel(x: 16, y: 10) == 0xFF64_6464)
    }

    @Test func singlePointDrawsADotOnlyWithRoundOrSquareCaps() {
        let p = Point(x: 10.5, y: 10.5)
        #expect(ShapeReference.drawsNothing { $0.strokePolyline([p], lineWidth: 4, color: .white, cap: .butt) })
        #expect(ShapeReference.drawsNothing { $0.strokeLine(from: p, to: p, lineWidth: 4, color: .white) })
        let round = ShapeReference.drawnCoverage(width: 20, height: 20) {
            $0.strokePolyline([p, p], lineWidth: 4, color: .white, cap: .round)
        }
        #expect(abs(round.reduce(0, +) - Double.pi * 4) < 0.05)
        let square = ShapeReference.drawnCoverage(width: 20, height: 20) {
            $0.strokePolyline([Point(x: 10, y: 10)], lineWidth: 4, color: .white, cap: .square)
        }
        #expect(square.reduce(0, +) == 16)
    }

    @Test func nearlyRepeatedPointsAreIgnored() {
        let a = Point(x: 3.5, y: 4.5), b = Point(x: 30.5, y: 20.25)
        let tiny = Point(x: b.x + 1e-300, y: b.y - Double.leastNormalMagnitude / 1_024)
        let plain = ShapeReference.drawnCoverage(width: 36, height: 26) {
            $0.strokePolyline([a, b], lineWidth: 3, color: .white, cap: .round)
        }
        let repeated = ShapeReference.drawnCoverage(width: 36, height: 26) {
            $0.strokePolyline([a, a, b, tiny, b], lineWidth: 3, color: .white, cap: .round)
        }
        #expect(plain == repeated)
    }

    @Test func invalidInputDrawsNothing() {
        let a = Point(x: 2, y: 2), b = Point(x: 20, y: 15)
        for width in [0, -1, Double.nan, .infinity] {
            #expect(ShapeReference.drawsNothing { $0.strokeLine(from: a, to: b, lineWidth: width, color: .white, cap: .round) })
        }
        for bad in [Point(x: .nan, y: 3), Point(x: 3, y: .infinity), Point(x: 1e300, y: 3)] {
            #expect(ShapeReference.drawsNothing { $0.strokeLine(from: a, to: bad, lineWidth: 2, color: .white) })
            #expect(ShapeReference.drawsNothing { $0.strokePolyline([a, b, bad], lineWidth: 2, color: .white) })
        }
        #expect(ShapeReference.drawsNothing { $0.strokePolyline([], lineWidth: 2, color: .white) })
    }

    @Test(arguments: [PixelFormat.xrgb8888, .argb8888, .rgb565])
    func drawsOnlyInsideTheClip(format: PixelFormat) {
        let clip = PixelRect(x: 6, y: 5, width: 22, height: 17)
        let paths: [[Point]] = [
            [Point(x: -10, y: -10), Point(x: 50, y: 40)],
            [Point(x: 3, y: 15), Point(x: 60, y: 15.5), Point(x: 20, y: -30)],
            [Point(x: -1e9, y: 12), Point(x: 1e9, y: 13)],
            [Point(x: 7, y: 6), Point(x: 27.9, y: 6.2), Point(x: 27, y: 21), Point(x: 6.1, y: 20.5), Point(x: 7, y: 6)]
        ]
        for path in paths {
            #expect(
                ShapeReference.bytesChangedOutsideClip(format: format, clip: clip) {
                    $0.strokePolyline(path, lineWidth: 5, color: Color(red: 9, green: 9, blue: 9, alpha: 99), cap: .round)
                    $0.strokePolyline(path, lineWidth: 2.5, color: .white, cap: .square)
                } == 0)
        }
    }
}

@Suite struct PolygonTests {
    @Test func triangleCoverageMatchesTheExactArea() {
        let triangle = [Point(x: 3.3, y: 2.1), Point(x: 36.7, y: 11.4), Point(x: 14.2, y: 27.8)]
        let reference = ShapeReference.coverage(width: 40, height: 30) { ShapeReference.winding($0, $1, triangle) != 0 }
        let drawn = ShapeReference.drawnCoverage(width: 40, height: 30) { $0.fillPolygon(triangle, color: .white) }
        let worst = ShapeReference.maximumError(drawn, reference, width: 40)
        // Straight edges are exact: only byte rounding remains.
        #expect(worst.error <= 1.0 / 255 + 1e-9, "worst \(worst.error * 255)/255 at (\(worst.x), \(worst.y))")
        // Shoelace area.
        let area = abs((36.7 - 3.3) * (27.8 - 2.1) - (14.2 - 3.3) * (11.4 - 2.1)) / 2
        #expect(abs(drawn.reduce(0, +) - area) < 0.1)
    }

    @Test func selfIntersectingStarFillsByNonZeroWinding() {
        // A pentagram: its centre pentagon winds twice and must be filled (even-odd would not).
        let star = (0..<5).map { k -> Point in
            let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            return Point(x: 20.3 + 14 * Trigonometry.cos(angle), y: 15.2 + 14 * Trigonometry.sin(angle))
        }
        #expect(ShapeReference.winding(20.3, 15.2, star) != 0)
        let reference = ShapeReference.coverage(width: 40, height: 30) { ShapeReference.winding($0, $1, star) != 0 }
        let drawn = ShapeReference.drawnCoverage(width: 40, height: 30) { $0.fillPolygon(star, color: .white) }
        #expect(drawn[15 * 40 + 20] == 1)
        // Pixels away from the five inner crossing points are exact to byte rounding; at the
        // crossings, area accumulation counts the doubly wound part twice (clamped to 1).
        let crossings = (0..<5).map { k -> Point in
            let angle = -Double.pi / 2 + Double.pi / 5 + Double(k) * 2 * Double.pi / 5
            let r = 14 * Trigonometry.cos(2 * Double.pi / 5) / Trigonometry.cos(Double.pi / 5)
            return Point(x: 20.3 + r * Trigonometry.cos(angle), y: 15.2 + r * Trigonometry.sin(angle))
        }
        for y in 0..<30 {
            for x in 0..<40 {
                let nearCrossing = crossings.contains { abs($0.x - Double(x) - 0.5) < 1.5 && abs($0.y - Double(y) - 0.5) < 1.5 }
                let error = drawn[y * 40 + x] - reference[y * 40 + x]
                if nearCrossing {
                    #expect(error >= -1.0 / 255 - 1e-9 && error <= 0.25, "(\(x), \(y))")
                } else {
                    #expect(abs(error) <= 1.0 / 255 + 1e-9, "(\(x), \(y)): \(error * 255)/255")
                }
            }
        }
    }

    @Test func windingDirectionDoesNotMatter() {
        let square = [Point(x: 2.5, y: 2.5), Point(x: 12.5, y: 2.5), Point(x: 12.5, y: 9.25), Point(x: 2.5, y: 9.25)]
        let forward = ShapeReference.drawnCoverage(width: 16, height: 12) { $0.fillPolygon(square, color: .white) }
        let backward = ShapeReference.drawnCoverage(width: 16, height: 12) { $0.fillPolygon(square.reversed(), color: .white) }
        let rect = ShapeReference.drawnCoverage(width: 16, height: 12) { $0.fill(Rect(x: 2.5, y: 2.5, width: 10, height: 6.75), color: .white) }
        #expect(forward == backward)
        #expect(forward == rect)
    }

    @Test func invalidInputDrawsNothing() {
        #expect(ShapeReference.drawsNothing { $0.fillPolygon([Point(x: 1, y: 1), Point(x: 9, y: 9)], color: .white) })
        #expect(ShapeReference.drawsNothing { $0.fillPolygon([Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 5, y: 1)], color: .white) })
        #expect(ShapeReference.drawsNothing { $0.fillPolygon([Point(x: 1, y: 1), Point(x: 9, y: .nan), Point(x: 5, y: 8)], color: .white) })
        #expect(ShapeReference.drawsNothing { $0.fillPolygon([Point(x: 1, y: 1), Point(x: -.infinity, y: 4), Point(x: 5, y: 8)], color: .white) })
    }

    @Test(arguments: [PixelFormat.xrgb8888, .argb8888, .rgb565])
    func drawsOnlyInsideTheClip(format: PixelFormat) {
        let clip = PixelRect(x: 6, y: 5, width: 22, height: 17)
        let polygons: [[Point]] = [
            [Point(x: -20, y: -5), Point(x: 60, y: 10), Point(x: 15, y: 50)],
            [Point(x: -1e10, y: -1e10), Point(x: 1e10, y: -1e10), Point(x: 0, y: 1e10)],
            [Point(x: 7.5, y: 5.5), Point(x: 27.5, y: 5.2), Point(x: 7.1, y: 21.9), Point(x: 27.9, y: 21.5)]
        ]
        for polygon in polygons {
            #expect(
                ShapeReference.bytesChangedOutsideClip(format: format, clip: clip) {
                    $0.fillPolygon(polygon, color: Color(red: 9, green: 9, blue: 9, alpha: 99))
                    $0.fillPolygon(polygon, color: .white)
                } == 0)
        }
    }

    @Test func hugePolygonCoversTheClip() {
        let bitmap = Bitmap(width: 12, height: 10, format: .argb8888)
        Canvas(bitmap, clip: PixelRect(x: 2, y: 2, width: 6, height: 5))
            .fillPolygon([Point(x: -1e10, y: -1e10), Point(x: 1e10, y: -1e10), Point(x: 0, y: 1e10)], color: .white)
        for y in 0..<10 {
            for x in 0..<12 {
                let inside = x >= 2 && x < 8 && y >= 2 && y < 7
                #expect(bitmap.pixel(x: x, y: y) == (inside ? 0xFFFF_FFFF : 0), "(\(x), \(y))")
            }
        }
    }
}
