import Raster
import Tactile

/// The "›" at the end of a row that opens another page, stroked (fonts may lack the character).
final class DisclosureIndicatorView: View {
    static let size = Size(width: 8, height: 13)

    init() {
        super.init(frame: Rect(origin: .zero, size: Self.size))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let w = bounds.width, h = bounds.height
        let points = [Point(x: w * 0.2, y: h * 0.1), Point(x: w * 0.8, y: h * 0.5), Point(x: w * 0.2, y: h * 0.9)]
        context.strokePolyline(points.map { Point(x: $0.x * scale, y: $0.y * scale) }, lineWidth: 2 * scale,
                               color: Color(rgb: 0xC4_C4C7), cap: .round)
    }
}
