/// What a tab bar shows for one screen of a `TabBarController` (UIKit's `UITabBarItem`): a
/// title under an optional image. `ViewController.title` sets the title.
public final class TabBarItem {
    /// The title under the image.
    public var title: String? { didSet { if title != oldValue { changed?() } } }

    /// The image above the title (drawn at its size, centred); nil for a title alone.
    public var image: Bitmap? { didSet { changed?() } }

    /// An integer the application can use to tell items apart.
    public var tag = 0

    /// Called by the tab bar showing the item when it changes.
    var changed: (() -> Void)?

    /// An item with `title` and `image`.
    public init(title: String? = nil, image: Bitmap? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
