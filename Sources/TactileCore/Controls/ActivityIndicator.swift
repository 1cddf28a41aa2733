import TactilePlatform
import TactileRaster
import TactileSystem

/// A spinner showing that work is under way, UIKit's `UIActivityIndicatorView`: eight spokes
/// round a centre, their opacity fading behind the brightest, which moves on one spoke every
/// eighth of a second (one turn a second).
///
/// It spins on the animator's one frame clock, and only while it is animating (between
/// `startAnimating()` and `stopAnimating()`) and effectively visible (`isEffectivelyVisible`:
/// neither it nor an ancestor hidden, in a window shown on a screen): a stopped, hidden or
/// removed indicator keeps no animation, so an idle screen requests no frames and the run loop
/// sleeps. `visibilityDidChange()` starts it again when it is shown, or its branch or window
/// is put back on a screen. The spokes are redrawn only when the bright one moves, eight times
/// a second.
///
/// Its size is `ActivityIndicator.size(for:)` of its `style` (20 or 37 pt); see `intrinsicContentSize`.
open class ActivityIndicator: View {
    /// UIKit's two sizes.
    public enum Style: Sendable {
        /// 20 × 20 points.
        case medium
        /// 37 × 37 points.
        case large
    }

    /// The number of spokes.
    public static let spokeCount = 8
    /// The time of one turn.
    public static let period: Interval = .seconds(1)
    /// The name of the spinning animation's property (its key is this view and this property).
    public static let spinProperty = AnimationProperty("activityIndicatorSpin")

    /// The size the indicator draws at for `style`.
    public static func size(for style: Style) -> Size {
        style == .large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
    }

    /// The size the indicator wants: `size(for: style)`.
    open override var intrinsicContentSize: Size { ActivityIndicator.size(for: style) }

    /// The size of the spinner (default `.medium`); it is drawn centred in the bounds.
    public var style: Style {
        didSet {
            guard style != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The spokes' colour; nil (the default): the palette's secondary label colour.
    public var color: Color? {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    /// Whether it hides itself when stopped (default true, as UIKit's), and shows itself when
    /// started. Changing it while stopped hides or shows it accordingly.
    public var hidesWhenStopped = true {
        didSet {
            if hidesWhenStopped != oldValue && !isAnimating { isHidden = hidesWhenStopped }
        }
    }

    /// Whether it was started (and not stopped), whether or not it is on screen.
    public private(set) var isAnimating = false

    /// The spoke drawn brightest, 0 (up) to `spokeCount - 1`, clockwise.
    public private(set) var leadingSpoke = 0

    /// Whether the spinning animation runs now (started and effectively visible).
    public var isSpinning: Bool { spin != nil }

    private var spin: PropertyAnimation<Double>?
    /// The animator the running spin is on (the view's may be gone when it has to be removed).
    private var spinAnimator: Animator?

    /// An indicator of `style` centred in `frame` (at its style's size when frame is empty),
    /// hidden until started (`hidesWhenStopped`).
    public init(frame: Rect = .zero, style: Style = .medium) {
        self.style = style
        var frame = frame
        if frame.isEmpty {
            let size = ActivityIndicator.size(for: style)
            frame = Rect(x: frame.minX, y: frame.minY, width: size.width, height: size.height)
        }
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    /// Starts spinning (shows it first with `hidesWhenStopped`).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
        updateSpinning()
    }

    /// Stops spinning (hides it with `hidesWhenStopped`); its animation is removed at once.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
        updateSpinning()
    }

    open override func visibilityDidChange() { updateSpinning() }

    /// Starts or removes the spin to match whether it should run.
    private final func updateSpinning() {
        let shouldSpin = isAnimating && isEffectivelyVisible
        if shouldSpin, spin == nil, let animator {
            let parameters = AnimationParameters(
                duration: ActivityIndicator.period, timing: .curve(.linear),
                options: [.repeat])
            let animation = PropertyAnimation(
                key: AnimationKey(self, ActivityIndicator.spinProperty), from: 0.0, to: 1.0,
                parameters: parameters,
                apply: { turn in
                    self.showTurn(turn)
                })
            // Strong: a running spin keeps the indicator until it is no longer seen.
            animation.completion = { _ in
                // Removed by its branch leaving the animator: `visibilityDidChange()` restarts it.
                guard self.spin === animation else { return }
                self.spin = nil
                self.spinAnimator = nil
            }
            spin = animation
            spinAnimator = animator
            animator.add(animation)
        } else if !shouldSpin, let spin {
            self.spin = nil
            let animator = spinAnimator
            spinAnimator = nil
            animator?.remove(spin)
        }
    }

    /// Shows the frame `turn` (0…1) of a turn: moves the bright spoke when it changed.
    private final func showTurn(_ turn: Double) {
        let count = ActivityIndicator.spokeCount
        let spoke = Swift.min(count - 1, Swift.max(0, Int((turn * Double(count)).rounded(.down))))
        guard spoke != leadingSpoke else { return }
        leadingSpoke = spoke
        setNeedsDisplay()
    }

    // MARK: Appearance

    open override func userInterfaceStyleDidChange() { setNeedsDisplay() }

    /// The opacity (0…255) of `spoke` when `leadingSpoke` is the brightest: full for it, then
    /// fading by steps to a quarter for the spokes behind it.
    public func spokeAlpha(_ spoke: Int) -> Double {
        let count = ActivityIndicator.spokeCount
        let behind = ((leadingSpoke - spoke) % count + count) % count
        return 1 - 0.75 * Double(behind) / Double(count - 1)
    }

    open override func draw(_ rect: Rect, in context: Canvas) {
        let base = color ?? palette.secondaryLabel
        let scale = contentScaleFactor
        let size = ActivityIndicator.size(for: style).width
        let center = Point(x: bounds.width / 2 * scale, y: bounds.height / 2 * scale)
        let outer = size / 2 * scale
        let inner = outer * 0.45
        let width = (style == .large ? 4.0 : 2.5) * scale
        let count = ActivityIndicator.spokeCount
        for spoke in 0..<count {
            // Clockwise from straight up.
            let angle = Double(spoke) * 2 * Double.pi / Double(count)
            let dx = Trigonometry.sin(angle), dy = -Trigonometry.cos(angle)
            let reach = outer - width / 2
            let alpha = UInt8((Double(base.alpha) * spokeAlpha(spoke)).rounded())
            context.strokeLine(
                from: Point(x: center.x + dx * inner, y: center.y + dy * inner),
                to: Point(x: center.x + dx * reach, y: center.y + dy * reach),
                lineWidth: width, color: base.withAlpha(alpha), cap: .round)
        }
    }
}
