/// Exact 8-bit pixel arithmetic shared by every operation, in the scalar form the SIMD kernels
/// must agree with.
public enum PixelMath {
    /// `a × b / 255` rounded to nearest, for `a, b` in 0...255.
    @inlinable @inline(__always)
    public static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Each byte of `pixel` times `factor / 255`, rounded: two channels per multiply.
    @inlinable @inline(__always)
    public static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplied source over destination: `s + d × (255 − αs) / 255` per channel.
    @inlinable @inline(__always)
    public static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverseAlpha = 255 &- (source >> 24)
        // No channel can overflow: a premultiplied channel is at most its alpha.
        return source &+ scale(destination, by: inverseAlpha)
    }

    /// Expands RGB565 to opaque `0xFFRRGGBB`, replicating high bits into low ones.
    @inlinable @inline(__always)
    public static func expand565(_ pixel: UInt16) -> UInt32 {
        let p = UInt32(pixel)
        let r = (p >> 11) & 0x1F, g = (p >> 5) & 0x3F, b = p & 0x1F
        return 0xFF00_0000 | ((r << 3 | r >> 2) << 16) | ((g << 2 | g >> 4) << 8) | (b << 3 | b >> 2)
    }

    /// Packs `0xXXRRGGBB` into RGB565 by truncation.
    @inlinable @inline(__always)
    public static func pack565(_ pixel: UInt32) -> UInt16 {
        UInt16(truncatingIfNeeded: ((pixel >> 8) & 0xF800) | ((pixel >> 5) & 0x07E0) | ((pixel >> 3) & 0x001F))
    }
}

// MARK: - Vector forms
//
// The span kernels work on 4 ARGB pixels in a `SIMD4<UInt32>`, viewed as 8 16-bit lanes
// (`[GB, AR]` per pixel on little-endian hosts: x86-64 and aarch64), or on 8 RGB565 pixels in a
// `SIMD8<UInt16>`, split into planes of 8-bit channel values. Each lane computes exactly what the
// scalar functions above compute per channel, so results are bit-identical on every host.

