import TactileRaster
import TactileSystem

/// A bar showing how far a task has got, UIKit's `UIProgressView`: a rounded track filled from
/// the left by `progress` of its width.
///
/// The fill is a subview (`progressBar`) whose frame is the filled part, so an animated change
/// (`setProgress(_:animated:)`) moves it on the screen's animator like any view animation,
/// without drawing anything again. Its height is `ProgressView.defaultHeight` (4 pt); see
/// `intrinsicContentSize`.
open class ProgressView: View {
    /// UIKit's bar height.
    public static let defaultHeight = 4.0
    /// How long `setProgress(_:animated: true)` takes.
    public static let animationDuration: Interval = .milliseconds(250)

    /// The size the bar wants: no width of its own (as wide as it is laid out), `defaultHeight`.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: ProgressView.defaultHeight) }

    /// The filled fraction, 0…1: set values are clamped, NaN counts as 0. Setting it shows the
    /// new value at once (see `setProgress(_:animated:)`).
    public var progress: Double {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The colour of the filled part; nil (the default): the tint colour.
    public var progressTintColor: Color? {
        didSet { if progressTintColor != oldValue { updateColors() } }
    }

    /// The colour of the unfilled track; nil (the default): the palette's fill.
    public var trackTintColor: Color? {
        didSet { if trackTintColor != oldValue { updateColors() } }
    }

    /// The view showing the filled part (its frame is the filled rectangle).
    public let progressBar = View(frame: .zero)

    private var storedProgress = 0.0

    /// A progress view with the given frame.
    public override init(frame: Rect = Rect(x: 0, y: 0, width: 150, height: ProgressView.defaultHeight)) {
        super.init(frame: frame)
        progressBar.isUserInteractionEnabled = false
        clipsToBounds = true
        addSubview(progressBar)
        progressBar.frame = barFrame()
        cornerRadius = bounds.height / 2
        progressBar.cornerRadius = bounds.height / 2
        updateColors()
    }

    /// Sets `progress` (clamped, NaN as 0); with `animated`, the bar grows or shrinks to it over
    /// `animationDuration` on the animator of the view's screen (at once when on no screen).
    public func setProgress(_ value: Double, animated: Bool) {
        let clamped = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
        guard clamped != storedProgress else { return }
        // A resize not laid out yet: the bar takes its height first, so only its width animates.
        layoutIfNeeded()
        storedProgress = clamped
        let frame = barFrame()
        if animated, let animator {
            animator.animate(
                withDuration: ProgressView.animationDuration, curve: .easeInEaseOut, options: [.beginFromCurrentState],
                changes: { self.progressBar.frame = frame })
        } else {
            progressBar.frame = frame
        }
    }

    /// The filled rectangle for the current progress (bounds coordinates).
    public final func barFrame() -> Rect {
        Rect(x: bounds.minX, y: bounds.minY, width: bounds.width * storedProgress, height: bounds.height)
    }

    open override func layoutSubviews() {
        progressBar.frame = barFrame()
        cornerRadius = bounds.height / 2
        progressBar.cornerRadius = bounds.height / 2
    }

    open override func tintColorDidChange() { updateColors() }
    open override func userInterfaceStyleDidChange() { updateColors() }

    private final func updateColors() {
        backgroundColor = trackTintColor ?? palette.fill
        progressBar.backgroundColor = progressTintColor ?? tintColor
    }
}
