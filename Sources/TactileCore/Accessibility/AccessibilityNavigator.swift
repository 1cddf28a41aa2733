import TactileRaster

/// The screen reader's position on a screen and the moves of its navigation gestures
/// (docs/accessibility.md, "Navigation gestures" and "Edges of a container").
///
/// The screen's containers become one sequence of *steps*: every item is a step, and a container
/// nested in another is a step of its own (its title and count) just before its children. A
/// top-level container without items is one step too. The *current container* is the one holding
/// the current step (for a nested container's title step, its parent), or the container a touch
/// or a container gesture selected; first, last and the loop preference act on it.
public struct AccessibilityNavigator {
    /// A navigation gesture's meaning.
    public enum Move: Equatable, Sendable {
        /// One-finger flick right / left.
        case next, previous
        /// Four-finger flick left / right: the current container's first / last item.
        case first, last
        /// Four-finger flick up / down: the first item of the first container / the last item of
        /// the last.
        case firstOnScreen, lastOnScreen
        /// Two-finger flick right / left: the next / previous container (its title and count).
        case nextContainer, previousContainer
    }

    /// What is current: a container, and the step in it (nil when the container itself is).
    public struct Focus: Equatable, Sendable {
        /// Index in `containers`.
        public var container: Int
        /// Index in `steps`, nil when the container itself is current.
        public var step: Int?

        /// Creates a focus on step `step` of container `container`, or on the container itself when `step` is nil.
        public init(container: Int, step: Int?) {
            self.container = container
            self.step = step
        }
    }

    /// The result of a move or a touch: what to say and which cue to play (nil: nothing).
    public struct Outcome: Equatable, Sendable {
        /// What to say, or nil for nothing.
        public var utterance: String?
        /// The sound to play, or nil for none.
        public var cue: AccessibilityCue?

        /// Creates an outcome that says `utterance` and plays `cue`.
        public init(utterance: String?, cue: AccessibilityCue?) {
            self.utterance = utterance
            self.cue = cue
        }
    }

    /// A container of the screen, in pre-order (a parent before its children).
    public struct Container: Equatable, Sendable {
        /// The title said with its number of items.
        public var title: String
        /// Its frame in screen points.
        public var frame: Rect
        /// The enclosing container, nil at the top level.
        public var parent: Int?
        /// Its children: items and containers.
        public var childCount: Int
        /// Its title step (a nested container's, or a top-level container's without children).
        public var titleStep: Int?
        /// The steps inside it, its title step left out unless it is its only step.
        public var steps: Range<Int>
    }

    /// One step of the sequence.
    public enum Step: Equatable {
        /// An item and the container holding it.
        case item(AccessibilityItem, container: Int)
        /// A container's title step.
        case title(container: Int)
    }

    /// The screen's containers, in pre-order (a parent before its children).
    public private(set) var containers: [Container] = []
    /// The screen's steps in navigation order.
    public private(set) var steps: [Step] = []
    /// Next and previous wrap inside the current container instead of leaving it.
    public var loops = false
    /// How much is said of an item.
    public var verbosity = AccessibilityVerbosity.normal
    /// Nil until a touch or a move gives a focus.
    public private(set) var focus: Focus?

    /// The navigation over `roots`, the screen's top-level containers in navigation order.
    public init(roots: [AccessibilityNode], loops: Bool = false) {
        self.loops = loops
        for root in roots { add(root, parent: nil) }
    }

    private mutating func add(_ node: AccessibilityNode, parent: Int?) {
        guard case let .container(title, frame, children) = node else {
            guard let parent, case let .item(item) = node else { return }
            steps.append(.item(item, container: parent))
            return
        }
        let index = containers.count
        containers.append(
            Container(
                title: title, frame: frame, parent: parent, childCount: children.count,
                titleStep: nil, steps: 0..<0))
        if parent != nil || children.isEmpty {
            containers[index].titleStep = steps.count
            steps.append(.title(container: index))
        }
        let first = parent == nil && children.isEmpty ? steps.count - 1 : steps.count
        for child in children { add(child, parent: index) }
        containers[index].steps = first..<steps.count
    }

    /// The container holding `step`: an item's container, a title step's parent (or the
    /// container itself at the top level).
    public func container(holding step: Int) -> Int {
        switch steps[step] {
        case let .item(_, container): return container
        case let .title(container): return containers[container].parent ?? container
        }
    }

    /// Makes `container` current with no item, as a touch inside it does; returns its title and
    /// count.
    public mutating func select(container: Int) -> Outcome {
        precondition(containers.indices.contains(container), "no container \(container) on this screen")
        focus = Focus(container: container, step: nil)
        return Outcome(utterance: summary(of: container), cue: nil)
    }

    /// Makes `step` current, as a touch on its item does; returns what to say (the container's
    /// title and count first when the touch entered another container).
    public mutating func select(step: Int) -> Outcome {
        precondition(steps.indices.contains(step), "no step \(step) on this screen")
        let previous = focus
        focus = Focus(container: container(holding: step), step: step)
        return Outcome(utterance: utterance(for: step, after: previous), cue: nil)
    }