extension PixelMath {
    /// Lane-wise `x × f / 255` rounded to nearest, for lanes in 0...255: `multiply` in vector form.
    @inline(__always)
    static func multiply(_ x: SIMD8<UInt16>, _ f: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &* f &+ 128
        #if arch(x86_64)
            // (t + t >> 8) >> 8 equals t × 257 >> 16 for every t < 65535: one `pmulhuw` on SSE2.
            return SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: t) &* 257) &>> 16)
        #else
            // One multiply-accumulate and one shift-accumulate on NEON.
            return (t &+ (t &>> 8)) &>> 8
        #endif
    }

    /// Per-pixel factors for `scale(_:by:)` from 4 factors in 32-bit lanes (each duplicated into
    /// both 16-bit halves).
    @inline(__always)
    static func pixelFactors(_ f: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast(f | (f &<< 16), to: SIMD8<UInt16>.self)
    }

    /// Each channel of 4 pixels times its pixel's factor `/ 255`, rounded: `scale` in vector form.
    /// `factors` holds each pixel's factor twice (see `pixelFactors`).
    @inline(__always)
    static func scale(_ pixels: SIMD4<UInt32>, by factors: SIMD8<UInt16>) -> SIMD4<UInt32> {
        let lanes = unsafeBitCast(pixels, to: SIMD8<UInt16>.self)
        let blueRed = multiply(lanes & 0x00FF, factors)
        let greenAlpha = multiply(lanes &>> 8, factors)
        return unsafeBitCast(blueRed | (greenAlpha &<< 8), to: SIMD4<UInt32>.self)
    }

    /// Source over destination for 4 pixels: `over` in vector form. The final sum is a 32-bit
    /// add, as in the scalar form.
    @inline(__always)
    static func over(_ source: SIMD4<UInt32>, _ destination: SIMD4<UInt32>) -> SIMD4<UInt32> {
        source &+ scale(destination, by: pixelFactors((source &>> 24) ^ 0xFF))
    }

    /// Packs 4 `0xXXRRGGBB` pixels into RGB565 by truncation, sign-extended from the high 16
    /// bits of each lane so a signed saturating pack keeps them.
    @inline(__always)
    static func pack565Lanes(_ pixels: SIMD4<UInt32>) -> SIMD4<Int32> {
        // One 16-bit multiply moves blue (bits 3…7) to bits 5…9 and red (bits 19…23) to 27…31;
        // one 32-bit shift by 11 then lifts green and blue next to red in the high half: two
        // shifts per 4 pixels instead of six (shifts are the scarce unit on x86).
        let redBlue = unsafeBitCast(pixels & 0x00F8_00F8, to: SIMD8<UInt16>.self)
        let moved = unsafeBitCast(redBlue &* SIMD8<UInt16>(4, 256, 4, 256, 4, 256, 4, 256), to: SIMD4<UInt32>.self)
        let packed = (((pixels & 0x0000_FC00) | moved) &<< 11) | moved
        return SIMD4<Int32>(truncatingIfNeeded: packed) &>> 16
    }

    /// Packs 8 `0xXXRRGGBB` pixels into RGB565 by truncation: `pack565` in vector form.
    @inline(__always)
    static func pack565(_ low: SIMD4<UInt32>, _ high: SIMD4<UInt32>) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: SIMD8<Int32>(lowHalf: pack565Lanes(low), highHalf: pack565Lanes(high)))
    }

    /// One 8-bit channel of 8 ARGB pixels (`shift` 0 blue, 8 green, 16 red, 24 alpha) as a plane.
    @inline(__always)
    static func plane(_ low: SIMD4<UInt32>, _ high: SIMD4<UInt32>, shift: UInt32) -> SIMD8<UInt16> {
        if shift == 24 {
            return SIMD8<UInt16>(truncatingIfNeeded: SIMD8<UInt32>(lowHalf: low &>> 24, highHalf: high &>> 24))
        }
        return SIMD8<UInt16>(
            truncatingIfNeeded: SIMD8<UInt32>(
                lowHalf: (low &>> shift) & 0xFF,
                highHalf: (high &>> shift) & 0xFF))
    }

    /// Expands 8 RGB565 pixels into planes of 8-bit red, green and blue, like `expand565`.
    @inline(__always)
    static func expand565(_ pixels: SIMD8<UInt16>) -> (red: SIMD8<UInt16>, green: SIMD8<UInt16>, blue: SIMD8<UInt16>) {
        let r = pixels &>> 11, g = (pixels &>> 5) & 0x3F, b = pixels & 0x1F
        return ((r &<< 3) | (r &>> 2), (g &<< 2) | (g &>> 4), (b &<< 3) | (b &>> 2))
    }

    /// Packs planes of 8-bit red, green and blue into RGB565 by truncation, like `pack565`.
    @inline(__always)
    static func pack565(red: SIMD8<UInt16>, green: SIMD8<UInt16>, blue: SIMD8<UInt16>) -> SIMD8<UInt16> {
        ((red & 0xF8) &<< 8) | ((green & 0xFC) &<< 3) | (blue &>> 3)
    }

    /// 8 RGB565 pixels as 8 opaque `0xFFRRGGBB` pixels, like `expand565`.
    @inline(__always)
    static func expand565(_ pixels: SIMD8<UInt16>) -> (low: SIMD4<UInt32>, high: SIMD4<UInt32>) {
        let (r, g, b) = expand565(pixels)
        let greenBlue = (g &<< 8) | b, alphaRed = r | 0xFF00
        let gbLow = SIMD4<UInt32>(truncatingIfNeeded: greenBlue.lowHalf)
        let gbHigh = SIMD4<UInt32>(truncatingIfNeeded: greenBlue.highHalf)
        let arLow = SIMD4<UInt32>(truncatingIfNeeded: alphaRed.lowHalf)
        let arHigh = SIMD4<UInt32>(truncatingIfNeeded: alphaRed.highHalf)
        return (gbLow | (arLow &<< 16), gbHigh | (arHigh &<< 16))
    }
}
