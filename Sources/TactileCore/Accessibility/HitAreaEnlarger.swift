import TactileRaster

/// Grows the touch areas of the items of a container into the free space around them
/// (docs/accessibility.md, "Enlarged hit areas").
///
/// For each side of an item, the free space is the distance to the nearest other item facing it
/// (one whose extent on the other axis overlaps the item's), else to the container's edge. A side
/// grows by the free space times `factor`, or by the free space less `constant`; in uniform mode
/// every side grows by the smallest of the four. Enlarged areas never overlap: for every pair of
/// items whose grown areas would, the sides facing each other stop at the midpoint between their
/// drawn frames. Each such cap only shrinks, so the result does not depend on the items' order.
/// Frames within `tolerance` of each other count as touching (frames laid out by fractions of a
/// point, such as three columns of 149.33 points, meet a rounding error apart).
public struct HitAreaEnlarger: Equatable, Sendable {
    /// How much of the free space a side takes.
    public enum Amount: Equatable, Sendable {
        /// free × factor (0.5: two neighbours growing towards each other meet in the middle).
        case factor(Double)
        /// free − constant, never below zero.
        case freeLess(Double)
    }

    /// How much of the free space a side takes.
    public var amount: Amount
    /// Every side grows by the smallest of the four amounts.
    public var isUniform: Bool

    /// Creates an enlarger; by default each side takes half its free space.
    public init(amount: Amount = .factor(0.5), isUniform: Bool = false) {
        self.amount = amount
        self.isUniform = isUniform
    }

    /// How far apart two edges may be, in points, and still count as one (touching frames).
    public static let tolerance = 1e-6

    /// The free space on each side of `frames[index]` inside `bounds`.
    public static func freeSpace(around index: Int, in frames: [Rect], bounds: Rect) -> EdgeInsets {
        let frame = frames[index]
        var left = max(0, frame.minX - bounds.minX), right = max(0, bounds.maxX - frame.maxX)
        var top = max(0, frame.minY - bounds.minY), bottom = max(0, bounds.maxY - frame.maxY)
        for (other, neighbour) in frames.enumerated() where other != index {
            if overlaps(frame.minY, frame.maxY, neighbour.minY, neighbour.maxY) {
                if neighbour.maxX <= frame.minX + tolerance { left = min(left, max(0, frame.minX - neighbour.maxX)) }
                if neighbour.minX >= frame.maxX - tolerance { right = min(right, max(0, neighbour.minX - frame.maxX)) }
            }
            if overlaps(frame.minX, frame.maxX, neighbour.minX, neighbour.maxX) {
                if neighbour.maxY <= frame.minY + tolerance { top = min(top, max(0, frame.minY - neighbour.maxY)) }
                if neighbour.minY >= frame.maxY - tolerance { bottom = min(bottom, max(0, neighbour.minY - frame.maxY)) }
            }
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// How far each side grows for `free` space around it.
    public func growth(forFreeSpace free: EdgeInsets) -> EdgeInsets {
        func grow(_ space: Double) -> Double {
            switch amount {
            case let .factor(factor): max(0, space * factor)
            case let .freeLess(constant): max(0, space - constant)
            }
        }
        let grown = EdgeInsets(top: grow(free.top), left: grow(free.left), bottom: grow(free.bottom), right: grow(free.right))
        guard isUniform else { return grown }
        let smallest = min(grown.top, grown.left, grown.bottom, grown.right)
        return EdgeInsets(top: smallest, left: smallest, bottom: smallest, right: smallest)
    }

    /// The enlarged touch areas of `frames` (items of one container) inside `bounds`, in the
    /// same order.
    public func areas(for frames: [Rect], in bounds: Rect) -> [Rect] {
        let grown = frames.indices.map { index in
            let growth = growth(forFreeSpace: HitAreaEnlarger.freeSpace(around: index, in: frames, bounds: bounds))
            return frames[index].inset(by: EdgeInsets(top: -growth.top, left: -growth.left, bottom: -growth.bottom, right: -growth.right))
        }
        var areas = grown
        for a in frames.indices {
            for b in frames.indices where a < b && grown[a].intersects(grown[b]) {
                let (first, second) = (frames[a], frames[b])
                // Separate the pair along the axis with the larger gap between the drawn frames;
                // drawn frames that overlap cannot be separated (a touch on a frame wins anyway).
                let gapX = max(second.minX - first.maxX, first.minX - second.maxX)
                let gapY = max(second.minY - first.maxY, first.minY - second.maxY)
                guard max(gapX, gapY) >= -Self.tolerance else { continue }
                if gapX >= gapY {
                    let (left, right) = first.maxX <= second.minX + Self.tolerance ? (a, b) : (b, a)
                    let middle = (frames[left].maxX + frames[right].minX) / 2
                    areas[left] = capped(areas[left], maxX: middle)
                    areas[right] = capped(areas[right], minX: middle)
                } else {
                    let (upper, lower) = first.maxY <= second.minY + Self.tolerance ? (a, b) : (b, a)
                    let middle = (frames[upper].maxY + frames[lower].minY) / 2
                    areas[upper] = capped(areas[upper], maxY: middle)
                    areas[lower] = capped(areas[lower], minY: middle)
                }
            }
        }
        return areas
    }

    /// The item a touch at `point` selects: one whose drawn frame holds it (the last of several,
    /// the one drawn on top), else one whose enlarged area does.
    public static func item(at point: Point, frames: [Rect], areas: [Rect]) -> Int? {
        frames.indices.last { frames[$0].contains(point) } ?? areas.indices.last { areas[$0].contains(point) }
    }

    private static func overlaps(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
        a0 < b1 - tolerance && b0 < a1 - tolerance
    }

    private func capped(_ area: Rect, minX: Double? = nil, maxX: Double? = nil, minY: Double? = nil, maxY: Double? = nil) -> Rect {
        let x0 = max(area.minX, minX ?? area.minX), x1 = min(area.maxX, maxX ?? area.maxX)
        let y0 = max(area.minY, minY ?? area.minY), y1 = min(area.maxY, maxY ?? area.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
