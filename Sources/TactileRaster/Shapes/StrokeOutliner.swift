/// Builds the outline of a stroked polyline as one closed outline for the non-zero rasterizer,
/// as Skia's stroker does: the left offset of the segments forward, the end cap, the right
/// offset backward, the start cap. Joins are round: the outer side of a turn follows an arc of
/// radius `half`; the inner side is cut where the two offset lines cross (see `addSide`).
struct StrokeOutliner {
    let half: Double
    let cap: LineCap
    let arc: ArcFlattening

    init(lineWidth: Double, cap: LineCap) {
        half = lineWidth / 2
        self.cap = cap
        arc = ArcFlattening(radius: half)
    }

    /// An upper bound on the edges for a polyline of `segments` segments.
    static func edgeCapacity(segments: Int, lineWidth: Double) -> Int {
        let halfTurn = 2 * ArcFlattening.stepsPerQuarter(radius: lineWidth / 2) + 2
        return 2 * (segments + Swift.max(segments - 1, 0) * (halfTurn + 2)) + 2 * (halfTurn + 3) + 4
    }

    /// Adds the outline of the polyline through `points` (at least one, no two consecutive ones
    /// equal). A single point draws a dot for round and square caps, nothing for butt caps.
    func append(_ points: UnsafeBufferPointer<Point>, to builder: inout EdgeBuilder) {
        let n = points.count
        guard n > 0 else { return }
        if n == 1 {
            guard cap != .butt else { return }
            let p = points[0]
            builder.move(to: p.x, p.y + half)  // left of direction (1, 0) is (0, 1) here
            addCap(&builder, p, 1, 0)
            addCap(&builder, p, -1, 0)
            builder.close()
            return
        }
        let (u0x, u0y, _) = direction(points[0], points[1])
        builder.move(to: points[0].x - half * u0y, points[0].y + half * u0x)
        addSide(&builder, points, reversed: false)
        let (ux, uy, _) = direction(points[n - 2], points[n - 1])
        addCap(&builder, points[n - 1], ux, uy)
        addSide(&builder, points, reversed: true)
        addCap(&builder, points[0], -u0x, -u0y)
        builder.close()
    }

    private func direction(_ a: Point, _ b: Point) -> (Double, Double, Double) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return (dx / length, dy / length, length)
    }

    /// The offset by +half along the normal (−uy, ux) of each segment, in order or reversed;
    /// starts where the builder's pen is (the first offset point).
    ///
    /// On the inside of a turn the two offset lines are cut at their crossing, h·tan(φ/2) before
    /// and after the vertex, so the outline does not overlap itself and the coverage there is
    /// exact. When a segment is too short for that, the outline goes through the vertex instead
    /// (the overlap winds positively and fills, but pixels on its edge may count it twice).
    private func addSide(_ builder: inout EdgeBuilder, _ points: UnsafeBufferPointer<Point>, reversed: Bool) {
        let n = points.count
        func point(_ i: Int) -> Point { reversed ? points[n - 1 - i] : points[i] }
        var (ux, uy, length) = direction(point(0), point(1))
        var used = 0.0  // how far the current segment's offset starts after its first point
        for k in 0..<(n - 1) {
            let end = point(k + 1)
            guard k + 2 < n else {
                builder.line(to: end.x - half * uy, end.y + half * ux)
                break
            }
            let (vx, vy, nextLength) = direction(end, point(k + 2))
            let cross = ux * vy - uy * vx, dot = ux * vx + uy * vy
            if cross > 0 {
                // This side is inside the turn.
                let cut = half * cross / (1 + dot)
                if cut <= length - used && cut <= nextLength {
                    builder.line(to: end.x - half * uy - cut * ux, end.y + half * ux - cut * uy)
                    used = cut
                } else {
                    builder.line(to: end.x - half * uy, end.y + half * ux)
                    builder.line(to: end.x, end.y)
                    builder.line(to: end.x - half * vy, end.y + half * vx)
                    used = 0
                }
            } else {
                builder.line(to: end.x - half * uy, end.y + half * ux)
                if cross < 0 || dot < 0 {
                    // Outside the turn (or a full reversal): round join.
                    addArc(&builder, end, fromX: -uy, fromY: ux, toX: -vy, toY: vx)
                }
                used = 0
            }
            ux = vx; uy = vy; length = nextLength
        }
    }

    /// From `p + half·n` (n the normal of the outward direction u) around to `p − half·n`.
    private func addCap(_ builder: inout EdgeBuilder, _ p: Point, _ ux: Double, _ uy: Double) {
        let nx = -uy, ny = ux
        switch cap {
        case .butt:
            builder.line(to: p.x - half * nx, p.y - half * ny)
        case .square:
            builder.line(to: p.x + half * (nx + ux), p.y + half * (ny + uy))
            builder.line(to: p.x + half * (ux - nx), p.y + half * (uy - ny))
            builder.line(to: p.x - half * nx, p.y - half * ny)
        case .round:
            addArc(&builder, p, fromX: nx, fromY: ny, toX: -nx, toY: -ny)
        }
    }

    /// An arc of radius `half` around `c` from unit vector `from` to `to`, turning from the
    /// normal towards the direction (the outside of the stroke), by at most half a turn; ends
    /// exactly at `c + half·to`.
    private func addArc(
        _ builder: inout EdgeBuilder, _ c: Point, fromX: Double, fromY: Double,
        toX: Double, toY: Double
    ) {
        let r = half * arc.vertexScale
        var x = fromX, y = fromY
        var steps = 2 * arc.stepsPerQuarter + 1
        // Stop once the remaining angle is at most one step.
        while steps > 0 && x * toX + y * toY < arc.cosStep {
            let nx = x * arc.cosStep + y * arc.sinStep, ny = y * arc.cosStep - x * arc.sinStep
            x = nx; y = ny
            builder.line(to: c.x + r * x, c.y + r * y)
            steps -= 1
        }
        builder.line(to: c.x + half * toX, c.y + half * toY)
    }
}

