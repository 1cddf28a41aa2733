import TactileRaster

/// Converts runs of XRGB8888 or RGB565 back-buffer pixels into a device's layout. The run is read with a
/// stride (±1 pixel, or ± a row for rotated panels) and written as consecutive device pixels.
///
/// The common layouts have their own loops; anything else goes through shifts and masks
/// precomputed from the layout. Framebuffer memory is only ever written, never read.
struct PixelConverter {
    private enum Kind {
        /// 32-bit XRGB8888, or ARGB8888 written opaque: the top byte is 0x00 or 0xFF.
        case xrgb8888(opaqueBits: UInt32)
        case rgb565
        case bgr565
        case generic
    }

    private let kind: Kind

    /// Whether the device layout is plain RGB565 (which Raster can dither to).
    var isRGB565: Bool {
        if case .rgb565 = kind { return true }
        return false
    }

    /// The bits a device pixel of the XRGB8888 layout gets set (0, or 0xFF000000 for ARGB8888
    /// written opaque); nil for other layouts.
    var xrgb8888OpaqueBits: UInt32? {
        if case .xrgb8888(let opaque) = kind { return opaque }
        return nil
    }

    /// Whether the device layout is BGR565: RGB565 with red and blue swapped.
    var isBGR565: Bool {
        if case .bgr565 = kind { return true }
        return false
    }
    private let bytesPerPixel: Int
    // For the generic path: channel = ((pixel >> shift) & mask) << offset.
    private let redShift: UInt32, redMask: UInt32, redOffset: UInt32
    private let greenShift: UInt32, greenMask: UInt32, greenOffset: UInt32
    private let blueShift: UInt32, blueMask: UInt32, blueOffset: UInt32
    private let opaqueBits: UInt32

    init(layout: DevicePixelLayout) {
        bytesPerPixel = layout.bytesPerPixel
        func parts(_ channel: DevicePixelLayout.Channel, byteShift: UInt32) -> (UInt32, UInt32, UInt32) {
            guard channel.length > 0 else { return (0, 0, 0) }
            let length = UInt32(channel.length)
            return (byteShift + 8 - length, (UInt32(1) << length) &- 1, UInt32(channel.offset))
        }
        (redShift, redMask, redOffset) = parts(layout.red, byteShift: 16)
        (greenShift, greenMask, greenOffset) = parts(layout.green, byteShift: 8)
        (blueShift, blueMask, blueOffset) = parts(layout.blue, byteShift: 0)
        opaqueBits =
            layout.alpha.length > 0
            ? ((UInt32(1) << UInt32(layout.alpha.length)) &- 1) << UInt32(layout.alpha.offset) : 0
        let red = layout.red, green = layout.green, blue = layout.blue
        func matches(_ channel: DevicePixelLayout.Channel, _ offset: Int, _ length: Int) -> Bool {
            channel.offset == offset && channel.length == length
        }
        if layout.bytesPerPixel == 4, matches(red, 16, 8), matches(green, 8, 8), matches(blue, 0, 8),
            layout.alpha.length == 0 || matches(layout.alpha, 24, 8)
        {
            kind = .xrgb8888(opaqueBits: layout.alpha.length > 0 ? 0xFF00_0000 : 0)
        } else if layout.bytesPerPixel == 2, matches(green, 5, 6), layout.alpha.length == 0,
            matches(red, 11, 5), matches(blue, 0, 5)
        {
            kind = .rgb565
        } else if layout.bytesPerPixel == 2, matches(green, 5, 6), layout.alpha.length == 0,
            matches(red, 0, 5), matches(blue, 11, 5)
        {
            kind = .bgr565
        } else {
            kind = .generic
        }
    }

