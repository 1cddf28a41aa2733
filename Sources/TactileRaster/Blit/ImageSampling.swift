// Sampling kernels shared by the scaled and transformed image blits. They produce rows of
// premultiplied source pixels in scratch memory; the span kernels then write them.
//
// Bilinear arithmetic (one definition, so every path gives the same bytes):
//   vertical   v = top × (256 − wy) + bottom × wy          wy = 8-bit weight in 0...256
//   horizontal h = vl − (vl × fx) >> 16 + (vr × fx) >> 16   fx = 16-bit fraction in 0..<65536
//   result       (h + 128) >> 8
// Every step stays in 16 bits per channel (SSE2 pmullw/pmulhuw, NEON), is monotonic in its inputs,
// and so keeps premultiplied pixels valid (no channel above alpha).

/// How one source pixel format reads as premultiplied ARGB.
protocol ImagePixels {
    /// Pixel `x` of the row starting at `row`.
    static func load(_ row: UnsafeRawPointer, _ x: Int) -> UInt32
}

enum ARGBPixels: ImagePixels {
    @inline(__always) static func load(_ row: UnsafeRawPointer, _ x: Int) -> UInt32 {
        row.load(fromByteOffset: x &* 4, as: UInt32.self)
    }
}

enum XRGBPixels: ImagePixels {
    @inline(__always) static func load(_ row: UnsafeRawPointer, _ x: Int) -> UInt32 {
        row.load(fromByteOffset: x &* 4, as: UInt32.self) | 0xFF00_0000
    }
}

enum RGB565Pixels: ImagePixels {
    @inline(__always) static func load(_ row: UnsafeRawPointer, _ x: Int) -> UInt32 {
        PixelMath.expand565(row.load(fromByteOffset: x &* 2, as: UInt16.self))
    }
}

enum ImageSampling {
    /// Converts `count` pixels of `image` from (x, y) to premultiplied ARGB (alpha 255 for the
    /// opaque formats).
    static func convert(_ image: Bitmap, x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch image.format {
        case .argb8888:
            out.update(from: image.row32(y) + x, count: count)
        case .xrgb8888:
            let row = image.row32(y) + x
            for i in 0..<count { out[i] = row[i] | 0xFF00_0000 }
        case .rgb565:
            let row = image.row16(y) + x
            for i in 0..<count { out[i] = PixelMath.expand565(row[i]) }
        }
    }

    // Lane conversions written out rather than the standard library's generic
    // `init(truncatingIfNeeded:)`, which the optimizer does not always inline (a call per vector).
    // LLVM turns these loops into punpcklbw / pmulhuw / packuswb (SSE2) and their NEON equivalents.

    /// Zero-extends each byte to 16 bits.
    @inline(__always)
    static func widen(_ v: SIMD16<UInt8>) -> SIMD16<UInt16> {
        var r = SIMD16<UInt16>()
        for i in 0..<16 { r[i] = UInt16(v[i]) }
        return r
    }

