import TactileCore

/// A calendar page with its two rings and no entries, in a system grey that follows the
/// appearance: what the Calendar shows above "No events" for a day without any.
final class EmptyDayGlyph: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let s = contentScaleFactor
        let line = max(1, 2.5 * s)
        let color = Color.tertiaryLabel
        // The page, below the rings' tops.
        let page = Rect(x: line, y: 6 * s, width: bounds.width * s - 2 * line, height: bounds.height * s - 6 * s - line)
        context.strokeRoundedRect(page, cornerRadii: CornerRadii(all: 6 * s), lineWidth: line, color: color)
        // The band across the top where a calendar's month is printed.
        context.fillRoundedRect(
            Rect(x: page.minX, y: page.minY, width: page.width, height: 0.22 * page.height),
            cornerRadii: CornerRadii(topLeft: 6 * s, topRight: 6 * s, bottomRight: 0, bottomLeft: 0), color: color)
        // The two rings binding it.
        for x in [0.3, 0.7] {
            let ring = Rect(x: page.minX + x * page.width - line, y: 0, width: 2 * line, height: 12 * s)
            context.fillRoundedRect(ring, cornerRadii: CornerRadii(all: line), color: color)
        }
    }
}
