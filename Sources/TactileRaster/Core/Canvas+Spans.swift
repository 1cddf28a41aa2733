import CTactileMemory

// Span kernels: the only code that writes target pixels. Every operation reduces its work to
// horizontal spans of one row with a constant or per-pixel coverage and a solid or per-pixel
// source, and calls these (whole images and glyphs call the rectangle forms, one call for all
// their rows). Callers clip first: the span must lie inside `clip`.
//
// Sources are premultiplied 0xAARRGGBB. On `rgb565` targets pixels are expanded, blended in
// 8-bit precision and packed again by truncation.
//
// The `Canvas` methods below only dispatch on the target format; the loops live in `SpanKernels`
// and work on raw rows: 4 ARGB pixels (or 8 RGB565 pixels) per vector step through the vector
// forms in `PixelMath`, then a scalar tail with the scalar forms (the 32-bit blend kernels instead
// blend the span's first and last 4 pixels as vector groups and store only the lanes inside
// the span). Both give bit-identical results (for valid premultiplied sources), so where a span
// starts or ends never shows.

extension Canvas {
    @inline(__always)
    func assertInsideClip(y: Int, x: Int, count: Int) {
        assert(
            y >= clip.minY && y < clip.maxY && x >= clip.minX && x + count <= clip.maxX,
            "span outside the clip")
    }

    /// Stores `pixel` (premultiplied ARGB) over `count` pixels: no blending.
    @inline(__always)
    func fillSpan(y: Int, x: Int, count: Int, pixel: UInt32) {
        assertInsideClip(y: y, x: x, count: count)
        guard count > 0 else { return }
        switch target.format {
        case .xrgb8888, .argb8888:
            SpanKernels.fill(target.row32(y) + x, count: count, pixel: pixel)
        case .rgb565:
            SpanKernels.fill(target.row16(y) + x, count: count, pixel: PixelMath.pack565(pixel))
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
            SpanKernels.blend(target.row32(y) + x, count: count, source: source)
        case .rgb565:
            SpanKernels.blend(target.row16(y) + x, count: count, source: source)
        }
    }

    /// Blends `color × mask[i] / 255` over pixel `x + i` for `i` in `0..<count`.
    @inline(__always)
    func blendSpan(y: Int, x: Int, count: Int, color: UInt32, mask: UnsafePointer<UInt8>) {
        assertInsideClip(y: y, x: x, count: count)
        guard count > 0 else { return }
        switch target.format {
        case .xrgb8888, .argb8888:
            SpanKernels.blend(target.row32(y) + x, count: count, color: color, mask: mask)
        case .rgb565:
            SpanKernels.blend(target.row16(y) + x, count: count, color: color, mask: mask)
        }
    }

    /// Blends `source[i] × alpha / 255` over pixel `x + i`.
    @inline(__always)
    func blendSpan(y: Int, x: Int, count: Int, source: UnsafePointer<UInt32>, alpha: UInt32 = 255) {
        assertInsideClip(y: y, x: x, count: count)
        guard alpha > 0, count > 0 else { return }
        switch target.format {
        case .xrgb8888, .argb8888:
            SpanKernels.blend(target.row32(y) + x, count: count, source: source, alpha: alpha)
        case .rgb565:
            SpanKernels.blend(target.row16(y) + x, count: count, source: source, alpha: alpha)
        }
    }

    /// Blends `source[i] × mask[i] / 255` over pixel `x + i`.
    @inline(__always)
    func blendSpan(
        y: Int, x: Int, count: Int, source: UnsafePointer<UInt32>,
        mask: UnsafePointer<UInt8>
    ) {
        assertInsideClip(y: y, x: x, count: count)
        guard count > 0 else { return }
        if count == 1 {
            // One pixel (an anti-aliased image edge's column): the kernels' scalar step, inline.
            let m = UInt32(mask[0])
            guard m != 0 else { return }
            let s = PixelMath.scale(source[0], by: m)
            switch target.format {
            case .xrgb8888, .argb8888:
                let p = target.row32(y) + x
                p[0] = PixelMath.over(s, p[0])
            case .rgb565:
                let p = target.row16(y) + x
                p[0] = PixelMath.pack565(PixelMath.over(s, PixelMath.expand565(p[0])))
            }
            return
        }
        switch target.format {
        case .xrgb8888, .argb8888:
            SpanKernels.blend(target.row32(y) + x, count: count, source: source, mask: mask)
        case .rgb565:
            SpanKernels.blend(target.row16(y) + x, count: count, source: source, mask: mask)
        }
    }

