import CTactileLinux
import TactileRaster
import TactileSystem

/// Reading and writing PNG images, through libpng.
///
/// Decoding accepts every standard PNG (grey, grey with alpha, RGB, RGBA and palette images, at
/// 1, 2, 4, 8 and 16 bits, interlaced or not, with `tRNS` transparency) and produces a
/// premultiplied `.argb8888` bitmap. 16-bit samples are reduced to 8 bits rounded to nearest,
/// `round(v × 255 / 65535)`; colour values are taken as stored (gamma and colour-profile chunks
/// are ignored). Damaged files fail with an `ImageError`, never a crash.
///
///     let wallpaper = try PNG.decode(contentsOf: "wallpaper.png")
///     try PNG.write(screen, to: "screenshot.png")
public enum PNG {
    /// The largest image decoded unless the caller says otherwise: 16384 × 16384 pixels, which
    /// take 1 GiB as ARGB.
    public static let defaultMaxPixels = 16384 * 16384

    /// The size and storage of a PNG image, read from its header without decoding pixels.
    public struct Header: Equatable, Sendable {
        /// How a PNG stores each pixel.
        public enum ColorType: Equatable, Sendable {
            /// `grayscale`: a grey level per pixel; `rgb`: red, green and blue; `indexed`: an index into the palette;
            /// `grayscaleAlpha`: grey and alpha; `rgba`: red, green, blue and alpha.
            case grayscale, rgb, indexed, grayscaleAlpha, rgba
        }

        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int
        /// How each pixel is stored.
        public var colorType: ColorType
        /// Bits per sample (or per palette index): 1, 2, 4, 8 or 16.
        public var bitDepth: Int
        /// Whether the pixels are stored Adam7-interlaced.
        public var isInterlaced: Bool

        /// The filtered, uncompressed size of the image's rows without interlacing, a lower bound
        /// for any PNG of this size and storage.
        var minimumImageDataBytes: Int {
            let channels: Int
            switch colorType {
            case .grayscale, .indexed: channels = 1
            case .grayscaleAlpha: channels = 2
            case .rgb: channels = 3
            case .rgba: channels = 4
            }
            let rowBytes = 1 + (width * channels * bitDepth + 7) / 8  // width < 2^31: no overflow
            let (total, overflow) = height.multipliedReportingOverflow(by: rowBytes)
            return overflow ? Int.max : total
        }

        /// A header with the given fields.
        public init(width: Int, height: Int, colorType: ColorType, bitDepth: Int, isInterlaced: Bool) {
            self.width = width
            self.height = height
            self.colorType = colorType
            self.bitDepth = bitDepth
            self.isInterlaced = isInterlaced
        }
    }

    /// Reads the header of the PNG in `bytes`: its size and pixel storage.
    public static func header(of bytes: UnsafeRawBufferPointer) throws(ImageError) -> Header {
        if bytes.isEmpty { throw .emptyFile }
        var header = tl_png_header()
        let status = withMessageBuffer { message, capacity in
            tl_png_read_header(
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                &header, message, capacity)
        }
        if status.code != Int32(TL_PNG_OK) { throw error(status.code, status.message) }
        let colorType: Header.ColorType
        switch header.color_type {
        case 0: colorType = .grayscale
        case 2: colorType = .rgb
        case 3: colorType = .indexed
        case 4: colorType = .grayscaleAlpha
        default: colorType = .rgba
        }
        return Header(
            width: Int(header.width), height: Int(header.height), colorType: colorType,
            bitDepth: Int(header.bit_depth), isInterlaced: header.interlace != 0)
    }

