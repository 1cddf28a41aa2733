import TactileSystem
import Testing

@testable import TactileRaster

@Suite struct DrawImageTests {
    @Test(arguments: BlitCheck.formats, BlitCheck.formats)
    func wholePixelBlitMatchesFormula(targetFormat: PixelFormat, imageFormat: PixelFormat) {
        var rng = SplitMix64(seed: 0xB117)
        for mode in [BlendMode.copy, .sourceOver] {
            for alpha: UInt8 in [255, 128, 37, 0] {
                let target = BlitCheck.randomBitmap(width: 23, height: 17, format: targetFormat, &rng)
                let before = BlitCheck.copy(target)
                let image = BlitCheck.randomBitmap(width: 13, height: 9, format: imageFormat, &rng)
                let origin = (x: Int.random(in: -6...16, using: &rng), y: Int.random(in: -4...12, using: &rng))
                Canvas(target).drawImage(image, x: origin.x, y: origin.y, mode: mode, alpha: alpha)
                let k = Double(alpha) / 255
                // Copy at full alpha stores the pixels themselves: exact. Otherwise 1 LSB.
                let tolerance = (mode == .copy && alpha == 255) ? 0.0 : 1.0
                for y in 0..<target.height {
                    for x in 0..<target.width {
                        let ix = x - origin.x, iy = y - origin.y
                        let d = BlitCheck.channels(before.pixel(x: x, y: y))
                        var expected = d
                        if ix >= 0, iy >= 0, ix < image.width, iy < image.height {
                            let s = BlitCheck.channels(image.pixel(x: ix, y: iy))
                            // Global alpha scales the source to whole levels first (as the span
                            // kernels do), then OVER applies: 1 LSB from that formula.
                            let scaled = s.map { ($0 * k).rounded() }
                            expected = mode == .copy ? s.map { $0 * k } : BlitCheck.over(scaled, d, k: 1)
                        }
                        #expect(
                            BlitCheck.matches(target, x: x, y: y, expected, tolerance: tolerance),
                            "\(mode) α\(alpha) at (\(x), \(y))")
                    }
                }
            }
        }
    }

    @Test(arguments: BlitCheck.formats)
    func wholePixelBlitStaysInsideClip(format: PixelFormat) {
        var rng = SplitMix64(seed: 42)
        let clip = PixelRect(x: 3, y: 2, width: 10, height: 7)
        let origins = [(-5, -5), (-20, 0), (8, 5), (14, 10), (40, 40), (-3, 6), (0, 0), (Int.max - 1, 0), (0, Int.min + 1)]
        let sizes = [(9, 8), (0, 0), (0, 5), (30, 20), (1, 1)]
        for mode in [BlendMode.copy, .sourceOver] {
            for (w, h) in sizes {
                let image = BlitCheck.randomBitmap(width: w, height: h, format: .argb8888, &rng)
                for (ox, oy) in origins {
                    let guarded = GuardedBitmap(width: 16, height: 12, format: format)
                    guarded.fill(0xFF10_2030)
                    let before = guarded.snapshot()
                    Canvas(guarded.bitmap, clip: clip).drawImage(image, x: ox, y: oy, mode: mode, alpha: 200)
                    #expect(guarded.changedBytes(outside: clip, since: before) == 0)
                    if ox < 1000 && oy > -1000 {
                        let expectedArea = PixelRect(x: ox, y: oy, width: w, height: h).intersection(clip)
                        #expect(guarded.changedBytes(outside: expectedArea, since: before) == 0)
                    }
                }
            }
        }
    }

    @Test func borrowedImageWithPaddedRows() {
        var rng = SplitMix64(seed: 7)
        let backing = BlitCheck.randomBitmap(width: 20, height: 6, format: .argb8888, &rng)
        // A 5×4 window at (3, 1) of the backing bitmap.
        let window = Bitmap(
            borrowing: backing.baseAddress + backing.bytesPerRow + 12, width: 5, height: 4,
            bytesPerRow: backing.bytesPerRow, format: .argb8888)
        let target = Bitmap(width: 8, height: 8, format: .argb8888)
        Canvas(target).drawImage(window, x: 2, y: 2, mode: .copy)
        for y in 0..<4 {
            for x in 0..<5 { #expect(target.pixel(x: x + 2, y: y + 2) == backing.pixel(x: x + 3, y: y + 1)) }
        }
    }
}