    /// Performs `move` from the current focus (from before the first step when there is none).
    public mutating func perform(_ move: Move) -> Outcome {
        guard !steps.isEmpty else { return Outcome(utterance: nil, cue: nil) }
        switch move {
        case .next, .previous:
            return step(forward: move == .next)
        case .first, .last:
            return jumpToEnd(first: move == .first)
        case .firstOnScreen:
            return go(to: 0, cue: nil)
        case .lastOnScreen:
            return go(to: steps.count - 1, cue: nil)
        case .nextContainer, .previousContainer:
            guard !containers.isEmpty else { return Outcome(utterance: nil, cue: nil) }
            let current = focus?.container ?? (move == .nextContainer ? -1 : containers.count)
            let target = current + (move == .nextContainer ? 1 : -1)
            guard containers.indices.contains(target) else { return Outcome(utterance: nil, cue: nil) }
            return select(container: target)
        }
    }

    // MARK: Moves

    private mutating func step(forward: Bool) -> Outcome {
        guard let focus else { return go(to: forward ? 0 : steps.count - 1, cue: nil) }
        let container = containers[focus.container]
        guard let current = focus.step else {
            // The container itself is current: into its first step, or back before it.
            let start = container.titleStep ?? container.steps.lowerBound
            let target = forward ? container.steps.lowerBound : start - 1
            return steps.indices.contains(target) ? go(to: target, cue: nil) : Outcome(utterance: nil, cue: nil)
        }
        if loops, !container.steps.isEmpty {
            if forward, current == container.steps.upperBound - 1 { return go(to: container.steps.lowerBound, cue: .wrap) }
            if !forward, current == container.steps.lowerBound { return go(to: container.steps.upperBound - 1, cue: .wrap) }
        }
        let target = current + (forward ? 1 : -1)
        return steps.indices.contains(target) ? go(to: target, cue: nil) : Outcome(utterance: nil, cue: nil)
    }

    private mutating func jumpToEnd(first: Bool) -> Outcome {
        guard let focus else { return go(to: first ? 0 : steps.count - 1, cue: nil) }
        let container = containers[focus.container]
        guard !container.steps.isEmpty else { return Outcome(utterance: nil, cue: nil) }
        let end = first ? container.steps.lowerBound : container.steps.upperBound - 1
        if focus.step != end { return go(to: end, cue: nil) }
        if loops { return Outcome(utterance: nil, cue: nil) }
        // Already there: first goes to the previous container's first step, last to the next's.
        let others = first ? Array((0..<focus.container).reversed()) : Array(focus.container + 1..<containers.count)
        for other in others where !isAncestor(other, of: focus.container) && !isAncestor(focus.container, of: other) {
            let target = containers[other].titleStep ?? containers[other].steps.lowerBound
            if steps.indices.contains(target) { return go(to: target, cue: nil) }
        }
        return Outcome(utterance: nil, cue: nil)
    }

    private mutating func go(to step: Int, cue: AccessibilityCue?) -> Outcome {
        var outcome = select(step: step)
        outcome.cue = cue
        return outcome
    }

    private func isAncestor(_ ancestor: Int, of container: Int) -> Bool {
        var current = containers[container].parent
        while let index = current {
            if index == ancestor { return true }
            current = containers[index].parent
        }
        return false
    }

    // MARK: What is said

    /// "Title, N items".
    public func summary(of container: Int) -> String {
        "\(containers[container].title), \(AccessibilityNavigator.count(containers[container].childCount))"
    }

    /// What is said of `item`: "selected", the label, the value, the role, "dimmed" (the role
    /// and state left out at `.low`).
    public static func description(of item: AccessibilityItem, verbosity: AccessibilityVerbosity) -> String {
        var parts: [String] = []
        let full = verbosity != .low
        if full, item.traits.contains(.selected) { parts.append("selected") }
        if !item.label.isEmpty { parts.append(item.label) }
        if let value = item.value, !value.isEmpty { parts.append(value) }
        if full {
            if item.traits.contains(.header) { parts.append("heading") }
            if item.traits.contains(.button) { parts.append("button") }
            if item.traits.contains(.adjustable) { parts.append("adjustable") }
            if item.traits.contains(.image) { parts.append("image") }
            if item.traits.contains(.notEnabled) { parts.append("dimmed") }
        }
        if verbosity == .high, let hint = item.hint, !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    /// "no items", "one item", "N items".
    public static func count(_ n: Int) -> String {
        switch n {
        case 0: "no items"
        case 1: "one item"
        default: "\(n) items"
        }
    }

    private func utterance(for step: Int, after previous: Focus?) -> String {
        switch steps[step] {
        case let .title(container):
            return summary(of: container)
        case let .item(item, container):
            let label = Self.description(of: item, verbosity: verbosity)
            // Entering a container says where the finger is, unless its title step was just said.
            let cameFromItsTitle = previous?.step.map { steps[$0] == .title(container: container) } ?? false
            if previous?.container == container || cameFromItsTitle { return label }
            return "\(summary(of: container)), \(label)"
        }
    }
}
