/// The "‹" of a back button, stroked (fonts may lack the character).
final class BackChevronView: View {
    var color: Color {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    init(frame: Rect, color: Color) {
        self.color = color
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let w = bounds.width, h = bounds.height
        // An open angle pointing left, 2.5 pt thick, inset so the round caps stay inside.
        let points = [Point(x: w * 0.75, y: h * 0.15), Point(x: w * 0.25, y: h * 0.5), Point(x: w * 0.75, y: h * 0.85)]
        context.strokePolyline(points.map { Point(x: $0.x * scale, y: $0.y * scale) }, lineWidth: 2.5 * scale,
                               color: color, cap: .round)
    }
}
