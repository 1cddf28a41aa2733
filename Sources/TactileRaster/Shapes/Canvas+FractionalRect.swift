extension Canvas {
    /// Fills `rect` with `color`, anti-aliasing edges that fall inside pixels: each pixel is
    /// covered by the area of it inside the rectangle (a corner pixel by the product of its
    /// horizontal and vertical coverage). Whole-pixel rectangles fill exactly like
    /// `fill(_:color:)` with a `PixelRect`. Empty, inverted or non-finite rectangles draw nothing.
    public func fill(_ rect: Rect, color: Color) {
        let color = shown(color)
        guard color.alpha > 0, rect.x.isFinite, rect.y.isFinite, rect.width.isFinite,
            rect.height.isFinite, rect.width > 0, rect.height > 0
        else { return }
        var sink = SolidCoverageSink(canvas: self, color: color.premultiplied)
        paintRect(
            minX: rect.x, minY: rect.y, maxX: rect.x + rect.width, maxY: rect.y + rect.height,
            into: &sink)
    }

    /// Sends the exact-area coverage of minX..<maxX × minY..<maxY (clipped) to `sink`, over the
    /// rows in `rows` when given: per row at most three spans (left edge pixel, interior, right
    /// edge pixel), each of constant coverage.
    func paintRect<Sink: CoverageSink>(
        minX: Double, minY: Double, maxX: Double, maxY: Double,
        rows: Range<Int>? = nil, into sink: inout Sink
    ) {
        // Clamping an edge to the clip keeps the coverage of every pixel inside the clip, and
        // keeps the Int conversions below in range whatever the coordinates.
        let x0 = Swift.max(minX, Double(clip.minX)), x1 = Swift.min(maxX, Double(clip.maxX))
        let y0 = Swift.max(minY, Double(clip.minY)), y1 = Swift.min(maxY, Double(clip.maxY))
        guard x0 < x1, y0 < y1 else { return }
        let left = Int(x0.rounded(.down)), right = Int(x1.rounded(.up))
        var top = Int(y0.rounded(.down)), bottom = Int(y1.rounded(.up))
        if let rows {
            top = Swift.max(top, rows.lowerBound)
            bottom = Swift.min(bottom, rows.upperBound)
        }
        guard top < bottom else { return }
        if right - left == 1 {
            let cx = x1 - x0
            for y in top..<bottom {
                let coverage = coverageByte(cx * rowCoverage(y, y0, y1))
                if coverage > 0 { sink.blend(y: y, x: left, count: 1, coverage: coverage) }
            }
            return
        }
        // Edge pixels fully covered join the interior run.
        let leftCoverage = Double(left + 1) - x0, rightCoverage = x1 - Double(right - 1)
        let interiorStart = leftCoverage >= 1 ? left : left + 1
        let interiorEnd = rightCoverage >= 1 ? right : right - 1
        for y in top..<bottom {
            let cy = rowCoverage(y, y0, y1)
            if interiorStart > left {
                let coverage = coverageByte(leftCoverage * cy)
                if coverage > 0 { sink.blend(y: y, x: left, count: 1, coverage: coverage) }
            }
            if interiorEnd > interiorStart {
                let coverage = coverageByte(cy)
                if coverage > 0 {
                    sink.blend(y: y, x: interiorStart, count: interiorEnd - interiorStart, coverage: coverage)
                }
            }
            if interiorEnd < right {
                let coverage = coverageByte(rightCoverage * cy)
                if coverage > 0 { sink.blend(y: y, x: interiorEnd, count: 1, coverage: coverage) }
            }
        }
    }

    /// The height of row `y` inside y0..<y1.
    @inline(__always)
    private func rowCoverage(_ y: Int, _ y0: Double, _ y1: Double) -> Double {
        let top = Double(y)
        return Swift.min(y1, top + 1) - Swift.max(y0, top)
    }
}
