import TactilePlatform
import TactileSystem

/// A control of two halves, − and +, that decrease and increase a value by a step, UIKit's
/// `UIStepper`.
///
/// A finger going down on a half steps the value at once; held there (with `autorepeat`) it
/// steps again after 0.5 s, then every 0.1 s, and every 0.05 s once it has been held for 2.5 s.
/// The repeats run on the timers of the run loop of the screen's animator (the application's
/// run loop), so they follow the virtual clock in headless runs and tests. Dragging out of the
/// tracking area, lifting or a cancel stops them. A half that cannot step (the value at its
/// limit, without `wraps`) is greyed and takes no touch.
///
/// With `isContinuous` (the default) every step sends `valueChanged`; otherwise one
/// `valueChanged` is sent when the finger lifts (or is cancelled) if the value changed.
///
/// Its size is `Stepper.defaultSize` (94 × 32, UIKit's); see `intrinsicContentSize`.
open class Stepper: Control {
    /// UIKit's stepper size: two halves of 47 × 32 points.
    public static let defaultSize = Size(width: 94, height: 32)

    /// The size the stepper draws itself at whatever its bounds: `defaultSize`.
    open override var intrinsicContentSize: Size { Stepper.defaultSize }

    /// The delay from touch down to the first repeat.
    public static let autorepeatDelay: Interval = .milliseconds(500)
    /// The time between repeats for the first `autorepeatAccelerationTime` of a hold.
    public static let autorepeatInterval: Interval = .milliseconds(100)
    /// How long a half must be held before it repeats every `fastAutorepeatInterval`.
    public static let autorepeatAccelerationTime: Interval = .milliseconds(2500)
    /// The time between repeats after `autorepeatAccelerationTime`.
    public static let fastAutorepeatInterval: Interval = .milliseconds(50)

    /// The value, always within `minimumValue…maximumValue` (set values are clamped; NaN is
    /// ignored). Setting it sends no event. Default 0.
    public var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            let clamped = Swift.min(Swift.max(newValue, minimumValue), maximumValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// An adjustable item whose value is its number (whole, or with two decimals).
    open override var standardAccessibility: StandardAccessibility {
        let whole = value.rounded() == value && abs(value) < 1e15
        return StandardAccessibility(
            isElement: true, value: whole ? "\(Int(value))" : TextScanner.fixed(value, decimals: 2),
            traits: isEnabled ? .adjustable : [.adjustable, .notEnabled])
    }

    /// The lowest value (default 0). Set above `maximumValue`, it raises the maximum to itself.
    /// NaN is ignored; the value is clamped again.
    public var minimumValue: Double {
        get { storedMinimum }
        set {
            guard !newValue.isNaN, newValue != storedMinimum else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            limitsDidChange()
        }
    }

    /// The highest value (default 100). Set below `minimumValue`, it lowers the minimum to
    /// itself. NaN is ignored; the value is clamped again.
    public var maximumValue: Double {
        get { storedMaximum }
        set {
            guard !newValue.isNaN, newValue != storedMaximum else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            limitsDidChange()
        }
    }

    /// How much one step changes the value (default 1); values that are not positive and
    /// finite are ignored.
    public var stepValue: Double {
        get { storedStep }
        set { if newValue > 0 && newValue.isFinite { storedStep = newValue } }
    }

    /// Whether stepping past a limit goes round to the other one (past the maximum to the
    /// minimum and back); when false (the default) the value stops at the limit.
    public var wraps = false {
        didSet { if wraps != oldValue { setNeedsDisplay() } }
    }

    /// Whether each step sends `valueChanged` (true, the default) or only the lift after a hold.
    public var isContinuous = true

    /// Whether holding a half repeats its step (default true).
    public var autorepeat = true

    /// The half a touch is pressing, for the highlight; nil when none is.
    public private(set) var pressedHalf: Half?

    /// The two halves.
    public enum Half: Sendable {
        /// The left half: decreases the value.
        case decrement
        /// The right half: increases the value.
        case increment
    }

    private var storedValue = 0.0
    private var storedMinimum = 0.0
    private var storedMaximum = 100.0
    private var storedStep = 1.0
    private var repeatTimer: TimerID?
    @Unowned private final var repeatLoop: RunLoop?
    private var pressBegan: Instant = .zero
    private var changedDuringPress = false
    private var stepsAfterTouchDown = false

    /// A stepper with the given frame (it draws at `defaultSize`, centred).
    public override init(frame: Rect = Rect(x: 0, y: 0, width: Stepper.defaultSize.width, height: Stepper.defaultSize.height)) {
        super.init(frame: frame)
        isOpaque = false
    }

    deinit {
        if let repeatTimer { repeatLoop?.cancelTimer(repeatTimer) }
    }

    // MARK: Stepping

    /// Whether `half` can step now: always with `wraps`, else while the value is not at its limit.
    public func canStep(_ half: Half) -> Bool {
        if wraps { return storedMinimum < storedMaximum }
        return half == .decrement ? storedValue > storedMinimum : storedValue < storedMaximum
    }

    /// One step up, as a tap on the increment half makes (`valueChanged` sent).
    open override func accessibilityIncrement() {
        if isEnabled, step(.increment), !isContinuous { sendActions(for: .valueChanged) }
    }

    /// One step down.
    open override func accessibilityDecrement() {
        if isEnabled, step(.decrement), !isContinuous { sendActions(for: .valueChanged) }
    }

    /// The half under `point` (bounds coordinates): left of the middle decrements.
    public func half(at point: Point) -> Half {
        point.x < bounds.midX ? .decrement : .increment
    }

    /// One step of `half`, as a touch makes it; returns whether the value changed.
    @discardableResult
    private final func step(_ half: Half) -> Bool {
        guard canStep(half) else { return false }
        var next = half == .decrement ? storedValue - storedStep : storedValue + storedStep
        if next > storedMaximum {
            next = wraps ? storedMinimum : storedMaximum
        } else if next < storedMinimum {
            next = wraps ? storedMaximum : storedMinimum
        }
        guard next != storedValue else { return false }
        storedValue = next
        setNeedsDisplay()
        if isContinuous { sendActions(for: .valueChanged) } else if isTracking { changedDuringPress = true }
        return true
    }

    private final func limitsDidChange() {
        storedValue = Swift.min(Swift.max(storedValue, storedMinimum), storedMaximum)
        setNeedsDisplay()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        let half = half(at: touch.location(in: self))
        guard canStep(half) else { return false }
        pressedHalf = half
        changedDuringPress = false
        setNeedsDisplay()
        // The first step follows `touchDown` (sent when this returns): see `touchesBegan`.
        stepsAfterTouchDown = true
        if autorepeat, let loop = animator?.runLoop {
            pressBegan = loop.clock.now()
            scheduleRepeat(on: loop, after: Stepper.autorepeatDelay)
        }
        return true
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        guard stepsAfterTouchDown else { return }
        stepsAfterTouchDown = false
        if isTracking, let half = pressedHalf { step(half) }
    }

    open override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        // Out of the tracking area the hold stops repeating, and does not start again.
        if !isTouchInside { stopRepeating() }
        return true
    }

