/// The statistics of samples, in one place: percentiles, medians and means.
enum Statistics {
    /// The `p` quantile (0...1) of `values`, interpolated linearly between the two nearest ranks
    /// (the median of an even count is the mean of the middle two); nil without values.
    static func percentile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let position = p * Double(sorted.count - 1)
        let low = Int(position.rounded(.down)), high = Int(position.rounded(.up))
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }

    static func median(_ values: [Double]) -> Double? { percentile(values, 0.5) }

    /// The nearest-rank `p` quantile: always one of the samples (the latency's p99 is a frame
    /// that happened); nil without values.
    static func nearestRank(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = min(max(Int((p * Double(sorted.count)).rounded(.up)), 1), sorted.count)
        return sorted[rank - 1]
    }

    static func mean(_ values: [Int]) -> Double? {
        values.isEmpty ? nil : Double(values.reduce(0, +)) / Double(values.count)
    }

    /// `a / b`, nil when either is missing or `b` is not positive.
    static func ratio(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, let b, b > 0 else { return nil }
        return a / b
    }
}
