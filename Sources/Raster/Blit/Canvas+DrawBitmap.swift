extension Canvas {
    /// Copies `source` with its top-left corner at whole pixel `origin`, converting formats
    /// (the SRC operator: destination pixels are replaced, clipped).
    public func draw(_ source: Bitmap, at origin: (x: Int, y: Int)) {
        let area = PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
            .intersection(clip)
        guard !area.isEmpty else { return }
        let sx = area.minX - origin.x
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: area.width) { scratch in
            for y in area.minY..<area.maxY {
                let sy = y - origin.y
                switch source.format {
                case .argb8888, .xrgb8888:
                    copySpan(y: y, x: area.minX, count: area.width, source: source.row32(sy) + sx)
                case .rgb565:
                    let row = source.row16(sy) + sx
                    for i in 0..<area.width { scratch[i] = PixelMath.expand565(row[i]) }
                    copySpan(y: y, x: area.minX, count: area.width, source: scratch.baseAddress!)
                }
            }
        }
    }
}
