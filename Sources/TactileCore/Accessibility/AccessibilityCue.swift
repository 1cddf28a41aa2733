/// The screen reader's short sounds, each distinct (docs/accessibility.md, "Output").
public enum AccessibilityCue: String, Equatable, Sendable {
    /// A finger moved across a container's edge.
    case boundary
    /// Alert mode: a touch landed outside the current container.
    case outside
    /// The loop preference wrapped navigation inside the current container.
    case wrap
    /// The current item was activated.
    case activate
    /// The screen changed (an app opened, an alert appeared).
    case screen
}
