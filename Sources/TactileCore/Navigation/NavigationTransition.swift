import TactilePlatform
import TactileSystem

/// One change of the top screen of a navigation stack, as the slide UIKit's navigation
/// controller shows: the upper screen (`front`: the pushed one, or the one being popped) lies
/// over the lower one (`back`) and slides in from the right edge or out to it, while the lower
/// one moves a third of the width the same way and is dimmed by a black veil of up to
/// `NavigationTransition.maximumDimming`, and the bar fades its old content into the new as the titles slide past each other. The
/// front screen casts a soft shadow on the lower one along its leading edge, as in UIKit: a
/// strip under the front screen's left edge (`edgeShadowView`) with `edgeShadow`, whose blur
/// shows only to the left of the front screen, fading with the veil.
///
/// Positions follow the progress p from the old state (0) to the new (1). With s the front
/// screen's offset as a fraction of the width w (push: s = 1 − p; pop: s = p):
/// front.x = s·w, back.x = −(1 − s)·w/3, veil alpha = (1 − s)·`maximumDimming`, edge shadow
/// strip at x = s·w, `edgeShadowWidth` wide, alpha 1 − s.
final class NavigationTransition {
    /// The slide's duration and curve when not interactive: 0.35 s, ease in and out.
    static let duration: Interval = .milliseconds(350)
    static let curve: TimingCurve = .easeInEaseOut
    /// The veil's opacity over the lower screen when it is fully covered.
    static let maximumDimming = 0.1
    /// The shadow along the front screen's leading edge.
    static let edgeShadow = Shadow(color: .black, opacity: 0.3, offset: Size(width: 0, height: 0), radius: 8)
    /// The width of the strip casting it: twice the blur radius, so the shadow at the edge is
    /// as dark as a wide shape's would be, and the strip stays hidden under the front screen.
    static let edgeShadowWidth = 16.0

    let isPush: Bool
    /// The top screen before and after.
    let from: ViewController
    let to: ViewController
    /// The stack before, to go back to if the transition is cancelled.
    let oldStack: [ViewController]
    let dimmingView: View
    /// The strip under the front screen's leading edge casting `edgeShadow` (it draws nothing else).
    let edgeShadowView: View
    /// The width the screens slide across.
    let width: Double
    /// Whether the finger drives it (an interactive pop not yet released).
    var isInteractive = false
    /// Whether the screens' appearance methods are called (the stack is on show).
    let callsAppearance: Bool
    /// The last progress applied.
    private(set) var progress = 0.0

    var front: ViewController { isPush ? to : from }
    var back: ViewController { isPush ? from : to }

    init(
        isPush: Bool, from: ViewController, to: ViewController, oldStack: [ViewController], width: Double,
        callsAppearance: Bool
    ) {
        self.isPush = isPush
        self.from = from
        self.to = to
        self.oldStack = oldStack
        self.width = width
        self.callsAppearance = callsAppearance
        dimmingView = View()
        dimmingView.backgroundColor = .black
        dimmingView.isUserInteractionEnabled = false
        dimmingView.alpha = 0
        edgeShadowView = View()
        edgeShadowView.isOpaque = false
        edgeShadowView.isUserInteractionEnabled = false
        edgeShadowView.shadow = NavigationTransition.edgeShadow
        edgeShadowView.alpha = 0
    }

    /// Places both screens, the veil and the bar's contents for `progress` (inside an animation
    /// block the changes animate).
    func apply(progress: Double, bar: NavigationBar, height: Double) {
        let p = progress.isNaN ? 0 : Swift.min(1, Swift.max(0, progress))
        self.progress = p
        let s = isPush ? 1 - p : p
        front.view.frame = Rect(x: s * width, y: 0, width: width, height: height)
        back.view.frame = Rect(x: -(1 - s) * width / 3, y: 0, width: width, height: height)
        dimmingView.alpha = (1 - s) * NavigationTransition.maximumDimming
        edgeShadowView.frame = Rect(x: s * width, y: 0, width: NavigationTransition.edgeShadowWidth, height: height)
        edgeShadowView.alpha = 1 - s
        bar.setTransitionProgress(p)
    }

    /// Stops the animations of everything the transition moves (they show their model values).
    func removeAnimations(bar: NavigationBar) {
        front.view.removeAllAnimations()
        back.view.removeAllAnimations()
        dimmingView.removeAllAnimations()
        edgeShadowView.removeAllAnimations()
        bar.content?.removeAllAnimations()
        bar.outgoing?.removeAllAnimations()
        bar.content?.titleLabel.removeAllAnimations()
        bar.outgoing?.titleLabel.removeAllAnimations()
    }
}
