/// How an image view draws its image (UIKit's `UIImage.RenderingMode`): as it is, or as a
/// template whose alpha is filled with the view's `tintColor` (icons and glyphs that must follow
/// the tint and the appearance).
public enum ImageRenderingMode: Sendable {
    /// The image's own colours.
    case alwaysOriginal
    /// The image's alpha in the tint colour.
    case alwaysTemplate
}
