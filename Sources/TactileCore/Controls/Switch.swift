import TactileRaster

/// An on/off control, UIKit's `UISwitch`: a 51 × 31 pt rounded track with a 27 pt thumb.
///
/// A tap turns it over; a drag moves the thumb with the finger, and the switch rests on the
/// side the thumb is nearer when the finger lifts (anywhere: a drag needs no lift inside). The
/// thumb slides and the track's colour fades over 0.25 s. A change made by the finger sends
/// `valueChanged` (before `touchUpInside`); `isOn` and `setOn(_:animated:)` send nothing. A
/// touch taken by a scrolling ancestor (`touchCancel`) leaves the switch as it was.
open class Switch: Control {
    /// The size a switch always has (`sizeThatFits`); a larger frame centres the track in it.
    public static let size = Size(width: 51, height: 31)
    static let thumbSide = 27.0
    static let thumbInset = 2.0
    /// The finger has to move this far before a touch is a drag rather than a tap.
    static let dragThreshold = 4.0

    /// Whether the switch is on. Setting it moves the thumb at once and sends nothing.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// An item whose value is "on" or "off", activated like a button.
    /// Toggles, as a tap does, and sends `valueChanged`.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return true }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }

    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isElement: true, value: isOn ? "on" : "off", traits: isEnabled ? .button : [.button, .notEnabled])
    }

    /// The track's colour when on; nil: the palette's green (`Palette.positive`).
    public var onTintColor: Color? {
        didSet { updateColours() }
    }

    /// The thumb's colour; nil: white.
    public var thumbTintColor: Color? {
        didSet { updateColours() }
    }

    private var on = false
    /// The thumb's visible side while a finger drags it (nil when none does).
    private var provisionalOn: Bool?
    private var trackStartX = 0.0
    private var thumbStartX = 0.0
    private var dragged = false
    let track = View(frame: Rect(origin: .zero, size: Switch.size))
    let thumb = View(frame: Rect(x: 0, y: 0, width: Switch.thumbSide, height: Switch.thumbSide))

    /// A switch, off, at `frame`'s origin (its size is always `Switch.size`).
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Switch.size))
        isOpaque = false
        track.cornerRadius = Switch.size.height / 2
        track.isUserInteractionEnabled = false
        thumb.cornerRadius = Switch.thumbSide / 2
        thumb.isUserInteractionEnabled = false
        thumb.borderWidth = 0.5
        addSubview(track)
        addSubview(thumb)
        touchHysteresis = 70
        updateColours()
        placeThumb(on: false)
    }

    /// Turns the switch on or off, sliding the thumb when `animated`. Sends no event.
    public func setOn(_ isOn: Bool, animated: Bool) {
        on = isOn
        provisionalOn = nil
        let changes = {
            self.placeThumb(on: self.isOn)
            self.updateColours()
        }
        if animated, let animator {
            animator.animate(withDuration: .milliseconds(250), curve: .easeInEaseOut, changes: changes)
        } else {
            changes()
        }
    }

    /// The switch's only size, `Switch.size`.
    open override var intrinsicContentSize: Size { Switch.size }

    /// The switch's only size.
    open override func sizeThatFits(_ size: Size) -> Size { Switch.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A larger frame centres the switch.
        track.frame = Rect(
            x: (bounds.width - Switch.size.width) / 2, y: (bounds.height - Switch.size.height) / 2,
            width: Switch.size.width, height: Switch.size.height)
        if !isTracking || !dragged { placeThumb(on: provisionalOn ?? on) }
    }

    // MARK: Touches

    open override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        trackStartX = touch.location(in: self).x
        thumbStartX = thumb.frame.minX
        dragged = false
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        let dx = touch.location(in: self).x - trackStartX
        if !dragged && abs(dx) < Switch.dragThreshold { return true }
        dragged = true
        let (offX, onX) = thumbRange
        let x = Swift.min(Swift.max(thumbStartX + dx, offX), onX)
        thumb.frame.origin.x = x
        let side = x - offX > (onX - offX) / 2
        if side != (provisionalOn ?? on) {
            provisionalOn = side
            animator?.animate(withDuration: .milliseconds(250), changes: { self.updateColours() })
            if animator == nil { updateColours() }
        }
        return true
    }

    open override func endTracking(_ touch: Touch, with event: Event) {
        let target: Bool
        if dragged {
            target = provisionalOn ?? on
        } else if isTouchInside {
            target = !on
        } else {
            target = on
        }
        let changed = target != on
        setOn(target, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: Event?) {
        setOn(on, animated: true)
    }

    // MARK: Appearance

    open override func tintColorDidChange() { updateColours() }
    open override func userInterfaceStyleDidChange() { updateColours() }
    open override func stateDidChange() { alpha = isEnabled ? 1 : 0.5 }

    /// The thumb's x when off and when on.
    private final var thumbRange: (Double, Double) {
        let left = track.frame.minX + Switch.thumbInset
        return (left, track.frame.maxX - Switch.thumbInset - Switch.thumbSide)
    }

    private final func placeThumb(on isOn: Bool) {
        let (offX, onX) = thumbRange
        thumb.frame = Rect(
            x: isOn ? onX : offX, y: track.frame.minY + Switch.thumbInset,
            width: Switch.thumbSide, height: Switch.thumbSide)
    }

    private final func updateColours() {
        let palette = self.palette
        let shownOn = provisionalOn ?? on
        track.backgroundColor = shownOn ? (onTintColor ?? palette.positive) : palette.fill
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.borderColor = palette.separator
    }
}
