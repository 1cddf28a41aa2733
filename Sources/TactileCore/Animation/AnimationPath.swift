import TactileRaster

/// A path of straight lines and cubic Bézier curves for a view to move along
/// (`View.animate(along:…)`, the keyframe animation along a path of the WWDC 2009 talk “iPhone Views and Animations”; Core Animation's
/// `CAKeyframeAnimation.path`).
///
/// ```swift
/// var path = AnimationPath(start: Point(x: 40, y: 400))
/// path.addCurve(to: Point(x: 360, y: 400), control1: Point(x: 40, y: 100), control2: Point(x: 360, y: 100))
/// path.addLine(to: Point(x: 360, y: 600))
/// card.animate(along: path, duration: .seconds(2), rotatesAlongTangent: true)
/// ```
public struct AnimationPath: Sendable {
    /// One piece of the path, from where the previous one ended.
    public enum Segment: Sendable {
        /// A straight line to `to`.
        case line(to: Point)
        /// A cubic Bézier curve to `to`, with control points `control1` and `control2`.
        case curve(to: Point, control1: Point, control2: Point)
    }

    /// Where the path starts.
    public let start: Point
    /// Its pieces, in order.
    public private(set) var segments: [Segment] = []

    /// A path at `start`, with no segment yet.
    public init(start: Point) { self.start = start }

    /// A straight line from the path's end to `point`.
    public mutating func addLine(to point: Point) { segments.append(.line(to: point)) }

    /// A cubic Bézier curve from the path's end to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        segments.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Where the path ends.
    public var end: Point {
        switch segments.last {
        case .line(let to)?, .curve(let to, _, _)?: return to
        case nil: return start
        }
    }

    /// Points along each segment, close enough for motion: a line's end, or a curve sampled
    /// `samplesPerCurve` times evenly in its parameter. One array per segment.
    func samples(samplesPerCurve: Int = 32) -> [[Point]] {
        var from = start
        var result: [[Point]] = []
        for segment in segments {
            switch segment {
            case .line(let to):
                result.append([to])
                from = to
            case let .curve(to, c1, c2):
                let p0 = from
                result.append(
                    (1...samplesPerCurve).map { step in
                        let t = Double(step) / Double(samplesPerCurve), u = 1 - t
                        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * to.x, y: a * p0.y + b * c1.y + c * c2.y + d * to.y)
                    })
                from = to
            }
        }
        return result
    }
}

/// How a motion along a path spends its time (`View.animate(along:…)`).
public enum PathPacing: Sendable {
    /// At constant speed along the path (Core Animation's `.paced`).
    case paced
    /// Each segment ends at the given fraction of the duration (one per segment, rising to 1), at
    /// constant speed within each.
    case keyTimes([Double])
}
