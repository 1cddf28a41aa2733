import CTactileReference
import TactileRaster

/// A pixman image over a `Bitmap`'s pixels (or over its own A8 buffer); unreferenced on deinit.
/// Laid over our bitmaps' memory, so both sides of a scene read and write buffers of exactly
/// the same layout.
final class PixmanImage {
    let image: OpaquePointer
    /// Memory this image owns (A8 masks); nil when it borrows a bitmap.
    private let ownedBytes: UnsafeMutableRawPointer?

    init(_ bitmap: Bitmap) {
        image = pixman_image_create_bits(
            PixmanImage.format(bitmap.format), Int32(bitmap.width),
            Int32(bitmap.height),
            bitmap.baseAddress.assumingMemoryBound(to: UInt32.self),
            Int32(bitmap.bytesPerRow))!
        ownedBytes = nil
    }

    /// An A8 image holding a copy of `coverage` (row-major, `width` bytes a row).
    init(a8 coverage: [UInt8], width: Int, height: Int) {
        let stride = (width + 3) & ~3  // pixman wants rows on 4-byte boundaries
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: max(stride * height, 4), alignment: 64)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width { bytes.storeBytes(of: coverage[y * width + x], toByteOffset: y * stride + x, as: UInt8.self) }
        }
        image = pixman_image_create_bits(
            PIXMAN_a8, Int32(width), Int32(height),
            bytes.assumingMemoryBound(to: UInt32.self), Int32(stride))!
        ownedBytes = bytes
    }

    /// A solid colour source; `premultiplied` is `0xAARRGGBB`.
    init(solid premultiplied: UInt32) {
        var color = PixmanImage.color(premultiplied)
        image = pixman_image_create_solid_fill(&color)!
        ownedBytes = nil
    }

    deinit {
        pixman_image_unref(image)
        ownedBytes?.deallocate()
    }

    /// 8-bit premultiplied channels widened to pixman's 16 bits (`c × 257`), so pixman's
    /// narrowing back (`>> 8`) gives the very same bytes.
    static func color(_ p: UInt32) -> pixman_color_t {
        func wide(_ shift: UInt32) -> UInt16 { UInt16((p >> shift) & 0xFF) * 257 }
        return pixman_color_t(red: wide(16), green: wide(8), blue: wide(0), alpha: wide(24))
    }

    static func format(_ format: PixelFormat) -> pixman_format_code_t {
        switch format {
        case .xrgb8888: return PIXMAN_x8r8g8b8
        case .argb8888: return PIXMAN_a8r8g8b8
        case .rgb565: return PIXMAN_r5g6b5
        }
    }

    /// Samples with bilinear filtering and edge padding, scaled so that `sourceSize` source
    /// pixels span `destinationSize` destination pixels. pixman samples at destination pixel
    /// centres mapped through the transform, with source texel centres at +0.5: the same
    /// convention as our `drawImage(_:in:)`.
    func setBilinearScale(source sourceSize: Int, destination destinationSize: Int) {
        var transform = pixman_transform()
        let scale = pixman_fixed_t(Double(sourceSize) / Double(destinationSize) * 65536.0)
        pixman_transform_init_scale(&transform, scale, scale)
        _ = pixman_image_set_transform(image, &transform)
        _ = pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
    }

    /// Samples with bilinear filtering, transparent outside the image (pixman's default repeat),
    /// shifted right and down by `x` and `y` 16.16 fixed-point units. Bilinear weights against
    /// transparent texels fade the edges as our edge coverage does.
    func setBilinearTranslation(x: Int32, y: Int32) {
        var transform = pixman_transform()
        pixman_transform_init_translate(&transform, -x, -y)
        _ = pixman_image_set_transform(image, &transform)
        _ = pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
    }
}
