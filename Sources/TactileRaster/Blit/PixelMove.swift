/// Moving a rectangle of pixels within the memory that holds it: scrolling without repainting,
/// in a back buffer (`ScrollBlit`) or in a panel's own memory (`FramebufferDisplay`).
public enum PixelMove {
    /// New pixel (x, y) of `area` = old pixel (x + dx, y + dy), where that lies in `area`. Pixels
    /// are `bytesPerPixel` bytes, pixel (x, y) at `base + y × bytesPerRow + x × bytesPerPixel`;
    /// `area` must lie inside that memory.
    public static func move(
        _ area: PixelRect, dx: Int, dy: Int, base: UnsafeMutableRawPointer, bytesPerRow: Int,
        bytesPerPixel: Int
    ) {
        let destination = area.intersection(area.offsetBy(dx: -dx, dy: -dy))
        guard !destination.isEmpty else { return }
        let rowBytes = destination.width * bytesPerPixel
        // Rows read from below are copied top down, rows read from above bottom up, so no row is
        // overwritten before it is read; within a row memmove handles the overlap.
        let downward = dy >= 0
        for row in 0..<destination.height {
            let y = downward ? destination.minY + row : destination.maxY - 1 - row
            let to = base + y * bytesPerRow + destination.minX * bytesPerPixel
            let from = base + (y + dy) * bytesPerRow + (destination.minX + dx) * bytesPerPixel
            to.copyMemory(from: UnsafeRawPointer(from), byteCount: rowBytes)
        }
    }
}
