import TactileRaster

/// A bitmap inside a larger buffer filled with a guard pattern, to prove that drawing never
/// writes outside the bitmap (or outside a clip, with `guardedClip`).
final class GuardedBitmap {
    static let guardByte: UInt8 = 0xA5
    let margin: Int
    let outer: Bitmap
    /// The bitmap drawing goes to: the middle of `outer`, borrowing its memory.
    let bitmap: Bitmap

    init(width: Int, height: Int, format: PixelFormat, margin: Int = 8) {
        self.margin = margin
        outer = Bitmap(width: width + 2 * margin, height: height + 2 * margin, format: format)
        let total = outer.bytesPerRow * outer.height
        outer.baseAddress.initializeMemory(as: UInt8.self, repeating: GuardedBitmap.guardByte, count: total)
        bitmap = Bitmap(
            borrowing: outer.baseAddress + margin * outer.bytesPerRow + margin * format.bytesPerPixel,
            width: width, height: height, bytesPerRow: outer.bytesPerRow, format: format)
    }

    /// Fills the inner bitmap with a premultiplied pixel, leaving the guard alone.
    func fill(_ pixel: UInt32) {
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { bitmap.setPixel(x: x, y: y, pixel) }
        }
    }

    /// Bytes outside `allowed` (in inner-bitmap coordinates) that differ from `before`, or, for
    /// bytes outside the inner bitmap, from the guard pattern. `before` is a snapshot taken by
    /// `snapshot()` before drawing.
    func changedBytes(outside allowed: PixelRect, since before: [UInt8]) -> Int {
        let bpp = bitmap.format.bytesPerPixel
        let bytes = UnsafeRawBufferPointer(start: outer.baseAddress, count: outer.bytesPerRow * outer.height)
        var changed = 0
        for row in 0..<outer.height {
            for column in 0..<outer.bytesPerRow {
                let x = column / bpp - margin, y = row - margin
                let inside = column < outer.width * bpp && allowed.contains(x: x, y: y)
                if inside { continue }
                let offset = row * outer.bytesPerRow + column
                if bytes[offset] != before[offset] { changed += 1 }
            }
        }
        return changed
    }

    func snapshot() -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: outer.baseAddress, count: outer.bytesPerRow * outer.height))
    }
}
