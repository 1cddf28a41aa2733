// Span kernels: the only code that writes target pixels. Every operation reduces its work to
// horizontal spans of one row with a constant or per-pixel coverage and a solid or per-pixel
// source, and calls these. Callers clip first: the span must lie inside `clip`.
//
// Sources are premultiplied 0xAARRGGBB. On `rgb565` targets pixels are expanded, blended in
// 8-bit precision and packed again by truncation.

extension Canvas {
    @inline(__always)
    func assertInsideClip(y: Int, x: Int, count: Int) {
        assert(y >= clip.minY && y < clip.maxY && x >= clip.minX && x + count <= clip.maxX,
               "span outside the clip")
    }

    /// Stores `pixel` (premultiplied ARGB) over `count` pixels: no blending.
    @inline(__always)
    func fillSpan(y: Int, x: Int, count: Int, pixel: UInt32) {
        assertInsideClip(y: y, x: x, count: count)
        guard count > 0 else { return }
        switch target.format {
        case .xrgb8888, .argb8888:
            (target.row32(y) + x).update(repeating: pixel, count: count)
        case .rgb565:
            (target.row16(y) + x).update(repeating: PixelMath.pack565(pixel), count: count)
        }
    }

    /// Blends `color × coverage / 255` over `count` pixels.
    @inline(__always)
    func blendSpan(y: Int, x: Int, count: Int, color: UInt32, coverage: UInt32 = 255) {
        guard coverage > 0, count > 0 else { return }
        let source = coverage == 255 ? color : PixelMath.scale(color, by: coverage)
        if source >> 24 == 255 { return fillSpan(y: y, x: x, count: count, pixel: source) }
        if source == 0 { return }
        assertInsideClip(y: y, x: x, count: count)
        switch target.format {
        case .xrgb8888, .argb8888:
            let row = target.row32(y) + x
            for i in 0..<count { row[i] = PixelMath.over(source, row[i]) }
        case .rgb565:
            let row = target.row16(y) + x
            for i in 0..<count {
                row[i] = PixelMath.pack565(PixelMath.over(source, PixelMath.expand565(row[i])))
            }
        }
    }

    /// Blends `color × mask[i] / 255` over pixel `x + i` for `i` in `0..<count`.
    @inline(__always)
    func blendSpan(y: Int, x: Int, count: Int, color: UInt32, mask: UnsafePointer<UInt8>) {
        assertInsideClip(y: y, x: x, count: count)
        switch target.format {
        case .xrgb8888, .argb8888:
            let row = target.row32(y) + x
            for i in 0..<count {
                let m = UInt32(mask[i])
                if m == 0 { continue }
                let s = m == 255 ? color : PixelMath.scale(color, by: m)
                row[i] = s >> 24 == 255 ? s : PixelMath.over(s, row[i])
            }
        case .rgb565:
            let row = target.row16(y) + x
            for i in 0..<count {
                let m = UInt32(mask[i])
                if m == 0 { continue }
                let s = m == 255 ? color : PixelMath.scale(color, by: m)
                row[i] = PixelMath.pack565(PixelMath.over(s, PixelMath.expand565(row[i])))
            }
        }
    }

    /// Blends `source[i] × alpha / 255` over pixel `x + i`.
    @inline(__always)
    func blendSpan(y: Int, x: Int, count: Int, source: UnsafePointer<UInt32>, alpha: UInt32 = 255) {
        assertInsideClip(y: y, x: x, count: count)
        guard alpha > 0 else { return }
        switch target.format {
        case .xrgb8888, .argb8888:
            let row = target.row32(y) + x
            for i in 0..<count {
                let s = alpha == 255 ? source[i] : PixelMath.scale(source[i], by: alpha)
                row[i] = PixelMath.over(s, row[i])
            }
        case .rgb565:
            let row = target.row16(y) + x
            for i in 0..<count {
                let s = alpha == 255 ? source[i] : PixelMath.scale(source[i], by: alpha)
                row[i] = PixelMath.pack565(PixelMath.over(s, PixelMath.expand565(row[i])))
            }
        }
    }

    /// Blends `source[i] × mask[i] / 255` over pixel `x + i`.
    @inline(__always)
    func blendSpan(y: Int, x: Int, count: Int, source: UnsafePointer<UInt32>,
                   mask: UnsafePointer<UInt8>) {
        assertInsideClip(y: y, x: x, count: count)
        switch target.format {
        case .xrgb8888, .argb8888:
            let row = target.row32(y) + x
            for i in 0..<count where mask[i] != 0 {
                row[i] = PixelMath.over(PixelMath.scale(source[i], by: UInt32(mask[i])), row[i])
            }
        case .rgb565:
            let row = target.row16(y) + x
            for i in 0..<count where mask[i] != 0 {
                let s = PixelMath.scale(source[i], by: UInt32(mask[i]))
                row[i] = PixelMath.pack565(PixelMath.over(s, PixelMath.expand565(row[i])))
            }
        }
    }

    /// Copies `source[i]` to pixel `x + i` (the SRC operator).
    @inline(__always)
    func copySpan(y: Int, x: Int, count: Int, source: UnsafePointer<UInt32>) {
        assertInsideClip(y: y, x: x, count: count)
        switch target.format {
        case .xrgb8888, .argb8888:
            (target.row32(y) + x).update(from: source, count: count)
        case .rgb565:
            let row = target.row16(y) + x
            for i in 0..<count { row[i] = PixelMath.pack565(source[i]) }
        }
    }
}
