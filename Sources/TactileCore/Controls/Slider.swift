import TactileRaster

/// A control choosing a value in a range by dragging a thumb along a track, UIKit's `UISlider`.
///
/// A touch has to land on the thumb (its 28 pt circle grown by `thumbHitMargin`); the thumb then
/// follows the finger's horizontal movement without jumping to it, anywhere the finger goes,
/// until it lifts. With `isContinuous` (the default) every change sends `valueChanged`;
/// otherwise one `valueChanged` comes on lift if the value changed. Setting `value` sends
/// nothing. The track left of the thumb has the tint colour, the rest the palette's fill.
open class Slider: Control {
    /// The height a slider asks for (`sizeThatFits`).
    public static let height = 31.0
    static let thumbSide = 28.0
    static let trackHeight = 4.0

    /// The value at the left end. Default 0.
    public var minimumValue = 0.0 {
        didSet { rangeDidChange() }
    }
    /// The value at the right end. Default 1.
    public var maximumValue = 1.0 {
        didSet { rangeDidChange() }
    }

    /// The value, kept within `minimumValue`...`maximumValue` (NaN becomes the minimum).
    public var value: Double {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// An adjustable item whose value is its position in its range, in percent.
    open override var standardAccessibility: StandardAccessibility {
        let span = maximumValue - minimumValue
        let percent = span > 0 ? Int(((value - minimumValue) / span * 100).rounded()) : 0
        return StandardAccessibility(
            isElement: true, value: "\(percent) %",
            traits: isEnabled ? .adjustable : [.adjustable, .notEnabled])
    }

    /// A tenth of the range up, as VoiceOver's flick up does.
    open override func accessibilityIncrement() { step(by: 0.1) }

    /// A tenth of the range down.
    open override func accessibilityDecrement() { step(by: -0.1) }

    private final func step(by fraction: Double) {
        guard isEnabled else { return }
        let old = value
        value = value + (maximumValue - minimumValue) * fraction
        if value != old { sendActions(for: .valueChanged) }
    }

    /// Whether every change during a drag sends `valueChanged` (true), or only the lift (false).
    public var isContinuous = true

    /// How far around the thumb a touch still takes it, in points. Default 10.
    public var thumbHitMargin = 10.0

    /// The filled part's colour; nil: the tint colour.
    public var minimumTrackTintColor: Color? {
        didSet { updateColours() }
    }
    /// The unfilled part's colour; nil: the palette's fill.
    public var maximumTrackTintColor: Color? {
        didSet { updateColours() }
    }

    private var storedValue = 0.0
    private var valueAtTouchDown = 0.0
    private var grabOffset = 0.0
    let minimumTrack = View(frame: .zero)
    let maximumTrack = View(frame: .zero)
    let thumb = View(frame: Rect(x: 0, y: 0, width: Slider.thumbSide, height: Slider.thumbSide))

    /// A slider at `frame`, at 0 in 0...1.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        for part in [maximumTrack, minimumTrack] {
            part.cornerRadius = Slider.trackHeight / 2
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        thumb.cornerRadius = Slider.thumbSide / 2
        thumb.borderWidth = 0.5
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        updateColours()
        placeParts()
    }

    /// Sets the value (clamped), sliding the thumb over 0.25 s when `animated`. Sends nothing.
    public func setValue(_ newValue: Double, animated: Bool) {
        storedValue = clamped(newValue)
        if animated, let animator {
            animator.animate(withDuration: .milliseconds(250), changes: { self.placeParts() })
        } else {
            placeParts()
        }
    }

    /// No width of its own (it takes what it is given), `Slider.height` tall.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Slider.height) }

    /// The slider's width as given, its height `Slider.height`.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Slider.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    // MARK: Touches

    open override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        let point = touch.location(in: self)
        let grip = thumb.frame.insetBy(dx: -thumbHitMargin, dy: -thumbHitMargin)
        guard grip.contains(point) else { return false }
        grabOffset = point.x - thumb.frame.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        let x = touch.location(in: self).x - grabOffset
        let (start, end) = thumbCentreRange
        let fraction = end > start ? (x - start) / (end - start) : 0
        let newValue = clamped(minimumValue + fraction * (maximumValue - minimumValue))
        guard newValue != storedValue else { return true }
        storedValue = newValue
        placeParts()
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: Touch, with event: Event) {
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    // MARK: Appearance

    open override func tintColorDidChange() { updateColours() }
    open override func userInterfaceStyleDidChange() { updateColours() }
    open override func stateDidChange() { alpha = isEnabled ? 1 : 0.5 }

    /// The x of the thumb's centre at the minimum and at the maximum.
    private final var thumbCentreRange: (Double, Double) {
        (Slider.thumbSide / 2, Swift.max(Slider.thumbSide / 2, bounds.width - Slider.thumbSide / 2))
    }

    private final func clamped(_ candidate: Double) -> Double {
        let low = minimumValue.isFinite ? minimumValue : 0
        let high = maximumValue.isFinite ? Swift.max(maximumValue, low) : low
        guard candidate.isFinite else { return candidate == .infinity ? high : low }
        return Swift.min(Swift.max(candidate, low), high)
    }

    private final func rangeDidChange() {
        storedValue = clamped(storedValue)
        placeParts()
    }

    private final func placeParts() {
        let (start, end) = thumbCentreRange
        let span = maximumValue - minimumValue
        let fraction = span > 0 && span.isFinite ? (storedValue - minimumValue) / span : 0
        let centreX = start + fraction * (end - start)
        let midY = bounds.height / 2
        thumb.frame = Rect(
            x: centreX - Slider.thumbSide / 2, y: midY - Slider.thumbSide / 2,
            width: Slider.thumbSide, height: Slider.thumbSide)
        let trackY = midY - Slider.trackHeight / 2
        minimumTrack.frame = Rect(x: 0, y: trackY, width: Swift.max(centreX, 0), height: Slider.trackHeight)
        maximumTrack.frame = Rect(
            x: centreX, y: trackY, width: Swift.max(bounds.width - centreX, 0),
            height: Slider.trackHeight)
    }

    private final func updateColours() {
        let palette = self.palette
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? palette.fill
        thumb.backgroundColor = .white
        thumb.borderColor = palette.separator
    }
}