    /// Decodes the PNG in `bytes` into a new premultiplied `.argb8888` bitmap.
    ///
    /// - Parameters:
    ///   - bytes: The PNG file's bytes.
    ///   - maxPixels: The largest `width × height` accepted. Larger images throw
    ///     `ImageError.tooLarge` after reading the header, before allocating any pixel memory;
    ///     so does `ImageError.truncated` for a header claiming more pixels than the data could
    ///     hold even at deflate's best compression, and `ImageError.overMemoryBudget` for an
    ///     image whose decoded bytes do not fit in the memory budget (`MemoryBudget`).
    public static func decode(
        _ bytes: UnsafeRawBufferPointer,
        maxPixels: Int = defaultMaxPixels
    ) throws(ImageError) -> Bitmap {
        let header = try header(of: bytes)
        let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        if overflow || pixels > maxPixels {
            throw .tooLarge(width: header.width, height: header.height, maxPixels: maxPixels)
        }
        // deflate expands at most 1032:1, so a file too short to hold the image's rows is cut
        // short: say so before allocating a bitmap its few bytes could never fill.
        let (capacity, capacityOverflow) = bytes.count.multipliedReportingOverflow(by: 1032)
        if !capacityOverflow && capacity < header.minimumImageDataBytes {
            throw .truncated
        }
        // Checked against the memory budget before anything is allocated: a small file may
        // describe an image of a gigabyte.
        let bitmap: Bitmap
        do throws(AllocationError) {
            bitmap = try Bitmap(checkedWidth: header.width, height: header.height, format: .argb8888)
        } catch {
            if case .outOfMemory = error { throw .outOfMemory }
            throw .overMemoryBudget(width: header.width, height: header.height, error)
        }
        let status = withMessageBuffer { message, capacity in
            tl_png_decode_rgba(
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                bitmap.baseAddress.assumingMemoryBound(to: UInt8.self),
                bitmap.bytesPerRow, UInt32(header.width), UInt32(header.height),
                message, capacity)
        }
        if status.code != Int32(TL_PNG_OK) { throw error(status.code, status.message) }
        premultiplyRGBA(bitmap)
        return bitmap
    }

