import Raster

/// One node of what the screen reader sees of a screen: an item it can focus and speak, or a
/// container grouping items (and other containers) under a title, in navigation order.
/// (docs/accessibility.md, "Containers").
public indirect enum AccessibilityNode: Equatable {
    /// A focusable item: what is spoken for it, and its frame in screen points.
    case item(label: String, frame: Rect)
    /// A container: its title, its frame in screen points and its children in navigation order.
    case container(title: String, frame: Rect, children: [AccessibilityNode])

    /// The item's label or the container's title.
    public var text: String {
        switch self {
        case let .item(label, _): label
        case let .container(title, _, _): title
        }
    }

    /// The node's frame in screen points.
    public var frame: Rect {
        switch self {
        case let .item(_, frame): frame
        case let .container(_, frame, _): frame
        }
    }
}
