import TactileCore

/// The demo's custom-drawing view: gradient rounded rectangles, a radial "sphere", lines with
/// every cap, a polyline and a star, drawn once into the view's contents by `draw(_:in:)`.
/// Designed on a 330 × 172 point grid and scaled to the bounds.
final class ShapesView: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        // Design units to contents pixels.
        let s = contentScaleFactor * min(bounds.width / 330, bounds.height / 172)
        func point(_ x: Double, _ y: Double) -> Point { Point(x: x * s, y: y * s) }
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: x * s, y: y * s, width: w * s, height: h * s)
        }

        context.fillRoundedRect(
            box(0, 2, 96, 64), cornerRadii: CornerRadii(all: 12 * s),
            gradient: .linear(
                LinearGradient(
                    start: point(0, 2), end: point(96, 66),
                    stops: [
                        GradientStop(location: 0, color: Color(rgb: 0xFF_9A3C)),
                        GradientStop(location: 1, color: Color(rgb: 0xE8_3C78))
                    ])))
        context.fillRoundedRect(
            box(108, 2, 96, 64),
            cornerRadii: CornerRadii(
                topLeft: 30 * s, topRight: 4 * s,
                bottomRight: 30 * s, bottomLeft: 4 * s),
            gradient: .linear(
                LinearGradient(
                    start: point(108, 2), end: point(108, 66),
                    stops: [
                        GradientStop(location: 0, color: Color(rgb: 0x4C_D6FF)),
                        GradientStop(location: 1, color: Color(rgb: 0x3A_5CFF))
                    ])))
        context.fillRoundedRect(
            box(222, 0, 68, 68), cornerRadii: CornerRadii(all: 34 * s),
            gradient: .radial(
                RadialGradient(
                    center: point(242, 20), radius: 52 * s,
                    stops: [
                        GradientStop(location: 0, color: Color(rgb: 0xFF_FFFF)),
                        GradientStop(location: 0.4, color: Color(rgb: 0x7C_E0A0)),
                        GradientStop(location: 1, color: Color(rgb: 0x1A_6040))
                    ])))
        let caps: [LineCap] = [.butt, .round, .square]
        for (i, cap) in caps.enumerated() {
            let y = 90 + Double(i) * 18
            context.strokeLine(
                from: point(10, y), to: point(94, y - 8), lineWidth: 7 * s,
                color: Color(rgb: 0xFF_E070, alpha: 230), cap: cap)
        }
        context.strokePolyline(
            [point(114, 150), point(139, 90), point(164, 150), point(189, 90), point(214, 150)],
            lineWidth: 3 * s, color: Color(rgb: 0x9C_F0FF), cap: .round)
        var star: [Point] = []
        for i in 0..<5 {
            let angle = -Trigonometry.pi / 2 + Double(i * 2) * 2 * Trigonometry.pi / 5
            star.append(point(279 + 40 * Trigonometry.cos(angle), 122 + 40 * Trigonometry.sin(angle)))
        }
        context.fillPolygon(star, color: Color(rgb: 0xFF_6A6A, alpha: 220))
    }
}
