extension Canvas {
    /// Strokes the arc of the circle of `radius` around `center` from `startAngle` to `endAngle`
    /// (radians; 0 points along +x, and angles grow clockwise on the screen, whose y points
    /// down, as UIKit's `addArc(clockwise: true)`), with a line `lineWidth` wide centred on the
    /// circle and `cap` at both ends; a sweep of a whole turn or more draws a ring. Anti-aliased
    /// by exact pixel area over chords within 0.005 px of the circle (`ArcFlattening`), one
    /// coverage pass (each pixel blended once). Non-finite or out-of-range input, a radius or
    /// width that is not positive, or an empty sweep draws nothing. Square caps are exact while
    /// they stay outside the ring's hole (half the width no more than the inner radius); past
    /// that their corners cross the inner edge and part of the overlap is left out.
    ///
    /// (Where the chords of a ring meet their own seam, the path crosses it twice in opposite
    /// directions and the non-zero rule adds nothing.)
    public func strokeArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, lineWidth: Double,
        color: Color, cap: LineCap = .butt
    ) {
        guard color.alpha > 0, isUsableCoordinate(center.x), isUsableCoordinate(center.y), isUsableCoordinate(radius),
            isUsableCoordinate(lineWidth), radius > 0, lineWidth > 0, startAngle.isFinite, endAngle.isFinite,
            endAngle > startAngle
        else { return }
        let fullTurn = 2 * Trigonometry.pi
        let sweep = Swift.min(endAngle - startAngle, fullTurn)
        let isRing = sweep >= fullTurn
        let outer = radius + lineWidth / 2, inner = Swift.max(0, radius - lineWidth / 2)
        let steps = Swift.max(1, Int((Double(ArcFlattening.stepsPerQuarter(radius: outer)) * sweep / (Trigonometry.pi / 2)).rounded(.up)))
        @inline(__always) func point(_ r: Double, _ angle: Double, around c: Point = center) -> Point {
            Point(x: c.x + r * Trigonometry.cos(angle), y: c.y + r * Trigonometry.sin(angle))
        }
        // Vertices between the ends sit on a slightly larger circle, so that each chord's sector
        // has the circle's area (ArcFlattening's rule): R/r = √(φ / sin φ) for chords of angle φ.
        let bulge = (sweep / Double(steps) / Trigonometry.sin(sweep / Double(steps))).squareRoot()
        @inline(__always) func scaled(_ i: Int, of count: Int) -> Double { i == 0 || i == count ? 1 : bulge }
        var points: [Point] = []
        points.reserveCapacity(2 * steps + 2 + (cap == .round ? 2 * steps : 0))
        for i in 0...steps { points.append(point(outer * scaled(i, of: steps), startAngle + sweep * Double(i) / Double(steps))) }
        let end = startAngle + sweep
        let capSteps = Swift.max(2, ArcFlattening.stepsPerQuarter(radius: lineWidth / 2) * 2)
        let capRadius = lineWidth / 2 * (Trigonometry.pi / Double(capSteps) / Trigonometry.sin(Trigonometry.pi / Double(capSteps))).squareRoot()
        // The direction of travel at an angle (the circle's tangent), for square caps.
        @inline(__always) func ahead(_ p: Point, _ angle: Double, _ distance: Double) -> Point {
            Point(x: p.x - distance * Trigonometry.sin(angle), y: p.y + distance * Trigonometry.cos(angle))
        }
        if cap == .round && !isRing {
            // A half circle around the end of the centre line, outward along the sweep.
            let middle = point(radius, end)
            for i in 1..<capSteps { points.append(point(capRadius, end + Trigonometry.pi * Double(i) / Double(capSteps), around: middle)) }
        } else if cap == .square && !isRing {
            points.append(ahead(point(outer, end), end, lineWidth / 2))
            points.append(ahead(point(inner, end), end, lineWidth / 2))
        }
        // The inner edge back.
        for i in stride(from: steps, through: 0, by: -1) {
            points.append(point(inner * scaled(i, of: steps), startAngle + sweep * Double(i) / Double(steps)))
        }
        if cap == .round && !isRing {
            let middle = point(radius, startAngle)
            for i in 1..<capSteps {
                points.append(point(capRadius, startAngle + Trigonometry.pi + Trigonometry.pi * Double(i) / Double(capSteps), around: middle))
            }
        } else if cap == .square && !isRing {
            points.append(ahead(point(inner, startAngle), startAngle, -lineWidth / 2))
            points.append(ahead(point(outer, startAngle), startAngle, -lineWidth / 2))
        }
        fillPolygon(points, color: color)
    }
}
