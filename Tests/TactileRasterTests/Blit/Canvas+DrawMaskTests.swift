import TactileSystem
import Testing

@testable import TactileRaster

@Suite struct DrawMaskTests {
    @Test func maskStorageAndAccessors() {
        let mask = AlphaMask(width: 5, height: 3)
        #expect(mask.bytesPerRow >= 5)
        for y in 0..<3 { for x in 0..<5 { #expect(mask[x: x, y: y] == 0) } }
        mask[x: 4, y: 2] = 200
        mask[x: 0, y: 1] = 7
        #expect(mask[x: 4, y: 2] == 200)
        #expect(mask.row(1)[0] == 7)
        #expect(mask.row(2)[4] == 200)
        // A copy shares the bytes, like Bitmap.
        let view = mask
        view[x: 1, y: 1] = 9
        #expect(mask[x: 1, y: 1] == 9)

        var bytes = [UInt8](repeating: 0, count: 4 * 10)
        bytes.withUnsafeMutableBytes { raw in
            let borrowed = AlphaMask(borrowing: raw.baseAddress!, width: 3, height: 4, bytesPerRow: 10)
            borrowed[x: 2, y: 3] = 99
            #expect(borrowed.row(3)[2] == 99)
        }
        #expect(bytes[3 * 10 + 2] == 99)
    }

    @Test(arguments: BlitCheck.formats)
    func maskBlendMatchesFormula(format: PixelFormat) {
        var rng = SplitMix64(seed: 0x6A55)
        for color in [
            Color(red: 250, green: 20, blue: 128), Color(red: 10, green: 200, blue: 90, alpha: 140),
            Color.white, Color(red: 1, green: 2, blue: 3, alpha: 1)
        ] {
            let target = BlitCheck.randomBitmap(width: 20, height: 14, format: format, &rng)
            let before = BlitCheck.copy(target)
            let mask = AlphaMask(width: 11, height: 9)
            for y in 0..<9 {
                for x in 0..<11 {
                    let roll = Int.random(in: 0..<4, using: &rng)
                    mask[x: x, y: y] = roll == 0 ? 0 : (roll == 1 ? 255 : UInt8.random(in: 0...255, using: &rng))
                }
            }
            let ox = Int.random(in: -4...12, using: &rng), oy = Int.random(in: -3...8, using: &rng)
            Canvas(target).drawMask(mask, x: ox, y: oy, color: color)
            // The colour premultiplied to whole levels (once per operation, as documented), scaled
            // by the coverage to whole levels, then OVER the target: within 1 LSB of that.
            let ca = Double(color.alpha)
            let s = [
                ca, (Double(color.red) * ca / 255).rounded(), (Double(color.green) * ca / 255).rounded(),
                (Double(color.blue) * ca / 255).rounded()
            ]
            for y in 0..<target.height {
                for x in 0..<target.width {
                    let d = BlitCheck.channels(before.pixel(x: x, y: y))
                    var expected = d
                    if mask.bounds.contains(x: x - ox, y: y - oy) {
                        let m = Double(mask[x: x - ox, y: y - oy]) / 255
                        expected = BlitCheck.over(s.map { ($0 * m).rounded() }, d, k: 1)
                    }
                    #expect(BlitCheck.matches(target, x: x, y: y, expected, tolerance: 1), "(\(x), \(y))")
                }
            }
        }
    }

    @Test(arguments: BlitCheck.formats)
    func maskStaysInsideClip(format: PixelFormat) {
        let clip = PixelRect(x: 2, y: 3, width: 9, height: 6)
        let full = AlphaMask(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { full[x: x, y: y] = 255 } }
        for mask in [full, AlphaMask(width: 0, height: 0), AlphaMask(width: 0, height: 4)] {
            for (ox, oy) in [(-3, -2), (0, 0), (6, 6), (9, 1), (-10, -10), (20, 3), (4, 4), (Int.max, 2), (Int.min, Int.min)] {
                let guarded = GuardedBitmap(width: 14, height: 11, format: format)
                guarded.fill(0xFF00_0000)
                let before = guarded.snapshot()
                Canvas(guarded.bitmap, clip: clip).drawMask(mask, x: ox, y: oy, color: .white)
                let far = abs(Double(ox)) > 1000 || abs(Double(oy)) > 1000
                let area = far ? .zero : PixelRect(x: ox, y: oy, width: mask.width, height: mask.height).intersection(clip)
                #expect(guarded.changedBytes(outside: area, since: before) == 0)
                for y in area.minY..<area.maxY {
                    for x in area.minX..<area.maxX { #expect(guarded.bitmap.pixel(x: x, y: y) == 0xFFFF_FFFF) }
                }
            }
        }
    }
}
