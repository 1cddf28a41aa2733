import TactileRaster

/// Reads the screen reader's model (`AccessibilityNode`s) out of a view tree
/// (docs/accessibility.md, "Containers").
///
/// A view marked as a container becomes one, holding what is inside it; an accessibility element
/// becomes an item and hides its subviews; any other view is looked through. Hidden and fully
/// transparent views are left out, and so are views off the screen. Children are ordered in rows, top-left to bottom-right: a node
/// joins a row while its vertical middle lies within the row's first node. Items outside every
/// container are grouped, each run of them in that order, in a container of the screen's title.
public enum AccessibilityTree {
    /// The top-level containers of what `root` (a window, say) shows; loose items go into
    /// containers titled `title`.
    public static func nodes(of root: View, title: String) -> [AccessibilityNode] {
        var top: [AccessibilityNode] = []
        var loose: [AccessibilityNode] = []
        let nodes = children(of: root)
        // One run of loose items is the root's container, with its frame; several each get theirs.
        let isOneRun = !nodes.contains { if case .container = $0 { return true } else { return false } }
        func flushLoose() {
            guard !loose.isEmpty else { return }
            let frame = isOneRun ? root.accessibilityFrame : loose.dropFirst().reduce(loose[0].frame) { $0.union($1.frame) }
            top.append(.container(title: title, frame: frame, children: loose))
            loose = []
        }
        for node in nodes {
            if case .container = node { flushLoose(); top.append(node) } else { loose.append(node) }
        }
        flushLoose()
        return top
    }

    /// The nodes inside `view`: its `accessibilityElements` in their order, else its subviews in
    /// rows. Of subviews marked `accessibilityViewIsModal`, the frontmost hides its siblings.
    static func children(of view: View) -> [AccessibilityNode] {
        if let explicit = view.accessibilityElements {
            var nodes: [AccessibilityNode] = []
            for child in explicit {
                switch child {
                case .view(let subview): if isShown(subview) { nodes += self.nodes(for: subview) }
                case .element(let element): nodes.append(node(for: element))
                }
            }
            return nodes
        }
        var shown = view.subviews.filter(isShown)
        if let modal = shown.lastIndex(where: { $0.accessibilityViewIsModal }) { shown = [shown[modal]] }
        var nodes: [AccessibilityNode] = []
        for subview in shown { nodes += self.nodes(for: subview) }
        return inRows(nodes)
    }

    /// What `view` is to the reader: a container, an item, or what is inside it.
    static func nodes(for view: View) -> [AccessibilityNode] {
        if view.isAccessibilityContainer {
            let title = view.accessibilityContainerTitle ?? view.accessibilityLabel ?? ""
            return [.container(title: title, frame: view.accessibilityFrame, children: children(of: view))]
        }
        if view.isAccessibilityElement { return [.item(AccessibilityItem(view: view))] }
        return children(of: view)
    }

    /// An element drawn by a view: an item, or a container of its children in their order.
    static func node(for element: AccessibilityElement) -> AccessibilityNode {
        guard element.isAccessibilityContainer else { return .item(AccessibilityItem(element: element)) }
        var children: [AccessibilityNode] = []
        for child in element.children {
            switch child {
            case .view(let view): if isShown(view) { children += nodes(for: view) }
            case .element(let element): children.append(node(for: element))
            }
        }
        return .container(
            title: element.accessibilityContainerTitle ?? element.accessibilityLabel ?? "",
            frame: element.accessibilityFrame, children: children)
    }

    /// Whether the reader sees `view` at all: not hidden, not fully transparent, and on its
    /// window's screen (a page scrolled away is not read).
    static func isShown(_ view: View) -> Bool {
        guard !view.isHidden && !view.isHiddenForTransition && view.alpha > 0 else { return false }
        guard let screen = view.window?.screen else { return true }
        return view.accessibilityFrame.intersects(screen.bounds)
    }

    /// `nodes` in reading order: rows from the top, each row from the left; ties keep their order.
    /// A node joins the row above when the middle of the shorter of it and the row's shortest
    /// node lies within the other's height, so a tall picture beside a column of lines shares a
    /// row with the first line only, and the lines are read down the column.
    public static func inRows(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        let byTop = nodes.indices.sorted { (nodes[$0].frame.minY, $0) < (nodes[$1].frame.minY, $1) }
        var rows: [[Int]] = []
        // The shortest node of the last row.
        var shortest = Rect.zero
        for index in byTop {
            let frame = nodes[index].frame
            let (short, tall) = frame.height < shortest.height ? (frame, shortest) : (shortest, frame)
            if !rows.isEmpty, short.midY >= tall.minY, short.midY < tall.maxY {
                rows[rows.count - 1].append(index)
                if frame.height < shortest.height { shortest = frame }
            } else {
                rows.append([index])
                shortest = frame
            }
        }
        return rows.flatMap { row in row.sorted { (nodes[$0].frame.minX, $0) < (nodes[$1].frame.minX, $1) } }.map { nodes[$0] }
    }
}
