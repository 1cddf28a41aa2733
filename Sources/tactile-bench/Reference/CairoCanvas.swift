import CTactileReference
import TactileRaster

/// A cairo context drawing on a `Bitmap`'s pixels (the same memory our side draws in), created
/// once per scene so that context setup is never timed.
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer

    init(_ bitmap: Bitmap) {
        let format: cairo_format_t
        switch bitmap.format {
        case .xrgb8888: format = CAIRO_FORMAT_RGB24
        case .argb8888: format = CAIRO_FORMAT_ARGB32
        case .rgb565: format = CAIRO_FORMAT_RGB16_565
        }
        surface = cairo_image_surface_create_for_data(
            bitmap.baseAddress.assumingMemoryBound(to: UInt8.self),
            format, Int32(bitmap.width), Int32(bitmap.height),
            Int32(bitmap.bytesPerRow))!
        context = cairo_create(surface)!
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Sets a straight-alpha colour as the source, as an application would.
    @inline(__always)
    func setColor(_ color: Color) {
        cairo_set_source_rgba(
            context, Double(color.red) / 255, Double(color.green) / 255,
            Double(color.blue) / 255, Double(color.alpha) / 255)
    }

    func fillRect(_ rect: Rect, color: Color) {
        setColor(color)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(context)
    }

    /// The usual four-arc rounded rectangle path.
    func fillRoundedRect(_ rect: Rect, radius r: Double, color: Color) {
        setColor(color)
        let cr = context
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -half, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, half)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, half, 2 * half)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * half, 3 * half)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    /// Tells cairo its pixels were changed behind its back (between verification steps).
    func markDirty() { cairo_surface_mark_dirty(surface) }
}