    /// `(v + 128) >> 8` per lane as bytes: the 8.8 fixed-point lanes rounded to 8 bits.
    @inline(__always)
    static func roundToBytes(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> {
        let rounded = (v &+ 128) &>> 8
        var r = SIMD8<UInt8>()
        for i in 0..<8 { r[i] = UInt8(truncatingIfNeeded: rounded[i]) }
        return r
    }

    /// `a × b >> 16` per lane: the high half of a 16 × 16-bit product (pmulhuw / umull+shrn).
    @inline(__always)
    static func multiplyHigh(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
        var r = SIMD8<UInt16>()
        for i in 0..<8 { r[i] = UInt16(truncatingIfNeeded: (UInt32(a[i]) &* UInt32(b[i])) >> 16) }
        return r
    }

    /// The vertical weight (0...256) of a 16-bit fraction of the way to the bottom row, rounded.
    @inline(__always)
    static func weight(_ fraction: UInt16) -> UInt16 {
        UInt16(truncatingIfNeeded: (UInt32(fraction) &+ 128) &>> 8)
    }

    /// The bilinear blend of four pixels; `wy` in 0...256 weighs the bottom row, `fx` (16-bit
    /// fraction) the right column.
    @inline(__always)
    static func bilinear(
        _ tl: UInt32, _ tr: UInt32, _ bl: UInt32, _ br: UInt32,
        wy: UInt16, fx: UInt16
    ) -> UInt32 {
        // Lanes: top-left, top-right, bottom-left, bottom-right.
        let p = widen(unsafeBitCast(SIMD4<UInt32>(tl, tr, bl, br), to: SIMD16<UInt8>.self))
        let v = p.lowHalf &* SIMD8(repeating: 256 &- wy) &+ p.highHalf &* SIMD8(repeating: wy)
        // Swap halves so each lane meets its right-hand neighbour column.
        let right = SIMD8<UInt16>(lowHalf: v.highHalf, highHalf: v.lowHalf)
        let f = SIMD8<UInt16>(repeating: fx)
        let h = v &- multiplyHigh(v, f) &+ multiplyHigh(right, f)
        return unsafeBitCast(roundToBytes(h), to: SIMD2<UInt32>.self)[0]
    }

    /// The vertical pass over a row: `out[i] = top[i] × (256 − wy) + bottom[i] × wy`, four 16-bit
    /// channels per pixel.
    // Not inlined: kept small, the optimizer inlines the SIMD conversions into it.
    @inline(never)
    static func verticalPass(
        top: UnsafePointer<UInt32>, bottom: UnsafePointer<UInt32>, count: Int,
        wy: UInt16, into out: UnsafeMutablePointer<UInt64>
    ) {
        let t = UnsafeRawPointer(top), b = UnsafeRawPointer(bottom), o = UnsafeMutableRawPointer(out)
        let wb = SIMD16<UInt16>(repeating: wy), wt = SIMD16<UInt16>(repeating: 256 &- wy)
        var i = 0
        while i &+ 4 <= count {
            let tv = widen(t.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self))
            let bv = widen(b.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self))
            o.storeBytes(of: tv &* wt &+ bv &* wb, toByteOffset: i &* 8, as: SIMD16<UInt16>.self)
            i &+= 4
        }
        while i < count {
            let p = widen(unsafeBitCast(SIMD4<UInt32>(top[i], bottom[i], 0, 0), to: SIMD16<UInt8>.self)).lowHalf
            let r = p.lowHalf &* SIMD4(repeating: 256 &- wy) &+ p.highHalf &* SIMD4(repeating: wy)
            o.storeBytes(of: r, toByteOffset: i &* 8, as: SIMD4<UInt16>.self)
            i &+= 1
        }
    }

    /// The horizontal pass: pixel i blends columns `left[i]` and `right[i]` of a vertical-pass row
    /// by `fraction[i]` (a 16-bit fraction repeated in four lanes). Works in pairs: the tables and
    /// `out` must have room for `count` rounded up to even (the extra entry may be any valid index).
    // Not inlined: kept small, the optimizer inlines the SIMD conversions into it.
    @inline(never)
    static func horizontalPass(
        _ vertical: UnsafePointer<UInt64>, left: UnsafePointer<Int32>,
        right: UnsafePointer<Int32>, fraction: UnsafePointer<UInt64>,
        count: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        let v = UnsafeRawPointer(vertical), f = UnsafeRawPointer(fraction), o = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count {
            let a = SIMD8<UInt16>(
                lowHalf: v.load(fromByteOffset: Int(left[i]) &* 8, as: SIMD4<UInt16>.self),
                highHalf: v.load(fromByteOffset: Int(left[i &+ 1]) &* 8, as: SIMD4<UInt16>.self))
            let b = SIMD8<UInt16>(
                lowHalf: v.load(fromByteOffset: Int(right[i]) &* 8, as: SIMD4<UInt16>.self),
                highHalf: v.load(fromByteOffset: Int(right[i &+ 1]) &* 8, as: SIMD4<UInt16>.self))
            let w = f.loadUnaligned(fromByteOffset: i &* 8, as: SIMD8<UInt16>.self)
            let h = a &- multiplyHigh(a, w) &+ multiplyHigh(b, w)
            o.storeBytes(of: roundToBytes(h), toByteOffset: i &* 4, as: SIMD8<UInt8>.self)
            i &+= 2
        }
    }

    /// The horizontal pass at a unit step (a translation): pixel i blends vertical-pass entries i
    /// and i + 1 by one fraction, read contiguously. Works in pairs: `vertical` must have entries
    /// up to `count` rounded up to even, plus one, and `out` room for `count` rounded up to even.
    // Not inlined: kept small, the optimizer inlines the SIMD conversions into it.
    @inline(never)
    static func shiftedPass(
        _ vertical: UnsafePointer<UInt64>, fraction: UInt16, count: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        let v = UnsafeRawPointer(vertical), o = UnsafeMutableRawPointer(out)
        let w = SIMD8<UInt16>(repeating: fraction)
        var i = 0
        while i < count {
            let a = v.loadUnaligned(fromByteOffset: i &* 8, as: SIMD8<UInt16>.self)
            let b = v.loadUnaligned(fromByteOffset: i &* 8 &+ 8, as: SIMD8<UInt16>.self)
            let h = a &- multiplyHigh(a, w) &+ multiplyHigh(b, w)
            o.storeBytes(of: roundToBytes(h), toByteOffset: i &* 4, as: SIMD8<UInt8>.self)
            i &+= 2
        }
    }

    /// Copies the two source columns of each pixel side by side, `left[i]` to `out[2i]` and
    /// `right[i]` to `out[2i + 1]`, for `count` rounded up to even pixels: scaling down, the
    /// vertical pass then runs over these instead of every column in between.
    @inline(never)
    static func gatherColumns(
        _ row: UnsafePointer<UInt32>, left: UnsafePointer<Int32>,
        right: UnsafePointer<Int32>, count: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        var i = 0
        while i < count {
            out[2 &* i] = row[Int(left[i])]
            out[2 &* i &+ 1] = row[Int(right[i])]
            out[2 &* i &+ 2] = row[Int(left[i &+ 1])]
            out[2 &* i &+ 3] = row[Int(right[i &+ 1])]
            i &+= 2
        }
    }

    /// The horizontal pass over gathered columns: pixel i blends vertical-pass entries 2i and
    /// 2i + 1 by `fraction[i]`. Works in pairs like `horizontalPass`.
    @inline(never)
    static func pairedPass(
        _ vertical: UnsafePointer<UInt64>, fraction: UnsafePointer<UInt64>, count: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        let v = UnsafeRawPointer(vertical), f = UnsafeRawPointer(fraction), o = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count {
            // Entries 2i ... 2i + 3: left and right of pixel i, then of pixel i + 1.
            let first = v.load(fromByteOffset: i &* 16, as: SIMD8<UInt16>.self)
            let second = v.load(fromByteOffset: i &* 16 &+ 16, as: SIMD8<UInt16>.self)
            let a = SIMD8<UInt16>(lowHalf: first.lowHalf, highHalf: second.lowHalf)
            let b = SIMD8<UInt16>(lowHalf: first.highHalf, highHalf: second.highHalf)
            let w = f.loadUnaligned(fromByteOffset: i &* 8, as: SIMD8<UInt16>.self)
            let h = a &- multiplyHigh(a, w) &+ multiplyHigh(b, w)
            o.storeBytes(of: roundToBytes(h), toByteOffset: i &* 4, as: SIMD8<UInt8>.self)
            i &+= 2
        }
    }
}

/// Clamps `value` into `low...high` (`low` for NaN) and converts it to an integer: the guard
/// every Double → Int conversion of caller-supplied geometry goes through.
@inline(__always)
func clampedInt(_ value: Double, _ low: Int, _ high: Int) -> Int {
    if !(value > Double(low)) { return low }
    if !(value < Double(high)) { return high }
    return Int(value)
}

/// `value × 2^bits` rounded, clamped to ±2^62 (and 0 for NaN).
@inline(__always)
func fixedPoint(_ value: Double, bits: Int) -> Int64 {
    let scaled = (value * Double(Int64(1) << bits)).rounded()
    if !(scaled == scaled) { return 0 }
    if scaled >= 4.6e18 { return 4_600_000_000_000_000_000 }
    if scaled <= -4.6e18 { return -4_600_000_000_000_000_000 }
    return Int64(scaled)
}