    /// Decodes the PNG in `bytes` into a new premultiplied `.argb8888` bitmap.
    ///
    /// - Parameters:
    ///   - bytes: The PNG file's bytes.
    ///   - maxPixels: The largest `width × height` accepted, checked before allocating.
    public static func decode(
        _ bytes: [UInt8],
        maxPixels: Int = defaultMaxPixels
    ) throws(ImageError) -> Bitmap {
        let result: Result<Bitmap, ImageError> = bytes.withUnsafeBytes { buffer in
            do throws(ImageError) {
                return .success(try decode(buffer, maxPixels: maxPixels))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Encodes `bitmap` as an 8-bit RGB PNG, or RGBA when `includeAlpha` is true.
    ///
    /// Any pixel format is accepted. `.argb8888` pixels are un-premultiplied for RGBA (so that
    /// decoding gives back the same premultiplied pixels); without alpha their colour is stored
    /// as it is, which is the image composited over black. Opaque formats get alpha 255.
    public static func encode(_ bitmap: Bitmap, includeAlpha: Bool = false) throws(ImageError) -> [UInt8] {
        if bitmap.width == 0 || bitmap.height == 0 {
            throw .cannotEncode("the bitmap has no pixels (\(bitmap.width)×\(bitmap.height))")
        }
        let channels = includeAlpha ? 4 : 3
        let rowBytes = bitmap.width * channels
        let rows: UnsafeMutableRawPointer
        let byteCount: Int
        do throws(AllocationError) {
            byteCount = try LargeAllocation.byteCount(rowBytes, times: bitmap.height)
            rows = try LargeAllocation.allocate(byteCount: byteCount, alignment: 16)
        } catch {
            throw .cannotEncode("no memory for the \(bitmap.width)×\(bitmap.height) image's rows: " + error.description)
        }
        defer { LargeAllocation.deallocate(rows, byteCount: byteCount) }
        for y in 0..<bitmap.height {
            storeStraightRow(
                bitmap, y, into: (rows + y * rowBytes).assumingMemoryBound(to: UInt8.self),
                channels: channels)
        }
        var output = tl_png_output()
        let status = withMessageBuffer { message, capacity in
            tl_png_encode(
                rows.assumingMemoryBound(to: UInt8.self), rowBytes, UInt32(bitmap.width),
                UInt32(bitmap.height), Int32(channels), &output, message, capacity)
        }
        if status.code != Int32(TL_PNG_OK) {
            if status.code == Int32(TL_PNG_OUT_OF_MEMORY) { throw .outOfMemory }
            throw .cannotEncode(status.message)
        }
        defer { tl_png_output_free(&output) }
        return [UInt8](UnsafeBufferPointer(start: output.data, count: output.size))
    }

    // MARK: - Pixel conversion

    /// Rewrites, in place, rows of straight RGBA bytes as premultiplied native `0xAARRGGBB`.
    static func premultiplyRGBA(_ bitmap: Bitmap) {
        for y in 0..<bitmap.height {
            let row = bitmap.row32(y)
            for x in 0..<bitmap.width {
                let rgba = UInt32(littleEndian: row[x])  // bytes R, G, B, A
                let alpha = rgba >> 24
                // Swap R and B: 0xAABBGGRR → 0xAARRGGBB.
                let argb = (rgba & 0xFF00_FF00) | ((rgba & 0xFF) << 16) | ((rgba >> 16) & 0xFF)
                if alpha == 255 {
                    row[x] = argb
                } else {
                    row[x] = (alpha << 24) | PixelMath.scale(argb & 0x00FF_FFFF, by: alpha)
                }
            }
        }
    }

    /// Stores row `y` of `bitmap` as straight 8-bit RGB or RGBA bytes.
    static func storeStraightRow(
        _ bitmap: Bitmap, _ y: Int, into output: UnsafeMutablePointer<UInt8>,
        channels: Int
    ) {
        var out = output
        for x in 0..<bitmap.width {
            let pixel = bitmap.pixel(x: x, y: y)
            var r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
            let alpha = pixel >> 24
            if channels == 4 && alpha != 255 {
                (r, g, b) = (unpremultiply(r, alpha), unpremultiply(g, alpha), unpremultiply(b, alpha))
            }
            out[0] = UInt8(truncatingIfNeeded: r)
            out[1] = UInt8(truncatingIfNeeded: g)
            out[2] = UInt8(truncatingIfNeeded: b)
            if channels == 4 { out[3] = UInt8(truncatingIfNeeded: alpha) }
            out += channels
        }
    }

    /// `c × 255 / alpha` rounded to nearest and clamped, the inverse of premultiplication:
    /// premultiplying the result by `alpha` again gives back `c` exactly whenever `c ≤ alpha`.
    @inline(__always)
    static func unpremultiply(_ channel: UInt32, _ alpha: UInt32) -> UInt32 {
        if alpha == 0 { return 0 }
        return min(255, (channel * 255 + alpha / 2) / alpha)
    }

    // MARK: - Errors from the C codec

    /// Runs `body` with a message buffer for the C codec and returns its status and message.
    static func withMessageBuffer(
        _ body: (UnsafeMutablePointer<CChar>, Int) -> Int32
    ) -> (code: Int32, message: String) {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            let base = buffer.baseAddress!
            base[0] = 0
            let code = body(base, buffer.count)
            return (code, String(cString: base))
        }
    }

    /// The `ImageError` for a C codec status and libpng's message.
    static func error(_ code: Int32, _ message: String) -> ImageError {
        switch Int(code) {
        case Int(TL_PNG_NOT_PNG): return .notPNG
        case Int(TL_PNG_TRUNCATED): return .truncated
        case Int(TL_PNG_OUT_OF_MEMORY): return .outOfMemory
        default: break
        }
        // libpng reports a critical chunk's checksum mismatch as "IDAT: CRC error".
        let suffix = ": CRC error"
        if message.hasSuffix(suffix) {
            let utf8 = Array(message.utf8)
            let chunk = String(decoding: utf8[0..<(utf8.count - suffix.utf8.count)], as: UTF8.self)
            return .badCRC(chunk: chunk)
        }
        if message == "Insufficient memory" || message == "Out of memory" { return .outOfMemory }
        return .malformed(message)
    }
}
