/// The edges of a rectangle, for `ScreenEdgePanGestureRecognizer`.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The edge bits.
    public let rawValue: Int
    /// Creates a set of edges from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen and moves away from it (UIKit's
/// `UIScreenEdgePanGestureRecognizer`): the back gesture from the left edge. The first finger
/// must go down within `edgeWidth` points of one of `edges` of its window; the pan fails
/// otherwise, at once, and also when the movement runs along the edge rather than away from it.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges the pan may start from. Default: the left edge.
    public var edges: RectEdge = .left
    /// How close to the edge, in points, the finger must go down. Default 20.
    public var edgeWidth = 20.0

    /// The edge the current pan started from.
    public private(set) var startEdge: RectEdge = []

    open override var definitionDescription: String {
        "edge-pan edges=\(edges.rawValue) touches=\(minimumNumberOfTouches)-\(maximumNumberOfTouches)"
    }

    /// An edge pan from `edges`; `action` runs as it begins, changes and ends.
    public init(name: String? = nil, edges: RectEdge = .left, action: ((ScreenEdgePanGestureRecognizer) -> Void)? = nil) {
        super.init(name: name ?? "edge-pan")
        self.edges = edges
        if let action { addAction(action) }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if state == .possible && startEdge.isEmpty, let first = touches.first {
            let point = first.location(in: nil)
            let size = first.window.bounds.size
            var edge: RectEdge = []
            if edges.contains(.left) && point.x <= edgeWidth {
                edge = .left
            } else if edges.contains(.right) && point.x >= size.width - edgeWidth {
                edge = .right
            } else if edges.contains(.top) && point.y <= edgeWidth {
                edge = .top
            } else if edges.contains(.bottom) && point.y >= size.height - edgeWidth {
                edge = .bottom
            }
            guard !edge.isEmpty else {
                setState(.failed)
                return
            }
            startEdge = edge
        }
        super.touchesBegan(touches, with: event)
    }

    open override func allowsBeginning(movement: Point) -> Bool {
        let away: Double, along: Double
        switch startEdge {
        case .left: (away, along) = (movement.x, movement.y)
        case .right: (away, along) = (-movement.x, movement.y)
        case .top: (away, along) = (movement.y, movement.x)
        default: (away, along) = (-movement.y, movement.x)
        }
        return away > 0 && away >= abs(along)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }
}
