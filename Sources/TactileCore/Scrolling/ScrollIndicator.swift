import TactilePlatform

/// One of a scroll view's position bars: about 2.5 pt thick, inset 2.5 pt, black at 0.35 alpha,
/// shown while the content moves and faded out 0.25 s after a 0.05 s pause once it stops.
final class ScrollIndicator: View {
    enum Axis { case horizontal, vertical }

    static let thickness = 2.5
    static let inset = 2.5
    static let minimumLength = 36.0

    let axis: Axis

    init(axis: Axis) {
        self.axis = axis
        super.init(frame: .zero)
        backgroundColor = .scrollIndicator
        cornerRadius = Self.thickness / 2
        isUserInteractionEnabled = false
    }

    /// Shows the bar at once (ending a fade) when `visible`.
    func show(if visible: Bool) {
        guard visible else { return }
        animator?.performWithoutAnimation { alpha = 1 }
        if animator == nil { alpha = 1 }
    }

    /// Fades the bar out: 0.25 s after a 0.05 s pause.
    func fadeOut() {
        guard alpha > 0 else { return }
        guard let animator else { alpha = 0; return }
        animator.animate(withDuration: .milliseconds(250), delay: .milliseconds(50), changes: { self.alpha = 0 })
    }
}
