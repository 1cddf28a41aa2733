import TactilePlatform
import TactileSystem

/// The rate of change of a gesture's value (scale per second, radians per second), smoothed as
/// UIKit's pinch is: each new rate blended 0.25 · new + 0.75 · previous, starting from zero.
/// Changes less than 1 ms after the last kept one are dropped (counted in the next).
struct SmoothedRate {
    static let newWeight = 0.25

    private(set) var rate = 0.0
    private var lastValue = 0.0
    private var lastTime: Instant?

    /// Starts from `value` at `time`, with no rate.
    mutating func reset(value: Double, time: Instant) {
        rate = 0
        lastValue = value
        lastTime = time
    }

    /// Adds the value `value` reached at `time`.
    mutating func add(_ value: Double, at time: Instant) {
        guard let last = lastTime else {
            reset(value: value, time: time)
            return
        }
        let elapsed = time - last
        guard elapsed >= VelocityEstimator.minimumSampleInterval else { return }
        let current = (value - lastValue) / elapsed.seconds
        rate = Self.newWeight * current + (1 - Self.newWeight) * rate
        lastValue = value
        lastTime = time
    }
}
