import TactileRaster

/// The blur of shadows: the coverage of a rounded rectangle (A8) blurred by three successive box
/// blurs in each direction, which approximate a Gaussian (as CSS and Skia blur shadows).
///
/// The three box widths are chosen so that their combined deviation (each box of width w adds
/// (w² − 1) / 12 to the variance) is the closest one to σ / 1.03 (`spreadBias`): widths n, n or
/// n + 1, where a box of even width is always paired with another (one reaching a pixel further
/// left, the other a pixel further right) so the whole kernel stays centred. Along a shape's
/// edges the result is the Gaussian of σ within a few levels in 255; small shapes under a large
/// blur differ more, as the boxes' kernel peaks lower (ShadowTests measures both against an
/// exact 2-D convolution). Every pass keeps 8 fractional bits, so rounding does not add up
/// across the six passes.
package enum ShadowBlur {
    /// One box pass: each pixel becomes the mean of the `left` pixels before it, itself and the
    /// `right` pixels after it (pixels past the ends count as 0).
    struct Box: Equatable {
        var left: Int
        var right: Int
        var width: Int { left + right + 1 }
    }

    /// The widths of the three boxes for a Gaussian of standard deviation `sigma` pixels (width 1
    /// is no blur). Allocates nothing: the compositor asks for every shadowed view's extent.
    static func widths(sigma: Double) -> (Int, Int, Int) {
        guard sigma.isFinite, sigma > 0 else { return (1, 1, 1) }
        let target = sigma / spreadBias
        @inline(__always) func deviation(_ a: Int, _ b: Int, _ c: Int) -> Double {
            let sum: Int = a * a + b * b + c * c - 3
            return (Double(sum) / 12).squareRoot()
        }
        // The deviation of three boxes of width w is √(3 (w² − 1) / 12): start near w = √(4t² + 1).
        let guess = Int((4 * target * target + 1).squareRoot().rounded(.down))
        var best = (1, 1, 1)
        var bestError = target
        func consider(_ a: Int, _ b: Int, _ c: Int) {
            let error = Swift.abs(deviation(a, b, c) - target)
            if error < bestError {
                bestError = error
                best = (a, b, c)
            }
        }
        for n in Swift.max(1, guess - 3)...(guess + 3) {
            // Widths n, n, n; n, n+1, n+1 (n odd) or n, n, n+1 (n even): even widths in pairs.
            if n % 2 == 1 {
                consider(n, n, n)
                consider(n, n + 1, n + 1)
            } else {
                consider(n, n, n + 1)
            }
        }
        return best
    }

    /// How much wider than a Gaussian of the same variance three boxes look: fitted to the
    /// Gaussian by least squares across an edge, three boxes of deviation d match σ ≈ 1.03 d
    /// (their kernel is flatter on top and has no tails).
    static let spreadBias = 1.03

    /// The box passes for `sigma` (none when the best match is no blur at all).
    static func boxes(sigma: Double) -> [Box] {
        let (a, b, c) = widths(sigma: sigma)
        var boxes: [Box] = []
        var evenSeen = false
        for w in [a, b, c] where w > 1 {
            if w % 2 == 1 {
                boxes.append(Box(left: (w - 1) / 2, right: (w - 1) / 2))
            } else {
                // The first even box reaches further left, the second further right.
                boxes.append(evenSeen ? Box(left: w / 2 - 1, right: w / 2) : Box(left: w / 2, right: w / 2 - 1))
                evenSeen = true
            }
        }
        return boxes
    }

    /// How far, in pixels, the blur spreads a shape on each side: half of each width less one
    /// (a pair of even boxes reaches w / 2 one way and w / 2 − 1 the other).
    static func extent(sigma: Double) -> Int {
        let (a, b, c) = widths(sigma: sigma)
        return (a - 1 + b - 1 + c - 1) / 2
    }

    /// The largest mask made, in pixels (4 MiB): a shadow needing more is not drawn.
    package static let maximumMaskPixels = 4 << 20

    /// The padding around the shape in a mask: the blur's extent and one empty pixel, so that
    /// the mask's edge pixels are all 0 (a transformed draw repeats its edge pixels).
    static func padding(sigma: Double) -> Int { extent(sigma: sigma) + 1 }

    /// The blurred coverage of a rounded rectangle `width` × `height` pixels with corners of
    /// `cornerRadius` pixels, placed at (`padding`, `padding`) in a mask of
    /// (⌈width⌉ + 2 padding) × (⌈height⌉ + 2 padding) pixels, blurred by a Gaussian of `sigma`
    /// pixels. Nil when the mask would be larger than `maximumMaskPixels`, the size is not usable,
    /// or the memory budget has no room for it.
    package static func mask(width: Double, height: Double, cornerRadius: Double, sigma: Double) -> AlphaMask? {
        guard width.isFinite, height.isFinite, width > 0, height > 0,
            width <= Double(Size.maximumPixelExtent), height <= Double(Size.maximumPixelExtent)
        else { return nil }
        let boxes = boxes(sigma: sigma)
        let pad = padding(sigma: sigma)
        let shapeWidth = Int(width.rounded(.up)), shapeHeight = Int(height.rounded(.up))
        let maskWidth = shapeWidth + 2 * pad, maskHeight = shapeHeight + 2 * pad
        guard maskWidth * maskHeight <= maximumMaskPixels else { return nil }

        // The shape's coverage, from Raster's anti-aliased rounded rectangle.
        // Nil, drawn without a shadow, when the memory budget has no room for the buffers.
        guard let shape = try? Bitmap(checkedWidth: shapeWidth, height: shapeHeight, format: .argb8888),
            let mask = try? AlphaMask(checkedWidth: maskWidth, height: maskHeight)
        else { return nil }
        let radius = cornerRadius.isFinite ? Swift.max(0, cornerRadius) : 0
        let canvas = Canvas(shape)
        let rect = Rect(x: 0, y: 0, width: width, height: height)
        if radius > 0 {
            canvas.fillRoundedRect(rect, cornerRadii: CornerRadii(all: radius), color: .white)
        } else {
            canvas.fill(rect, color: .white)
        }

        // Coverage × 256 (8 fractional bits), in two buffers that the passes alternate between.
        let count = maskWidth * maskHeight
        var a = [UInt16](repeating: 0, count: count)
        var b = [UInt16](repeating: 0, count: count)
        for y in 0..<shapeHeight {
            let row = shape.row32(y)
            let base = (y + pad) * maskWidth + pad
            for x in 0..<shapeWidth { a[base + x] = UInt16(row[x] >> 24) << 8 }
        }
        a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeMutableBufferPointer { b in
                var source = a, destination = b
                // Rows: only those the shape covers hold anything yet.
                for box in boxes {
                    blurRows(from: source, to: destination, width: maskWidth, rows: pad..<(pad + shapeHeight), box: box)
                    swap(&source, &destination)
                }
                for box in boxes {
                    blurColumns(from: source, to: destination, width: maskWidth, height: maskHeight, box: box)
                    swap(&source, &destination)
                }
                for y in 0..<maskHeight {
                    let row = mask.row(y)
                    let base = y * maskWidth
                    for x in 0..<maskWidth { row[x] = UInt8(truncatingIfNeeded: (UInt32(source[base + x]) + 128) >> 8) }
                }
            }
        }
        return mask
    }

    /// `sum / width` rounded, by a multiplication (the sums stay below 2²⁵).
    @inline(__always) private static func divide(_ sum: UInt32, _ reciprocal: UInt64) -> UInt16 {
        UInt16(truncatingIfNeeded: (UInt64(sum) * reciprocal + (1 << 31)) >> 32)
    }

    private static func reciprocal(_ width: Int) -> UInt64 { ((1 << 32) + UInt64(width) - 1) / UInt64(width) }

    /// One box pass along the rows in `rows` (the other rows are 0 in both buffers).
    private static func blurRows(
        from source: UnsafeMutableBufferPointer<UInt16>, to destination: UnsafeMutableBufferPointer<UInt16>,
        width: Int, rows: Range<Int>, box: Box
    ) {
        let r = reciprocal(box.width)
        for y in rows {
            let base = y * width
            var sum: UInt32 = 0
            // The window of pixel 0: pixels 0 … right.
            for x in 0..<Swift.min(box.right, width) { sum += UInt32(source[base + x]) }
            for x in 0..<width {
                let entering = x + box.right
                if entering < width { sum += UInt32(source[base + entering]) }
                destination[base + x] = divide(sum, r)
                let leaving = x - box.left
                if leaving >= 0 { sum -= UInt32(source[base + leaving]) }
            }
        }
    }

    /// One box pass down the columns, a row at a time (running sums per column).
    private static func blurColumns(
        from source: UnsafeMutableBufferPointer<UInt16>,
        to destination: UnsafeMutableBufferPointer<UInt16>,
        width: Int, height: Int, box: Box
    ) {
        let r = reciprocal(box.width)
        var sums = [UInt32](repeating: 0, count: width)
        sums.withUnsafeMutableBufferPointer { sums in
            for y in 0..<Swift.min(box.right, height) {
                let base = y * width
                for x in 0..<width { sums[x] += UInt32(source[base + x]) }
            }
            for y in 0..<height {
                let entering = y + box.right
                if entering < height {
                    let base = entering * width
                    for x in 0..<width { sums[x] += UInt32(source[base + x]) }
                }
                let out = y * width
                for x in 0..<width { destination[out + x] = divide(sums[x], r) }
                let leaving = y - box.left
                if leaving >= 0 {
                    let base = leaving * width
                    for x in 0..<width { sums[x] -= UInt32(source[base + x]) }
                }
            }
        }
    }
}
