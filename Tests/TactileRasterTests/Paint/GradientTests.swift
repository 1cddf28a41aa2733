import TactileRaster
import Testing

/// Gradients drawn over transparent argb8888 pixels, where the result is exactly the source
/// colour, against the premultiplied interpolation of the stops worked out here in Double.
@Suite struct GradientTests {
    /// Premultiplied (a, r, g, b) at location t, padded with the end stops.
    static func expected(_ stops: [GradientStop], _ t: Double) -> [Double] {
        func premultiplied(_ c: Color) -> [Double] {
            let a = Double(c.alpha)
            return [a, Double(c.red) * a / 255, Double(c.green) * a / 255, Double(c.blue) * a / 255]
        }
        if t <= stops[0].location { return premultiplied(stops[0].color) }
        if t >= stops[stops.count - 1].location { return premultiplied(stops[stops.count - 1].color) }
        let i = stops.lastIndex { $0.location <= t }!
        let f = (t - stops[i].location) / (stops[i + 1].location - stops[i].location)
        let a = premultiplied(stops[i].color), b = premultiplied(stops[i + 1].color)
        return (0..<4).map { a[$0] + (b[$0] - a[$0]) * f }
    }

    static func channels(_ pixel: UInt32) -> [Double] {
        [24, 16, 8, 0].map { Double((pixel >> UInt32($0)) & 0xFF) }
    }

    static func isClose(_ pixel: UInt32, _ expected: [Double], tolerance: Double = 1) -> Bool {
        zip(channels(pixel), expected).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
    }

    static let stops = [
        GradientStop(location: 0.1, color: Color(red: 255, green: 0, blue: 0)),
        GradientStop(location: 0.45, color: Color(red: 0, green: 200, blue: 60, alpha: 128)),
        GradientStop(location: 0.9, color: Color(red: 20, green: 40, blue: 255, alpha: 0))
    ]

    @Test func linearGradientMatchesTheStopsAtEveryPixelCentre() {
        let bitmap = Bitmap(width: 64, height: 48, format: .argb8888)
        let start = Point(x: 5.3, y: 3.1), end = Point(x: 55.2, y: 41.7)
        Canvas(bitmap).fill(
            Rect(x: 0, y: 0, width: 64, height: 48),
            gradient: .linear(LinearGradient(start: start, end: end, stops: Self.stops)))
        let dx = end.x - start.x, dy = end.y - start.y
        for y in 0..<48 {
            for x in 0..<64 {
                let t = ((Double(x) + 0.5 - start.x) * dx + (Double(y) + 0.5 - start.y) * dy) / (dx * dx + dy * dy)
                let pixel = bitmap.pixel(x: x, y: y)
                #expect(Self.isClose(pixel, Self.expected(Self.stops, t)), "(\(x), \(y)) t \(t): \(Self.channels(pixel))")
            }
        }
    }