extension Canvas {
    /// Strokes the segment from `from` to `to` with a line `lineWidth` wide centred on it,
    /// anti-aliased by exact pixel area (round caps flattened, within 2/255). Non-finite or out-of-range
    /// (beyond ±2^40) input, or a width that is not positive, draws nothing.
    public func strokeLine(from: Point, to: Point, lineWidth: Double, color: Color, cap: LineCap = .butt) {
        let color = shown(color)
        strokePolyline([from, to], lineWidth: lineWidth, color: color, cap: cap)
    }

    /// Strokes the open polyline through `points` with a line `lineWidth` wide centred on it,
    /// with round joins and `cap` at both ends. The whole stroke is one coverage pass, so where
    /// segments overlap each pixel is still blended once. Consecutive repeated points are
    /// ignored; a single point draws a dot (round or square cap). Non-finite or out-of-range
    /// (beyond ±2^40) input, or a width that is not positive, draws nothing.
    public func strokePolyline(_ points: [Point], lineWidth: Double, color: Color, cap: LineCap = .butt) {
        let color = shown(color)
        guard color.alpha > 0, isUsableCoordinate(lineWidth), lineWidth > 0, !points.isEmpty else { return }
        for p in points where !(isUsableCoordinate(p.x) && isUsableCoordinate(p.y)) { return }
        var sink = SolidCoverageSink(canvas: self, color: color.premultiplied)
        withUnsafeTemporaryAllocation(of: Point.self, capacity: points.count) { buffer in
            var count = 0
            // Points closer than 1e-9 px to the previous one have no usable direction.
            for p in points
            where count == 0
                || Swift.abs(p.x - buffer[count - 1].x) + Swift.abs(p.y - buffer[count - 1].y) > 1e-9
            {
                buffer.initializeElement(at: count, to: p)
                count += 1
            }
            let distinct = UnsafeBufferPointer(rebasing: buffer[0..<count])
            let outliner = StrokeOutliner(lineWidth: lineWidth, cap: cap)
            let capacity = StrokeOutliner.edgeCapacity(segments: count - 1, lineWidth: lineWidth)
            withEdgeScratch(capacity: capacity) { builder in
                outliner.append(distinct, to: &builder)
                let b = builder.bounds
                rasterize(builder.edges, minX: b.minX, maxX: b.maxX, minY: b.minY, maxY: b.maxY, into: &sink)
            }
        }
    }

    /// Fills the polygon through `points` (closed from the last point back to the first) with
    /// the non-zero winding rule, anti-aliased by exact pixel area. Fewer than three points,
    /// non-finite or out-of-range (beyond ±2^40) coordinates draw nothing.
    public func fillPolygon(_ points: [Point], color: Color) {
        let color = shown(color)
        guard color.alpha > 0, points.count >= 3 else { return }
        for p in points where !(isUsableCoordinate(p.x) && isUsableCoordinate(p.y)) { return }
        var sink = SolidCoverageSink(canvas: self, color: color.premultiplied)
        withEdgeScratch(capacity: points.count) { builder in
            builder.move(to: points[0].x, points[0].y)
            for p in points.dropFirst() { builder.line(to: p.x, p.y) }
            builder.close()
            let b = builder.bounds
            rasterize(builder.edges, minX: b.minX, maxX: b.maxX, minY: b.minY, maxY: b.maxY, into: &sink)
        }
    }
}