    /// Converts `count` pixels read from `source`, `source + step`, ... into consecutive device
    /// pixels at `destination`.
    func convert(
        from source: UnsafePointer<UInt32>, step: Int, count: Int,
        to destination: UnsafeMutableRawPointer
    ) {
        switch kind {
        case .xrgb8888(let opaque):
            // The back buffer's top byte is undefined (XRGB): never passed on.
            map(source, step, count, destination.assumingMemoryBound(to: UInt32.self)) {
                ($0 & 0x00FF_FFFF) | opaque
            }
        case .rgb565:
            map(source, step, count, destination.assumingMemoryBound(to: UInt16.self)) { p in
                UInt16(truncatingIfNeeded: ((p >> 8) & 0xF800) | ((p >> 5) & 0x07E0) | ((p >> 3) & 0x001F))
            }
        case .bgr565:
            map(source, step, count, destination.assumingMemoryBound(to: UInt16.self)) { p in
                UInt16(truncatingIfNeeded: ((p >> 19) & 0x001F) | ((p >> 5) & 0x07E0) | ((p << 8) & 0xF800))
            }
        case .generic:
            // Locals, so the loops keep the shifts in registers.
            let rs = redShift, rm = redMask, ro = redOffset
            let gs = greenShift, gm = greenMask, go = greenOffset
            let bs = blueShift, bm = blueMask, bo = blueOffset
            let opaque = opaqueBits
            let encode = { (p: UInt32) -> UInt32 in
                // Masking shifts: every amount is below 32, and plain shifts vectorize.
                (((p &>> rs) & rm) &<< ro) | (((p &>> gs) & gm) &<< go) | (((p &>> bs) & bm) &<< bo) | opaque
            }
            switch bytesPerPixel {
            case 4:
                map(source, step, count, destination.assumingMemoryBound(to: UInt32.self)) { encode($0) }
            case 2:
                map(source, step, count, destination.assumingMemoryBound(to: UInt16.self)) {
                    UInt16(truncatingIfNeeded: encode($0))
                }
            default:
                // 24 bits: three bytes, least significant first.
                let out = destination.assumingMemoryBound(to: UInt8.self)
                var s = source
                for i in 0..<count {
                    let value = encode(s.pointee)
                    out[3 * i] = UInt8(truncatingIfNeeded: value)
                    out[3 * i + 1] = UInt8(truncatingIfNeeded: value >> 8)
                    out[3 * i + 2] = UInt8(truncatingIfNeeded: value >> 16)
                    s += step
                }
            }
        }
    }

    /// Converts `count` RGB565 pixels read from `source`, `source + step`, ... into consecutive
    /// device pixels: copied to an RGB565 panel, with red and blue swapped to a BGR565 one; any
    /// other layout gets them widened (bit replication, as `Bitmap.pixel` reads them) into
    /// `widened`, room for `count` pixels, and converted from there.
    func convert(
        from source: UnsafePointer<UInt16>, step: Int, count: Int, to destination: UnsafeMutableRawPointer,
        widened: UnsafeMutablePointer<UInt32>
    ) {
        switch kind {
        case .rgb565:
            map(source, step, count, destination.assumingMemoryBound(to: UInt16.self)) { $0 }
        case .bgr565:
            map(source, step, count, destination.assumingMemoryBound(to: UInt16.self)) { p in
                (p &<< 11) | (p & 0x07E0) | (p &>> 11)
            }
        case .xrgb8888, .generic:
            map(source, step, count, widened) { PixelMath.expand565($0) }
            convert(from: UnsafePointer(widened), step: 1, count: count, to: destination)
        }
    }

    /// `destination[i] = transform(source[i × step])`; contiguous runs (forwards or backwards)
    /// get their own loops, which the compiler vectorizes.
    @inline(__always)
    private func map<Source, Output>(
        _ source: UnsafePointer<Source>, _ step: Int, _ count: Int,
        _ destination: UnsafeMutablePointer<Output>,
        _ transform: (Source) -> Output
    ) {
        if step == 1 {
            for i in 0..<count { destination[i] = transform(source[i]) }
        } else if step == -1 {
            // Upside down: a reversed run, still one vector loop.
            for i in 0..<count { destination[i] = transform(source[-i]) }
        } else {
            var s = source
            for i in 0..<count {
                destination[i] = transform(s.pointee)
                s += step
            }
        }
    }
}
