import Input
import Raster

/// Shows where fingers are: a translucent ring under each touch that is down, so a panel's
/// calibration and rotation can be checked by eye.
struct TouchOverlay {
    private(set) var locations: [Int: Point] = [:]
    let radius: Double

    init(scale: Double) {
        radius = 22 * scale
    }

    /// Applies touch records; returns the pixels that need redrawing (old and new rings).
    mutating func apply(_ records: [TouchRecord]) -> [PixelRect] {
        var damage: [PixelRect] = []
        for record in records {
            if let old = locations[record.id] { damage.append(bounds(of: old)) }
            switch record.phase {
            case .began, .moved, .stationary:
                let point = Point(x: record.location.x, y: record.location.y)
                locations[record.id] = point
                damage.append(bounds(of: point))
            case .ended, .cancelled:
                locations[record.id] = nil
            }
        }
        return damage
    }

    func draw(on canvas: Canvas) {
        for point in locations.values {
            let ring = Rect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius)
            canvas.fillRoundedRect(ring, cornerRadii: CornerRadii(all: radius), color: Color.white.withAlpha(90))
            canvas.strokeRoundedRect(ring, cornerRadii: CornerRadii(all: radius), lineWidth: 2, color: .white)
        }
    }

    private func bounds(of point: Point) -> PixelRect {
        Rect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius)
            .insetBy(dx: -2, dy: -2).enclosingPixels
    }
}
