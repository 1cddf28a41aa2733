/// Decides, for one gesture recognizer, what the runtime's rules leave open (UIKit's
/// `UIGestureRecognizerDelegate`). Every method has a default: implement only what you need.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `recognizer` may leave possible (begin, or be recognized). False makes it fail.
    /// Default true.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool

    /// Whether `recognizer` receives `touch` at all, asked when the touch begins. Default true.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Whether `recognizer` and `other` may both recognize in one sequence (the exception list of
    /// docs/gesture-arbitration.md, 'Exclusivity and simultaneous recognition', asked both ways).
    /// Default false: recognizers are exclusive, as in UIKit.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool

    /// Whether `recognizer` waits for `other` to fail before it recognizes (`require(toFail:)`
    /// decided case by case). Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool

    /// Whether `other` waits for `recognizer` to fail before it recognizes. Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Lets the recognizer begin.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// Lets the recognizer receive every touch.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }

    /// Keeps recognizers exclusive.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }

    /// Adds no failure requirement.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }

    /// Adds no failure requirement.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
}
