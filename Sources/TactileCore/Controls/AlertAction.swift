/// A button of an `Alert`, UIKit's `UIAlertAction`: a title, a style and what a tap does.
public final class AlertAction {
    /// How the action looks and where it goes (UIKit's `UIAlertAction.Style`).
    public enum Style: Sendable {
        /// A tint-coloured button.
        case `default`
        /// The action that dismisses without doing anything: bold, placed last (left of the
        /// other when two stand side by side; below the others, apart, in an action sheet), and
        /// what a tap outside an action sheet runs. An alert has at most one: later ones count as
        /// `.default`.
        case cancel
        /// An action that destroys data: in the palette's destructive red.
        case destructive
    }

    /// The button's title.
    public let title: String
    /// The style.
    public let style: Style
    /// Whether the button can be tapped (greyed when false). Default true.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { onEnabledChange?(isEnabled) } }
    }

    /// Run when the action is chosen, before the alert fades out.
    let handler: ((AlertAction) -> Void)?
    /// Tells the presented alert's button.
    var onEnabledChange: ((Bool) -> Void)?

    /// An action with `title` and `style`; `handler` runs when it is chosen.
    public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
