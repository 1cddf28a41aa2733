/// Which timers fire now (UIKit's `RunLoop.Mode`): while a finger drags a scroll view, or it
/// decelerates after a fling, the application runs in `.tracking` and timers scheduled for
/// `.default` (the default) wait until it ends, then fire once however many firings they
/// missed; timers scheduled for `.common` fire in both (the talk's 1401 keeps printing while its
/// paper is dragged). The frame timer and animations are not timers: they always run.
///
/// The mode is worked out from the scroll views when a timer comes due, never counted: a scroll
/// view tracks while it is in a window on the screen and is dragged with a finger down, or
/// decelerates while the frame clock runs (`ScreenSession.runLoopMode`).
public enum RunLoopMode: Sendable {
    /// No scroll view is being dragged or decelerating.
    case `default`
    /// A scroll view is being dragged or is decelerating. For a timer: fire only then (a firing
    /// that comes due at another time is skipped; a repeating timer fires again at its next).
    case tracking
    /// For a timer: fire in either mode.
    case common
}