    /// Copies `source[i]` to pixel `x + i` (the SRC operator).
    @inline(__always)
    func copySpan(y: Int, x: Int, count: Int, source: UnsafePointer<UInt32>) {
        assertInsideClip(y: y, x: x, count: count)
        guard count > 0 else { return }
        switch target.format {
        case .xrgb8888, .argb8888:
            (target.row32(y) + x).update(from: source, count: count)
        case .rgb565:
            SpanKernels.pack(target.row16(y) + x, count: count, source: source)
        }
    }

    /// Stores `pixel` over every pixel of `area` (inside `clip`). Rows that follow each other
    /// without padding are filled as one span, as a full-frame fill usually is.
    func fillRect(_ area: PixelRect, pixel: UInt32) {
        assert(clip.contains(area), "rectangle outside the clip")
        guard !area.isEmpty else { return }
        let bytesPerPixel = target.format.bytesPerPixel, stride = target.bytesPerRow
        var rows = area.height, count = area.width
        if count * bytesPerPixel == stride { (rows, count) = (1, count * rows) }
        var row = target.baseAddress + area.minY * stride + area.minX * bytesPerPixel
        switch target.format {
        case .xrgb8888, .argb8888:
            for _ in 0..<rows {
                SpanKernels.fill(row.assumingMemoryBound(to: UInt32.self), count: count, pixel: pixel)
                row += stride
            }
        case .rgb565:
            let packed = PixelMath.pack565(pixel)
            for _ in 0..<rows {
                SpanKernels.fill(row.assumingMemoryBound(to: UInt16.self), count: count, pixel: packed)
                row += stride
            }
        }
    }

    /// Blends the image rows starting at `source` (`sourceStride` bytes apart) times
    /// `alpha / 255` over `area` (inside `clip`): `blendSpan(y:x:count:source:alpha:)` for each
    /// of its rows, in one call.
    func blendRect(_ area: PixelRect, source: UnsafePointer<UInt32>, sourceStride: Int, alpha: UInt32) {
        assert(clip.contains(area), "rectangle outside the clip")
        guard !area.isEmpty, alpha > 0 else { return }
        switch target.format {
        case .xrgb8888, .argb8888:
            SpanKernels.blend(
                target.row32(area.minY) + area.minX, stride: target.bytesPerRow, rows: area.height,
                count: area.width, source: source, sourceStride: sourceStride, alpha: alpha)
        case .rgb565:
            var pixels = UnsafeRawPointer(source)
            for y in area.minY..<area.maxY {
                SpanKernels.blend(
                    target.row16(y) + area.minX, count: area.width,
                    source: pixels.assumingMemoryBound(to: UInt32.self), alpha: alpha)
                pixels += sourceStride
            }
        }
    }

    /// Blends `color × mask / 255` over `area` (inside `clip`), the mask's rows starting at `mask`
    /// (`maskStride` bytes apart): `blendSpan(y:x:count:color:mask:)` for each of its rows, in
    /// one call.
    func blendRect(_ area: PixelRect, color: UInt32, mask: UnsafePointer<UInt8>, maskStride: Int) {
        assert(clip.contains(area), "rectangle outside the clip")
        guard !area.isEmpty else { return }
        switch target.format {
        case .xrgb8888, .argb8888:
            SpanKernels.blend(
                target.row32(area.minY) + area.minX, stride: target.bytesPerRow, rows: area.height,
                count: area.width, color: color, mask: mask, maskStride: maskStride)
        case .rgb565:
            var coverage = mask
            for y in area.minY..<area.maxY {
                SpanKernels.blend(target.row16(y) + area.minX, count: area.width, color: color, mask: coverage)
                coverage += maskStride
            }
        }
    }

