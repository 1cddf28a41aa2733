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
