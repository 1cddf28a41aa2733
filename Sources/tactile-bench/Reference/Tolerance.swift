/// How closely our pixels must match the reference's before a scene is timed.
struct Tolerance {
    /// Largest per-channel difference allowed at any pixel: 8-bit steps for 32-bit targets,
    /// steps of the 5/6-bit fields for RGB565 targets.
    var perChannel: Int
    /// Largest mean absolute channel difference over the pixels an operation touches (its
    /// bounding box), for anti-aliased shapes; nil when `perChannel` says it all.
    var mean: Double? = nil

    static let exact = Tolerance(perChannel: 0)
    static func lsb(_ n: Int) -> Tolerance { Tolerance(perChannel: n) }

    var description: String {
        let base = perChannel == 0 ? "exact" : "≤ \(perChannel) LSB"
        if let mean { return base + ", mean ≤ \(mean)" }
        return base
    }
}