    /// Blends the constant premultiplied `color` over every pixel of `area` (inside `clip`).
    func blendRect(_ area: PixelRect, color: UInt32) {
        assert(clip.contains(area), "rectangle outside the clip")
        guard !area.isEmpty, color != 0 else { return }
        if color >> 24 == 255 { return fillRect(area, pixel: color) }
        let bytesPerPixel = target.format.bytesPerPixel, stride = target.bytesPerRow
        var rows = area.height, count = area.width
        if count * bytesPerPixel == stride { (rows, count) = (1, count * rows) }
        var row = target.baseAddress + area.minY * stride + area.minX * bytesPerPixel
        switch target.format {
        case .xrgb8888, .argb8888:
            for _ in 0..<rows {
                SpanKernels.blend(row.assumingMemoryBound(to: UInt32.self), count: count, source: color)
                row += stride
            }
        case .rgb565:
            for _ in 0..<rows {
                SpanKernels.blend(row.assumingMemoryBound(to: UInt16.self), count: count, source: color)
                row += stride
            }
        }
    }
}

/// The loops behind the span methods, on raw rows. Vector steps load and store unaligned (rows
/// start anywhere); the scalar tails use the `PixelMath` scalar forms.
enum SpanKernels {
    @inline(__always)
    static func load4(_ p: UnsafePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
    }

    @inline(__always)
    static func load4(_ p: UnsafeMutablePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
    }

