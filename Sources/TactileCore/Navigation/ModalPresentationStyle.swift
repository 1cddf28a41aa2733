/// How a presented screen covers the one presenting it (UIKit's `UIModalPresentationStyle`).
public enum ModalPresentationStyle: Equatable, Sendable {
    /// A sheet leaving `ModalPresentation.sheetTopInset` (24 pt) of the screen behind visible at
    /// the top, dimmed; the screen behind stays on show (it hears no disappearance).
    case pageSheet
    /// The whole window; the screen behind disappears (its appearance methods run).
    case fullScreen
}
