/// What a soak saw: the gestures played, the frames, the samples of memory and views, and the
/// failures, with the trend checks that end it.
struct SoakFindings {
    /// The resident memory and the number of views at one rest (virtual seconds).
    struct Sample {
        var time: Double
        var residentBytes: Int
        /// The heap's bytes in use (`SoakHeap`), -1 when unknown.
        var heapBytes: Int
        /// Views in the screen's windows.
        var views: Int
        /// Views in existence (`View.liveCount`): in windows or not.
        var liveViews: Int
    }

    var gestures = 0
    var gesturesByKind: [String: Int] = [:]
    var lastKind = "none"
    var devicesLost = 0
    var frames = 0
    var framesCompared = 0
    var samples: [Sample] = []
    private(set) var failures: [String] = []
    /// Failures beyond this many are counted, not kept.
    static let failuresKept = 20
    private(set) var failureCount = 0

    /// The app soak's (`--apps`): the apps in the order first visited, each one's gestures by
    /// kind and its virtual seconds on screen.
    var apps: [String] = []
    var gesturesByApp: [String: [String: Int]] = [:]
    var secondsByApp: [String: Double] = [:]

    /// Counts `gesture`, played at `app` when the app soak visits one.
    mutating func count(_ gesture: SoakGesture, app: String? = nil) {
        gestures += 1
        gesturesByKind[gesture.kind.rawValue, default: 0] += 1
        lastKind = gesture.kind.rawValue
        if let app {
            if gesturesByApp[app] == nil { apps.append(app) }
            gesturesByApp[app, default: [:]][gesture.kind.rawValue, default: 0] += 1
        }
    }

    mutating func fail(_ failure: String) {
        failureCount += 1
        if failures.count < SoakFindings.failuresKept { failures.append(failure) }
    }

    /// How much a least-squares line through the samples of the last half rises across that
    /// half (in the values' unit): a growth trend, not one sample's noise.
    static func trendOverLastHalf(_ samples: [Sample], value: (Sample) -> Double) -> Double {
        guard let last = samples.last else { return 0 }
        let half = samples.filter { $0.time >= last.time / 2 }
        guard half.count >= 3, let first = half.first, last.time > first.time else { return 0 }
        let count = Double(half.count)
        let meanTime = half.reduce(0) { $0 + $1.time } / count
        let meanValue = half.reduce(0) { $0 + value($1) } / count
        var covariance = 0.0, variance = 0.0
        for sample in half {
            covariance += (sample.time - meanTime) * (value(sample) - meanValue)
            variance += (sample.time - meanTime) * (sample.time - meanTime)
        }
        return variance > 0 ? covariance / variance * (last.time - first.time) : 0
    }
}
