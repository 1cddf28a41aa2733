/// How `View.transition(with:…)` and `View.transition(from:to:…)` animate: the style, the timing
/// curve and how input is treated meanwhile (after `UIView.AnimationOptions`).
public struct TransitionOptions: Equatable, Sendable {
    /// What the transition looks like.
    public var style: TransitionStyle
    /// How progress follows time; default ease-in-ease-out.
    public var curve: TimingCurve
    /// Whether touches are ignored while the transition runs: it then holds the animator's
    /// interaction-ignoring counter raised (`AnimationOptions.ignoresInteraction`).
    public var ignoresInteraction: Bool
    /// For `transition(from:to:…)`: hide `fromView` and show `toView` instead of removing the one
    /// and inserting the other (`UIView.AnimationOptions.showHideTransitionViews`).
    public var showsHideTransitionViews: Bool
    /// For `.curlUp`: the look under the page is the container itself, live, not a snapshot
    /// taken at the start, so what changes in it while the page curls away shows at once (the
    /// 1401's printer goes on printing under the page torn off). Other styles ignore it. UIKit
    /// has no such option: there the new look of a transition is the live layer tree.
    public var revealsLiveContent: Bool

    /// Options of a transition in `style`.
    public init(
        _ style: TransitionStyle, curve: TimingCurve = .easeInEaseOut, ignoresInteraction: Bool = false,
        showsHideTransitionViews: Bool = false, revealsLiveContent: Bool = false
    ) {
        self.style = style
        self.curve = curve
        self.ignoresInteraction = ignoresInteraction
        self.showsHideTransitionViews = showsHideTransitionViews
        self.revealsLiveContent = revealsLiveContent
    }

    /// A cross-dissolve with the default curve.
    public static let crossDissolve = TransitionOptions(.crossDissolve)
    /// A flip from the left with the default curve.
    public static let flipFromLeft = TransitionOptions(.flipFromLeft)
    /// A flip from the right with the default curve.
    public static let flipFromRight = TransitionOptions(.flipFromRight)
    /// A push from the left with the default curve.
    public static let pushFromLeft = TransitionOptions(.pushFromLeft)
    /// A push from the right with the default curve.
    public static let pushFromRight = TransitionOptions(.pushFromRight)
    /// A push from the top with the default curve.
    public static let pushFromTop = TransitionOptions(.pushFromTop)
    /// A push from the bottom with the default curve.
    public static let pushFromBottom = TransitionOptions(.pushFromBottom)
    /// A page curling up with the default curve.
    public static let curlUp = TransitionOptions(.curlUp)
    /// A page curling down with the default curve.
    public static let curlDown = TransitionOptions(.curlDown)
}
