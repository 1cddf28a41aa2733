import TactilePlatform
import TactileSystem

/// Estimates how fast a point moves from timestamped samples, as UIKit's pan does: each
/// sample's velocity (distance over the time since the previous kept sample) is blended
/// 0.2 · this sample + 0.8 · the previous estimate. Samples less than 1 ms after the previous
/// kept one are dropped (their movement counts in the next kept sample); after a gap of more
/// than 100 ms the estimate restarts from the new sample alone; and a point that has not moved
/// for more than 100 ms when asked is still (velocity zero). Times are kernel event times on the
/// run loop's clock, so the estimate does not depend on when the program got to read them.
public struct VelocityEstimator: Equatable, Sendable {
    /// The weight of the newest sample's velocity in the blend (UIKit's 0.2).
    public static let newSampleWeight = 0.2
    /// Samples closer than this to the previous kept sample are dropped.
    public static let minimumSampleInterval = Interval.milliseconds(1)
    /// The longest history the estimate uses.
    public static let historyLimit = Interval.milliseconds(100)

    private var lastPoint: Point?
    private var lastTime = Instant.zero
    /// When the point last moved (reports of a finger held still do not count).
    private var lastMoveTime = Instant.zero
    private var estimate = Point.zero
    private var hasEstimate = false

    /// No sample yet.
    public init() {}

    /// Starts again from `point` at `time`, with no velocity.
    public mutating func reset(at point: Point, time: Instant) {
        lastPoint = point
        lastTime = time
        lastMoveTime = time
        estimate = .zero
        hasEstimate = false
    }

    /// Moves the reference of the samples by `offset`, keeping the estimate: the tracked point
    /// jumped without the finger moving (a finger added or lifted).
    public mutating func shift(by offset: Point) {
        if let point = lastPoint { lastPoint = Point(x: point.x + offset.x, y: point.y + offset.y) }
    }

    /// Adds the sample `point` at `time`.
    public mutating func add(_ point: Point, at time: Instant) {
        guard let previous = lastPoint else {
            reset(at: point, time: time)
            return
        }
        let elapsed = time - lastTime
        guard elapsed >= Self.minimumSampleInterval else { return }
        let seconds = elapsed.seconds
        let current = Point(x: (point.x - previous.x) / seconds, y: (point.y - previous.y) / seconds)
        if !hasEstimate || elapsed > Self.historyLimit {
            estimate = current
        } else {
            let w = Self.newSampleWeight
            estimate = Point(x: w * current.x + (1 - w) * estimate.x, y: w * current.y + (1 - w) * estimate.y)
        }
        hasEstimate = true
        if point != previous { lastMoveTime = time }
        lastPoint = point
        lastTime = time
    }

    /// The velocity in points per second at `time`: the estimate, or zero when the point last
    /// moved more than 100 ms before `time` (the finger stopped before lifting, whether or not
    /// the panel went on reporting it).
    public func velocity(at time: Instant) -> Point {
        guard hasEstimate, time - lastMoveTime <= Self.historyLimit else { return .zero }
        return estimate
    }
}
