import TactilePlatform

/// One screen presented over another (`ViewController.present`): the veil dimming what is
/// behind, the presented view sliding up from the bottom edge of the window to its place
/// (0.5 s critically damped spring), and the pull that dismisses it: the sheet follows the
/// finger down, and on release is dismissed when pulled past a third of its height or flung down
/// faster than `dismissVelocityThreshold` (1000 pt/s), otherwise it springs back.
final class ModalPresentation {
    /// The gap above a page sheet.
    static let sheetTopInset = 24.0
    /// The veil's opacity while the sheet is up.
    static let maximumDimming = 0.35
    /// A downward release faster than this (pt/s) dismisses wherever the sheet is.
    static let dismissVelocityThreshold = 1000.0
    /// The spring of the slides.
    static let spring = Spring(duration: .milliseconds(500), bounce: 0)

    @Unowned private(set) var presented: ViewController
    @Unowned private(set) var presenting: ViewController
    @Unowned private(set) var window: Window
    let style: ModalPresentationStyle
    let dimmingView = View()
    let pullRecognizer = SheetPullGestureRecognizer(name: "sheet-pull")
    /// Whether the sheet is being dismissed (by a call or a pull that went far enough).
    var isDismissing = false
    /// Whether a pull is under way (the appearance methods were begun for it).
    private var isPulling = false

    init(presented: ViewController, presenting: ViewController, window: Window) {
        self.presented = presented
        self.presenting = presenting
        self.window = window
        // As UIKit adapts a sheet: on a compact height (a 480 × 320 panel) it covers the window.
        let asked = presented.modalPresentationStyle
        style = asked == .pageSheet && window.traitCollection.verticalSizeClass == .compact ? .fullScreen : asked
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        pullRecognizer.isEnabled = !presented.isModalInPresentation
        pullRecognizer.addAction(target: self) { owner, recognizer in owner.pullChanged(recognizer) }
    }

    /// Whether the screen behind hears it disappear (a full-screen cover hides it).
    var hidesPresenting: Bool { style == .fullScreen }

    /// The sheet's frame when up.
    var sheetFrame: Rect {
        let top = style == .pageSheet ? Swift.min(sheetTop, window.bounds.height) : 0
        return Rect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
    }

    /// Where a page sheet's top rests: `sheetTopInset` down, or lower where a navigation bar
    /// behind the sheet (of any screen in the window: the presenting one may sit inside another
    /// stack) crosses that line, so that the bar shows whole above the sheet rather than cut
    /// through its title (at most a third of the window down). Found again when the window's
    /// size changes.
    private var sheetTop: Double {
        if let cached = cachedSheetTop, cached.size == window.bounds.size { return cached.top }
        var top = ModalPresentation.sheetTopInset
        for behind in window.subviews where behind !== presented.viewIfLoaded && behind !== dimmingView {
            forEachNavigationBar(in: behind) { bar in
                let frame = bar.convert(bar.bounds, to: window)
                if frame.minY < top && frame.maxY > top { top = frame.maxY }
            }
        }
        top = Swift.min(top, Swift.max(ModalPresentation.sheetTopInset, window.bounds.height / 3))
        cachedSheetTop = (window.bounds.size, top)
        return top
    }
    private var cachedSheetTop: (size: Size, top: Double)?

    private func forEachNavigationBar(in view: View, _ body: (NavigationBar) -> Void) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if let bar = view as? NavigationBar {
            body(bar)
            return
        }
        for subview in view.subviews { forEachNavigationBar(in: subview, body) }
    }

    /// The sheet moved down by `offset` points from where it is up, with the veil fading as it
    /// goes (inside an animation block the changes animate).
    func place(offset: Double) {
        let frame = sheetFrame
        let travel = window.bounds.height - frame.minY
        let down = offset.isNaN ? travel : Swift.min(travel, Swift.max(0, offset))
        presented.view.frame = frame.offsetBy(dx: 0, dy: down)
        dimmingView.alpha = travel > 0 ? ModalPresentation.maximumDimming * (1 - down / travel) : 0
    }

    /// How far the sheet travels from up to off the window.
    var travel: Double { window.bounds.height - sheetFrame.minY }

    /// Puts the veil and the sheet in the window, off the bottom edge.
    func install() {
        dimmingView.frame = window.bounds
        window.addSubview(dimmingView)
        window.addSubview(presented.view)
        presented.view.addGestureRecognizer(pullRecognizer)
        place(offset: .infinity)
    }

    /// Takes the veil and the sheet out of the window.
    func uninstall() {
        presented.view.removeGestureRecognizer(pullRecognizer)
        pullRecognizer.removeAllActions()
        dimmingView.removeFromSuperview()
        presented.view.removeFromSuperview()
        presented.view.frame = sheetFrame
    }

    /// Slides the sheet to `offset` on the spring, starting at `velocity` (pt/s, downwards
    /// positive), then runs `completion`. Without an animator it jumps.
    func slide(to offset: Double, velocity: Double = 0, completion: @escaping () -> Void) {
        guard let animator = window.animator else {
            place(offset: offset)
            completion()
            return
        }
        var spring = ModalPresentation.spring
        let current = presented.view.frame.minY - sheetFrame.minY
        let distance = offset - current
        let omega = (spring.stiffness / spring.mass).squareRoot()
        // In whole changes per second; capped below ω so the critically damped spring does not
        // overshoot.
        if abs(distance) > 0.5 && velocity.isFinite {
            spring.initialVelocity = Swift.min(Swift.max(0, velocity / distance), omega * 0.99)
        }
        animator.animate(
            with: spring, options: [.ignoresInteraction], changes: { self.place(offset: offset) },
            completion: { _ in completion() })
    }

    // MARK: Pulling down

    private func pullChanged(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard !isDismissing else { return }
            isPulling = true
            presented.beginAppearanceTransition(false, animated: true)
            if hidesPresenting { presenting.beginAppearanceTransition(true, animated: true) }
            place(offset: recognizer.translation(in: nil).y)
        case .changed:
            guard isPulling else { return }
            place(offset: recognizer.translation(in: nil).y)
        case .ended, .cancelled:
            guard isPulling else { return }
            isPulling = false
            // A dismiss() called meanwhile has taken over.
            guard !isDismissing else { return }
            let pulled = recognizer.translation(in: nil).y
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: nil).y : 0
            place(offset: pulled)
            let threshold = ModalPresentation.dismissVelocityThreshold
            let dismisses =
                recognizer.state == .ended
                && (velocity > threshold || (pulled > travel / 3 && velocity >= -threshold))
            if dismisses {
                isDismissing = true
                slide(to: travel, velocity: velocity) { self.presenting.finishDismissal(of: self.presented, completion: nil) }
            } else {
                slide(to: 0, velocity: velocity) {
                    // As a cancelled interactive pop: the sheet appears again, the screen behind
                    // disappears again.
                    if self.hidesPresenting {
                        self.presenting.beginAppearanceTransition(false, animated: true)
                        self.presenting.endAppearanceTransition()
                    }
                    self.presented.beginAppearanceTransition(true, animated: true)
                    self.presented.endAppearanceTransition()
                }
            }
        default:
            break
        }
    }
}
