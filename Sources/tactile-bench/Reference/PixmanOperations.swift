import CTactileReference
import TactileRaster

// pixman's compositing and fill as the scenes call them.

/// `pixman_image_composite32` with zero source and mask offsets.
@inline(__always)
func pixmanComposite(
    _ op: pixman_op_t, _ source: PixmanImage, _ mask: PixmanImage?, _ destination: PixmanImage,
    x: Int, y: Int, width: Int, height: Int
) {
    pixman_image_composite32(
        op, source.image, mask?.image, destination.image, 0, 0, 0, 0,
        Int32(x), Int32(y), Int32(width), Int32(height))
}

/// `pixman_fill` on a bitmap: a store of `value` (already in the bitmap's pixel format).
@inline(__always)
func pixmanFill(_ bitmap: Bitmap, _ rect: PixelRect, value: UInt32) {
    _ = pixman_fill(
        bitmap.baseAddress.assumingMemoryBound(to: UInt32.self), Int32(bitmap.bytesPerRow / 4),
        Int32(bitmap.format.bytesPerPixel * 8), Int32(rect.x), Int32(rect.y),
        Int32(rect.width), Int32(rect.height), value)
}
