import Raster

// TEMPORARY stand-ins for Raster API other helpers are writing; deleted before the final commit.

struct CornerRadii { var all: Double; init(all: Double) { self.all = all } }

extension Canvas {
    private func blend(_ x: Int, _ y: Int, _ s: UInt32) {
        guard clip.contains(x: x, y: y) else { return }
        target.setPixel(x: x, y: y, PixelMath.over(s, target.pixel(x: x, y: y)))
    }

    private func coverage(_ a0: Double, _ a1: Double, _ p: Int) -> Double {
        max(0, min(a1, Double(p + 1)) - max(a0, Double(p)))
    }

    func fill(_ rect: Rect, color: Color) {
        let box = rect.enclosingPixels, c = color.premultiplied
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX {
                let cov = coverage(rect.minX, rect.maxX, x) * coverage(rect.minY, rect.maxY, y)
                blend(x, y, PixelMath.scale(c, by: UInt32((cov * 255).rounded())))
            }
        }
    }

    func fillRoundedRect(_ rect: Rect, cornerRadii: CornerRadii, color: Color) {
        let box = rect.enclosingPixels, c = color.premultiplied, r = cornerRadii.all
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX {
                var inside = 0
                for sy in 0..<16 {
                    for sx in 0..<16 {
                        let px = Double(x) + (Double(sx) + 0.5) / 16, py = Double(y) + (Double(sy) + 0.5) / 16
                        guard px >= rect.minX, px < rect.maxX, py >= rect.minY, py < rect.maxY else { continue }
                        let cx = min(max(px, rect.minX + r), rect.maxX - r), cy = min(max(py, rect.minY + r), rect.maxY - r)
                        if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r { inside += 1 }
                    }
                }
                blend(x, y, PixelMath.scale(c, by: UInt32((Double(inside) / 256 * 255).rounded())))
            }
        }
    }
}
