/// Stores raw pixels where Canvas only blends: clearing to transparent.
enum PixelFill {
    /// Sets every pixel of `rect` (clipped to the bitmap) of a 32-bit bitmap to transparent.
    static func clear(_ bitmap: Bitmap, _ rect: PixelRect) {
        let area = rect.intersection(bitmap.bounds)
        guard !area.isEmpty else { return }
        switch bitmap.format {
        case .argb8888, .xrgb8888:
            for y in area.minY..<area.maxY {
                (bitmap.row32(y) + area.minX).update(repeating: 0, count: area.width)
            }
        case .rgb565:
            for y in area.minY..<area.maxY {
                (bitmap.row16(y) + area.minX).update(repeating: 0, count: area.width)
            }
        }
    }
}
