/// Fills a view's (rounded) bounds through its screen transform: Raster's exact axis-aligned
/// shapes when the transform keeps edges straight, a polygon otherwise.
enum ShapePainter {
    /// Fills `rect` (view coordinates) with `cornerRadius` (points) through `transform`.
    static func fill(_ rect: Rect, cornerRadius: Double, transform t: AffineTransform, color: Color, in canvas: Canvas) {
        guard !rect.isEmpty else { return }
        if t.isAxisAligned {
            let box = t.apply(to: rect)
            let radius = cornerRadius * Swift.min(Swift.abs(t.a), Swift.abs(t.d))
            if radius > 0 {
                canvas.fillRoundedRect(box, cornerRadii: CornerRadii(all: radius), color: color)
            } else {
                canvas.fill(box, color: color)
            }
        } else {
            var points = outline(rect, radius: cornerRadius, clockwise: true)
            for i in points.indices { points[i] = t.apply(to: points[i]) }
            canvas.fillPolygon(points, color: color)
        }
    }

    /// The outline of `rect` with rounded corners as a polygon (arcs in 8 segments).
    static func outline(_ rect: Rect, radius: Double, clockwise: Bool) -> [Point] {
        let r = Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2))
        var points: [Point] = []
        if r == 0 {
            points = [
                Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)
            ]
        } else {
            let segments = 8
            let centres = [
                Point(x: rect.maxX - r, y: rect.minY + r), Point(x: rect.maxX - r, y: rect.maxY - r),
                Point(x: rect.minX + r, y: rect.maxY - r), Point(x: rect.minX + r, y: rect.minY + r)
            ]
            points.reserveCapacity(4 * (segments + 1))
            for (corner, c) in centres.enumerated() {
                let start = Double(corner - 1) * Trigonometry.pi / 2
                for step in 0...segments {
                    let angle = start + Double(step) * (Trigonometry.pi / 2) / Double(segments)
                    points.append(Point(x: c.x + r * Trigonometry.cos(angle), y: c.y + r * Trigonometry.sin(angle)))
                }
            }
        }
        return clockwise ? points : points.reversed()
    }
}
