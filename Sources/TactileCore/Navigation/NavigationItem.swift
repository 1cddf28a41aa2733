/// What a navigation bar shows for one screen of a navigation stack (UIKit's
/// `UINavigationItem`): the title in the middle, bar buttons at the left (leading) and right
/// (trailing) ends, and the title of the back button the screen above it shows.
public final class NavigationItem {
    /// The title in the middle of the bar; `ViewController.title` sets it.
    public var title: String? { didSet { if title != oldValue { changed?() } } }

    /// The back button's title on the screen pushed above this one; nil: this item's title
    /// (and "Back" when that is nil, empty or too long to fit).
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { changed?() } } }

    /// Whether the bar hides the back button (and the interactive pop is off) while this item
    /// is on top.
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { changed?() } } }

    /// The buttons at the leading (left) end, from the edge inwards; they replace the back
    /// button.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { changed?() } }

    /// The buttons at the trailing (right) end, from the edge inwards.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changed?() } }

    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Called by the bar showing the item when anything of it changes.
    var changed: (() -> Void)?

    /// An item titled `title`.
    public init(title: String? = nil) {
        self.title = title
    }
}
