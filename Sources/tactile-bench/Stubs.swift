import Raster

// TEMPORARY stand-ins for Raster API other helpers are writing; deleted before the final commit.

enum BlendMode { case sourceOver, copy }
enum ImageFilter { case nearest, bilinear }
struct CornerRadii { var all: Double; init(all: Double) { self.all = all } }

final class MaskBytes { var bytes: [UInt8]; init(_ n: Int) { bytes = .init(repeating: 0, count: n) } }
struct AlphaMask {
    let width: Int, height: Int
    let storage: MaskBytes
    init(width: Int, height: Int) { self.width = width; self.height = height; storage = MaskBytes(width * height) }
    subscript(x x: Int, y y: Int) -> UInt8 {
        get { storage.bytes[y * width + x] }
        nonmutating set { storage.bytes[y * width + x] = newValue }
    }
}

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

    func drawImage(_ image: Bitmap, x: Int, y: Int, mode: BlendMode = .sourceOver, alpha: UInt8 = 255) {
        for j in 0..<image.height {
            for i in 0..<image.width where clip.contains(x: x + i, y: y + j) {
                let s = image.pixel(x: i, y: j)
                if mode == .copy { target.setPixel(x: x + i, y: y + j, s) } else { blend(x + i, y + j, s) }
            }
        }
    }

    func drawImage(_ image: Bitmap, in destination: Rect, source: PixelRect? = nil, filter: ImageFilter = .bilinear,
                   alpha: UInt8 = 255) {
        let box = destination.enclosingPixels
        let scaleX = Double(image.width) / destination.width, scaleY = Double(image.height) / destination.height
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX {
                let sx = (Double(x) + 0.5 - destination.x) * scaleX - 0.5
                let sy = (Double(y) + 0.5 - destination.y) * scaleY - 0.5
                let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                let fx = sx - Double(x0), fy = sy - Double(y0)
                func px(_ i: Int, _ j: Int) -> UInt32 {
                    image.pixel(x: min(max(i, 0), image.width - 1), y: min(max(j, 0), image.height - 1))
                }
                var out: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    func ch(_ p: UInt32) -> Double { Double((p >> shift) & 0xFF) }
                    let v = ch(px(x0, y0)) * (1 - fx) * (1 - fy) + ch(px(x0 + 1, y0)) * fx * (1 - fy)
                        + ch(px(x0, y0 + 1)) * (1 - fx) * fy + ch(px(x0 + 1, y0 + 1)) * fx * fy
                    out |= UInt32(v.rounded()) << shift
                }
                blend(x, y, out)
            }
        }
    }

    func drawMask(_ mask: AlphaMask, x: Int, y: Int, color: Color) {
        let c = color.premultiplied
        for j in 0..<mask.height {
            for i in 0..<mask.width where mask[x: i, y: j] != 0 {
                blend(x + i, y + j, PixelMath.scale(c, by: UInt32(mask[x: i, y: j])))
            }
        }
    }

    func convert(_ source: Bitmap, x: Int = 0, y: Int = 0, dithering: Bool = false) {
        drawImage(source, x: x, y: y, mode: .copy)
    }
}
