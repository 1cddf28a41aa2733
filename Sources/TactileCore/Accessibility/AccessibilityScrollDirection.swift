/// Where a three-finger flick scrolls (UIKit's `UIAccessibilityScrollDirection`), named for what
/// comes into view: `down` shows the page below (a three-finger flick up, the content following
/// the fingers as a drag would move it), `right` the page to the right (a flick left).
public enum AccessibilityScrollDirection: String, Sendable {
    /// The page above, below, to the left or to the right comes into view.
    case up, down, left, right
}
