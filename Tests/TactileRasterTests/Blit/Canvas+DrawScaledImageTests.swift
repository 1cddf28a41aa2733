import TactileSystem
import Testing

@testable import TactileRaster

/// A Double-precision model of the documented scaled-blit convention, written apart from the
/// implementation: pixel centres mapped into the source rectangle, pad at its edges, fractional
/// destination edges covering by area.
struct ScaledReference {
    let image: Bitmap
    let destination: Rect
    let source: PixelRect
    var sampled: PixelRect { source.intersection(image.bounds) }

    /// The fraction of pixel x's span [x, x+1) inside [low, high).
    static func overlap(_ x: Int, _ low: Double, _ high: Double) -> Double {
        max(0, min(Double(x + 1), high) - max(Double(x), low))
    }

    func coverage(x: Int, y: Int) -> Double {
        Self.overlap(x, destination.minX, destination.maxX) * Self.overlap(y, destination.minY, destination.maxY)
    }

    /// The source position of pixel x's centre, in source pixel-area coordinates (pixel i spans [i, i+1)).
    func mapped(x: Int, y: Int) -> (Double, Double) {
        let sx = ((Double(x) + 0.5 - destination.minX) * Double(source.width)) / destination.width
        let sy = ((Double(y) + 0.5 - destination.minY) * Double(source.height)) / destination.height
        return (Double(source.minX) + sx, Double(source.minY) + sy)
    }

    func clampedPixel(_ i: Int, _ j: Int) -> [Double] {
        let s = sampled
        return BlitCheck.channels(image.pixel(x: min(max(i, s.minX), s.maxX - 1), y: min(max(j, s.minY), s.maxY - 1)))
    }

    func nearest(x: Int, y: Int) -> [Double] {
        let (sx, sy) = mapped(x: x, y: y)
        return clampedPixel(Int(sx.rounded(.down)), Int(sy.rounded(.down)))
    }

    func bilinear(x: Int, y: Int) -> [Double] {
        let (mx, my) = mapped(x: x, y: y)
        let sx = mx - 0.5, sy = my - 0.5
        let x0 = sx.rounded(.down), y0 = sy.rounded(.down)
        let fx = sx - x0, fy = sy - y0
        let i = Int(x0), j = Int(y0)
        let tl = clampedPixel(i, j), tr = clampedPixel(i + 1, j)
        let bl = clampedPixel(i, j + 1), br = clampedPixel(i + 1, j + 1)
        return (0..<4).map {
            (tl[$0] * (1 - fx) + tr[$0] * fx) * (1 - fy) + (bl[$0] * (1 - fx) + br[$0] * fx) * fy
        }
    }
}

@Suite struct DrawScaledImageTests {
    /// Worst channel error of `target` against the reference drawn over `before`.
    static func worstError(
        _ target: Bitmap, before: Bitmap, reference: ScaledReference, filter: ImageFilter,
        alpha: UInt8
    ) -> Double {
        var worst = 0.0
        for y in 0..<target.height {
            for x in 0..<target.width {
                let d = BlitCheck.channels(before.pixel(x: x, y: y))
                let c = reference.coverage(x: x, y: y)
                var expected = d
                if c > 0 {
                    let s = filter == .nearest ? reference.nearest(x: x, y: y) : reference.bilinear(x: x, y: y)
                    expected = BlitCheck.over(s, d, k: c * Double(alpha) / 255)
                }
                if BlitCheck.matches(target, x: x, y: y, expected, tolerance: 0) { continue }
                var low = 0.0, high = 8.0
                while high - low > 0.01 {  // The smallest tolerance that matches (handles rgb565 truncation).
                    let mid = (low + high) / 2
                    if BlitCheck.matches(target, x: x, y: y, expected, tolerance: mid) { high = mid } else { low = mid }
                }
                worst = max(worst, high)
            }
        }
        return worst
    }

    static let nearestCases: [(Rect, PixelRect?)] = [
        (Rect(x: 2, y: 3, width: 24, height: 18), nil),  // 3× up
        (Rect(x: 1, y: 1, width: 5, height: 4), nil),  // down, uneven
        (Rect(x: -3, y: 2, width: 17, height: 11), PixelRect(x: 1, y: 1, width: 5, height: 4)),
        (Rect(x: 4, y: -2, width: 7, height: 13), PixelRect(x: 2, y: 0, width: 6, height: 6)),
        (Rect(x: 0, y: 0, width: 16, height: 12), nil)  // 2×: centres on source edges
    ]