    @Test func linearGradientPadsWithTheEndColours() {
        let bitmap = Bitmap(width: 60, height: 2, format: .argb8888)
        let stops = [
            GradientStop(location: 0, color: Color(red: 10, green: 20, blue: 30)),
            GradientStop(location: 1, color: Color(red: 250, green: 200, blue: 100))
        ]
        Canvas(bitmap).fill(
            Rect(x: 0, y: 0, width: 60, height: 2),
            gradient: .linear(LinearGradient(start: Point(x: 20, y: 0), end: Point(x: 40, y: 0), stops: stops)))
        for x in 0..<20 { #expect(bitmap.pixel(x: x, y: 1) == 0xFF0A_141E) }
        for x in 40..<60 { #expect(bitmap.pixel(x: x, y: 1) == 0xFFFA_C864) }
        // Midway: pixel 29 is at t = 0.475.
        let midway: [Double] = [255, 10 + 240 * 0.475, 20 + 180 * 0.475, 30 + 70 * 0.475]
        #expect(Self.isClose(bitmap.pixel(x: 29, y: 0), midway))
    }

    @Test func interpolationIsPremultiplied() {
        // Opaque red to clear: halfway is half-transparent red, never darkened towards black.
        let bitmap = Bitmap(width: 51, height: 1, format: .argb8888)
        let stops = [GradientStop(location: 0, color: .red), GradientStop(location: 1, color: .clear)]
        Canvas(bitmap).fill(
            Rect(x: 0, y: 0, width: 51, height: 1),
            gradient: .linear(LinearGradient(start: Point(x: 0.5, y: 0), end: Point(x: 50.5, y: 0), stops: stops)))
        let middle = Self.channels(bitmap.pixel(x: 25, y: 0))
        #expect(abs(middle[0] - 127.5) <= 1 && abs(middle[1] - 127.5) <= 1 && middle[2] == 0 && middle[3] == 0)
    }

    @Test func radialGradientMatchesTheStopsByDistance() {
        let bitmap = Bitmap(width: 64, height: 64, format: .argb8888)
        let center = Point(x: 30.7, y: 33.2)
        Canvas(bitmap).fill(
            Rect(x: 0, y: 0, width: 64, height: 64),
            gradient: .radial(RadialGradient(center: center, radius: 27.5, stops: Self.stops)))
        for y in 0..<64 {
            for x in 0..<64 {
                let dx = Double(x) + 0.5 - center.x, dy = Double(y) + 0.5 - center.y
                let t = (dx * dx + dy * dy).squareRoot() / 27.5
                let pixel = bitmap.pixel(x: x, y: y)
                #expect(Self.isClose(pixel, Self.expected(Self.stops, t)), "(\(x), \(y)) t \(t): \(Self.channels(pixel))")
            }
        }
    }

    @Test func radialGradientIsSymmetric() {
        let bitmap = Bitmap(width: 64, height: 64, format: .argb8888)
        Canvas(bitmap).fill(
            Rect(x: 0, y: 0, width: 64, height: 64),
            gradient: .radial(RadialGradient(center: Point(x: 32, y: 32), radius: 30, stops: Self.stops)))
        for y in 0..<64 {
            for x in 0..<64 {
                let p = bitmap.pixel(x: x, y: y)
                #expect(p == bitmap.pixel(x: 63 - x, y: y) && p == bitmap.pixel(x: x, y: 63 - y) && p == bitmap.pixel(x: y, y: x))
            }
        }
        #expect(bitmap.pixel(x: 0, y: 0) == 0)  // beyond the radius: the last stop, clear
    }

    @Test func degenerateGradientsUseTheLastStop() {
        let stops = [GradientStop(location: 0, color: .red), GradientStop(location: 1, color: .blue)]
        for gradient in [
            Gradient.linear(LinearGradient(start: Point(x: 3, y: 3), end: Point(x: 3, y: 3), stops: stops)),
            .radial(RadialGradient(center: Point(x: 3, y: 3), radius: 0, stops: stops)),
            .linear(LinearGradient(start: .zero, end: Point(x: 9, y: 0), stops: [GradientStop(location: 0.3, color: .blue)]))
        ] {
            let bitmap = Bitmap(width: 8, height: 8, format: .argb8888)
            Canvas(bitmap).fill(Rect(x: 1, y: 1, width: 6, height: 6), gradient: gradient)
            for y in 0..<8 {
                for x in 0..<8 {
                    let inside = x >= 1 && x < 7 && y >= 1 && y < 7
                    #expect(bitmap.pixel(x: x, y: y) == (inside ? 0xFF00_00FF : 0))
                }
            }
        }
    }

    @Test func antialiasedEdgesScaleTheGradientByCoverage() {
        let rect = Rect(x: 2.5, y: 1.25, width: 20.3, height: 6.6)
        let gradient = Gradient.linear(LinearGradient(start: Point(x: 2, y: 0), end: Point(x: 24, y: 0), stops: Self.stops))
        let full = Bitmap(width: 26, height: 10, format: .argb8888)
        Canvas(full).fill(Rect(x: 0, y: 0, width: 26, height: 10), gradient: gradient)
        let bitmap = Bitmap(width: 26, height: 10, format: .argb8888)
        Canvas(bitmap).fill(rect, gradient: gradient)
        for y in 0..<10 {
            for x in 0..<26 {
                let cx = max(0, min(rect.maxX, Double(x + 1)) - max(rect.minX, Double(x)))
                let cy = max(0, min(rect.maxY, Double(y + 1)) - max(rect.minY, Double(y)))
                let expected = Self.channels(full.pixel(x: x, y: y)).map { $0 * cx * cy }
                #expect(Self.isClose(bitmap.pixel(x: x, y: y), expected), "(\(x), \(y))")
            }
        }
    }

    @Test func roundedRectGradientIsTheGradientTimesTheShapeCoverage() {
        let rect = Rect(x: 3.4, y: 2.7, width: 40, height: 30)
        let radii = CornerRadii(topLeft: 10, topRight: 4, bottomRight: 12, bottomLeft: 0)
        let gradient = Gradient.radial(
            RadialGradient(
                center: Point(x: 20, y: 18), radius: 25,
                stops: Self.stops.map {
                    GradientStop(location: $0.location, color: $0.color.withAlpha(255))
                }))
        let full = Bitmap(width: 48, height: 36, format: .argb8888)
        Canvas(full).fill(Rect(x: 0, y: 0, width: 48, height: 36), gradient: gradient)
        let coverage = Bitmap(width: 48, height: 36, format: .argb8888)
        Canvas(coverage).fillRoundedRect(rect, cornerRadii: radii, color: .white)
        let bitmap = Bitmap(width: 48, height: 36, format: .argb8888)
        Canvas(bitmap).fillRoundedRect(rect, cornerRadii: radii, gradient: gradient)
        for y in 0..<36 {
            for x in 0..<48 {
                let c = Double(coverage.pixel(x: x, y: y) >> 24) / 255
                let expected = Self.channels(full.pixel(x: x, y: y)).map { $0 * c }
                #expect(Self.isClose(bitmap.pixel(x: x, y: y), expected, tolerance: 0.5), "(\(x), \(y))")
            }
        }
    }

    @Test func invalidGradientsDrawNothing() {
        let rect = Rect(x: 1, y: 1, width: 20, height: 20)
        let stops = [GradientStop(location: 0, color: .red), GradientStop(location: 1, color: .blue)]
        let gradients: [Gradient] = [
            .linear(LinearGradient(start: .zero, end: Point(x: 9, y: 9), stops: [])),
            .linear(LinearGradient(start: .zero, end: Point(x: 9, y: 9), stops: [GradientStop(location: .nan, color: .red)])),
            .linear(LinearGradient(start: Point(x: .nan, y: 0), end: Point(x: 9, y: 9), stops: stops)),
            .radial(RadialGradient(center: Point(x: 4, y: .infinity), radius: 4, stops: stops)),
            .radial(RadialGradient(center: Point(x: 4, y: 4), radius: .nan, stops: stops))
        ]
        for gradient in gradients {
            #expect(ShapeReference.drawsNothing { $0.fill(rect, gradient: gradient) })
            #expect(ShapeReference.drawsNothing { $0.fillRoundedRect(rect, cornerRadii: CornerRadii(all: 3), gradient: gradient) })
        }
        let good = Gradient.linear(LinearGradient(start: .zero, end: Point(x: 9, y: 9), stops: stops))
        for bad in [Rect(x: .nan, y: 1, width: 4, height: 4), Rect(x: 1, y: 1, width: -4, height: 4), Rect(x: 1, y: 1, width: 4, height: .infinity)] {
            #expect(ShapeReference.drawsNothing { $0.fill(bad, gradient: good) })
            #expect(ShapeReference.drawsNothing { $0.fillRoundedRect(bad, cornerRadii: CornerRadii(all: 1), gradient: good) })
        }
    }

    @Test(arguments: [PixelFormat.xrgb8888, .argb8888, .rgb565])
    func drawsOnlyInsideTheClip(format: PixelFormat) {
        let clip = PixelRect(x: 6, y: 5, width: 22, height: 17)
        let gradients: [Gradient] = [
            .linear(LinearGradient(start: Point(x: -5, y: 0), end: Point(x: 50, y: 30), stops: Self.stops)),
            .radial(RadialGradient(center: Point(x: 17, y: 13), radius: 9, stops: Self.stops))
        ]
        for gradient in gradients {
            for rect in [
                Rect(x: -3.5, y: -2.25, width: 20, height: 15), Rect(x: 1.5, y: 1.5, width: 37, height: 27),
                Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
            ] {
                #expect(
                    ShapeReference.bytesChangedOutsideClip(format: format, clip: clip) {
                        $0.fill(rect, gradient: gradient)
                        $0.fillRoundedRect(rect, cornerRadii: CornerRadii(all: 5), gradient: gradient)
                    } == 0)
            }
        }
    }
}
