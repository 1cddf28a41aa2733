import TactileSystem

/// How regular a sequence of frames was: the intervals between their timestamps compared with
/// the nominal frame interval.
public struct FrameTiming: Sendable {
    /// The number of frames measured.
    public let frameCount: Int
    /// The nominal interval between frames.
    public let nominalInterval: Interval
    /// The mean interval between consecutive frames, in milliseconds (0 with fewer than 2 frames).
    public let meanIntervalMilliseconds: Double
    /// The standard deviation of the intervals between consecutive frames, in milliseconds: the
    /// frame-interval jitter.
    public let jitterMilliseconds: Double
    /// The largest difference between one interval and the nominal interval, in milliseconds.
    public let maximumDeviationMilliseconds: Double

    /// Summarizes frame timestamps in the order they happened.
    public init(timestamps: [Instant], nominalInterval: Interval) {
        frameCount = timestamps.count
        self.nominalInterval = nominalInterval
        guard timestamps.count >= 2 else {
            meanIntervalMilliseconds = 0
            jitterMilliseconds = 0
            maximumDeviationMilliseconds = 0
            return
        }
        let count = Double(timestamps.count - 1)
        var sum = 0.0
        var maximumDeviation = 0.0
        let nominal = nominalInterval.milliseconds
        for index in 1..<timestamps.count {
            let interval = (timestamps[index] - timestamps[index - 1]).milliseconds
            sum += interval
            maximumDeviation = max(maximumDeviation, abs(interval - nominal))
        }
        let mean = sum / count
        var squares = 0.0
        for index in 1..<timestamps.count {
            let difference = (timestamps[index] - timestamps[index - 1]).milliseconds - mean
            squares += difference * difference
        }
        meanIntervalMilliseconds = mean
        jitterMilliseconds = (squares / count).squareRoot()
        maximumDeviationMilliseconds = maximumDeviation
    }

    /// The measured frame rate in hertz (0 with fewer than 2 frames).
    public var frameRate: Double { meanIntervalMilliseconds > 0 ? 1000 / meanIntervalMilliseconds : 0 }
}

/// What `RunLoop.measure(for:)` saw over a stretch of real (or virtual) time.
public struct RunLoopMeasurement: Sendable {
    /// How long the measurement ran, by the loop's clock.
    public let duration: Interval
    /// The loop's counters over that time.
    public let statistics: RunLoopStatistics
    /// The frames' regularity.
    public let timing: FrameTiming

    /// Creates a measurement of `duration` from the loop's counters and frame timing over it.
    public init(duration: Interval, statistics: RunLoopStatistics, timing: FrameTiming) {
        self.duration = duration
        self.statistics = statistics
        self.timing = timing
    }

    /// Returns from `poll()` per second.
    public var wakeupsPerSecond: Double { perSecond(statistics.wakeups) }

    /// Animation frames per second.
    public var framesPerSecond: Double { perSecond(statistics.frames) }

    private func perSecond(_ count: Int) -> Double {
        duration.nanoseconds > 0 ? Double(count) / duration.seconds : 0
    }
}
