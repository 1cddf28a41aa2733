import TactileRaster

/// Independent coverage references for the shape tests.
///
/// `coverage(...)` integrates, over `subrows` horizontal lines per pixel row (midpoint rule), the
/// exact length of each line inside the shape within each pixel. The line's inside intervals are
/// found from a point-in-shape predicate alone: scanning in 1/16-pixel steps for changes (no test shape is thinner), then
/// bisecting each change to 1e-9 px. Nothing is shared with the rasterizer under test.
enum ShapeReference {
    static func coverage(
        width: Int, height: Int, subrows: Int = 128,
        inside: (Double, Double) -> Bool
    ) -> [Double] {
        var result = [Double](repeating: 0, count: width * height)
        let scanStep = 1.0 / 16
        for j in 0..<height {
            for s in 0..<subrows {
                let y = Double(j) + (Double(s) + 0.5) / Double(subrows)
                var x = -1.0
                var wasInside = inside(x, y)
                var start = wasInside ? x : 0
                while x < Double(width) + 1 {
                    let nx = x + scanStep
                    let now = inside(nx, y)
                    if now != wasInside {
                        var lo = x, hi = nx
                        for _ in 0..<34 {
                            let mid = (lo + hi) / 2
                            if inside(mid, y) == wasInside { lo = mid } else { hi = mid }
                        }
                        let edge = (lo + hi) / 2
                        if now { start = edge } else { add(start, edge, j, width, subrows, &result) }
                        wasInside = now
                    }
                    x = nx
                }
                if wasInside { add(start, Double(width) + 1, j, width, subrows, &result) }
            }
        }
        return result
    }

    private static func add(
        _ a: Double, _ b: Double, _ row: Int, _ width: Int, _ subrows: Int,
        _ result: inout [Double]
    ) {
        let first = max(0, Int(a.rounded(.down))), last = min(width - 1, Int(b.rounded(.up)) - 1)
        guard first <= last else { return }
        for i in first...last {
            let overlap = min(b, Double(i + 1)) - max(a, Double(i))
            if overlap > 0 { result[row * width + i] += overlap / Double(subrows) }
        }
    }

    /// Whether (x, y) is inside the rounded rectangle (radii already fitted).
    static func insideRoundedRect(_ x: Double, _ y: Double, _ r: Rect, _ radii: CornerRadii) -> Bool {
        guard x >= r.minX, x < r.maxX, y >= r.minY, y < r.maxY else { return false }
        func outsideCorner(_ cx: Double, _ cy: Double, _ radius: Double, _ sx: Double, _ sy: Double) -> Bool {
            guard radius > 0 else { return false }
            let dx = (x - cx) * sx, dy = (y - cy) * sy
            return dx > 0 && dy > 0 && dx * dx + dy * dy > radius * radius
        }
        return
            !(outsideCorner(r.minX + radii.topLeft, r.minY + radii.topLeft, radii.topLeft, -1, -1)
            || outsideCorner(r.maxX - radii.topRight, r.minY + radii.topRight, radii.topRight, 1, -1)
            || outsideCorner(r.maxX - radii.bottomRight, r.maxY - radii.bottomRight, radii.bottomRight, 1, 1)
            || outsideCorner(r.minX + radii.bottomLeft, r.maxY - radii.bottomLeft, radii.bottomLeft, -1, 1))
    }

    /// Distance from p to the segment a–b.
    static func distanceToSegment(_ px: Double, _ py: Double, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let t = max(0, min(1, ((px - a.x) * dx + (py - a.y) * dy) / (dx * dx + dy * dy)))
        let ex = a.x + t * dx - px, ey = a.y + t * dy - py
        return (ex * ex + ey * ey).squareRoot()
    }

    /// Winding number of the closed polygon around (x, y).
    static func winding(_ x: Double, _ y: Double, _ points: [Point]) -> Int {
        var w = 0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            if a.y <= y {
                if b.y > y && (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y) > 0 { w += 1 }
            } else if b.y <= y && (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y) < 0 {
                w -= 1
            }
        }
        return w
    }

    /// Coverage bytes drawn by `draw` in opaque white on a transparent argb8888 bitmap (where a
    /// pixel's alpha is exactly its coverage).
    static func drawnCoverage(width: Int, height: Int, _ draw: (Canvas) -> Void) -> [Double] {
        let bitmap = Bitmap(width: width, height: height, format: .argb8888)
        draw(Canvas(bitmap))
        var result = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { result[y * width + x] = Double(bitmap.pixel(x: x, y: y) >> 24) / 255 }
        }
        return result
    }

    /// The largest per-pixel difference, and where.
    static func maximumError(_ a: [Double], _ b: [Double], width: Int) -> (error: Double, x: Int, y: Int) {
        var worst = (error: 0.0, x: -1, y: -1)
        for i in 0..<a.count where abs(a[i] - b[i]) > worst.error {
            worst = (abs(a[i] - b[i]), i % width, i / width)
        }
        return worst
    }

    /// Draws `draw` on a guarded bitmap (several formats, a clip) and counts bytes changed outside
    /// the clip.
    static func bytesChangedOutsideClip(
        format: PixelFormat, clip: PixelRect,
        _ draw: (Canvas) -> Void
    ) -> Int {
        let guarded = GuardedBitmap(width: 40, height: 30, format: format)
        guarded.fill(0xFF10_2030)
        let before = guarded.snapshot()
        var canvas = Canvas(guarded.bitmap)
        canvas.setClip(clip)
        draw(canvas)
        return guarded.changedBytes(outside: clip, since: before)
    }

    /// Whether drawing changes any byte at all (for inputs that must draw nothing).
    static func drawsNothing(_ draw: (Canvas) -> Void) -> Bool {
        let guarded = GuardedBitmap(width: 40, height: 30, format: .argb8888)
        guarded.fill(0xFF10_2030)
        let before = guarded.snapshot()
        draw(Canvas(guarded.bitmap))
        return guarded.snapshot() == before
    }
}
