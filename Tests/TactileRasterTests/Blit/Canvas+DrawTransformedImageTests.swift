import TactileSystem
import Testing

@testable import TactileRaster

@Suite struct DrawTransformedImageTests {
    @Test(arguments: BlitCheck.formats)
    func identityTransformEqualsPlainBlit(imageFormat: PixelFormat) {
        var rng = SplitMix64(seed: 0xAFF1)
        for filter in [ImageFilter.nearest, .bilinear] {
            for targetFormat in BlitCheck.formats {
                for (tx, ty) in [(0, 0), (5, 3), (-4, 7), (18, -2)] {
                    let image = BlitCheck.randomBitmap(width: 11, height: 8, format: imageFormat, &rng)
                    let transformed = BlitCheck.randomBitmap(width: 24, height: 16, format: targetFormat, &rng)
                    let plain = BlitCheck.copy(transformed)
                    Canvas(plain).drawImage(image, x: tx, y: ty)
                    let exact = BlitCheck.copy(transformed)
                    Canvas(exact).drawImage(
                        image, transform: AffineTransform(translationX: Double(tx), y: Double(ty)),
                        filter: filter)
                    #expect(exact.hasSamePixels(as: plain), "\(filter) at (\(tx), \(ty))")
                    // Identity up to rounding noise takes the general resampling path: same pixels.
                    let noisy = AffineTransform(
                        a: 1 + 1e-13, b: 1e-14, c: -1e-14, d: 1 - 1e-13,
                        tx: Double(tx) + 1e-12, ty: Double(ty) - 1e-12)
                    Canvas(transformed).drawImage(image, transform: noisy, filter: filter)
                    #expect(transformed.hasSamePixels(as: plain), "\(filter) at (\(tx), \(ty)), general path")
                }
            }
        }
    }

    /// Quarter turns at whole-pixel positions move pixels without resampling:
    /// a turn by 90° clockwise sends image pixel (i, j) to (h − 1 − j, i) after shifting by h.
    @Test func quarterTurnsMovePixelsExactly() {
        var rng = SplitMix64(seed: 90)
        let w = 7, h = 5
        let image = BlitCheck.randomBitmap(width: w, height: h, format: .xrgb8888, &rng)
        let turns: [(AffineTransform, (Int, Int) -> (Int, Int))] = [
            (
                AffineTransform(rotationAngle: Trigonometry.pi / 2).concatenating(AffineTransform(translationX: Double(h) + 3, y: 2)),
                { i, j in (h - 1 - j + 3, i + 2) }
            ),
            (
                AffineTransform(rotationAngle: Trigonometry.pi).concatenating(AffineTransform(translationX: Double(w) + 1, y: Double(h) + 4)),
                { i, j in (w - 1 - i + 1, h - 1 - j + 4) }
            ),
            (
                AffineTransform(rotationAngle: -Trigonometry.pi / 2).concatenating(AffineTransform(translationX: 6, y: Double(w) + 1)),
                { i, j in (j + 6, w - 1 - i + 1) }
            )
        ]
        for filter in [ImageFilter.nearest, .bilinear] {
            for (transform, place) in turns {
                let target = Bitmap(width: 16, height: 16, format: .argb8888)
                Canvas(target).drawImage(image, transform: transform, filter: filter)
                var expected = [UInt32](repeating: 0, count: 256)
                for j in 0..<h {
                    for i in 0..<w {
                        let (x, y) = place(i, j)
                        expected[y * 16 + x] = image.pixel(x: i, y: j)
                    }
                }
                for y in 0..<16 {
                    for x in 0..<16 {
                        #expect(target.pixel(x: x, y: y) == expected[y * 16 + x], "\(filter) (\(x), \(y))")
                    }
                }
            }
        }
    }

    /// Opaque white rotated onto transparent black: the drawn alpha sums to the image's area.
    /// Straight edges sum to their exact area (ramp width |nx| + |ny|); the corners (product of two
    /// ramps) and per-pixel rounding to whole levels leave a little. Tolerance: ¼ pixel of area
    /// (observed ≤ 0.06).
    @Test(arguments: [0.3, 0.7853981633974483, 1.1, 2.5, 4.0])
    func rotatedImageCoversItsArea(angle: Double) {
        let image = Bitmap(width: 37, height: 23, format: .xrgb8888)
        for y in 0..<23 { for x in 0..<37 { image.row32(y)[x] = 0xFFFF_FFFF } }
        let transform = AffineTransform(translationX: -18.5, y: -11.5)
            .concatenating(AffineTransform(rotationAngle: angle))
            .concatenating(AffineTransform(translationX: 40.3, y: 39.8))
        for filter in [ImageFilter.nearest, .bilinear] {
            let target = Bitmap(width: 80, height: 80, format: .argb8888)
            Canvas(target).drawImage(image, transform: transform, filter: filter)
            var total = 0.0
            for y in 0..<80 {
                for x in 0..<80 {
                    let p = target.pixel(x: x, y: y)
                    total += Double(p >> 24) / 255
                    // Opaque white scaled by coverage: every channel equals alpha.
                    #expect(p == (p >> 24) * 0x0101_0101)
                }
            }
            #expect(abs(total - 37 * 23) <= 0.25, "total \(total)")
        }
    }

