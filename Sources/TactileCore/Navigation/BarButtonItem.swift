/// A button of a navigation bar (UIKit's `UIBarButtonItem`): a title or an image, and the
/// action a tap runs. The bar makes a `Button` for it in its tint colour.
public final class BarButtonItem {
    /// The title shown (when there is no image).
    public var title: String? { didSet { if title != oldValue { changed?() } } }

    /// The image shown instead of the title.
    public var image: Bitmap? { didSet { changed?() } }

    /// Whether the button takes taps (a disabled one is dimmed).
    public var isEnabled = true { didSet { if isEnabled != oldValue { changed?() } } }

    /// Runs when the button is tapped, with the item.
    public var action: ((BarButtonItem) -> Void)?

    /// Called by the bar showing the item when it changes.
    var changed: (() -> Void)?

    /// A button showing `title` (or `image`) that runs `action` when tapped.
    public init(title: String? = nil, image: Bitmap? = nil, action: ((BarButtonItem) -> Void)? = nil) {
        self.title = title
        self.image = image
        self.action = action
    }
}
