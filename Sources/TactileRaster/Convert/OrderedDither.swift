/// 4×4 ordered (Bayer) dithering from 8-bit channels to RGB565.
///
/// The Bayer index of target pixel (x, y) is `matrix[y & 3][x & 3]` with
///
///     ┌  0  8  2 10 ┐
///     │ 12  4 14  6 │
///     │  3 11  1  9 │
///     └ 15  7 13  5 ┘
///
/// taken from absolute target coordinates, so tiles agree with whole-frame drawing. A channel
/// `v` (0…255) becomes the level `q = ⌊(v × n + t) / 255⌋`, with `n` = 31 (red, blue) or 63
/// (green) and a threshold `t` rising with the index, evenly spread over
///
/// - 21…233 for 5-bit channels: `t = 21 + ⌊(212 × index + 7) / 15⌋`
/// - 45…206 for 6-bit channels: `t = 45 + ⌊(161 × index + 7) / 15⌋`
///
/// Why these bounds: they are the widest ones for which every 8-bit value that RGB565 holds
/// exactly (the expansion `expand565` of a level) maps back to that level for every threshold,
/// so flat areas of representable colours stay flat. Because `t` < 255, `q` never exceeds `n`:
/// no channel wraps. Over a 4×4 tile the mean of the expanded levels is within 1 of `v` for
/// every `v`, where truncation is off by up to 7 (5 bits) or 3 (6 bits).
enum OrderedDither {
    /// The Bayer index (0…15) of target pixel (x, y).
    @inline(__always)
    static func index(x: Int, y: Int) -> UInt16 {
        // The matrix above as 16 nibbles, row-major from the lowest.
        let packed: UInt64 = 0x5D7F_91B3_6E4C_A280
        return UInt16(truncatingIfNeeded: (packed >> UInt64(4 * ((y & 3) << 2 | (x & 3)))) & 0xF)
    }

    /// The threshold for a 5-bit channel at Bayer index `index`.
    @inline(__always)
    static func threshold5(_ index: UInt16) -> UInt16 { 21 &+ (index &* 212 &+ 7) / 15 }

    /// The threshold for a 6-bit channel at Bayer index `index`.
    @inline(__always)
    static func threshold6(_ index: UInt16) -> UInt16 { 45 &+ (index &* 161 &+ 7) / 15 }

    /// `⌊n / 255⌋` for `n` < 65535, without dividing.
    @inline(__always)
    static func divide255(_ n: UInt32) -> UInt32 { (n &+ 1 &+ (n >> 8)) >> 8 }

    /// `divide255` lane-wise.
    @inline(__always)
    static func divide255(_ n: SIMD8<UInt16>) -> SIMD8<UInt16> { (n &+ 1 &+ (n &>> 8)) &>> 8 }

    /// `0xXXRRGGBB` as RGB565, dithered for target pixel (x, y).
    @inline(__always)
    static func pack565(_ pixel: UInt32, x: Int, y: Int) -> UInt16 {
        let i = index(x: x, y: y)
        let t5 = UInt32(threshold5(i)), t6 = UInt32(threshold6(i))
        let r = divide255(((pixel >> 16) & 0xFF) &* 31 &+ t5)
        let g = divide255(((pixel >> 8) & 0xFF) &* 63 &+ t6)
        let b = divide255((pixel & 0xFF) &* 31 &+ t5)
        return UInt16(truncatingIfNeeded: r << 11 | g << 5 | b)
    }

    /// `row[i] = pack565(source[i], x: x + i, y: y)`, 8 pixels per step.
    @inline(never)
    static func pack(
        _ row: UnsafeMutablePointer<UInt16>, count: Int, source: UnsafePointer<UInt32>,
        x: Int, y: Int
    ) {
        var i = 0
        if count >= 8 {
            // The pattern repeats every 4 pixels, so one pair of threshold vectors serves the row.
            var t5 = SIMD8<UInt16>(), t6 = SIMD8<UInt16>()
            for lane in 0..<8 {
                let k = index(x: x &+ lane, y: y)
                t5[lane] = threshold5(k)
                t6[lane] = threshold6(k)
            }
            while i &+ 8 <= count {
                let s0 = SpanKernels.load4(source + i), s1 = SpanKernels.load4(source + (i &+ 4))
                let r = divide255(PixelMath.plane(s0, s1, shift: 16) &* 31 &+ t5)
                let g = divide255(PixelMath.plane(s0, s1, shift: 8) &* 63 &+ t6)
                let b = divide255(PixelMath.plane(s0, s1, shift: 0) &* 31 &+ t5)
                SpanKernels.store8(row + i, (r &<< 11) | (g &<< 5) | b)
                i &+= 8
            }
        }
        while i < count {
            row[i] = pack565(source[i], x: x &+ i, y: y)
            i &+= 1
        }
    }
}
