/// Who gets the touches on a scroll view's content (docs/scroll-physics.md, 'Event modes', for a
/// scroller and its content).
public enum ScrollEventMode: Equatable, Sendable {
    /// Down, drag and up all go to the content; the scroll view does not scroll.
    case pass
    /// A touch that drags past the hysteresis is the scroll view's (the content gets a cancel);
    /// otherwise the content gets the down and the up.
    case interceptOnDrag
    /// Every touch is the scroll view's; the content sees none.
    case intercept
}
