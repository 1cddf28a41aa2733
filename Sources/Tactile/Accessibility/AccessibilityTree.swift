import Raster

/// Reads the screen reader's model (`AccessibilityNode`s) out of a view tree
/// (docs/accessibility.md, "Containers").
///
/// A view marked as a container becomes one, holding what is inside it; an accessibility element
/// becomes an item and hides its subviews; any other view is looked through. Hidden and fully
/// transparent views are left out. Children are ordered in rows, top-left to bottom-right: a node
/// joins a row while its vertical middle lies within the row's first node. Items outside every
/// container are grouped, each run of them in that order, in a container of the screen's title.
public enum AccessibilityTree {
    /// The top-level containers of what `root` (a window, say) shows; loose items go into
    /// containers titled `title`.
    public static func nodes(of root: View, title: String) -> [AccessibilityNode] {
        var top: [AccessibilityNode] = []
        var loose: [AccessibilityNode] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            let frame = loose.dropFirst().reduce(loose[0].frame) { $0.union($1.frame) }
            top.append(.container(title: title, frame: frame, children: loose))
            loose = []
        }
        for node in children(of: root) {
            if case .container = node { flushLoose(); top.append(node) } else { loose.append(node) }
        }
        flushLoose()
        return top
    }

    /// The nodes inside `view`, in rows.
    static func children(of view: View) -> [AccessibilityNode] {
        var nodes: [AccessibilityNode] = []
        for subview in view.subviews where !subview.isHidden && !subview.isHiddenForTransition && subview.alpha > 0 {
            if subview.isAccessibilityContainer {
                let title = subview.accessibilityContainerTitle ?? subview.accessibilityLabel ?? ""
                nodes.append(.container(title: title, frame: subview.accessibilityFrame, children: children(of: subview)))
            } else if subview.isAccessibilityElement {
                nodes.append(.item(label: subview.accessibilityLabel ?? "", frame: subview.accessibilityFrame))
            } else {
                nodes += children(of: subview)
            }
        }
        return inRows(nodes)
    }

    /// `nodes` in reading order: rows from the top, each row from the left; ties keep their order.
    public static func inRows(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        let byTop = nodes.indices.sorted { (nodes[$0].frame.minY, $0) < (nodes[$1].frame.minY, $1) }
        var rows: [[Int]] = []
        for index in byTop {
            let frame = nodes[index].frame
            if let row = rows.last, let first = row.first, frame.minY + frame.height / 2 < nodes[first].frame.maxY {
                rows[rows.count - 1].append(index)
            } else {
                rows.append([index])
            }
        }
        return rows.flatMap { row in row.sorted { (nodes[$0].frame.minX, $0) < (nodes[$1].frame.minX, $1) } }.map { nodes[$0] }
    }
}