    /// Inside the image (centres at least a pixel from its edges), pixels are the bilinear sample
    /// at the inverse-mapped centre, against a Double reference within 2 LSB.
    @Test func interiorSamplesMatchReference() {
        var rng = SplitMix64(seed: 0x2D)
        let image = BlitCheck.randomBitmap(width: 10, height: 9, format: .argb8888, &rng)
        let transform = AffineTransform(scaleX: 2.7, y: 1.9)
            .concatenating(AffineTransform(rotationAngle: 0.6))
            .concatenating(AffineTransform(translationX: 20.25, y: 3.5))
        let inverse = transform.inverted!
        let target = BlitCheck.randomBitmap(width: 48, height: 48, format: .argb8888, &rng)
        let before = BlitCheck.copy(target)
        Canvas(target).drawImage(image, transform: transform, filter: .bilinear, alpha: 200)
        func clamped(_ i: Int, _ j: Int) -> [Double] {
            BlitCheck.channels(image.pixel(x: min(max(i, 0), 9), y: min(max(j, 0), 8)))
        }
        var checked = 0
        for y in 0..<48 {
            for x in 0..<48 {
                let p = inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                // Distance to the edges in canvas pixels: image units times the scale along each axis.
                guard p.x * 2.7 >= 1.5, (10 - p.x) * 2.7 >= 1.5, p.y * 1.9 >= 1.5, (9 - p.y) * 1.9 >= 1.5 else { continue }
                let sx = p.x - 0.5, sy = p.y - 0.5
                let i = Int(sx.rounded(.down)), j = Int(sy.rounded(.down))
                let fx = sx - Double(i), fy = sy - Double(j)
                let tl = clamped(i, j), tr = clamped(i + 1, j), bl = clamped(i, j + 1), br = clamped(i + 1, j + 1)
                let s = (0..<4).map { (tl[$0] * (1 - fx) + tr[$0] * fx) * (1 - fy) + (bl[$0] * (1 - fx) + br[$0] * fx) * fy }
                let expected = BlitCheck.over(s, BlitCheck.channels(before.pixel(x: x, y: y)), k: 200.0 / 255)
                #expect(BlitCheck.matches(target, x: x, y: y, expected, tolerance: 2), "(\(x), \(y))")
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test(arguments: BlitCheck.formats)
    func transformedBlitStaysInsideClip(format: PixelFormat) {
        var rng = SplitMix64(seed: 5)
        let image = BlitCheck.randomBitmap(width: 9, height: 6, format: .argb8888, &rng)
        let clip = PixelRect(x: 4, y: 3, width: 12, height: 9)
        let nan = Double.nan, inf = Double.infinity
        let transforms = [
            AffineTransform(rotationAngle: 0.5).concatenating(AffineTransform(translationX: -3, y: -2)),
            AffineTransform(rotationAngle: 2).concatenating(AffineTransform(translationX: 14, y: 10)),
            AffineTransform(scaleX: 1e6, y: 1e6).concatenating(AffineTransform(translationX: -4e6, y: -3e6)),
            AffineTransform(scaleX: 1e6, y: 3).rotated(by: 0.01),
            AffineTransform(scaleX: 1e-9, y: 1e-9).concatenating(AffineTransform(translationX: 8, y: 8)),
            AffineTransform(scaleX: 1e-4, y: 200).concatenating(AffineTransform(translationX: 8.5, y: -50)),
            AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 5),  // singular
            AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 5),
            AffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: inf, ty: 0),
            AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 1e300, ty: -1e300),
            AffineTransform(a: 1e300, b: 0, c: 0, d: 1e-300, tx: 0, ty: 0),
            AffineTransform(a: 1, b: 0, c: 1e9, d: 1, tx: 0, ty: 0),  // extreme shear
            AffineTransform(translationX: -100, y: 4)
        ]
        for filter in [ImageFilter.nearest, .bilinear] {
            for transform in transforms {
                for picture in [image, Bitmap(width: 0, height: 3, format: .argb8888)] {
                    let guarded = GuardedBitmap(width: 20, height: 15, format: format)
                    guarded.fill(0xFF30_3030)
                    let before = guarded.snapshot()
                    Canvas(guarded.bitmap, clip: clip).drawImage(picture, transform: transform, filter: filter)
                    #expect(guarded.changedBytes(outside: clip, since: before) == 0, "\(transform)")
                }
            }
        }
        // Nothing at all for the singular and non-finite ones.
        for transform in transforms[6...9] {
            let guarded = GuardedBitmap(width: 20, height: 15, format: format)
            let before = guarded.snapshot()
            Canvas(guarded.bitmap).drawImage(image, transform: transform)
            #expect(guarded.changedBytes(outside: .zero, since: before) == 0)
        }
    }
}
