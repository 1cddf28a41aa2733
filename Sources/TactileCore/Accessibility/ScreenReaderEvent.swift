/// What the screen reader did, as `tactile debug-accessibility` prints it.
public enum ScreenReaderEvent: Equatable, Sendable {
    /// The focus moved: the current container's title and the current item's label ("" when
    /// the container itself is current).
    case focus(container: String, item: String)
    /// Text handed to speech.
    case speak(String)
    /// A sound cue.
    case cue(AccessibilityCue)
    /// An item was activated (double tap).
    case activate(String)
}
