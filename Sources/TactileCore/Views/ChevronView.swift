import TactileRaster

/// A chevron, "‹" or "›", stroked as two segments with round caps (fonts may lack the
/// characters): a back button's, pointing left, or a row's disclosure indicator, pointing right.
/// The style sets the proportions and the stroke; the view's bounds, the size.
package final class ChevronView: View {
    /// Where the tip points.
    enum Direction {
        case left, right
    }

    /// The proportions and stroke of a kind of chevron.
    enum Style {
        /// A navigation bar's back button: 2.5 pt thick, its arms' ends a quarter of the width and
        /// 15 % of the height in from the edges, so the round caps stay inside.
        case backButton
        /// A row's disclosure indicator: 2 pt thick, across 60 % of the width and 80 % of the
        /// height.
        case disclosureIndicator

        /// The stroke's thickness, in points.
        var lineWidth: Double {
            switch self {
            case .backButton: 2.5
            case .disclosureIndicator: 2
            }
        }

        /// For a chevron pointing right, as fractions of the bounds: the x of the arms' ends and
        /// of the tip, and the y of the top and bottom ends (the tip is halfway down).
        var shape: (arms: Double, tip: Double, top: Double, bottom: Double) {
            switch self {
            case .backButton: (0.25, 0.75, 0.15, 0.85)
            case .disclosureIndicator: (0.2, 0.8, 0.1, 0.9)
            }
        }
    }

    /// The size of a row's disclosure indicator, in points.
    static let disclosureIndicatorSize = Size(width: 8, height: 13)

    let direction: Direction
    let style: Style
    var color: Color {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    init(frame: Rect, direction: Direction, style: Style, color: Color) {
        self.direction = direction
        self.style = style
        self.color = color
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// A row's "›" at `disclosureIndicatorSize`, in UIKit's tertiary label grey.
    package static func disclosureIndicator() -> ChevronView {
        ChevronView(
            frame: Rect(origin: .zero, size: disclosureIndicatorSize), direction: .right,
            style: .disclosureIndicator, color: Color(rgb: 0xC4_C4C7))
    }

    package override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let w = bounds.width, h = bounds.height
        let shape = style.shape
        // A left chevron is the right one mirrored (1 - f is exact for the back button's quarters:
        // the same pixels as when each kind had its own view).
        let arms = direction == .right ? shape.arms : 1 - shape.arms
        let tip = direction == .right ? shape.tip : 1 - shape.tip
        let points = [
            Point(x: w * arms, y: h * shape.top), Point(x: w * tip, y: h * 0.5),
            Point(x: w * arms, y: h * shape.bottom)
        ]
        context.strokePolyline(
            points.map { Point(x: $0.x * scale, y: $0.y * scale) }, lineWidth: style.lineWidth * scale,
            color: color, cap: .round)
    }
}