    open override func endTracking(_ touch: Touch, with event: Event) {
        finishPress()
    }

    open override func cancelTracking(with event: Event?) {
        finishPress()
    }

    open override func stateDidChange() {
        setNeedsDisplay()
    }

    private final func finishPress() {
        stopRepeating()
        pressedHalf = nil
        setNeedsDisplay()
        if changedDuringPress {
            changedDuringPress = false
            sendActions(for: .valueChanged)
        }
    }

    private final func scheduleRepeat(on loop: RunLoop, after interval: Interval) {
        repeatLoop = loop
        repeatTimer = loop.addTimer(after: interval) { [owner = Unowned(self)] in
            owner.object.repeatTimer = nil
            owner.object.repeatFired(on: loop)
            // A step changed what is on screen: let the loop draw it.
            loop.setNeedsFrame()
        }
    }

    private final func repeatFired(on loop: RunLoop) {
        guard isTracking, isTouchInside, let half = pressedHalf, window != nil else { return }
        step(half)
        guard canStep(half) else {
            setNeedsDisplay()
            return
        }
        let held = loop.clock.now() - pressBegan
        let interval = held >= Stepper.autorepeatAccelerationTime ? Stepper.fastAutorepeatInterval : Stepper.autorepeatInterval
        scheduleRepeat(on: loop, after: interval)
    }

    /// Out of its window the stepper stops repeating (Lifetimes/View+WindowLifetime.swift).
    override func stopWindowActivity() { stopRepeating() }

    private final func stopRepeating() {
        if let repeatTimer { repeatLoop?.cancelTimer(repeatTimer) }
        repeatTimer = nil
    }

    /// Whether a repeat is scheduled (a half is being held with `autorepeat`).
    public var isRepeating: Bool { repeatTimer != nil }

    // MARK: Appearance

    open override func tintColorDidChange() { setNeedsDisplay() }
    open override func userInterfaceStyleDidChange() { setNeedsDisplay() }

    /// The rectangle the stepper draws in: `defaultSize` centred in the bounds.
    public var drawingRect: Rect {
        let size = Stepper.defaultSize
        return Rect(
            x: bounds.minX + ((bounds.width - size.width) / 2).rounded(.down),
            y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down),
            width: size.width, height: size.height)
    }

    open override func draw(_ rect: Rect, in context: Canvas) {
        let palette = self.palette
        let body = pixelRect(for: drawingRect)
        let scale = contentScaleFactor
        context.fillRoundedRect(body, cornerRadii: CornerRadii(all: 8 * scale), color: palette.fill)
        let halfWidth = body.width / 2
        if let pressedHalf {
            let x = pressedHalf == .decrement ? body.minX : body.minX + halfWidth
            let radii =
                pressedHalf == .decrement
                ? CornerRadii(topLeft: 8 * scale, topRight: 0, bottomRight: 0, bottomLeft: 8 * scale)
                : CornerRadii(topLeft: 0, topRight: 8 * scale, bottomRight: 8 * scale, bottomLeft: 0)
            context.fillRoundedRect(
                Rect(x: x, y: body.minY, width: halfWidth, height: body.height),
                cornerRadii: radii, color: palette.separator)
        }
        // The divider: 1 pt high of 16, in the middle.
        context.fill(
            Rect(x: body.midX - scale / 2, y: body.minY + 8 * scale, width: scale, height: 16 * scale),
            color: palette.separator)
        let enabledColor = isEnabled ? tintColor! : palette.secondaryLabel
        let glyph = 14 * scale, thickness = 2 * scale
        for half in [Half.decrement, Half.increment] {
            let color = canStep(half) ? enabledColor : palette.secondaryLabel.withAlpha(palette.secondaryLabel.alpha / 2)
            let centerX = half == .decrement ? body.minX + halfWidth / 2 : body.minX + halfWidth * 1.5
            let centerY = body.midY
            context.fill(Rect(x: centerX - glyph / 2, y: centerY - thickness / 2, width: glyph, height: thickness), color: color)
            if half == .increment {
                context.fill(Rect(x: centerX - thickness / 2, y: centerY - glyph / 2, width: thickness, height: glyph), color: color)
            }
        }
    }
}
