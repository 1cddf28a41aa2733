import TactileSystem

extension Canvas {
    /// Draws `image` through `transform`, which maps image pixel coordinates to canvas pixel
    /// coordinates (rotation, scale, shear, translation), composited over the canvas with
    /// `alpha`, clipped. A transform that cannot be inverted draws nothing.
    ///
    /// Each canvas pixel samples the image at its centre mapped back through the inverse
    /// transform, with the conventions of `drawImage(_:in:source:filter:alpha:)`: bilinear
    /// between the pixel centres around that point, or the pixel containing it for `.nearest`;
    /// positions past the image's edges use its edge pixels.
    ///
    /// The edges of the transformed image are anti-aliased: a pixel whose centre lies at signed
    /// distance d (in canvas pixels, positive inside) from an edge line with unit normal n is
    /// covered `clamp(d / w + 0.5, 0, 1)` by it, where `w = |nx| + |ny|` is the pixel's width
    /// across that edge (1 for axis-aligned edges, √2 at 45°), so a straight edge's coverage sums
    /// to its exact area. The image's two opposite edges combine as `max(0, cA + cB − 1)` (exact
    /// for an axis-aligned strip, however thin), and the two directions multiply (corners).
    /// An identity transform at whole-pixel offsets draws exactly what `drawImage(_:x:y:)` draws.
    public func drawImage(
        _ image: Bitmap, transform: AffineTransform, filter: ImageFilter = .bilinear,
        alpha: UInt8 = 255
    ) {
        drawImage(image, transform: transform, filter: filter, alpha: alpha, separable: true)
    }

    /// `drawImage(_:transform:filter:alpha:)`, where `separable: false` keeps axis-aligned
    /// transforms off their separable path: the general path they must match byte for byte.
    func drawImage(
        _ image: Bitmap, transform: AffineTransform, filter: ImageFilter, alpha: UInt8,
        separable: Bool
    ) {
        guard alpha != 0, image.width > 0, image.height > 0, !clip.isEmpty,
            transform.a.isFinite, transform.b.isFinite, transform.c.isFinite, transform.d.isFinite,
            transform.tx.isFinite, transform.ty.isFinite
        else { return }
        // A whole-pixel translation samples exactly the image's pixels: a plain blit.
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1,
            Swift.abs(transform.tx) < 1e9, Swift.abs(transform.ty) < 1e9,
            transform.tx == transform.tx.rounded(.down), transform.ty == transform.ty.rounded(.down)
        {
            return drawImage(image, x: Int(transform.tx), y: Int(transform.ty), alpha: alpha)
        }
        guard let inverse = transform.inverted,
            let geometry = TransformedImage(
                width: image.width, height: image.height,
                transform: transform, inverse: inverse, clip: clip)
        else { return }
        // Without rotation or shear, u depends on x alone and v on y alone: separable.
        let axisAligned = separable && transform.b == 0 && transform.c == 0 && transform.a > 0 && transform.d > 0
        switch (image.format, filter) {
        case (.argb8888, .bilinear): drawTransformed(image, ARGBPixels.self, bilinear: true, geometry, alpha, axisAligned)
        case (.argb8888, .nearest): drawTransformed(image, ARGBPixels.self, bilinear: false, geometry, alpha, axisAligned)
        case (.xrgb8888, .bilinear): drawTransformed(image, XRGBPixels.self, bilinear: true, geometry, alpha, axisAligned)
        case (.xrgb8888, .nearest): drawTransformed(image, XRGBPixels.self, bilinear: false, geometry, alpha, axisAligned)
        case (.rgb565, .bilinear): drawTransformed(image, RGB565Pixels.self, bilinear: true, geometry, alpha, axisAligned)
        case (.rgb565, .nearest): drawTransformed(image, RGB565Pixels.self, bilinear: false, geometry, alpha, axisAligned)
        }
    }