    @inline(__always)
    static func store4(_ p: UnsafeMutablePointer<UInt32>, _ v: SIMD4<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<UInt32>.self)
    }

    @inline(__always)
    static func load8(_ p: UnsafeMutablePointer<UInt16>) -> SIMD8<UInt16> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt16>.self)
    }

    @inline(__always)
    static func store8(_ p: UnsafeMutablePointer<UInt16>, _ v: SIMD8<UInt16>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt16>.self)
    }

    /// 4 mask bytes as 4 factors, as they lie in memory.
    @inline(__always)
    static func maskFactors(_ mask: UInt32) -> SIMD8<UInt16> {
        PixelMath.pixelFactors(SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(mask, to: SIMD4<UInt8>.self)))
    }

    /// 8 mask bytes as a plane, as they lie in memory.
    @inline(__always)
    static func maskPlane(_ mask: UInt64) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(mask, to: SIMD8<UInt8>.self))
    }

    @inline(__always) static var opaqueAlpha: SIMD4<UInt32> { SIMD4(repeating: 0xFF00_0000) }

    // MARK: Fill

    @inline(__always)
    static func fill(_ start: UnsafeMutablePointer<UInt32>, count: Int, pixel: UInt32) {
        if count < 4 {
            for i in 0..<count { start[i] = pixel }
            return
        }
        fill(UnsafeMutableRawPointer(start), byteCount: count &* 4, pattern: SIMD4<UInt32>(repeating: pixel))
    }

    @inline(__always)
    static func fill(_ start: UnsafeMutablePointer<UInt16>, count: Int, pixel: UInt16) {
        if count < 8 {
            for i in 0..<count { start[i] = pixel }
            return
        }
        let pair = UInt32(pixel) | UInt32(pixel) << 16
        fill(UnsafeMutableRawPointer(start), byteCount: count &* 2, pattern: SIMD4<UInt32>(repeating: pair))
    }

    /// Stores a 4-byte `pattern` over `byteCount` ≥ 16 bytes: one unaligned store at each end and
    /// aligned 16-byte stores between (overlapping the ends), 64 bytes per step. `start` is
    /// aligned to the pixel size and the pattern's halves are equal for 16-bit pixels, so every
    /// store is in phase.
    @inline(__always)
    static func fill(_ start: UnsafeMutableRawPointer, byteCount: Int, pattern: SIMD4<UInt32>) {
        let end = start + byteCount, last = end - 16
        start.storeBytes(of: pattern, as: SIMD4<UInt32>.self)
        var p = UnsafeMutableRawPointer(bitPattern: (UInt(bitPattern: start) &+ 16) & ~15)!
        while p + 64 <= end {
            p.storeBytes(of: pattern, as: SIMD4<UInt32>.self)
            p.storeBytes(of: pattern, toByteOffset: 16, as: SIMD4<UInt32>.self)
            p.storeBytes(of: pattern, toByteOffset: 32, as: SIMD4<UInt32>.self)
            p.storeBytes(of: pattern, toByteOffset: 48, as: SIMD4<UInt32>.self)
            p += 64
        }
        while p < last {
            p.storeBytes(of: pattern, as: SIMD4<UInt32>.self)
            p += 16
        }
        last.storeBytes(of: pattern, as: SIMD4<UInt32>.self)
    }

    // MARK: 32-bit targets

    /// `row[i] = over(source, row[i])` for a constant translucent source. Spans of 4 pixels or
    /// more are blended in groups (aligned to 16 bytes from 32 pixels), their 1–3 pixels at each
    /// end as end groups read before anything is stored, as in `blend(_:count:source:alpha:)`.
    @inline(never)
    static func blend(_ row: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32) {
        if count < 4 {
            for i in 0..<count { row[i] = PixelMath.over(source, row[i]) }
            return
        }
        let s = SIMD4<UInt32>(repeating: source)
        let f = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: (source >> 24) ^ 0xFF))
        @inline(__always) func blended(_ j: Int) -> SIMD4<UInt32> { s &+ PixelMath.scale(load4(row + j), by: f) }
        let head = alignmentHead(row, count: count, minimum: 32)
        let tail = (count &- head) & 3, last = count &- 4
        let end = tail != 0 ? blended(last) : .zero
        if head != 0 { storeHead(row, blended(0), head) }
        var i = head
        let groupsEnd = count &- tail
        while i &+ 8 <= groupsEnd {
            let d0 = load4(row + i), d1 = load4(row + (i &+ 4))
            store4(row + i, s &+ PixelMath.scale(d0, by: f))
            store4(row + (i &+ 4), s &+ PixelMath.scale(d1, by: f))
            i &+= 8
        }
        if i < groupsEnd { store4(row + i, blended(i)) }
        if tail != 0 { storeTail(row + last, end, tail) }
    }

    /// `row[i] = over(scale(color, mask[i]), row[i])`, checking 8 then 4 mask bytes at once:
    /// all 0 leaves the pixels, all 255 with an opaque colour stores it.
    @inline(never)
    static func blend(
        _ row: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32,
        mask: UnsafePointer<UInt8>
    ) {
        blendRow(row, count: count, color: color, mask: mask)
    }

    /// `blend(_:count:color:mask:)` over `rows` rows `stride` bytes apart, with mask rows
    /// `maskStride` bytes apart: one call for a whole glyph, the colour's vectors set up once and
    /// each next row's first pixels fetched ahead.
    @inline(never)
    static func blend(
        _ row: UnsafeMutablePointer<UInt32>, stride: Int, rows: Int, count: Int, color: UInt32,
        mask: UnsafePointer<UInt8>, maskStride: Int
    ) {
        var target = UnsafeMutableRawPointer(row), coverage = mask
        for _ in 0..<rows {
            tl_prefetch_for_writing(target + stride)
            blendRow(target.assumingMemoryBound(to: UInt32.self), count: count, color: color, mask: coverage)
            target += stride
            coverage += maskStride
        }
    }

    @inline(__always)
    static func blendRow(
        _ row: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32,
        mask: UnsafePointer<UInt8>
    ) {
        let opaque = color >> 24 == 255
        let solid = SIMD4<UInt32>(repeating: color)
        let lanes = unsafeBitCast(solid, to: SIMD8<UInt16>.self)
        let blueRed = lanes & 0x00FF, greenAlpha = lanes &>> 8
        // Mixed groups blend unconditionally: mask 0 and 255 give the same pixels through the
        // formula, and fewer data-dependent branches mispredict less on anti-aliased edges.
        @inline(__always) func blend4(_ p: UnsafeMutablePointer<UInt32>, _ m: UInt32) {
            let f = maskFactors(m)
            let s = unsafeBitCast(
                PixelMath.multiply(blueRed, f) | (PixelMath.multiply(greenAlpha, f) &<< 8),
                to: SIMD4<UInt32>.self)
            store4(p, PixelMath.over(s, load4(p)))
        }
        var i = 0
        while i &+ 8 <= count {
            let m = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt64.self)
            if m == ~0 && opaque {
                store4(row + i, solid)
                store4(row + (i &+ 4), solid)
            } else if m != 0 {
                // Memory order: the first 4 bytes are the low half on little-endian hosts.
                blend4(row + i, UInt32(truncatingIfNeeded: m))
                blend4(row + (i &+ 4), UInt32(truncatingIfNeeded: m >> 32))
            }
            i &+= 8
        }
        if i &+ 4 <= count {
            let m = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt32.self)
            if m != 0 { blend4(row + i, m) }
            i &+= 4
        }
        while i < count {
            let m = UInt32(mask[i])
            if m != 0 {
                let s = m == 255 ? color : PixelMath.scale(color, by: m)
                row[i] = s >> 24 == 255 ? s : PixelMath.over(s, row[i])
            }
            i &+= 1
        }
    }

    /// `row[i] = over(scale(source[i], alpha), row[i])`. With `alpha` 255, 8 opaque source
    /// pixels are stored; 4 zero ones leave the destination unread (others blend: the formula
    /// gives the same pixels for opaque lanes among them).
    ///
    /// Spans of 4 pixels or more take no scalar steps. From 16 pixels the groups are aligned to
    /// 16 bytes in the row (a misaligned 16-byte store that straddles a cache line costs twice;
    /// `alignmentHead`). The 1–3 pixels before the first group and after the last are blended as
    /// the groups at the span's two ends, of which only those lanes are stored (`storeHead`,
    /// `storeTail`); both end groups are read before anything is stored, so no load overlaps an
    /// earlier store of the row (a load that does waits for the store to complete).
    @inline(never)
    static func blend(
        _ row: UnsafeMutablePointer<UInt32>, count: Int, source: UnsafePointer<UInt32>,
        alpha: UInt32
    ) {
        blendRow(row, count: count, source: source, alpha: alpha)
    }

    /// `blend(_:count:source:alpha:)` over `rows` rows `stride` bytes apart, reading source rows
    /// `sourceStride` bytes apart: one call for a whole image, each next row's first pixels
    /// fetched ahead (a row lies on another page than the last, where the hardware does not
    /// foresee the access).
    @inline(never)
    static func blend(
        _ row: UnsafeMutablePointer<UInt32>, stride: Int, rows: Int, count: Int,
        source: UnsafePointer<UInt32>, sourceStride: Int, alpha: UInt32
    ) {
        var target = UnsafeMutableRawPointer(row), pixels = UnsafeRawPointer(source)
        for _ in 0..<rows {
            tl_prefetch_for_writing(target + stride)
            blendRow(
                target.assumingMemoryBound(to: UInt32.self), count: count,
                source: pixels.assumingMemoryBound(to: UInt32.self), alpha: alpha)
            target += stride
            pixels += sourceStride
        }
    }

    @inline(__always)
    static func blendRow(
        _ row: UnsafeMutablePointer<UInt32>, count: Int, source: UnsafePointer<UInt32>,
        alpha: UInt32
    ) {
        if count < 4 {
            for i in 0..<count {
                let s = alpha == 255 ? source[i] : PixelMath.scale(source[i], by: alpha)
                row[i] = PixelMath.over(s, row[i])
            }
            return
        }
        // Pixels before the first aligned group (0...3), and after the last whole group.
        let head = alignmentHead(row, count: count, minimum: 16)
        let tail = (count &- head) & 3, last = count &- 4
        let f = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: alpha))
        @inline(__always) func blended(_ j: Int) -> SIMD4<UInt32> {
            let s = load4(source + j)
            return PixelMath.over(alpha == 255 ? s : PixelMath.scale(s, by: f), load4(row + j))
        }
        // An end group's lanes `take` (all ones) or nil when they keep their pixels: zero source
        // pixels leave the destination unread, as in the groups between (its first line is
        // often the row's one cache miss, and an icon's rows usually start transparent).
        @inline(__always) func endGroup(_ j: Int, _ take: SIMD4<UInt32>) -> SIMD4<UInt32>? {
            let s = load4(source + j) & take
            if s == .zero { return nil }
            if alpha == 255 && (s | ~take) & opaqueAlpha == opaqueAlpha { return s }
            return blended(j)
        }
        let end = tail != 0 ? endGroup(last, ~lanesBelow(4 &- tail)) : nil
        if head != 0, let first = endGroup(0, lanesBelow(head)) { storeHead(row, first, head) }
        var i = head
        let groupsEnd = count &- tail
        if alpha == 255 {
            // The alpha tests on 64-bit scalar loads keep the vector unit for the blend.
            while i &+ 8 <= groupsEnd {
                let raw = UnsafeRawPointer(source + i)
                let p0 = raw.loadUnaligned(as: UInt64.self), p1 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let p2 = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                let p3 = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if (p0 & p1 & p2 & p3) & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 {
                    store4(row + i, load4(source + i))
                    store4(row + (i &+ 4), load4(source + (i &+ 4)))
                } else if p0 | p1 | p2 | p3 != 0 {
                    // Zero halves leave the destination unread.
                    if p0 | p1 != 0 { store4(row + i, PixelMath.over(load4(source + i), load4(row + i))) }
                    if p2 | p3 != 0 {
                        store4(row + (i &+ 4), PixelMath.over(load4(source + (i &+ 4)), load4(row + (i &+ 4))))
                    }
                }
                i &+= 8
            }
        } else {
            while i &+ 8 <= groupsEnd {
                let raw = UnsafeRawPointer(source + i)
                let p0 = raw.loadUnaligned(as: UInt64.self), p1 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let p2 = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                let p3 = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                // Zero source pixels blend to the destination unchanged.
                if p0 | p1 | p2 | p3 != 0 {
                    store4(row + i, blended(i))
                    store4(row + (i &+ 4), blended(i &+ 4))
                }
                i &+= 8
            }
        }
        if i < groupsEnd { store4(row + i, blended(i)) }
        if let end { storeTail(row + last, end, tail) }
    }

    /// The pixels (0...3) before the first 16-byte boundary of a span of `count` ≥ 4 pixels at
    /// `row`, blended as a head group; 0 for spans under `minimum` pixels, where an extra end
    /// group costs more than the straddling stores it saves (measured: 16 for OVER, which skips
    /// zero and opaque groups; 32 for a constant colour, which blends every group).
    @inline(__always)
    static func alignmentHead(_ row: UnsafeMutablePointer<UInt32>, count: Int, minimum: Int) -> Int {
        count < minimum ? 0 : Int(truncatingIfNeeded: (0 &- (UInt(bitPattern: row) >> 2)) & 3)
    }

    /// All ones in the lanes below `n`, zero in the others.
    @inline(__always)
    static func lanesBelow(_ n: Int) -> SIMD4<UInt32> {
        unsafeBitCast((SIMD4<Int32>(0, 1, 2, 3) &- Int32(truncatingIfNeeded: n)) &>> 31, to: SIMD4<UInt32>.self)
    }

    /// Stores the first `n` (1...3) lanes of `v` at `p`, the pixels of the group `v` was computed
    /// for; the others are not touched.
    @inline(__always)
    static func storeHead(_ p: UnsafeMutablePointer<UInt32>, _ v: SIMD4<UInt32>, _ n: Int) {
        if n & 2 != 0 { UnsafeMutableRawPointer(p).storeBytes(of: unsafeBitCast(v, to: SIMD2<UInt64>.self)[0], as: UInt64.self) }
        if n & 1 != 0 {
            let lane = n & 2
            p[lane] = lane == 0 ? v[0] : v[2]
        }
    }

    /// Stores the last `n` (1...3) lanes of `v` at `p`, the pixels of the group `v` was computed
    /// for; the others are not touched.
    @inline(__always)
    static func storeTail(_ p: UnsafeMutablePointer<UInt32>, _ v: SIMD4<UInt32>, _ n: Int) {
        if n & 2 != 0 {
            UnsafeMutableRawPointer(p).storeBytes(
                of: unsafeBitCast(v, to: SIMD2<UInt64>.self)[1], toByteOffset: 8,
                as: UInt64.self)
        }
        if n & 1 != 0 {
            let lane = 3 &- (n & 2)
            p[lane] = lane == 3 ? v[3] : v[1]
        }
    }

    /// `row[i] = over(scale(source[i], mask[i]), row[i])`, skipping 4 zero mask bytes at once.
    @inline(never)
    static func blend(
        _ row: UnsafeMutablePointer<UInt32>, count: Int, source: UnsafePointer<UInt32>,
        mask: UnsafePointer<UInt8>
    ) {
        var i = 0
        while i &+ 4 <= count {
            let m = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt32.self)
            if m != 0 {
                var s = load4(source + i)
                if m != 0xFFFF_FFFF {
                    s = PixelMath.scale(s, by: maskFactors(m))
                } else if s & opaqueAlpha == opaqueAlpha {
                    store4(row + i, s)
                    i &+= 4
                    continue
                }
                store4(row + i, PixelMath.over(s, load4(row + i)))
            }
            i &+= 4
        }
        while i < count {
            if mask[i] != 0 {
                row[i] = PixelMath.over(PixelMath.scale(source[i], by: UInt32(mask[i])), row[i])
            }
            i &+= 1
        }
    }

    // MARK: RGB565 targets (8 pixels per step, as planes of 8-bit channels)

    /// `row[i] = pack565(over(source, expand565(row[i])))` for a constant translucent source.
    @inline(never)
    static func blend(_ row: UnsafeMutablePointer<UInt16>, count: Int, source: UInt32) {
        var i = 0
        if count >= 8 {
            let sr = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: (source >> 16) & 0xFF))
            let sg = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: (source >> 8) & 0xFF))
            let sb = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: source & 0xFF))
            let f = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: (source >> 24) ^ 0xFF))
            while i &+ 8 <= count {
                let (r, g, b) = PixelMath.expand565(load8(row + i))
                store8(
                    row + i,
                    PixelMath.pack565(
                        red: sr &+ PixelMath.multiply(r, f),
                        green: sg &+ PixelMath.multiply(g, f),
                        blue: sb &+ PixelMath.multiply(b, f)))
                i &+= 8
            }
        }
        while i < count {
            row[i] = PixelMath.pack565(PixelMath.over(source, PixelMath.expand565(row[i])))
            i &+= 1
        }
    }

    /// Blends planes of a premultiplied source (alpha, red, green, blue) over 8 RGB565 pixels.
    @inline(__always)
    static func over565(
        _ p: UnsafeMutablePointer<UInt16>, alpha: SIMD8<UInt16>, red: SIMD8<UInt16>,
        green: SIMD8<UInt16>, blue: SIMD8<UInt16>
    ) {
        let f = alpha ^ 0xFF
        let (r, g, b) = PixelMath.expand565(load8(p))
        store8(
            p,
            PixelMath.pack565(
                red: red &+ PixelMath.multiply(r, f),
                green: green &+ PixelMath.multiply(g, f),
                blue: blue &+ PixelMath.multiply(b, f)))
    }

    /// The RGB565 form of the constant-colour mask kernel, checking 8 mask bytes at once.
    @inline(never)
    static func blend(
        _ row: UnsafeMutablePointer<UInt16>, count: Int, color: UInt32,
        mask: UnsafePointer<UInt8>
    ) {
        let opaque = color >> 24 == 255
        let solid = SIMD8<UInt16>(repeating: PixelMath.pack565(color))
        let ca = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: color >> 24))
        let cr = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: (color >> 16) & 0xFF))
        let cg = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: (color >> 8) & 0xFF))
        let cb = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: color & 0xFF))
        var i = 0
        while i &+ 8 <= count {
            let m = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt64.self)
            if m == ~0 && opaque {
                store8(row + i, solid)
            } else if m != 0 {
                let f = maskPlane(m)
                over565(
                    row + i, alpha: PixelMath.multiply(ca, f), red: PixelMath.multiply(cr, f),
                    green: PixelMath.multiply(cg, f), blue: PixelMath.multiply(cb, f))
            }
            i &+= 8
        }
        while i < count {
            let m = UInt32(mask[i])
            if m != 0 {
                let s = m == 255 ? color : PixelMath.scale(color, by: m)
                row[i] = PixelMath.pack565(PixelMath.over(s, PixelMath.expand565(row[i])))
            }
            i &+= 1
        }
    }

    /// The RGB565 form of the per-pixel source kernel with a global alpha.
    @inline(never)
    static func blend(
        _ row: UnsafeMutablePointer<UInt16>, count: Int, source: UnsafePointer<UInt32>,
        alpha: UInt32
    ) {
        let f = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: alpha))
        var i = 0
        while i &+ 8 <= count {
            let s0 = load4(source + i), s1 = load4(source + (i &+ 4))
            if alpha == 255 && (s0 & s1) & opaqueAlpha == opaqueAlpha {
                store8(row + i, PixelMath.pack565(s0, s1))
            } else if s0 | s1 != .zero {
                var a = PixelMath.plane(s0, s1, shift: 24), r = PixelMath.plane(s0, s1, shift: 16)
                var g = PixelMath.plane(s0, s1, shift: 8), b = PixelMath.plane(s0, s1, shift: 0)
                if alpha != 255 {
                    a = PixelMath.multiply(a, f); r = PixelMath.multiply(r, f)
                    g = PixelMath.multiply(g, f); b = PixelMath.multiply(b, f)
                }
                over565(row + i, alpha: a, red: r, green: g, blue: b)
            }
            i &+= 8
        }
        while i < count {
            let s = alpha == 255 ? source[i] : PixelMath.scale(source[i], by: alpha)
            row[i] = PixelMath.pack565(PixelMath.over(s, PixelMath.expand565(row[i])))
            i &+= 1
        }
    }

    /// The RGB565 form of the per-pixel source kernel with a mask.
    @inline(never)
    static func blend(
        _ row: UnsafeMutablePointer<UInt16>, count: Int, source: UnsafePointer<UInt32>,
        mask: UnsafePointer<UInt8>
    ) {
        var i = 0
        while i &+ 8 <= count {
            let m = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt64.self)
            if m != 0 {
                let s0 = load4(source + i), s1 = load4(source + (i &+ 4))
                if m == ~0 && (s0 & s1) & opaqueAlpha == opaqueAlpha {
                    store8(row + i, PixelMath.pack565(s0, s1))
                } else {
                    let f = maskPlane(m)
                    over565(
                        row + i, alpha: PixelMath.multiply(PixelMath.plane(s0, s1, shift: 24), f),
                        red: PixelMath.multiply(PixelMath.plane(s0, s1, shift: 16), f),
                        green: PixelMath.multiply(PixelMath.plane(s0, s1, shift: 8), f),
                        blue: PixelMath.multiply(PixelMath.plane(s0, s1, shift: 0), f))
                }
            }
            i &+= 8
        }
        while i < count {
            if mask[i] != 0 {
                let s = PixelMath.scale(source[i], by: UInt32(mask[i]))
                row[i] = PixelMath.pack565(PixelMath.over(s, PixelMath.expand565(row[i])))
            }
            i &+= 1
        }
    }

    /// `row[i] = pack565(source[i])`.
    @inline(never)
    static func pack(_ row: UnsafeMutablePointer<UInt16>, count: Int, source: UnsafePointer<UInt32>) {
        var i = 0
        while i &+ 8 <= count {
            store8(row + i, PixelMath.pack565(load4(source + i), load4(source + (i &+ 4))))
            i &+= 8
        }
        while i < count {
            row[i] = PixelMath.pack565(source[i])
            i &+= 1
        }
    }

    /// `row[i] = expand565(source[i])`.
    @inline(never)
    static func expand(_ row: UnsafeMutablePointer<UInt32>, count: Int, source: UnsafePointer<UInt16>) {
        var i = 0
        while i &+ 8 <= count {
            let (low, high) = PixelMath.expand565(UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt16>.self))
            store4(row + i, low)
            store4(row + (i &+ 4), high)
            i &+= 8
        }
        while i < count {
            row[i] = PixelMath.expand565(source[i])
            i &+= 1
        }
    }

    /// `row[i] = source[i] | 0xFF000000`: `xrgb8888` pixels made opaque for an `argb8888` target.
    @inline(never)
    static func copyOpaque(_ row: UnsafeMutablePointer<UInt32>, count: Int, source: UnsafePointer<UInt32>) {
        var i = 0
        while i &+ 4 <= count {
            store4(row + i, load4(source + i) | opaqueAlpha)
            i &+= 4
        }
        while i < count {
            row[i] = source[i] | 0xFF00_0000
            i &+= 1
        }
    }
}
