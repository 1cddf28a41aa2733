import TactileRaster

/// How an item's touch area grows beyond what is drawn, for the reader's touch exploration and
/// the "larger touch targets" setting (docs/accessibility.md, "Enlarged hit areas").
public enum AccessibilityEnlargement: Equatable, Sendable {
    /// Into the free space around it, by the kind's default (`HitAreaEnlarger`).
    case automatic
    /// Not at all: only the drawn frame is the item.
    case none
    /// By these insets on each side (positive values grow it), capped like the automatic growth
    /// so that areas never overlap.
    case insets(EdgeInsets)
    /// To the whole frame of the cell or container it is in (a label in a list row).
    case fillCell
}