    @Test(arguments: BlitCheck.formats)
    func nearestMatchesReference(imageFormat: PixelFormat) {
        var rng = SplitMix64(seed: 0x5CA1E)
        for (destination, source) in Self.nearestCases {
            for targetFormat in BlitCheck.formats {
                let image = BlitCheck.randomBitmap(width: 8, height: 6, format: imageFormat, &rng)
                let target = BlitCheck.randomBitmap(width: 30, height: 24, format: targetFormat, &rng)
                let before = BlitCheck.copy(target)
                Canvas(target).drawImage(image, in: destination, source: source, filter: .nearest)
                let reference = ScaledReference(image: image, destination: destination, source: source ?? image.bounds)
                // Opaque images land exactly; translucent ones within 1 LSB of OVER.
                let tolerance = imageFormat == .argb8888 ? 1.0 : 0.0
                #expect(
                    Self.worstError(target, before: before, reference: reference, filter: .nearest, alpha: 255)
                        <= tolerance, "\(destination) \(String(describing: source)) on \(targetFormat)")
            }
        }
    }

    @Test(arguments: BlitCheck.formats)
    func bilinearMatchesReference(targetFormat: PixelFormat) {
        var rng = SplitMix64(seed: 0xB11E)
        for trial in 0..<40 {
            let imageFormat = BlitCheck.formats[trial % 3]
            let image = BlitCheck.randomBitmap(
                width: Int.random(in: 1...12, using: &rng),
                height: Int.random(in: 1...10, using: &rng), format: imageFormat, &rng)
            let target = BlitCheck.randomBitmap(width: 40, height: 32, format: targetFormat, &rng)
            let before = BlitCheck.copy(target)
            let destination = Rect(
                x: Double.random(in: -6...20, using: &rng), y: Double.random(in: -6...16, using: &rng),
                width: Double.random(in: 0.3...36, using: &rng),
                height: Double.random(in: 0.3...30, using: &rng))
            // Sometimes a sub-rectangle, sometimes one reaching past the image (reads are clamped).
            var source: PixelRect? = nil
            if trial % 4 == 1 {
                let x = Int.random(in: 0..<image.width, using: &rng), y = Int.random(in: 0..<image.height, using: &rng)
                source = PixelRect(
                    x: x, y: y, width: Int.random(in: 1...(image.width - x), using: &rng),
                    height: Int.random(in: 1...(image.height - y), using: &rng))
            } else if trial % 4 == 3 {
                source = PixelRect(x: -2, y: -1, width: image.width + 3, height: image.height + 2)
            }
            let alpha: UInt8 = trial % 5 == 0 ? UInt8.random(in: 1...254, using: &rng) : 255
            Canvas(target).drawImage(image, in: destination, source: source, filter: .bilinear, alpha: alpha)
            let reference = ScaledReference(image: image, destination: destination, source: source ?? image.bounds)
            // 8-bit vertical weights and 16-bit horizontal fractions (≤ 0.5 LSB), coverage and alpha
            // rounded to whole levels before OVER (≤ 1), OVER's own rounding (≤ 0.5).
            let worst = Self.worstError(target, before: before, reference: reference, filter: .bilinear, alpha: alpha)
            #expect(worst <= 2, "trial \(trial): \(destination) \(String(describing: source)) α\(alpha)")
        }
    }

    /// Strong reductions (four taps per pixel) and enlargements (rows interpolated once) of
    /// larger images, long enough rows for the vector loops, within 2 LSB.
    @Test(arguments: BlitCheck.formats)
    func bilinearStrongScalesMatchReference(imageFormat: PixelFormat) {
        var rng = SplitMix64(seed: 0x5CA1)
        let cases: [(Int, Int, Rect)] = [
            (64, 40, Rect(x: 1.5, y: 2.25, width: 17.3, height: 9.8)),  // ÷3.7, ÷4
            (90, 9, Rect(x: 3, y: 4, width: 11, height: 30)),  // ÷8 across, ×3.3 down
            (20, 16, Rect(x: -3.5, y: -2, width: 70, height: 55)),  // ×3.5
            (7, 33, Rect(x: 10.75, y: 0.5, width: 41, height: 4.5))  // ×5.9 across, ÷7 down
        ]
        for (w, h, destination) in cases {
            let image = BlitCheck.randomBitmap(width: w, height: h, format: imageFormat, &rng)
            let target = BlitCheck.randomBitmap(width: 60, height: 50, format: .argb8888, &rng)
            let before = BlitCheck.copy(target)
            Canvas(target).drawImage(image, in: destination)
            let reference = ScaledReference(image: image, destination: destination, source: image.bounds)
            #expect(
                Self.worstError(target, before: before, reference: reference, filter: .bilinear, alpha: 255) <= 2,
                "\(w)×\(h) → \(destination)")
        }
    }

    /// At scale 1 on whole pixels, both filters copy source pixels: exact for opaque images, OVER
    /// within 1 LSB for translucent ones. The third case maps a source rectangle reaching past the
    /// image (edge pixels repeat), which takes the general resampling path.
    @Test(arguments: BlitCheck.formats)
    func identityScaleIsAnExactBlit(imageFormat: PixelFormat) {
        var rng = SplitMix64(seed: 11)
        let cases: [(Rect, PixelRect?)] = [
            (Rect(x: 5, y: -2, width: 9, height: 7), nil),
            (Rect(x: 1, y: 9, width: 5, height: 4), PixelRect(x: 2, y: 1, width: 5, height: 4)),
            (Rect(x: 3, y: 2, width: 13, height: 10), PixelRect(x: -2, y: -1, width: 13, height: 10))
        ]
        for filter in [ImageFilter.nearest, .bilinear] {
            for targetFormat in BlitCheck.formats {
                for (destination, source) in cases {
                    let image = BlitCheck.randomBitmap(width: 9, height: 7, format: imageFormat, &rng)
                    let target = BlitCheck.randomBitmap(width: 20, height: 16, format: targetFormat, &rng)
                    let before = BlitCheck.copy(target)
                    Canvas(target).drawImage(image, in: destination, source: source, filter: filter)
                    let reference = ScaledReference(image: image, destination: destination, source: source ?? image.bounds)
                    let tolerance = imageFormat == .argb8888 ? 1.0 : 0.0
                    #expect(
                        Self.worstError(target, before: before, reference: reference, filter: .nearest, alpha: 255)
                            <= tolerance, "\(filter) \(destination) on \(targetFormat)")
                }
            }
        }
    }

    @Test func opaqueFractionalRectCoversByArea() {
        let image = Bitmap(width: 3, height: 2, format: .xrgb8888)
        for y in 0..<2 { for x in 0..<3 { image.row32(y)[x] = 0xFFFF_FFFF } }
        let destination = Rect(x: 2.3, y: 1.75, width: 6.2, height: 0.5)
        for filter in [ImageFilter.nearest, .bilinear] {
            let target = Bitmap(width: 12, height: 5, format: .argb8888)
            Canvas(target).drawImage(image, in: destination, filter: filter)
            for y in 0..<5 {
                for x in 0..<12 {
                    let area = ScaledReference.overlap(x, 2.3, 8.5) * ScaledReference.overlap(y, 1.75, 2.25)
                    let alpha = Double(target.pixel(x: x, y: y) >> 24)
                    #expect(abs(alpha - area * 255) <= 1, "(\(x), \(y))")
                }
            }
        }
    }

    /// The pixels a rectangle touches, within ±1000 (enough for these tests), empty when not finite.
    static func enclosing(_ r: Rect) -> PixelRect {
        guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite, !r.isEmpty else { return .zero }
        func limit(_ v: Double) -> Int { Int(min(max(v, -1000), 1000)) }
        return PixelRect(
            minX: limit(r.minX.rounded(.down)), minY: limit(r.minY.rounded(.down)),
            maxX: limit(r.maxX.rounded(.up)), maxY: limit(r.maxY.rounded(.up)))
    }

    @Test(arguments: BlitCheck.formats)
    func scaledBlitStaysInsideClip(format: PixelFormat) {
        var rng = SplitMix64(seed: 3)
        let image = BlitCheck.randomBitmap(width: 6, height: 5, format: .argb8888, &rng)
        let clip = PixelRect(x: 3, y: 2, width: 11, height: 8)
        let nan = Double.nan, inf = Double.infinity
        let destinations = [
            Rect(x: -4, y: -3, width: 12, height: 9), Rect(x: 10.5, y: 7.25, width: 20, height: 20),
            Rect(x: -1e7, y: -5e6, width: 3e7, height: 2e7), Rect(x: 5.5, y: 5.5, width: 1e-9, height: 1e-9),
            Rect(x: 5, y: 5, width: 1e-9, height: 3), Rect(x: 1e300, y: 0, width: 1e300, height: 4),
            Rect(x: nan, y: 0, width: 4, height: 4), Rect(x: 0, y: 0, width: inf, height: 4),
            Rect(x: 0, y: 0, width: -4, height: 4), Rect(x: 0, y: 0, width: 0, height: 4),
            Rect(x: -50, y: -50, width: 10, height: 10), Rect(x: 2.9, y: 1.1, width: 0.2, height: 9.9)
        ]
        let sources: [PixelRect?] = [
            nil, PixelRect(x: 1, y: 1, width: 3, height: 3), PixelRect(x: 4, y: 3, width: 10, height: 10),
            PixelRect(x: 100, y: 100, width: 5, height: 5), PixelRect(x: 0, y: 0, width: 0, height: 3)
        ]
        for filter in [ImageFilter.nearest, .bilinear] {
            for destination in destinations {
                for source in sources {
                    for picture in [image, Bitmap(width: 0, height: 0, format: .argb8888)] {
                        let guarded = GuardedBitmap(width: 18, height: 13, format: format)
                        guarded.fill(0xFF40_4040)
                        let before = guarded.snapshot()
                        Canvas(guarded.bitmap, clip: clip).drawImage(picture, in: destination, source: source, filter: filter)
                        let allowed = Self.enclosing(destination).intersection(clip)
                        #expect(guarded.changedBytes(outside: allowed, since: before) == 0, "\(destination)")
                    }
                }
            }
        }
    }
}
