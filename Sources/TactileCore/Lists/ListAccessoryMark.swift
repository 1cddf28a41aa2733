import TactileRaster

/// Draws a cell's `accessoryType`: a grey chevron or a checkmark in the tint colour, as strokes
/// of two segments.
final class ListAccessoryMark: View {
    var type: ListCell.AccessoryType = .none {
        didSet { if type != oldValue { isHidden = type == .none; setNeedsDisplay() } }
    }

    /// The size it takes at the cell's trailing edge.
    static let size = Size(width: 14, height: 20)

    /// The chevron's colour in each style (UIKit's `tertiaryLabel`, opaque).
    static let chevron = Color(light: Color(rgb: 0xC4_C4C7), dark: Color(rgb: 0x5A_5A5F))

    override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
        isHidden = true
        isUserInteractionEnabled = false
    }

    override func tintColorDidChange() { setNeedsDisplay() }
    override func userInterfaceStyleDidChange() { setNeedsDisplay() }

    override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let w = bounds.width * scale, h = bounds.height * scale
        let points: [Point]
        let color: Color
        switch type {
        case .none:
            return
        case .disclosureIndicator:
            points = [Point(x: w * 0.35, y: h * 0.25), Point(x: w * 0.7, y: h * 0.5), Point(x: w * 0.35, y: h * 0.75)]
            color = Self.chevron.resolvedColor(with: shownStyle)
        case .checkmark:
            points = [Point(x: w * 0.05, y: h * 0.55), Point(x: w * 0.38, y: h * 0.8), Point(x: w * 0.95, y: h * 0.2)]
            color = tintColor
        }
        context.strokePolyline(points, lineWidth: 2.5 * scale, color: color, cap: .round)
    }
}
