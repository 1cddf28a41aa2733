/// One non-horizontal edge of an outline, stored top to bottom. Horizontal edges add no area to
/// the signed-area accumulation, so outlines never store them.
struct CoverageEdge {
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// dx/dy, finite.
    var slope: Double
    /// +1 when the outline runs down along the edge, −1 when it runs up.
    var direction: Double
}

/// Collects the edges of closed outlines (move, lines, close) into scratch memory the caller
/// sized.
struct EdgeBuilder {
    let base: UnsafeMutablePointer<CoverageEdge>
    let capacity: Int
    private(set) var count = 0
    private var startX = 0.0, startY = 0.0
    private(set) var lastX = 0.0, lastY = 0.0
    /// −1 adds the following outlines with the opposite winding (holes, as a stroke's inner edge).
    var orientation: Double = 1

    init(base: UnsafeMutablePointer<CoverageEdge>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// The edges so far, for the rasterizer (which sorts them in place).
    var edges: UnsafeMutableBufferPointer<CoverageEdge> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// Starts a new closed outline at (x, y); the previous one must be closed.
    mutating func move(to x: Double, _ y: Double) {
        startX = x; startY = y; lastX = x; lastY = y
    }

    mutating func line(to x: Double, _ y: Double) {
        addEdge(lastX, lastY, x, y)
        lastX = x; lastY = y
    }

    /// Joins the current point back to the outline's start.
    mutating func close() {
        line(to: startX, startY)
    }

    /// An edge from (ax, ay) to (bx, by) in outline order.
    mutating func addEdge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        if ay == by { return }
        let edge: CoverageEdge
        if ay < by {
            edge = CoverageEdge(x0: ax, y0: ay, x1: bx, y1: by, slope: (bx - ax) / (by - ay), direction: orientation)
        } else {
            edge = CoverageEdge(x0: bx, y0: by, x1: ax, y1: ay, slope: (ax - bx) / (ay - by), direction: -orientation)
        }
        // A near-horizontal edge whose slope overflows covers no measurable area.
        guard edge.slope.isFinite else { return }
        precondition(count < capacity, "edge scratch too small")
        base[count] = edge
        count += 1
    }

    /// The bounding box of the edges so far (shapes that know theirs skip this pass).
    var bounds: (minX: Double, maxX: Double, minY: Double, maxY: Double) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0..<count {
            let e = base[i]
            minX = Swift.min(minX, Swift.min(e.x0, e.x1)); maxX = Swift.max(maxX, Swift.max(e.x0, e.x1))
            minY = Swift.min(minY, e.y0); maxY = Swift.max(maxY, e.y1)
        }
        return (minX, maxX, minY, maxY)
    }
}
