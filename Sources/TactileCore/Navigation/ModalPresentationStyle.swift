/// How a presented screen covers the one presenting it (UIKit's `UIModalPresentationStyle`).
public enum ModalPresentationStyle: Equatable, Sendable {
    /// A sheet leaving `ModalPresentation.sheetTopInset` (24 pt) of the screen behind visible at
    /// the top, dimmed, or more where a navigation bar of the screen behind crosses that line (the
    /// bar then shows whole); the screen behind stays on show (it hears no disappearance). On a
    /// compact height it adapts to `.fullScreen`, as in UIKit (decided when it is presented: a
    /// sheet up while the screen turns keeps its style).
    case pageSheet
    /// The whole window; the screen behind disappears (its appearance methods run).
    case fullScreen
}
