import TactileRaster
import TactileSystem

/// Independent helpers for the blit tests: random images, and the premultiplied OVER formula in
/// Double with a per-format comparison.
enum BlitCheck {
    static let formats: [PixelFormat] = [.argb8888, .xrgb8888, .rgb565]

    /// A random premultiplied ARGB pixel (channels never above alpha); sometimes fully
    /// transparent or opaque so those cases are always exercised.
    static func randomPremultiplied(_ rng: inout SplitMix64) -> UInt32 {
        let roll = UInt8.random(in: 0...9, using: &rng)
        let a: UInt32 = roll == 0 ? 0 : (roll == 1 ? 255 : UInt32.random(in: 0...255, using: &rng))
        let r = UInt32.random(in: 0...a, using: &rng), g = UInt32.random(in: 0...a, using: &rng)
        let b = UInt32.random(in: 0...a, using: &rng)
        return a << 24 | r << 16 | g << 8 | b
    }

    /// A bitmap of random pixels; `xrgb8888` gets random (ignored) top bytes too.
    static func randomBitmap(width: Int, height: Int, format: PixelFormat, _ rng: inout SplitMix64) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height, format: format)
        fillRandom(bitmap, &rng)
        return bitmap
    }

    static func fillRandom(_ bitmap: Bitmap, _ rng: inout SplitMix64) {
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                switch bitmap.format {
                case .argb8888: bitmap.row32(y)[x] = randomPremultiplied(&rng)
                case .xrgb8888: bitmap.row32(y)[x] = UInt32.random(in: 0...UInt32.max, using: &rng)
                case .rgb565: bitmap.row16(y)[x] = UInt16.random(in: 0...UInt16.max, using: &rng)
                }
            }
        }
    }

    /// Channels (a, r, g, b) of a premultiplied pixel as Doubles.
    static func channels(_ p: UInt32) -> [Double] {
        [Double(p >> 24), Double((p >> 16) & 255), Double((p >> 8) & 255), Double(p & 255)]
    }

    /// `source × k + destination × (1 − αs·k/255)` per channel, source and destination given as
    /// (a, r, g, b) Doubles, k the combined alpha × coverage in 0...1.
    static func over(_ s: [Double], _ d: [Double], k: Double) -> [Double] {
        let inverse = 1 - s[0] * k / 255
        return (0..<4).map { s[$0] * k + d[$0] * inverse }
    }

    /// Whether pixel (x, y) of `bitmap` matches `expected` (a, r, g, b) within `tolerance` 8-bit
    /// levels: alpha ignored on xrgb8888; on rgb565 the stored 5/6-bit channels must be what
    /// truncating some value within the tolerance gives.
    static func matches(_ bitmap: Bitmap, x: Int, y: Int, _ expected: [Double], tolerance: Double) -> Bool {
        switch bitmap.format {
        case .argb8888, .xrgb8888:
            let actual = channels(bitmap.pixel(x: x, y: y))
            let first = bitmap.format == .argb8888 ? 0 : 1
            return (first..<4).allSatisfy { abs(actual[$0] - expected[$0]) <= tolerance }
        case .rgb565:
            let p = Int(bitmap.row16(y)[x])
            let stored = [(p >> 11) & 31, (p >> 5) & 63, p & 31]
            let shifts = [3, 2, 3]
            return (0..<3).allSatisfy { c in
                let e = expected[c + 1]
                let low = Int(max(0, (e - tolerance).rounded(.up))) >> shifts[c]
                let high = Int(min(255, (e + tolerance).rounded(.down))) >> shifts[c]
                return stored[c] >= low && stored[c] <= high
            }
        }
    }

    /// A copy of a bitmap's pixels, to compare against after drawing.
    static func copy(_ bitmap: Bitmap) -> Bitmap {
        let result = Bitmap(width: bitmap.width, height: bitmap.height, format: bitmap.format)
        for y in 0..<bitmap.height {
            (result.baseAddress + y * result.bytesPerRow)
                .copyMemory(
                    from: bitmap.baseAddress + y * bitmap.bytesPerRow,
                    byteCount: bitmap.width * bitmap.format.bytesPerPixel)
        }
        return result
    }
}
