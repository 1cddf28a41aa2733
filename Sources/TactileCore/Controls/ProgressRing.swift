import TactileRaster

/// A ring showing how far a task has got (LVGL's arc, a watch's activity ring): a circular
/// track, and over it an arc from the top, clockwise, `progress` of the way round, with round
/// ends. The circular counterpart of `ProgressView`, with its names; it draws (its contents are
/// kept, so moving or fading it costs no drawing), and a new `progress` draws it again.
open class ProgressRing: View {
    /// The filled fraction, 0…1: set values are clamped, NaN counts as 0.
    public var progress: Double = 0 {
        didSet {
            progress = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
            if progress != oldValue { setNeedsDisplay() }
        }
    }

    /// The width of the ring in points.
    public var lineWidth: Double = 6 {
        didSet { if lineWidth != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the filled arc; nil (the default): the tint colour.
    public var progressTintColor: Color? {
        didSet { if progressTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the track; nil (the default): the palette's fill.
    public var trackTintColor: Color? {
        didSet { if trackTintColor != oldValue { setNeedsDisplay() } }
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
    }

    open override func tintColorDidChange() { setNeedsDisplay() }
    open override func userInterfaceStyleDidChange() { setNeedsDisplay() }

    /// An item whose value is the progress in percent, as a slider's.
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isElement: true, value: "\(Int((progress * 100).rounded())) %", traits: .updatesFrequently)
    }

    open override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let width = Swift.min(lineWidth, Swift.min(bounds.width, bounds.height) / 2) * scale
        let radius = Swift.min(bounds.width, bounds.height) * scale / 2 - width / 2
        guard width > 0, radius > 0 else { return }
        let center = Point(x: bounds.width * scale / 2, y: bounds.height * scale / 2)
        let top = -Trigonometry.pi / 2
        context.strokeArc(
            center: center, radius: radius, startAngle: top, endAngle: top + 2 * Trigonometry.pi,
            lineWidth: width, color: trackTintColor ?? palette.fill)
        guard progress > 0 else { return }
        context.strokeArc(
            center: center, radius: radius, startAngle: top, endAngle: top + 2 * Trigonometry.pi * progress,
            lineWidth: width, color: progressTintColor ?? tintColor, cap: .round)
    }
}
