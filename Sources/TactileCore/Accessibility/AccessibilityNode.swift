import TactileRaster

/// One node of what the screen reader sees of a screen: an item it can focus and speak, or a
/// container grouping items (and other containers) under a title, in navigation order.
/// (docs/accessibility.md, "Containers").
public indirect enum AccessibilityNode: Equatable {
    /// A focusable item.
    case item(AccessibilityItem)
    /// A container: its title, its frame in screen points and its children in navigation order.
    case container(title: String, frame: Rect, children: [AccessibilityNode])

    /// An item with only a label and a frame (nothing behind it to activate).
    public static func item(label: String, frame: Rect) -> AccessibilityNode {
        .item(AccessibilityItem(label: label, frame: frame))
    }

    /// The item's label or the container's title.
    public var text: String {
        switch self {
        case let .item(item): item.label
        case let .container(title, _, _): title
        }
    }

    /// The node's frame in screen points.
    public var frame: Rect {
        switch self {
        case let .item(item): item.frame
        case let .container(_, frame, _): frame
        }
    }
}
