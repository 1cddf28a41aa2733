import Foundation
import TactileRaster

extension ShadowBench {
    /// The reference: the shape's coverage from the same Raster fill, then a separable Gaussian
    /// (kernel to ⌈3σ⌉, normalized, Float sums) along rows and then columns. The mask has the
    /// shape at (pad, pad) with pad = ⌈3σ⌉ + 1.
    struct ReferenceMask {
        var width: Int, height: Int, pad: Int
        var values: [UInt8]
    }

    static func referenceBlur(width: Double, height: Double, cornerRadius: Double, sigma: Double) -> ReferenceMask {
        let k = Int((3 * sigma).rounded(.up))
        let pad = k + 1
        let shapeWidth = Int(width.rounded(.up)), shapeHeight = Int(height.rounded(.up))
        let w = shapeWidth + 2 * pad, h = shapeHeight + 2 * pad
        let shape = Bitmap(width: shapeWidth, height: shapeHeight, format: .argb8888)
        Canvas(shape).fillRoundedRect(
            Rect(x: 0, y: 0, width: width, height: height),
            cornerRadii: CornerRadii(all: cornerRadius), color: .white)
        var kernel = [Float](repeating: 0, count: 2 * k + 1)
        var total: Float = 0
        for i in -k...k {
            let g = Float(exp(-Double(i * i) / (2 * sigma * sigma)))
            kernel[i + k] = g
            total += g
        }
        for i in kernel.indices { kernel[i] /= total }
        var input = [Float](repeating: 0, count: w * h)
        for y in 0..<shapeHeight {
            let row = shape.row32(y)
            for x in 0..<shapeWidth { input[(y + pad) * w + x + pad] = Float(row[x] >> 24) }
        }
        var horizontal = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for i in -k...k where x + i >= 0 && x + i < w { sum += input[y * w + x + i] * kernel[i + k] }
                horizontal[y * w + x] = sum
            }
        }
        var values = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for i in -k...k where y + i >= 0 && y + i < h { sum += horizontal[(y + i) * w + x] * kernel[i + k] }
                values[y * w + x] = UInt8(min(255, max(0, sum.rounded())))
            }
        }
        return ReferenceMask(width: w, height: h, pad: pad, values: values)
    }

    /// The largest difference in levels between the two masks, shapes aligned (pixels outside one
    /// mask count as 0).
    static func maximumDifference(_ mask: AlphaMask, _ reference: ReferenceMask) -> Int {
        let ourPad = (mask.width - (reference.width - 2 * reference.pad)) / 2
        let shift = reference.pad - ourPad
        var worst = 0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let mx = x - shift, my = y - shift
                let ours = mx >= 0 && my >= 0 && mx < mask.width && my < mask.height ? Int(mask[x: mx, y: my]) : 0
                worst = max(worst, abs(ours - Int(reference.values[y * reference.width + x])))
            }
        }
        return worst
    }
}
