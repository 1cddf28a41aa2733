import TactileRaster

/// What the screen reader reads of a screen at one moment: its containers and steps
/// (`AccessibilityNavigator`) and where each step can be touched.
///
/// The windows are read front to back; a window marked `accessibilityViewIsModal` (an app's over
/// the home screen, an alert's) hides those behind it. Each window's items outside every
/// container form a container titled with the window's `accessibilityContainerTitle`.
/// Containers of all the windows are ordered in rows, as items are.
public struct AccessibilityScreenModel {
    /// The navigation over the screen.
    public var navigator: AccessibilityNavigator
    /// For each step, the area a touch selects it in, in screen points: an item's enlarged area
    /// (`HitAreaEnlarger`, its `accessibilityEnlargement`), a nested container's frame.
    public private(set) var hitAreas: [Rect] = []

    /// The model of what `screen` shows now.
    public init(screen: Screen, enlarger: HitAreaEnlarger = HitAreaEnlarger()) {
        self.init(roots: Self.roots(of: screen), enlarger: enlarger)
    }

    /// The model of `roots`, the top-level containers in navigation order. `enlarger` grows
    /// text and other items; controls (buttons, adjustable items, controls) take all the free
    /// space around them, up to the midpoint to each neighbour (the per-kind defaults of
    /// docs/accessibility.md: a control is worth reaching; text needs no more than half).
    public init(roots: [AccessibilityNode], enlarger: HitAreaEnlarger = HitAreaEnlarger()) {
        navigator = AccessibilityNavigator(roots: roots)
        hitAreas = navigator.steps.map { step in
            switch step {
            case let .item(item, _): return item.frame
            case let .title(container): return navigator.containers[container].frame
            }
        }
        var stepIndex = 0
        for root in roots {
            assignAreas(in: root, bounds: root.frame, enlarger: enlarger, nextStep: &stepIndex, isTop: true)
        }
    }

    /// The top-level containers of the windows the reader sees on `screen`, in rows.
    public static func roots(of screen: Screen) -> [AccessibilityNode] {
        var roots: [AccessibilityNode] = []
        for window in screen.windows.reversed() where AccessibilityTree.isShown(window) {
            let title = window.accessibilityContainerTitle ?? window.accessibilityLabel ?? ""
            roots += AccessibilityTree.nodes(of: window, title: title)
            if window.accessibilityViewIsModal { break }
        }
        return AccessibilityTree.inRows(roots)
    }

    /// Walks `node` in the navigator's pre-order, giving each item its enlarged area among its
    /// siblings inside `bounds`: the container's frame at the top level, a nested container's own
    /// enlarged area among its siblings (so that the segments of a segmented control reach into
    /// the space around the control, as touching a container enlarges its items in US 8386965).
    private mutating func assignAreas(
        in node: AccessibilityNode, bounds: Rect, enlarger: HitAreaEnlarger,
        nextStep: inout Int, isTop: Bool
    ) {
        guard case let .container(_, _, children) = node else { return }
        // A nested container's title step, or a top-level one without children.
        if !isTop || children.isEmpty { nextStep += 1 }
        let frames = children.map { $0.frame }
        let grown = enlarger.areas(for: frames, in: bounds)
        let controlGrown = HitAreaEnlarger(amount: .factor(1), isUniform: enlarger.isUniform).areas(for: frames, in: bounds)
        for (index, child) in children.enumerated() {
            switch child {
            case let .item(item):
                let automatic = item.isInteractive ? controlGrown[index] : grown[index]
                hitAreas[nextStep] = Self.area(of: item, automatic: automatic, cell: bounds)
                nextStep += 1
            case .container:
                assignAreas(
                    in: child, bounds: controlGrown[index].union(child.frame), enlarger: enlarger,
                    nextStep: &nextStep, isTop: false)
            }
        }
    }

    /// An item's touch area by its enlargement: `automatic` the enlarger's, never smaller than
    /// what is drawn; kept inside its container `cell`.
    private static func area(of item: AccessibilityItem, automatic: Rect, cell: Rect) -> Rect {
        switch item.enlargement {
        case .automatic: return automatic.union(item.frame)
        case .none: return item.frame
        case .fillCell:
            if case let .view(view)? = item.source, let superview = view.superview { return superview.accessibilityFrame }
            return cell
        case .insets(let insets):
            let grown = item.frame.inset(
                by: EdgeInsets(
                    top: -insets.top, left: -insets.left,
                    bottom: -insets.bottom, right: -insets.right))
            let inside = grown.intersection(cell)
            return inside.isEmpty ? item.frame : inside.union(item.frame)
        }
    }

    /// The step a touch at `point` selects: an item whose drawn frame holds it (the frontmost),
    /// else one whose touch area does, else the innermost nested container holding it (its title
    /// step); nil when none does.
    public func step(at point: Point) -> Int? {
        let steps = navigator.steps
        if let drawn = steps.indices.last(where: { isItem($0) && steps[$0].frame.contains(point) }) { return drawn }
        if let grown = steps.indices.last(where: { isItem($0) && hitAreas[$0].contains(point) }) { return grown }
        return steps.indices.last { !isItem($0) && hitAreas[$0].contains(point) && navigator.containers[titleContainer($0)].parent != nil }
    }

    /// The innermost container whose frame holds `point`, nil when none does.
    public func container(at point: Point) -> Int? {
        navigator.containers.indices.last { navigator.containers[$0].frame.contains(point) }
    }

    private func isItem(_ step: Int) -> Bool {
        if case .item = navigator.steps[step] { return true }
        return false
    }

    private func titleContainer(_ step: Int) -> Int {
        if case let .title(container) = navigator.steps[step] { return container }
        return navigator.container(holding: step)
    }
}

extension AccessibilityNavigator.Step {
    /// The frame of an item (zero for a title step: `AccessibilityScreenModel.hitAreas` has it).
    var frame: Rect {
        if case let .item(item, _) = self { return item.frame }
        return .zero
    }
}
