import TactileSystem

extension Canvas {
    /// Draws the `source` rectangle of `image` (the whole image when nil) scaled to fill
    /// `destination`, composited over the canvas with `alpha`, clipped.
    ///
    /// Fractional destination edges are anti-aliased: a pixel the rectangle covers partly is
    /// blended by the covered fraction of its area, as a fractional rectangle fill would be.
    ///
    /// Sampling convention (pixman's with a scale transform): destination pixel (x, y) samples the
    /// source at its centre mapped into the source rectangle,
    /// `sx = source.x + (x + 0.5 − destination.x) × source.width / destination.width − 0.5`
    /// in pixel-centre coordinates (source pixel i has its centre at i), and likewise for y.
    /// `.bilinear` interpolates between the four pixels around (sx, sy) with 16.16 fixed-point
    /// positions (16-bit horizontal fraction, 8-bit vertical weight); `.nearest` takes the pixel
    /// whose area contains the mapped centre. Positions past the source rectangle's edges use its
    /// edge pixels (pad). A `source` reaching outside the image maps as given but reads only the
    /// image's pixels inside it.
    public func drawImage(
        _ image: Bitmap, in destination: Rect, source: PixelRect? = nil,
        filter: ImageFilter = .bilinear, alpha: UInt8 = 255
    ) {
        let mapped = source ?? image.bounds
        let sampled = mapped.intersection(image.bounds)
        guard alpha != 0, !mapped.isEmpty, !sampled.isEmpty,
            let columns = ScaledAxis(
                destinationMin: destination.x, destinationSize: destination.width,
                mapped: mapped.minX..<mapped.maxX, sampled: sampled.minX..<sampled.maxX,
                clip: clip.minX..<clip.maxX),
            let rows = ScaledAxis(
                destinationMin: destination.y, destinationSize: destination.height,
                mapped: mapped.minY..<mapped.maxY, sampled: sampled.minY..<sampled.maxY,
                clip: clip.minY..<clip.maxY)
        else { return }
        // Unscaled at whole pixels, both filters sample exactly the source pixels: a plain blit.
        if mapped == sampled, destination.width == Double(mapped.width), destination.height == Double(mapped.height),
            destination.x == destination.x.rounded(.down), destination.y == destination.y.rounded(.down),
            Swift.abs(destination.x) < 1e9, Swift.abs(destination.y) < 1e9
        {
            let window = Bitmap(
                borrowing: image.baseAddress + mapped.minY * image.bytesPerRow
                    + mapped.minX * image.format.bytesPerPixel,
                width: mapped.width, height: mapped.height, bytesPerRow: image.bytesPerRow,
                format: image.format)
            return drawImage(window, x: Int(destination.x), y: Int(destination.y), alpha: alpha)
        }
        switch filter {
        case .nearest: drawNearest(image, columns: columns, rows: rows, alpha: UInt32(alpha))
        case .bilinear: drawBilinear(image, columns: columns, rows: rows, alpha: UInt32(alpha))
        }
    }

    private func drawNearest(_ image: Bitmap, columns: ScaledAxis, rows: ScaledAxis, alpha: UInt32) {
        let count = columns.end - columns.start
        withScratchMemory(byteCount: count * 8) { raw in
            let out = raw.bindMemory(to: UInt32.self, capacity: count)
            let index = (raw + count * 4).bindMemory(to: Int32.self, capacity: count)
            for i in 0..<count { index[i] = Int32(truncatingIfNeeded: columns.nearest(columns.start + i)) }
            var producedRow = -1
            for y in rows.start..<rows.end {
                let rowAlpha = PixelMath.multiply(rows.coverage(y), alpha)
                if rowAlpha == 0 { continue }
                let sourceRow = rows.nearest(y)
                if sourceRow != producedRow {
                    producedRow = sourceRow
                    let base = UnsafeRawPointer(image.baseAddress + sourceRow * image.bytesPerRow)
                    switch image.format {
                    case .argb8888: for i in 0..<count { out[i] = ARGBPixels.load(base, Int(index[i])) }
                    case .xrgb8888: for i in 0..<count { out[i] = XRGBPixels.load(base, Int(index[i])) }
                    case .rgb565: for i in 0..<count { out[i] = RGB565Pixels.load(base, Int(index[i])) }
                    }
                }
                emitScaledRow(out, y: y, columns: columns, alpha: rowAlpha, opaque: image.format != .argb8888)
            }
        }
    }

    private func drawBilinear(_ image: Bitmap, columns: ScaledAxis, rows: ScaledAxis, alpha: UInt32) {
        let count = columns.end - columns.start
        // Source columns read by this blit: lo...hi.
        let lo = columns.bilinear(columns.start).first, hi = columns.bilinear(columns.end - 1).second
        let sourceCount = hi - lo + 1
        let byteCount = BilinearRows.byteCount(count: count, sourceCount: sourceCount, format: image.format)
        withScratchMemory(byteCount: byteCount) { raw in
            var produce = BilinearRows(
                image: image, count: count, lo: lo, sourceCount: sourceCount,
                scratch: raw)
            for i in 0..<count {
                let (a, b, f) = columns.bilinear(columns.start + i)
                produce.setColumn(i, first: a, second: b, fraction: f)
            }
            for y in rows.start..<rows.end {
                let rowAlpha = PixelMath.multiply(rows.coverage(y), alpha)
                if rowAlpha == 0 { continue }
                let (top, bottom, f) = rows.bilinear(y)
                let out = produce.row(top: top, bottom: bottom, weight: ImageSampling.weight(f))
                emitScaledRow(out, y: y, columns: columns, alpha: rowAlpha, opaque: image.format != .argb8888)
            }
        }
    }

    /// Writes one produced row: partly covered end pixels scaled by their coverage, the rest at
    /// `alpha` (a plain copy for an opaque image at full alpha).
    private func emitScaledRow(
        _ out: UnsafeMutablePointer<UInt32>, y: Int, columns: ScaledAxis,
        alpha: UInt32, opaque: Bool
    ) {
        let count = columns.end - columns.start
        var first = 0, last = count
        let firstCoverage = columns.coverage(columns.start)
        if firstCoverage < 255 {
            blendPixel(out[0], coverage: firstCoverage, alpha: alpha, x: columns.start, y: y)
            first = 1
        }
        if last > first {
            let lastCoverage = columns.coverage(columns.end - 1)
            if lastCoverage < 255 {
                blendPixel(out[count - 1], coverage: lastCoverage, alpha: alpha, x: columns.end - 1, y: y)
                last -= 1
            }
        }
        guard last > first else { return }
        if opaque && alpha == 255 {
            copySpan(y: y, x: columns.start + first, count: last - first, source: out + first)
        } else {
            blendSpan(y: y, x: columns.start + first, count: last - first, source: out + first, alpha: alpha)
        }
    }

    private func blendPixel(_ pixel: UInt32, coverage: UInt32, alpha: UInt32, x: Int, y: Int) {
        guard coverage != 0 else { return }
        withUnsafePointer(to: PixelMath.scale(pixel, by: coverage)) {
            blendSpan(y: y, x: x, count: 1, source: $0, alpha: alpha)
        }
    }
}
