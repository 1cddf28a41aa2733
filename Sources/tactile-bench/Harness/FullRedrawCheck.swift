import Glibc
import TactileRaster

/// The check of every part that renders frame by frame: after a block of incremental frames,
/// the target must hold exactly the bytes of a full redraw of the same state. A difference
/// fails the benchmark.
enum FullRedrawCheck {
    /// Nil when `target` equals `fullRedraw` byte for byte (the pixels of each row), else what
    /// differs: how many pixels, within which rectangle, and the first with both values.
    static func difference(_ target: Bitmap, _ fullRedraw: Bitmap) -> String? {
        let rowBytes = target.width * target.format.bytesPerPixel
        var differing = 0
        var first: (x: Int, y: Int)?
        var box = PixelRect.zero
        for y in 0..<target.height {
            let a = target.baseAddress + y * target.bytesPerRow, b = fullRedraw.baseAddress + y * fullRedraw.bytesPerRow
            guard memcmp(a, b, rowBytes) != 0 else { continue }
            for x in 0..<target.width where target.pixel(x: x, y: y) != fullRedraw.pixel(x: x, y: y) {
                differing += 1
                if first == nil { first = (x, y) }
                box =
                    box.isEmpty
                    ? PixelRect(x: x, y: y, width: 1, height: 1)
                    : box.union(PixelRect(x: x, y: y, width: 1, height: 1))
            }
        }
        guard let first else { return nil }
        return "\(differing) pixels differ from a full redraw, within \(box); first at (\(first.x), \(first.y)): "
            + "0x\(String(target.pixel(x: first.x, y: first.y), radix: 16)) vs "
            + "0x\(String(fullRedraw.pixel(x: first.x, y: first.y), radix: 16))"
    }
}
