/// What kind of thing an accessibility item is and what state it is in, as the screen reader
/// says it (UIKit's `UIAccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Equatable, Hashable, Sendable {
    /// The trait bits.
    public let rawValue: UInt32
    /// Creates a set of traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Activating it acts ("button").
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading of what follows.
    public static let header = AccessibilityTraits(rawValue: 1 << 1)
    /// One-finger flicks up and down increment and decrement it (a slider, a stepper).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected (a segment, a tab).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Disabled ("dimmed").
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 4)
    /// A picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Its value changes often (a clock): not announced on every change.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    /// Touches reach it directly while it is current (a drawing surface, a keyboard).
    public static let directTouch = AccessibilityTraits(rawValue: 1 << 8)
}