    private func drawTransformed<Pixels: ImagePixels>(
        _ image: Bitmap, _: Pixels.Type, bilinear: Bool,
        _ g: TransformedImage, _ alpha: UInt8, _ axisAligned: Bool
    ) {
        if axisAligned { return drawAxisAligned(image, Pixels.self, bilinear: bilinear, g, alpha) }
        let capacity = clip.width + 4
        let a = UInt32(alpha)
        let opaque = image.format != .argb8888
        withScratchMemory(byteCount: capacity * 5) { raw in
            let out = raw.bindMemory(to: UInt32.self, capacity: capacity)
            let mask = (raw + capacity * 4).bindMemory(to: UInt8.self, capacity: capacity)
            let base = UnsafeRawPointer(image.baseAddress), stride = image.bytesPerRow
            let maxX = image.width - 1, maxY = image.height - 1
            for y in g.rows {
                guard let span = g.span(y: y) else { continue }
                let n = span.end - span.start
                // Sample positions in 32.32 fixed point, stepped per pixel.
                var u = span.u, v = span.v
                if bilinear {
                    for i in 0..<n {
                        let (xa, xb, fx) = TransformedImage.bilinearTaps(u, last: maxX)
                        let (ya, yb, fy) = TransformedImage.bilinearTaps(v, last: maxY)
                        let top = base + ya &* stride, bottom = base + yb &* stride
                        out[i] = ImageSampling.bilinear(
                            Pixels.load(top, xa), Pixels.load(top, xb),
                            Pixels.load(bottom, xa), Pixels.load(bottom, xb),
                            wy: ImageSampling.weight(fy), fx: fx)
                        u &+= g.du; v &+= g.dv
                    }
                } else {
                    for i in 0..<n {
                        let xi = TransformedImage.nearestTap(u, last: maxX), yi = TransformedImage.nearestTap(v, last: maxY)
                        out[i] = Pixels.load(base + yi &* stride, xi)
                        u &+= g.du; v &+= g.dv
                    }
                }
                let innerStart = span.innerStart - span.start, innerEnd = span.innerEnd - span.start
                g.coverage(span, from: 0, to: innerStart, alpha: a, into: mask)
                g.coverage(span, from: innerEnd, to: n, alpha: a, into: mask)
                if innerStart > 0 {
                    blendSpan(y: y, x: span.start, count: innerStart, source: out, mask: mask)
                }
                if innerEnd > innerStart {
                    if opaque && a == 255 {
                        copySpan(y: y, x: span.innerStart, count: innerEnd - innerStart, source: out + innerStart)
                    } else {
                        blendSpan(
                            y: y, x: span.innerStart, count: innerEnd - innerStart, source: out + innerStart,
                            alpha: a)
                    }
                }
                if n > innerEnd {
                    blendSpan(y: y, x: span.innerEnd, count: n - innerEnd, source: out + innerEnd, mask: mask + innerEnd)
                }
            }
        }
    }
}

/// The geometry of a transformed image in canvas space: for each canvas row, the pixels it may
/// touch, the fully covered run inside them, the starting sample position and edge coverage.
///
/// The inverse transform gives image coordinates (u, v) of a canvas point; they are linear in the
/// canvas coordinates, so along a row they change by a constant step per pixel.
struct TransformedImage {
    struct Span {
        var start: Int, end: Int
        /// Pixels `innerStart..<innerEnd` are covered fully (conservatively).
        var innerStart: Int, innerEnd: Int
        /// u − 0.5 and v − 0.5 at the centre of pixel `start`, 32.32 fixed point.
        var u: Int64, v: Int64
        /// The edge functions (distance to the u = 0 and the v = 0 edge over the pixel's width across
        /// it, plus 0.5) at pixel `start`, 16.16 fixed point.
        var edgeU: Int64, edgeV: Int64
    }

    let inverse: AffineTransform
    let width: Double, height: Double
    /// Edge-function units per unit of u and of v: 1 / (|∂u/∂x| + |∂u/∂y|), and likewise for v.
    let scaleU: Double, scaleV: Double
    /// Half a canvas pixel in u and in v (edge functions 0.5 apart): `0.5 / scaleU`, `0.5 / scaleV`.
    let halfU: Double, halfV: Double
    let rows: Range<Int>
    let columnLimit: Range<Int>
    /// The column where every row's fixed-point stepping starts, independent of the clip, so that
    /// drawing in tiles gives exactly the pixels of drawing whole.
    let originX: Int
    /// Per-pixel steps along a row.
    let du: Int64, dv: Int64, dEdgeU: Int64, dEdgeV: Int64
    /// The sum of the two opposite edge functions in each direction (16.16): `W·scaleU + 1`.
    let edgeSumU: Int64, edgeSumV: Int64

