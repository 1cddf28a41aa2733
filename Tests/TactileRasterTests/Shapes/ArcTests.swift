import Foundation
import TactileRaster
import Testing

/// Arcs against the integrated reference coverage of the exact shape: points within half the
/// width of the circle whose angle lies in the sweep, plus the caps (a disc at each end for
/// round, a half-square beyond each end for square). Allowed: 2/255 per pixel, as for lines.
@Suite struct ArcTests {
    static let tolerance = 2.0 / 255 + 1e-9
    static let center = Point(x: 30.3, y: 29.6)

    /// Whether (x, y) lies in the stroke of the arc of `radius` from `start` through `sweep`.
    static func inside(
        _ x: Double, _ y: Double, radius: Double, start: Double, sweep: Double, width: Double,
        cap: LineCap
    ) -> Bool {
        let dx = x - center.x, dy = y - center.y, h = width / 2
        let r = (dx * dx + dy * dy).squareRoot()
        // The angle past the start, 0..<2π (angles grow clockwise on screen: y points down).
        var past = atan2(dy, dx) - start
        past -= 2 * .pi * (past / (2 * .pi)).rounded(.down)
        if abs(r - radius) <= h && (sweep >= 2 * .pi || past <= sweep) { return true }
        if sweep >= 2 * .pi { return false }
        for (angle, direction) in [(start, -1.0), (start + sweep, 1.0)] {
            let end = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let ex = x - end.x, ey = y - end.y
            switch cap {
            case .butt: break
            case .round: if ex * ex + ey * ey <= h * h { return true }
            case .square:
                // Along the travel direction beyond the end, and across within the band.
                let along = direction * (-ex * sin(angle) + ey * cos(angle))
                let across = ex * cos(angle) + ey * sin(angle)
                if along >= 0 && along <= h && abs(across) <= h { return true }
            }
        }
        return false
    }

    static let arcs: [(radius: Double, start: Double, sweep: Double, width: Double)] = [
        (20, -Double.pi / 2, 1.3 * .pi, 6),  // from the top, most of the way round
        (17.5, 0.4, 0.7, 3.2),  // a short arc
        (24, 2.0, 2 * .pi, 4),  // a whole ring
        (9, -1, 4.5, 11)  // wider than its hole
    ]

    @Test(arguments: [LineCap.butt, .round, .square], 0..<arcs.count)
    func arcCoverageMatchesTheExactShape(cap: LineCap, index: Int) {
        let arc = Self.arcs[index]
        // Square caps reaching over the hole are not drawn as their union (see `strokeArc`).
        if cap == .square && arc.width / 2 > arc.radius - arc.width / 2 { return }
        let reference = ShapeReference.coverage(width: 60, height: 60) {
            Self.inside($0, $1, radius: arc.radius, start: arc.start, sweep: arc.sweep, width: arc.width, cap: cap)
        }
        let drawn = ShapeReference.drawnCoverage(width: 60, height: 60) {
            $0.strokeArc(
                center: Self.center, radius: arc.radius, startAngle: arc.start, endAngle: arc.start + arc.sweep,
                lineWidth: arc.width, color: .white, cap: cap)
        }
        let worst = ShapeReference.maximumError(drawn, reference, width: 60)
        #expect(worst.error <= Self.tolerance, "worst \(worst.error * 255)/255 at (\(worst.x), \(worst.y))")
    }

    @Test func emptyOrHostileArcsDrawNothing() {
        for (radius, start, end, width) in [
            (10.0, 1.0, 1.0, 2.0), (10, 2, 1, 2), (0, 0, 3, 2), (10, 0, 3, 0),
            (.nan, 0, 3, 2), (10, 0, .infinity, 2), (1e300, 0, 3, 2), (10, 0, 3, -1)
        ] {
            let drawn = ShapeReference.drawnCoverage(width: 20, height: 20) {
                $0.strokeArc(
                    center: Point(x: 10, y: 10), radius: radius, startAngle: start, endAngle: end,
                    lineWidth: width, color: .white)
            }
            #expect(drawn.allSatisfy { $0 == 0 }, "radius \(radius) \(start)…\(end) width \(width)")
        }
    }
}
