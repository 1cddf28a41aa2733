import TactileRaster
import TactileSystem

// Seeded test content shared by both sides of every scene: backgrounds, images, glyph-like
// masks, positions and colours.

extension SplitMix64 {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

enum Content {
    /// Opaque noise: a background that no fast path can guess.
    static func fillNoise(_ bitmap: Bitmap, seed: UInt64) {
        var g = SplitMix64(seed: seed)
        for y in 0..<bitmap.height {
            switch bitmap.format {
            case .xrgb8888, .argb8888:
                let row = bitmap.row32(y)
                for x in 0..<bitmap.width { row[x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: g.next()) }
            case .rgb565:
                let row = bitmap.row16(y)
                for x in 0..<bitmap.width { row[x] = UInt16(truncatingIfNeeded: g.next()) }
            }
        }
    }

    /// Coverage of a soft-edged capsule from `a` to `b` with radius `r` at pixel centre (x, y).
    private static func capsule(
        _ x: Double, _ y: Double, _ a: (Double, Double), _ b: (Double, Double),
        _ r: Double
    ) -> Double {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let length2 = dx * dx + dy * dy
        var t = length2 > 0 ? ((x - a.0) * dx + (y - a.1) * dy) / length2 : 0
        t = min(1, max(0, t))
        let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y)
        let distance = (px * px + py * py).squareRoot()
        return min(1, max(0, r - distance + 0.5))
    }

    /// A glyph-like A8 mask, `size × size` row-major: a few strokes with anti-aliased edges,
    /// so mostly 0 and 255 bytes with a rim of partial coverage.
    static func glyphMask(size: Int, seed: UInt64) -> [UInt8] {
        var g = SplitMix64(seed: seed)
        let s = Double(size)
        let strokes = (0..<g.int(2...4)).map { _ in
            (
                (s * (0.15 + 0.7 * g.unit()), s * (0.15 + 0.7 * g.unit())),
                (s * (0.15 + 0.7 * g.unit()), s * (0.15 + 0.7 * g.unit())),
                max(0.6, s * (0.05 + 0.07 * g.unit()))
            )
        }
        var mask = [UInt8](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                var coverage = 0.0
                for (a, b, r) in strokes { coverage = max(coverage, capsule(Double(x) + 0.5, Double(y) + 0.5, a, b, r)) }
                mask[y * size + x] = UInt8((coverage * 255).rounded())
            }
        }
        return mask
    }

    /// An icon-like premultiplied image: an opaque rounded blob with a soft edge and some
    /// translucent holes on transparent surroundings, coloured by a noisy gradient.
    static func iconImage(size: Int, seed: UInt64) -> Bitmap {
        var g = SplitMix64(seed: seed)
        let image = Bitmap(width: size, height: size, format: .argb8888)
        let s = Double(size), c = s / 2, radius = s * 0.46
        let holes = (0..<3).map { _ in (s * g.unit(), s * g.unit(), s * 0.12 * g.unit() + 0.5) }
        for y in 0..<size {
            let row = image.row32(y)
            for x in 0..<size {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                let d = ((px - c) * (px - c) + (py - c) * (py - c)).squareRoot()
                var alpha = min(1, max(0, radius - d + 0.5))
                for (hx, hy, hr) in holes {
                    let dh = ((px - hx) * (px - hx) + (py - hy) * (py - hy)).squareRoot()
                    if dh < hr { alpha *= 0.5 }
                }
                let a = UInt32((alpha * 255).rounded())
                let noise = UInt32(g.next() & 0x1F)
                let r = UInt32(x * 255 / max(1, size - 1)) ^ noise
                let gg = UInt32(y * 255 / max(1, size - 1)) ^ noise
                let b = UInt32(128) ^ (noise << 2)
                row[x] = a << 24 | PixelMath.multiply(r, a) << 16 | PixelMath.multiply(gg, a) << 8 | PixelMath.multiply(b, a)
            }
        }
        return image
    }

    /// An opaque photo-like image (gradient plus noise) in `format`.
    static func photo(size: Int, format: PixelFormat, seed: UInt64) -> Bitmap {
        var g = SplitMix64(seed: seed)
        let image = Bitmap(width: size, height: size, format: format)
        for y in 0..<size {
            for x in 0..<size {
                let noise = UInt32(g.next() & 0x0F)
                let r = UInt32((x * 255) / max(1, size - 1)) ^ noise
                let gg = UInt32((y * 255) / max(1, size - 1)) ^ noise
                let b = UInt32(((x + y) * 127) / max(1, size - 1)) ^ noise
                image.setPixel(x: x, y: y, 0xFF00_0000 | r << 16 | gg << 8 | b)
            }
        }
        return image
    }

    /// Random colours: `alpha` fixed, or random (a quarter of them opaque) when nil.
    static func palette(count: Int, alpha: UInt8?, seed: UInt64) -> [Color] {
        var g = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let a: UInt8 = alpha ?? (g.next() % 4 == 0 ? 255 : g.byte())
            return Color(red: g.byte(), green: g.byte(), blue: g.byte(), alpha: a)
        }
    }
}
