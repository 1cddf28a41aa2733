/// How a bitmap stores its pixels.
public enum PixelFormat: Equatable, Sendable {
    /// 32 bits per pixel, `0xXXRRGGBB` in native byte order; the top byte is ignored and drawing
    /// treats every pixel as opaque. The usual framebuffer format.
    case xrgb8888
    /// 32 bits per pixel, premultiplied `0xAARRGGBB` in native byte order: images and cached
    /// view contents with transparency.
    case argb8888
    /// 16 bits per pixel, `RRRRRGGGGGGBBBBB`: small and slow panels.
    case rgb565

    /// The size of one pixel in bytes.
    @inlinable public var bytesPerPixel: Int {
        switch self {
        case .xrgb8888, .argb8888: return 4
        case .rgb565: return 2
        }
    }

    /// Whether a pixel carries its own alpha.
    @inlinable public var hasAlpha: Bool { self == .argb8888 }
}