    init?(width w: Int, height h: Int, transform t: AffineTransform, inverse: AffineTransform, clip: PixelRect) {
        self.inverse = inverse
        width = Double(w)
        height = Double(h)
        // Edge functions are u / w: in canvas pixels, the distance to the edge divided by the pixel's
        // width across it, |nx| + |ny| with n = ∇u / |∇u|; so the scale is 1 / (|∂u/∂x| + |∂u/∂y|).
        let gradientU = Swift.abs(inverse.a) + Swift.abs(inverse.c)
        let gradientV = Swift.abs(inverse.b) + Swift.abs(inverse.d)
        guard gradientU.isFinite, gradientV.isFinite, gradientU > 0, gradientV > 0 else { return nil }
        scaleU = 1 / gradientU
        scaleV = 1 / gradientV
        halfU = 0.5 / scaleU
        halfV = 0.5 / scaleV
        // Thinner than 1/512 pixel in either direction covers no pixel by half a level: nothing to draw
        // (and this bounds |u|, |v| on touched pixels, keeping the fixed point in range).
        guard width * scaleU >= 1.0 / 512, height * scaleV >= 1.0 / 512 else { return nil }
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for corner in 0..<4 {
            let cx = corner & 1 == 0 ? 0 : width, cy = corner & 2 == 0 ? 0 : height
            let x = t.a * cx + t.c * cy + t.tx, y = t.b * cx + t.d * cy + t.ty
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        let top = clampedInt(minY.rounded(.down) - 1, clip.minY, clip.maxY)
        let bottom = clampedInt(maxY.rounded(.up) + 1, clip.minY, clip.maxY)
        let left = clampedInt(minX.rounded(.down) - 1, clip.minX, clip.maxX)
        let right = clampedInt(maxX.rounded(.up) + 1, clip.minX, clip.maxX)
        guard top < bottom, left < right else { return nil }
        originX = clampedInt(minX.rounded(.down) - 1, -0x4000_0000, 0x4000_0000)
        rows = top..<bottom
        columnLimit = left..<right
        du = fixedPoint(inverse.a, bits: 32)
        dv = fixedPoint(inverse.b, bits: 32)
        dEdgeU = fixedPoint(inverse.a * scaleU, bits: 16)
        dEdgeV = fixedPoint(inverse.b * scaleV, bits: 16)
        edgeSumU = fixedPoint(width * scaleU + 1, bits: 16)
        edgeSumV = fixedPoint(height * scaleV + 1, bits: 16)
    }

    /// The run of row y where the image may be visible, or nil.
    func span(y: Int) -> Span? {
        let (u0, v0) = rowOrigin(y: y)
        // Centres where every edge function is > 0 (touched) and ≥ 1 (covered fully).
        var touched = (low: -Double.infinity, high: Double.infinity)
        var inner = (low: -Double.infinity, high: Double.infinity)
        func limit(
            _ start: Double, _ slope: Double, _ low: Double, _ high: Double,
            _ range: inout (low: Double, high: Double)
        ) {
            if slope == 0 {
                if !(start > low && start < high) { range = (1, 0) }
                return
            }
            var a = (low - start) / slope, b = (high - start) / slope
            if a > b { swap(&a, &b) }
            range = (Swift.max(range.low, a), Swift.min(range.high, b))
        }
        limit(u0, inverse.a, -halfU, width + halfU, &touched)
        limit(v0, inverse.b, -halfV, height + halfV, &touched)
        limit(u0, inverse.a, halfU, width - halfU, &inner)
        limit(v0, inverse.b, halfV, height - halfV, &inner)
        guard touched.low < touched.high else { return nil }
        // Pixel x has its centre at x + 0.5; one pixel of slack each way for rounding.
        let lo = columnLimit.lowerBound, hi = columnLimit.upperBound
        let start = clampedInt((touched.low - 0.5).rounded(.down) - 1, lo, hi)
        let end = clampedInt((touched.high - 0.5).rounded(.up) + 1, lo, hi)
        guard start < end else { return nil }
        var innerStart = end, innerEnd = end
        if inner.low < inner.high {
            innerStart = clampedInt((inner.low - 0.5).rounded(.up) + 1, start, end)
            innerEnd = clampedInt((inner.high - 0.5).rounded(.down), innerStart, end)
        }
        let xc = Double(start) + 0.5, xl = Double(end) - 0.5
        let uFirst = u0 + inverse.a * xc, vFirst = v0 + inverse.b * xc
        let uLast = u0 + inverse.a * xl, vLast = v0 + inverse.b * xl
        guard Swift.max(Swift.abs(uFirst), Swift.abs(uLast), Swift.abs(vFirst), Swift.abs(vLast)) < Self.positionBound,
            Swift.abs(start - originX) < 0x10_0000
        else { return nil }
        // Rounded to fixed point at the clip-independent origin, then stepped exactly to `start`.
        let xo = Double(originX) + 0.5
        let u = fixedU(u0 + inverse.a * xo), v = fixedV(v0 + inverse.b * xo)
        let k = Int64(start - originX)
        return Span(
            start: start, end: end, innerStart: innerStart, innerEnd: innerEnd,
            u: u.position &+ k &* du, v: v.position &+ k &* dv,
            edgeU: u.edge &+ k &* dEdgeU, edgeV: v.edge &+ k &* dEdgeV)
    }

    /// What `span(y:)` gives row y when the inverse has no cross terms (b = c = 0, as
    /// `drawAxisAligned` draws): v and the vertical edge function (the same along the row, as
    /// dv = dEdgeV = 0), or nil for no span. The rest of every row's span is the same then (u0
    /// does not depend on y), so this is all that changes from row to row, at a fraction of the cost.
    func rowPosition(y: Int) -> (v: Int64, edgeV: Int64)? {
        // v + b·xo is v; span(y:)'s vertical limits with slope 0 and its range guard.
        let v = rowOrigin(y: y).v
        guard v > -halfV, v < height + halfV, Swift.abs(v) < Self.positionBound else { return nil }
        let fixed = fixedV(v)
        return (fixed.position, fixed.edge)
    }

    /// u0 and v0 of row y, where its centre line meets x = 0: along the row, u(xc) = u0 + a·xc and
    /// v(xc) = v0 + b·xc at pixel centre xc.
    @inline(__always)
    private func rowOrigin(y: Int) -> (u: Double, v: Double) {
        let yc = Double(y) + 0.5
        return (inverse.c * yc + inverse.tx, inverse.d * yc + inverse.ty)
    }

    /// Touched pixels have |u|, |v| within a few thousand image widths; anything else is a
    /// pathological transform this fixed point does not serve.
    private static var positionBound: Double { 1_073_741_824.0 }

    /// The sample position (u − 0.5, 32.32) and edge function (16.16) at image coordinate u.
    @inline(__always)
    private func fixedU(_ u: Double) -> (position: Int64, edge: Int64) {
        (fixedPoint(u - 0.5, bits: 32), fixedPoint(u * scaleU + 0.5, bits: 16))
    }

    /// The sample position (v − 0.5, 32.32) and edge function (16.16) at image coordinate v.
    @inline(__always)
    private func fixedV(_ v: Double) -> (position: Int64, edge: Int64) {
        (fixedPoint(v - 0.5, bits: 32), fixedPoint(v * scaleV + 0.5, bits: 16))
    }

    /// Coverage × alpha of pixels `from..<to` of a span (indices from its start) into `mask`.
    func coverage(_ span: Span, from: Int, to: Int, alpha: UInt32, into mask: UnsafeMutablePointer<UInt8>) {
        var i = from
        while i < to {
            let eu = span.edgeU &+ Int64(i) &* dEdgeU, ev = span.edgeV &+ Int64(i) &* dEdgeV
            mask[i] = Self.mask(
                Self.coverage(edge: eu, sum: edgeSumU), Self.coverage(edge: ev, sum: edgeSumV),
                alpha: alpha)
            i += 1
        }
    }

    /// Coverage (16.16, 0...1) by the strip between a direction's two opposite edges, from the edge
    /// function `e` of the first and their sum (`edgeSumU` or `edgeSumV`): `max(0, cA + cB − 1)`.
    @inline(__always)
    static func coverage(edge e: Int64, sum: Int64) -> Int64 {
        let one: Int64 = 65536
        @inline(__always) func unit(_ e: Int64) -> Int64 { Swift.min(Swift.max(e, 0), one) }
        return Swift.max(unit(e) + unit(sum - e) - one, 0)
    }

    /// The mask byte of a pixel covered `cu` and `cv` (16.16) in the two directions, times alpha.
    @inline(__always)
    static func mask(_ cu: Int64, _ cv: Int64, alpha: UInt32) -> UInt8 {
        let c = UInt32(truncatingIfNeeded: (cu &* cv &* 255 &+ (1 << 31)) >> 32)
        return UInt8(truncatingIfNeeded: alpha == 255 ? c : PixelMath.multiply(c, alpha))
    }

    /// The two pixels around the 32.32 sample position `p` (less 0.5, as in `Span`), clamped to
    /// `0...last`, and the 16-bit fraction of the way to the second.
    @inline(__always)
    static func bilinearTaps(_ p: Int64, last: Int) -> (first: Int, second: Int, fraction: UInt16) {
        let i = Int(truncatingIfNeeded: p >> 32)
        return (
            Swift.min(Swift.max(i, 0), last), Swift.min(Swift.max(i &+ 1, 0), last),
            UInt16(truncatingIfNeeded: p >> 16)
        )
    }

    /// The pixel containing the 32.32 sample position `p` (less 0.5, as in `Span`), clamped to
    /// `0...last`: floor(p + 0.5).
    @inline(__always)
    static func nearestTap(_ p: Int64, last: Int) -> Int {
        Swift.min(Swift.max(Int(truncatingIfNeeded: (p &+ 0x8000_0000) >> 32), 0), last)
    }
}
