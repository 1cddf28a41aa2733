import TactileCore
import TactileSystem

/// An analog clock: the dial drawn once, and three hands that are views of their own turned by
/// their transforms, so a tick re-composites the hands without drawing anything (the talk: split
/// off only what moves). The second hand jumps once a second, with no frames between ticks.
final class AnalogClockView: View {
    /// The dial's face: off-white in light, near black in dark.
    static let faceColor = Color(light: Color(rgb: 0xFA_FAF7), dark: Color(rgb: 0x1C_1C1E))
    private let dial = ClockDialView(frame: .zero)
    private let hourHand = ClockHandView(length: 0.5, width: 6, color: .label)
    private let minuteHand = ClockHandView(length: 0.78, width: 4, color: .label)
    private let secondHand = ClockHandView(length: 0.86, width: 2, color: .systemOrange)

    /// The time the hands show (seconds whole: the hand ticks).
    var time = WallTime(hour: 0, minute: 0) {
        didSet { if time != oldValue { turnHands() } }
    }

    override init(frame: Rect) {
        super.init(frame: frame)
        for view in [dial, hourHand, minuteHand, secondHand] as [View] { addSubview(view) }
        isAccessibilityElement = true
        accessibilityLabel = "Clock"
        accessibilityTraits = .staticText
    }

    /// The angle of a hand `fraction` of the way round from twelve, clockwise, in radians.
    static func angle(_ fraction: Double) -> Double { fraction * 2 * Trigonometry.pi }

    /// The hands' angles for `time`: the hour hand moves with the minutes, the minute hand with
    /// whole seconds, the second hand by whole seconds.
    static func angles(for time: WallTime) -> (hour: Double, minute: Double, second: Double) {
        let seconds = Double(time.second)
        let minutes = Double(time.minute) + seconds / 60
        let hours = Double(time.hour % 12) + minutes / 60
        return (angle(hours / 12), angle(minutes / 60), angle(seconds / 60))
    }

    private func turnHands() {
        let angles = Self.angles(for: time)
        for (hand, angle) in [(hourHand, angles.hour), (minuteHand, angles.minute), (secondHand, angles.second)] {
            hand.transform = AffineTransform(rotationAngle: angle)
        }
        accessibilityValue = ClockFormat.twoDigits(time.hour) + ":" + ClockFormat.twoDigits(time.minute)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let square = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        dial.frame = square
        for hand in [hourHand, minuteHand, secondHand] {
            hand.radius = side / 2
            // Turned about the dial's centre: the hand's bounds are the dial's square.
            hand.bounds = Rect(x: 0, y: 0, width: side, height: side)
            hand.center = Point(x: square.midX, y: square.midY)
        }
        turnHands()
    }
}

/// The dial: a white face with a tick for every minute, longer for the hours, and the numbers.
final class ClockDialView: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let side = min(bounds.width, bounds.height) * scale
        let centre = Point(x: side / 2, y: side / 2), radius = side / 2 - 2 * scale
        context.fillRoundedRect(
            Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius),
            cornerRadii: CornerRadii(all: radius), color: AnalogClockView.faceColor)
        for minute in 0..<60 {
            let a = AnalogClockView.angle(Double(minute) / 60)
            let isHour = minute % 5 == 0
            let inner = radius * (isHour ? 0.84 : 0.91), outer = radius * 0.96
            let (sin, cos) = (Trigonometry.sin(a), Trigonometry.cos(a))
            context.strokeLine(
                from: Point(x: centre.x + inner * sin, y: centre.y - inner * cos),
                to: Point(x: centre.x + outer * sin, y: centre.y - outer * cos),
                lineWidth: (isHour ? 3 : 1) * scale, color: .secondaryLabel)
        }
        let font = Font.system(size: max(10, side / scale / 14), weight: .bold, scale: scale)
        for hour in 1...12 {
            let a = AnalogClockView.angle(Double(hour) / 12)
            let layout = TextLayout(String(hour), font: font)
            let r = radius * 0.70
            let x = centre.x + r * Trigonometry.sin(a) - layout.size.width / 2
            let y = centre.y - r * Trigonometry.cos(a) - layout.size.height / 2
            context.drawText(layout, at: Point(x: x, y: y), color: .label)
        }
    }
}

/// A hand pointing at twelve from the centre of its square bounds, turned by its transform.
final class ClockHandView: View {
    /// How far it reaches, as a fraction of the dial's radius.
    let length: Double
    let width: Double
    let color: Color
    var radius = 0.0 {
        didSet { if radius != oldValue { setNeedsDisplay() } }
    }

    init(length: Double, width: Double, color: Color) {
        self.length = length
        self.width = width
        self.color = color
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let centre = Point(x: bounds.width / 2 * scale, y: bounds.height / 2 * scale)
        context.strokeLine(
            from: Point(x: centre.x, y: centre.y + radius * 0.12 * scale),
            to: Point(x: centre.x, y: centre.y - radius * length * scale),
            lineWidth: width * scale, color: color, cap: .round)
        context.fillRoundedRect(
            Rect(
                x: centre.x - width * scale, y: centre.y - width * scale,
                width: 2 * width * scale, height: 2 * width * scale),
            cornerRadii: CornerRadii(all: width * scale), color: color)
    }
}
