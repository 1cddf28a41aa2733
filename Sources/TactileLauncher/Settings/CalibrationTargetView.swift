import TactileCore
import TactileInput
import TactileRaster

/// The calibration screen's picture, as `tactile calibrate` draws it: a dark background, a
/// crosshair in a square ring on the current target (green while touched) and one square per
/// target along the bottom, filled once that target was touched.
final class CalibrationTargetView: View {
    /// The procedure shown; set it after each change.
    var procedure: CalibrationProcedure? {
        didSet { if procedure?.state != oldValue?.state { setNeedsDisplay() } }
    }
    /// Receives the touch records on this view (positions in its bounds, which cover the screen).
    var onTouch: ((TouchRecord) -> Void)?

    static let background = Color(red: 24, green: 24, blue: 28)

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Self.background
        isMultipleTouchEnabled = true
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        guard let procedure else { return }
        let scale = contentScaleFactor
        func px(_ value: Double) -> Int { Int((value * scale).rounded(.down)) }
        let done: Int
        var touching = false
        switch procedure.state {
        case .waiting(let index): done = index
        case .touching(let index): done = index; touching = true
        case .finished, .failed: done = procedure.targets.count
        }
        if let target = procedure.currentTarget {
            let x = px(target.x), y = px(target.y)
            let color = touching ? Color(red: 80, green: 220, blue: 120) : Color.white
            let arm = px(20), ring = px(10), thick = max(1, px(2))
            context.fill(PixelRect(x: x - arm, y: y - thick / 2, width: 2 * arm + 1, height: thick + 1), color: color)
            context.fill(PixelRect(x: x - thick / 2, y: y - arm, width: thick + 1, height: 2 * arm + 1), color: color)
            context.fill(PixelRect(x: x - ring, y: y - ring, width: 2 * ring + 1, height: thick), color: color)
            context.fill(PixelRect(x: x - ring, y: y + ring - thick + 1, width: 2 * ring + 1, height: thick), color: color)
            context.fill(PixelRect(x: x - ring, y: y - ring, width: thick, height: 2 * ring + 1), color: color)
            context.fill(PixelRect(x: x + ring - thick + 1, y: y - ring, width: thick, height: 2 * ring + 1), color: color)
        }
        let count = procedure.targets.count
        let box = px(12), step = px(20)
        let left = px(bounds.width / 2) - count * step / 2
        for index in 0..<count {
            let square = PixelRect(x: left + index * step, y: px(bounds.height - 30), width: box, height: box)
            context.fill(square, color: index < done ? Color(red: 80, green: 220, blue: 120) : Color(red: 90, green: 90, blue: 96))
        }
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) { forward(touches) }
    override func touchesMoved(_ touches: [Touch], with event: Event) { forward(touches) }
    override func touchesEnded(_ touches: [Touch], with event: Event) { forward(touches) }
    override func touchesCancelled(_ touches: [Touch], with event: Event) { forward(touches) }

    private func forward(_ touches: [Touch]) {
        for touch in touches {
            var record = touch.record
            let point = touch.location(in: self)
            record.location = TouchLocation(x: point.x, y: point.y)
            onTouch?(record)
        }
    }
}
