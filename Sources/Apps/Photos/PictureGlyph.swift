import TactileCore

/// A picture's outline with hills and a sun, in a system grey that follows the appearance: the
/// glyph of Photos' empty folder and of a picture that cannot be shown.
final class PictureGlyph: View {
    /// The glyph's colour; dynamic colours resolve where it is drawn.
    var color: Color = .tertiaryLabel {
        didSet { setNeedsDisplay() }
    }

    override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let s = contentScaleFactor
        let w = bounds.width * s, h = bounds.height * s, line = max(1, 3 * s)
        let frame = Rect(x: line, y: line, width: w - 2 * line, height: h - 2 * line)
        context.strokeRoundedRect(frame, cornerRadii: CornerRadii(all: 8 * s), lineWidth: line, color: color)
        context.fillPolygon(
            [
                Point(x: frame.minX + line, y: frame.maxY - line), Point(x: frame.minX + 0.35 * frame.width, y: frame.minY + 0.45 * frame.height),
                Point(x: frame.minX + 0.6 * frame.width, y: frame.minY + 0.7 * frame.height),
                Point(x: frame.minX + 0.75 * frame.width, y: frame.minY + 0.55 * frame.height),
                Point(x: frame.maxX - line, y: frame.maxY - line)
            ], color: color)
        let sun = 0.12 * frame.height
        context.fillRoundedRect(
            Rect(x: frame.maxX - 0.3 * frame.width, y: frame.minY + 0.15 * frame.height, width: 2 * sun, height: 2 * sun),
            cornerRadii: CornerRadii(all: sun), color: color)
    }
}
