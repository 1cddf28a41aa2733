import TactileCore
import TactileInput
import TactileRaster

/// Shows where fingers are: a translucent ring view under each touch that is down, so a panel's
/// calibration and rotation can be checked by eye. The rings take no touches themselves.
final class TouchIndicators {
    @Unowned private var container: View
    private var rings: [Int: View] = [:]
    private let radius: Double

    /// Rings of `radius` points, added in front of `container`'s subviews.
    init(in container: View, radius: Double = 22) {
        self.container = container
        self.radius = radius
    }

    /// Moves, adds and removes rings for touch records in the container's coordinates.
    func apply(_ records: [TouchRecord]) {
        for record in records {
            let point = Point(x: record.location.x, y: record.location.y)
            switch record.phase {
            case .began, .moved, .stationary:
                let ring = rings[record.id] ?? makeRing()
                rings[record.id] = ring
                ring.center = point
                container.bringSubviewToFront(ring)
            case .ended, .cancelled:
                rings[record.id]?.removeFromSuperview()
                rings[record.id] = nil
            }
        }
    }

    /// Takes every ring away (showing touches was turned off).
    func removeAll() {
        for ring in rings.values { ring.removeFromSuperview() }
        rings.removeAll()
    }

    private func makeRing() -> View {
        let ring = View(frame: Rect(x: 0, y: 0, width: 2 * radius, height: 2 * radius))
        ring.backgroundColor = Color.white.withAlpha(90)
        ring.cornerRadius = radius
        ring.borderWidth = 2
        // A dark edge round a light fill: seen on white and on black.
        ring.borderColor = Color.black.withAlpha(110)
        ring.isUserInteractionEnabled = false
        container.addSubview(ring)
        return ring
    }
}

/// Shows the rings for every touch, first in the pipeline and claiming nothing: the rings follow
/// fingers whatever the views and the system gestures do with them.
final class TouchIndicatorStage: TouchStage {
    let indicators: TouchIndicators
    /// Whether rings show; off, records pass untouched.
    var isEnabled = false {
        didSet { if !isEnabled { indicators.removeAll() } }
    }

    init(indicators: TouchIndicators) {
        self.indicators = indicators
    }

    override func handle(_ records: [TouchRecord]) {
        if isEnabled { indicators.apply(records) }
    }
}
