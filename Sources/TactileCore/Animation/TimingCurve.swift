import TactileRaster

/// How an animation's progress follows time: a cubic Bézier from (0, 0) to (1, 1) whose two
/// control points shape it, as `CAMediaTimingFunction` does.
///
/// The curve maps the fraction of the duration elapsed, t, to the fraction of the change shown,
/// y: solve x(s) = t for the curve parameter s, then evaluate y(s).
public struct TimingCurve: Equatable, Hashable, Sendable {
    /// The first control point; its x lies in [0, 1].
    public let controlPoint1: Point
    /// The second control point; its x lies in [0, 1].
    public let controlPoint2: Point

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// A curve through (0, 0), the two control points and (1, 1). The control points' x must lie
    /// in [0, 1] so that x(s) is monotonic and each time has one value.
    public init(controlPoint1: Point, controlPoint2: Point) {
        precondition(
            (0...1).contains(controlPoint1.x) && (0...1).contains(controlPoint2.x),
            "a timing curve's control points need x in [0, 1]")
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
        cx = 3 * controlPoint1.x
        bx = 3 * (controlPoint2.x - controlPoint1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * controlPoint1.y
        by = 3 * (controlPoint2.y - controlPoint1.y) - cy
        ay = 1 - cy - by
    }

    /// A curve from the control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
    }

    /// Whether two curves have the same control points.
    public static func == (a: TimingCurve, b: TimingCurve) -> Bool {
        a.controlPoint1 == b.controlPoint1 && a.controlPoint2 == b.controlPoint2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoint1)
        hasher.combine(controlPoint2)
    }

    /// Constant speed: (0, 0)(1, 1).
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Slow start: (0.42, 0)(1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Slow end: (0, 0)(0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Slow start and end: (0.42, 0)(0.58, 1); the default of animation blocks.
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// The system default curve: (0.25, 0.1)(0.25, 1).
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// The fraction of the change shown when `time` of the duration has elapsed (clamped to
    /// [0, 1]). Control points with y outside [0, 1] overshoot.
    public func value(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        // Both control points on the diagonal: x(s) = y(s), so y = t exactly.
        if controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y { return t }
        let s = parameter(forX: t)
        return ((ay * s + by) * s + cy) * s
    }

    private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// Solves x(s) = t: Newton's method from s = t where the slope is healthy; otherwise
    /// bisection to full precision (x is monotonic on [0, 1], so it always converges, and near a
    /// flat spot of x a tiny error in x would be a large one in s).
    private func parameter(forX t: Double) -> Double {
        var s = t
        for _ in 0..<8 {
            let slope = dx(s)
            if slope < 1e-3 { break }
            let error = x(s) - t
            if abs(error) < 1e-14 { return s }
            let next = s - error / slope
            if !(next >= 0 && next <= 1) { break }
            s = next
        }
        var low = 0.0, high = 1.0
        while true {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { return middle }
            let value = x(middle)
            if value == t { return middle }
            if value < t { low = middle } else { high = middle }
        }
    }
}
